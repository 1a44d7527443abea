// Which routes the user can send from where they are, for exploration: a route goes to the
// coordinator that displayed `top` (or the root coordinator), then up through the coordinators
// that pulled it back, and only a route one of them has a key for does anything but fail. And
// which route keys need an argument: a key whose action writes `$arg`, or hands the route as
// sent over to a child coordinator whose key for it does.

extension NavigationState {
  /// Whether a route sent from `top` reaches a running coordinator with a key for it: the
  /// coordinator that displayed `top` (failing that, the root coordinator) or one that pulled
  /// it back, as `{"route": …}` dispatches it.
  public func hasRouteKey(for text: String) -> Bool {
    guard var route = try? Route(parsing: text),
      var id = try? coordinatorID(displaying: window.top)
    else { return false }
    // Pullback links cannot loop (each goes to a parent), but the tree is bounded anyway.
    for _ in 0..<Self.maximumRouteDepth {
      guard let coordinator = coordinators[id],
        let definition = definitions.coordinators[coordinator.type]
      else { return false }
      if definition.routeTable.bestKey(for: route) != nil { return true }
      guard let parentID = coordinator.parentID, let parent = coordinators[parentID],
        let prefix = definitions.coordinators[parent.type]?.pullback[coordinator.type]
      else { return false }
      route = route.prefixed(with: prefix)
      id = parentID
    }
    return false
  }
}

extension Definitions {
  /// Whether the route key `key` of the coordinator definition `type` needs the route to carry
  /// an argument: its action writes `$arg`, or hands the route over, as it was sent, to a
  /// coordinator whose key for it does.
  public func routeKeyTakesArgument(_ key: String, ofCoordinator type: String) -> Bool {
    takesArgument(key, of: type, depth: 0)
  }

  private func takesArgument(_ key: String, of type: String, depth: Int) -> Bool {
    guard depth < 16, let action = coordinators[type]?.routes[key] else { return false }
    return usesArgument(action, handling: key, depth: depth)
  }

  private func usesArgument(_ action: CoordinatorAction, handling key: String, depth: Int) -> Bool {
    func writesArgument(_ text: String) -> Bool { text.contains("$arg") }
    func writesArgument(_ blueprint: Blueprint) -> Bool {
      var found = false
      _ = blueprint.replacingText { text in
        if writesArgument(text) { found = true }
        return text
      }
      return found
    }
    switch action {
    case .push(let blueprint), .present(let blueprint, _): return writesArgument(blueprint)
    case .set(let blueprints): return blueprints.contains(where: writesArgument)
    case .presentCoordinator(_, let route, _): return writesArgument(route)
    case .send(let route): return writesArgument(route)
    case .handover(_, let route?): return writesArgument(route)
    case .handover(let child, nil):
      // The child sees the route as it was sent: its key for it decides.
      guard let sent = try? Route(parsing: key),
        let childKey = coordinators[child]?.routeTable.bestKey(for: sent)?.key
      else { return false }
      return takesArgument(childKey, of: child, depth: depth + 1)
    case .pop, .dismiss, .backToRoot, .drop, .none: return false
    case .sequence(let actions):
      return actions.contains { usesArgument($0, handling: key, depth: depth) }
    case .branch(_, let then, let otherwise), .stateBranch(_, let then, let otherwise):
      return usesArgument(then, handling: key, depth: depth)
        || usesArgument(otherwise, handling: key, depth: depth)
    case .column(_, let inner): return usesArgument(inner, handling: key, depth: depth)
    }
  }
}
