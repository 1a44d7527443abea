// AdaptiveCoordinator's dispatch, made synchronous and deterministic. `transfer(to:)` sends a
// route into a coordinator's subject: its own `prepare(to:)` runs first, then every coordinator
// that pulled it back sees the route wrapped in its prefix, parent after child. `.send` re-sends
// a route into the coordinator's own subject; a sent route nobody takes is a warning, since the
// route that caused the send was handled (the library drops it silently). A child's initial route never reaches its parent,
// because AdaptiveCoordinator sends it in the child's `init`, before the parent subscribes.

/// What a coordinator is handling while its actions run.
struct RouteContext {
  /// The coordinator running the actions.
  var coordinatorID: String
  /// The route as this coordinator sees it (with its pullback prefixes).
  var route: Route
  /// The route as it was sent, before any pullback prefix: a handover's default start route.
  var original: Route
  /// What a wildcard key matched: `*` in a `send`.
  var remainder: Route?
  /// Whether this is the coordinator's first route.
  var isInitial: Bool
  /// How many dispatches deep this one is.
  var depth: Int
}

extension NavigationState {
  /// How deep sends, handovers and pullbacks may nest before the engine calls it a loop.
  static let maximumRouteDepth = 64

  /// `{"route": "color(Red)", "from": sel}`: to the coordinator that displayed `from`.
  mutating func route(_ text: String, from selector: Selector?) throws(NavigationError) {
    let route = try Route(parsing: text)
    let source = try window.resolve(selector ?? .top)
    let target = try coordinatorID(displaying: source)
    try dispatchHandled(route, to: target, propagates: true, depth: 0)
  }

  /// `{"deepLink": […]}`: AdaptiveCoordinator's `handle(links:)` from the coordinator of `top`: the
  /// first link goes to it, the second to each of its child coordinators, the third to theirs, and
  /// so on down the tree.
  ///
  /// The children are those that exist when the deep link arrives: the library schedules every
  /// route on a task before any of them is handled, so a coordinator the first link starts gets
  /// nothing. navrun handles the links one after the other in the order the library schedules them
  /// (depth first, children in creation order). A link a coordinator has no route for ends its
  /// branch, with a warning (the library's `init(link:)` fails and it returns).
  mutating func deepLink(_ links: [String]) throws(NavigationError) {
    guard !links.isEmpty else { return }
    var routes: [Route] = []
    for link in links { routes.append(try Route(parsing: link)) }
    var order: [(id: String, depth: Int, dropsRest: Bool)] = []
    var pending = [(id: try coordinatorID(displaying: window.top), depth: 0)]
    while let next = pending.popLast() {
      guard let coordinator = coordinators[next.id],
        let definition = definitions.coordinators[coordinator.type],
        try bestRoute(for: routes[next.depth], in: definition, of: coordinator) != nil
      else {
        warn(
          .unhandledRoute,
          "deep link \"\(routes[next.depth])\" is not a route of @\(next.id); its branch ends")
        continue
      }
      let children = coordinators.children(of: next.id)
      let hasRest = next.depth + 1 < routes.count
      order.append((next.id, next.depth, hasRest && children.isEmpty))
      guard hasRest else { continue }
      pending += children.reversed().map { ($0.id, next.depth + 1) }
    }
    for (id, depth, dropsRest) in order where coordinators[id] != nil {
      let childrenBefore = Set(coordinators.children(of: id).map(\.id))
      if let unhandled = try dispatchReportingUnhandled(
        routes[depth], to: id, propagates: true, depth: 0)
      {
        warn(.unhandledRoute, unhandled)
      }
      if dropsRest {
        warnDropped(
          routes[(depth + 1)...], after: routes[depth], at: id, childrenBefore: childrenBefore)
      }
      endDepartedCoordinators()
    }
  }

  /// The warning for links that reach no coordinator: `handle(links:)` hands the rest to the
  /// coordinator's children as they are when the links arrive, and it had none.
  private mutating func warnDropped(
    _ links: ArraySlice<Route>, after link: Route, at id: String, childrenBefore: Set<String>
  ) {
    let dropped = links.map { "\"\($0)\"" }.joined(separator: ", ")
    let verb = links.count == 1 ? "reaches no coordinator and is" : "reach no coordinator and are"
    var message =
      "deep link: \(dropped) \(verb) dropped: @\(id) had no child coordinator when the links "
      + "arrived"
    let started = coordinators.children(of: id).filter { !childrenBefore.contains($0.id) }
    if !started.isEmpty {
      let names = started.map { "@\($0.id)" }.joined(separator: ", ")
      message += " (\(names), which \"\(link)\" started, did not exist yet)"
    }
    warn(.deepLinkDropped, message)
  }

