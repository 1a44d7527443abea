// AdaptiveCoordinator's `perform`: what each `StackTransfer` / `SplitTransfer` case does to the
// window, plus `.send`, `drop` and `.none`. Every controller a coordinator pushes or presents
// is recorded as displayed by it (its `displayerID`), which decides where later routes from that
// controller go and when the coordinator ends.

extension NavigationState {
  /// Runs an action for a coordinator; `column` is the column a split coordinator's wrapper
  /// named. Stops quietly when the coordinator was dropped by an earlier action.
  mutating func run(
    _ action: CoordinatorAction, in column: SplitColumn?, _ context: RouteContext
  ) throws(NavigationError) {
    guard let coordinator = coordinators[context.coordinatorID] else { return }
    switch action {
    case .sequence(let actions):
      for action in actions { try run(action, in: column, context) }
    case .branch(let condition, let then, let otherwise):
      let holds = condition == .initial ? context.isInitial : coordinator.parentID == nil
      try run(holds ? then : otherwise, in: column, context)
    case .column(let column, let action):
      try run(action, in: column, context)
    case .none:
      break
    case .push(let blueprint):
      let blueprint = try blueprint.substitutingArgument(of: context.route)
      let stack = try coordinatorStackAddingColumn(of: coordinator, column: column)
      try checkPushable(blueprint, onto: stack.navPath)
      let pushed = try instantiate(blueprint)
      window.update(at: stack.navPath) { $0.children.append(pushed) }
      coordinators.record(pushed.id, column: stack.column, by: coordinator.id)
    case .pop:
      try popCoordinatorStack(try existingCoordinatorStack(of: coordinator, column: column))
    case .present(let blueprint, let style):
      let blueprint = try blueprint.substitutingArgument(of: context.route)
      let source = try presentingPath(of: coordinator)
      let style = style ?? blueprint.style ?? .automatic
      let presenter = presenterPath(from: source, style: style)
      try present(blueprint, from: source, style: style)
      if let presented = controller(at: presenter).presented?.controller {
        coordinators.record(presented.id, column: nil, by: coordinator.id)
      }
    case .dismiss:
      try dismissForCoordinator(coordinator)
    case .set(let blueprints):
      var substituted: [Blueprint] = []
      for blueprint in blueprints {
        substituted.append(try blueprint.substitutingArgument(of: context.route))
      }
      dropChildren(of: coordinator.id)
      try setCoordinatorStack(
        try coordinatorStackAddingColumn(of: coordinator, column: column), to: substituted,
        by: coordinator.id)
    case .backToRoot:
      try backToRoot(coordinator, column: column)
    case .handover(let type, let routeText):
      try handOver(to: type, route: routeText, from: coordinator, column: column, context)
    case .send(let text):
      let sent = try Route(
        parsing: RouteTemplate.substitute(
          text, argument: context.route.argument, remainder: context.remainder ?? context.route))
      if let unhandled = try dispatchReportingUnhandled(
        sent, to: coordinator.id, propagates: true, depth: context.depth + 1)
      {
        warn(.unhandledRoute, "@\(coordinator.id) sent \(sent): \(unhandled)")
      }
    case .drop:
      dropChildren(of: coordinator.id)
    }
  }

  /// A stack coordinator presents from its nav, a split coordinator from its split.
  private func presentingPath(of coordinator: Coordinator) throws(NavigationError)
    -> ControllerPath
  {
    switch coordinator.kind {
    case .stack: try existingCoordinatorStack(of: coordinator, column: nil).navPath
    case .split: try coordinatorSplitPath(of: coordinator)
    }
  }

