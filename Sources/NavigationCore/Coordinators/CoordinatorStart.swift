// Starting a scenario from a coordinator, as an app creates its root coordinator with an
// `initialRoute`: a stack coordinator gets a new navigation controller as the window root, a
// split coordinator a new split (AdaptiveCoordinator's `.merge` split: an empty nav in the
// primary and in the secondary column), and the coordinator handles its first route.

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
}