  /// `{"drop": "@Color"}`: the coordinator runs its `drop`.
  mutating func drop(coordinator reference: String) throws(NavigationError) {
    let name = reference.hasPrefix("@") ? String(reference.dropFirst()) : reference
    guard let coordinator = coordinators[name] ?? coordinators.all.first(where: { $0.type == name })
    else {
      throw NavigationError(.noSuchCoordinator, "no coordinator @\(name) is running")
    }
    try drop(coordinator.id)
  }

  /// The coordinator that displayed a controller or, failing that, its nearest ancestor
  /// (through containers, then presenters); failing that, the root coordinator.
  func coordinatorID(displaying path: ControllerPath) throws(NavigationError) -> String {
    if let owner = displayingCoordinatorID(of: path) { return owner }
    guard let root = coordinators.roots.first else {
      throw NavigationError(.noSuchCoordinator, "no coordinator is running")
    }
    return root.id
  }

  /// Dispatches a route and refuses it when no coordinator that saw it has a key for it.
  mutating func dispatchHandled(
    _ route: Route, to id: String, propagates: Bool, depth: Int
  ) throws(NavigationError) {
    if let unhandled = try dispatchReportingUnhandled(
      route, to: id, propagates: propagates, depth: depth)
    {
      throw NavigationError(.unhandledRoute, unhandled)
    }
  }

  /// Dispatches a route; returns a sentence saying who saw it when nobody had a key for it.
  mutating func dispatchReportingUnhandled(
    _ route: Route, to id: String, propagates: Bool, depth: Int
  ) throws(NavigationError) -> String? {
    var seen: [String] = []
    let handled = try dispatch(
      route, original: route, to: id, propagates: propagates, depth: depth, seen: &seen)
    guard !handled else { return nil }
    return "no coordinator has a route for \"\(route)\" (seen by \(seen.joined(separator: ", ")))"
  }

  /// Lets a coordinator handle a route, then the coordinator that pulled it back, and so on up;
  /// returns whether any of them had a key for it.
  private mutating func dispatch(
    _ route: Route, original: Route, to id: String, propagates: Bool, depth: Int,
    seen: inout [String]
  ) throws(NavigationError) -> Bool {
    guard depth < Self.maximumRouteDepth else {
      throw NavigationError(
        .unhandledRoute,
        "\"\(route)\" is \(Self.maximumRouteDepth) sends or handovers deep: the routes loop")
    }
    try countWork(.unhandledRoute, "the dispatch of \"\(route)\"")
    guard let coordinator = coordinators[id],
      let definition = definitions.coordinators[coordinator.type]
    else { return false }
    seen.append(route == original ? "@\(id)" : "@\(id) as \(route)")
    let link = propagates ? pullbackLink(of: coordinator) : nil
    var handled = false
    if let (key, action, match) = try bestRoute(for: route, in: definition, of: coordinator) {
      handled = true
      let place: CoordinatorAction.Place = coordinator.kind == .stack ? .stack : .split
      if let reason = action.misplacement(in: place) {
        throw NavigationError(
          .unhandledRoute, "@\(id) cannot run route \"\(key)\": \(reason)")
      }
      log.append(.note("@\(id) handles \(route)"))
      coordinators.update(id) { $0.hasStarted = true }
      let context = RouteContext(
        coordinatorID: id, route: route, original: original, remainder: match.remainder,
        isInitial: !coordinator.hasStarted, depth: depth)
      try run(action, in: nil, context)
    }
    if let (parentID, prefix) = link {
      let parentHandled = try dispatch(
        route.prefixed(with: prefix), original: original, to: parentID, propagates: true,
        depth: depth + 1, seen: &seen)
      handled = handled || parentHandled
    }
    return handled
  }

  /// The parent that pulled a coordinator back, and the prefix it sees its routes with.
  private func pullbackLink(of coordinator: Coordinator) -> (String, String)? {
    guard let parentID = coordinator.parentID, let parent = coordinators[parentID],
      let prefix = definitions.coordinators[parent.type]?.pullback[coordinator.type]
    else { return nil }
    return (parentID, prefix)
  }

  /// The most specific route key of a definition that matches a route, its action and how
  /// it matched.
  func bestRoute(
    for route: Route, in definition: CoordinatorDefinition, of coordinator: Coordinator
  ) throws(NavigationError) -> (String, CoordinatorAction, RoutePattern.Match)? {
    if let (_, error) = definition.routeTable.malformed {
      throw NavigationError(.unhandledRoute, "route key of \(coordinator.type): \(error.message)")
    }
    guard let (key, match) = definition.routeTable.bestKey(for: route),
      let action = definition.routes[key]
    else { return nil }
    return (key, action, match)
  }
}
