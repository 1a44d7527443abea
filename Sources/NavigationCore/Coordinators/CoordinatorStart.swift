// Starting a coordinator. As the window root, the way an app creates its root coordinator with
// an `initialRoute`: a stack coordinator gets a new navigation controller as the window root, a
// split coordinator a new split (AdaptiveCoordinator's `.merge` split: an empty nav in the
// primary and in the secondary column). On a navigation controller already in the window, the
// way an app hands a tab's or a presented nav to a flow: `StackCoordinator.init(
// basicViewController:initialRoute:)` takes any `StackViewController`, and the coordinator
// that displayed that nav keeps it as a child (`perform(.handover(_:))`). Either way the
// coordinator handles its first route before anyone subscribes to it, so that route never
// reaches a parent.

extension NavigationState {
  /// Starts with a coordinator of the definitions handling its first route
  /// (`"start": {"coordinator": "ColorList", "route": "list"}`).
  public init(
    coordinator name: String, route: String, sizeClass: SizeClass = .regular,
    definitions: Definitions
  ) throws(NavigationError) {
    guard let definition = definitions.coordinators[name] else {
      throw NavigationError(.noSuchCoordinator, "\(name) is not a defined coordinator")
    }
    let container: Blueprint
    switch definition.kind {
    case .stack:
      container = .container(.nav, [])
    case .split:
      var split = Blueprint.split(
        primary: .container(.nav, []), secondary: .container(.nav, []))
      split.policy = .merge
      container = split
    }
    try self.init(start: container, sizeClass: sizeClass, definitions: definitions)
    let rootID = window.root.id
    let id = coordinators.add(
      type: name, kind: definition.kind, parentID: nil,
      base: definition.kind == .stack ? .nav(rootID) : .split(rootID))
    try dispatchHandled(try Route(parsing: route), to: id, propagates: false, depth: 0)
    endDepartedCoordinators()
    log = []
  }

  /// `{"startCoordinator": "Checkout", "on": "#cartNav", "route": "address"}`: a stack
  /// coordinator on the selected nav (or the nav holding the selected controller; default: the
  /// nav of `top`), a child of the coordinator that displayed that nav, if any.
  mutating func startCoordinator(
    _ name: String, on selector: Selector?, route text: String
  ) throws(NavigationError) {
    guard let definition = definitions.coordinators[name] else {
      throw NavigationError(.noSuchCoordinator, "\(name) is not a defined coordinator")
    }
    guard definition.kind == .stack else {
      throw NavigationError(
        .noSuchCoordinator,
        "\(name) is a split coordinator: it builds its own split; only a stack coordinator "
          + "starts on a nav")
    }
    let route = try Route(parsing: text)
    let navPath = try navigationPath(for: selector)
    let parentID = displayingCoordinatorID(of: navPath)
    let id = coordinators.add(
      type: name, kind: .stack, parentID: parentID, base: .nav(controller(at: navPath).id))
    if let parentID { log.append(.note("@\(parentID) hands over to @\(id)")) }
    try dispatchHandled(route, to: id, propagates: false, depth: 0)
  }

  /// The coordinator that displayed a controller or its nearest ancestor (through containers,
  /// then presenters), if any.
  func displayingCoordinatorID(of path: ControllerPath) -> String? {
    var current: ControllerPath? = path
    while let candidate = current {
      if let id = window[candidate]?.id, let owner = coordinators.owner(ofController: id) {
        return owner.id
      }
      current = candidate.parent ?? candidate.presenter
    }
    return nil
  }
}

/// A stack coordinator starting with its first route: a scenario's
/// `"start": {"coordinator": "ColorList", "route": "list"}`, as an app starts its root
/// coordinator with an `initialRoute`, or a nav node's `"startsCoordinator"`, as a tab's flow
/// starts with the tab.
public struct CoordinatorStart: Sendable, Equatable {
  /// The coordinator's name in `coordinators`.
  public var coordinator: String
  /// Its first route.
  public var route: String

  /// Creates a coordinator start.
  public init(coordinator: String, route: String) {
    self.coordinator = coordinator
    self.route = route
  }
}

extension NavigationState {
  /// Starts the coordinators of the navs built since the last operation, in the order built.
  mutating func startLaunchedCoordinators() throws(NavigationError) {
    while !hints.launches.isEmpty {
      let (id, launch) = hints.launches.removeFirst()
      guard window.path(ofID: id) != nil else { continue }
      try startCoordinator(launch.coordinator, on: .id(id), route: launch.route)
    }
  }
}