  /// `pop`: the top of the nav; while collapsed, the column's last controller and what is above
  /// it. The root of the nav stays, as UIKit keeps it, and so does a column's first controller,
  /// which is its nav's root while expanded.
  private mutating func popCoordinatorStack(_ stack: CoordinatorStack) throws(NavigationError) {
    let nav = controller(at: stack.navPath)
    let first: Int
    if let share = stack.share {
      guard share.count > 1, let last = share.last else {
        let column = stack.column?.rawValue ?? "primary"
        let root = share.first.map { "\(nav.children[$0].label), the first controller of " } ?? ""
        throw NavigationError(
          .cannotPopRoot, "cannot pop \(root)the \(column) column in \(nav.label)")
      }
      first = last
    } else {
      guard nav.children.count > 1 else {
        let root = nav.children.first.map { "\($0.label), the root of " } ?? "the empty "
        throw NavigationError(.cannotPopRoot, "cannot pop \(root)\(nav.label)")
      }
      first = nav.children.count - 1
    }
    window.update(at: stack.navPath) { $0.children.removeSubrange(first...) }
  }

  /// `set`: the nav's controllers (while collapsed, the column's share) become new ones.
  private mutating func setCoordinatorStack(
    _ stack: CoordinatorStack, to blueprints: [Blueprint], by id: String
  ) throws(NavigationError) {
    for blueprint in blueprints { try checkPushable(blueprint, onto: stack.navPath) }
    let nav = controller(at: stack.navPath)
    let replaced = stack.share.map { $0.map { nav.children[$0] } } ?? nav.children
    let built = try instantiate(blueprints, replacing: replaced)
    window.update(at: stack.navPath) { nav in
      guard let share = stack.share else {
        nav.children = built
        return
      }
      for index in share.reversed() { nav.children.remove(at: index) }
      let position = share.first ?? (stack.column == .primary ? 0 : nav.children.count)
      nav.children.insert(contentsOf: built, at: position)
    }
    for controller in built { coordinators.record(controller.id, column: stack.column, by: id) }
  }

  /// `backToRoot`: a stack coordinator dismisses what it presented, else pops back to its first
  /// controller; a split coordinator's column pops back to the column's first controller.
  private mutating func backToRoot(
    _ coordinator: Coordinator, column: SplitColumn?
  ) throws(NavigationError) {
    let stack = try existingCoordinatorStack(of: coordinator, column: column)
    let children = controller(at: stack.navPath).children
    let anchor: Int?
    switch coordinator.kind {
    case .stack:
      for displayed in coordinator.displayed {
        if let path = window.path(ofID: displayed.id), let presenter = path.presenter {
          window.update(at: presenter) { $0.presented = nil }
          return
        }
      }
      anchor = children.firstIndex { child in coordinator.displayed.contains { $0.id == child.id } }
    case .split:
      anchor = stack.share.map(\.first) ?? (children.isEmpty ? nil : 0)
    }
    guard let anchor else {
      warn(
        .nothingToPerform,
        "backToRoot: @\(coordinator.id) has no controller in \(controller(at: stack.navPath).label)"
      )
      return
    }
    window.update(at: stack.navPath) { $0.children.removeSubrange((anchor + 1)...) }
  }

  /// `dismiss`: what the coordinator's nav or split presents, else the layer it is presented in.
  private mutating func dismissForCoordinator(_ coordinator: Coordinator) throws(NavigationError) {
    let source = try presentingPath(of: coordinator)
    if let above = window.presentedLayer(above: source.layerRoot), let presenter = above.presenter {
      window.update(at: presenter) { $0.presented = nil }
    } else if let presenter = source.layerRoot.presenter {
      window.update(at: presenter) { $0.presented = nil }
    } else {
      throw NavigationError(
        .nothingToDismiss,
        "@\(coordinator.id): \(controller(at: source).label) presents nothing and is not presented")
    }
  }

