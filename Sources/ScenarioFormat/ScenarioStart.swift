// Where a scenario starts: a tree (docs/scenario-language.md), or a coordinator handling its first
// route, as an app starts its root AdaptiveCoordinator with an `initialRoute`
// (docs/coordinators.md).

import NavigationCore

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
        sizeClass: start.sizeClass ?? sizeClass, definitions: definitions)
    } else {
      state = try NavigationState(
        start: start.blueprint, sizeClass: start.sizeClass ?? sizeClass, definitions: definitions)
    }
    if verticalSizeClass == .compact { state.startInVerticalSizeClass(.compact) }
    let width = start.windowWidth ?? windowWidth
    if width == .narrow { state.startInWindowWidth(width) }
    if let loaded = start.loadedViews {
      state.trackViews(loadedInHierarchyOrder: loaded)
    } else if tracksViews {
      state.trackViews()
    }
    return state
  }
}
