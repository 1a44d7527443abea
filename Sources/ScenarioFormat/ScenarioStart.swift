// Where a scenario starts: a tree (SPEC §2), or a coordinator handling its first route, as an
// app starts its root AdaptiveCoordinator with an `initialRoute` (SPEC §9).

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
  /// The engine's state at the start of the scenario.
  public func makeState() throws(NavigationError) -> NavigationState {
    if let coordinatorStart {
      return try NavigationState(
        coordinator: coordinatorStart.coordinator, route: coordinatorStart.route,
        sizeClass: sizeClass, definitions: definitions)
    }
    return try NavigationState(start: start, sizeClass: sizeClass, definitions: definitions)
  }
}