  /// `handover`: a child coordinator on the same nav (or the named column) starts with a route.
  private mutating func handOver(
    to type: String, route routeText: String?, from coordinator: Coordinator,
    column: SplitColumn?, _ context: RouteContext
  ) throws(NavigationError) {
    guard let definition = definitions.coordinators[type] else {
      throw NavigationError(
        .noSuchCoordinator, "@\(coordinator.id) hands over to \(type), which is not defined")
    }
    guard definition.kind == .stack else {
      throw NavigationError(
        .noSuchCoordinator,
        "@\(coordinator.id) hands over to \(type), a split coordinator: only a stack coordinator "
          + "takes over a nav")
    }
    let base: CoordinatorBase
    if coordinator.kind == .split, let column, let splitID = coordinator.base.splitID {
      base = .column(split: splitID, column)
    } else {
      base = coordinator.base
    }
    var start = context.original
    if let routeText {
      start = try Route(
        parsing: RouteTemplate.substitute(
          routeText, argument: context.route.argument,
          remainder: context.remainder ?? context.route))
    }
    let child = coordinators.add(type: type, kind: .stack, parentID: coordinator.id, base: base)
    log.append(.note("@\(coordinator.id) hands over to @\(child)"))
    try dispatchHandled(start, to: child, propagates: false, depth: context.depth + 1)
  }

  /// `drop`: the coordinator's descendants, deepest first, leave with their controllers.
  mutating func dropChildren(of id: String) {
    for child in coordinators.descendantsDeepestFirst(of: id) {
      for displayed in child.displayed.reversed() { removeFromWindow(displayed.id) }
      coordinators.remove(child.id)
      log.append(.note("@\(id) drops @\(child.id)"))
    }
  }

  /// Takes a controller out of the window: dismissed when presented, else removed from its
  /// container.
  private mutating func removeFromWindow(_ id: String) {
    guard let path = window.path(ofID: id) else { return }
    if let presenter = path.presenter {
      window.update(at: presenter) { $0.presented = nil }
      return
    }
    guard let parentPath = path.parent, case .child(let index) = path.last else { return }
    let parent = controller(at: parentPath)
    switch parent.kind {
    case .nav, .stack, .screen:
      window.update(at: parentPath) { $0.children.remove(at: index) }
    case .tabs:
      var tabs = parent.children
      tabs.remove(at: index)
      window.update(at: parentPath) { $0.replaceTabs(with: tabs, previously: parent) }
    case .split:
      warn(
        .detailStays, "drop: \(controller(at: path).label) is a column of \(parent.label) and stays"
      )
    }
  }
}

/// Substitution of `$arg` (a route's argument) and `*` (what a wildcard key matched) in the
/// routes a coordinator sends or hands over.
public enum RouteTemplate {
  /// The template with `$arg` and `*` replaced; `$arg` without an argument is refused.
  public static func substitute(
    _ template: String, argument: String?, remainder: Route?
  ) throws(NavigationError) -> String {
    var result = ""
    var rest = Substring(template)
    while let first = rest.first {
      if rest.hasPrefix("$arg") {
        guard let argument else {
          throw NavigationError(
            .unhandledRoute, "\"\(template)\" uses $arg, but the route has no argument")
        }
        result += argument
        rest = rest.dropFirst(4)
      } else if first == "*", let remainder {
        result += remainder.description
        rest = rest.dropFirst()
      } else {
        result.append(first)
        rest = rest.dropFirst()
      }
    }
    return result
  }
}

extension Blueprint {
  /// The blueprint with `$arg` replaced by a route's argument in every type, id and context.
  func substitutingArgument(of route: Route) throws(NavigationError) -> Blueprint {
    var copy = self
    func replace(_ text: String?) throws(NavigationError) -> String? {
      guard let text else { return nil }
      do {
        return try RouteTemplate.substitute(text, argument: route.argument, remainder: nil)
      } catch {
        throw NavigationError(
          .unhandledRoute, "\"\(text)\" uses $arg, but the route \(route) has no argument")
      }
    }
    copy.type = try replace(type)
    copy.id = try replace(id)
    copy.context = try replace(context)
    var children: [Blueprint] = []
    for child in self.children { children.append(try child.substitutingArgument(of: route)) }
    copy.children = children
    var columns: [ColumnBlueprint] = []
    for column in self.columns {
      columns.append(
        ColumnBlueprint(column.column, try column.blueprint.substitutingArgument(of: route)))
    }
    copy.columns = columns
    copy.presents = try presents?.substitutingArgument(of: route)
    copy.defaultDetail = try defaultDetail?.substitutingArgument(of: route)
    return copy
  }
}
