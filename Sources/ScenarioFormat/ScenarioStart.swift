// Where a scenario starts: a tree (docs/scenario-language.md), or a coordinator handling its first
// route, as an app starts its root AdaptiveCoordinator with an `initialRoute`
// (docs/coordinators.md).

import NavigationCore

/// `"start": {"coordinator": "ColorList", "route": "list"}`.
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

extension Scenario {
  /// The engine's state at the start of the scenario (its first start, for a matrix).
  public func makeState() throws(NavigationError) -> NavigationState {
    try makeState(from: startsToRun[0])
  }

  /// The engine's state at one of the scenario's starts.
  public func makeState(from start: NamedStart) throws(NavigationError) -> NavigationState {
    var definitions = definitions
    if !start.state.isEmpty { definitions.state.merge(start.state) }
    var state: NavigationState
    if let coordinator = start.coordinator {
      state = try NavigationState(
        coordinator: coordinator.coordinator, route: coordinator.route,
        sizeClass: sizeClass, definitions: definitions)
    } else {
      state = try NavigationState(
        start: start.blueprint, sizeClass: sizeClass, definitions: definitions)
    }
    if verticalSizeClass == .compact { state.startInVerticalSizeClass(.compact) }
    return state
  }
}
