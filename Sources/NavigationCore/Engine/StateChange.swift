// Whether a step changed what a picture of the state shows: the window, the app state, the
// navigation waiting on an interceptor, the page flow and the coordinators. `print` and the
// film strips draw a frame only for a step that did; an expectation or a call the real code
// ignores changes none of them.

extension NavigationState {
  /// Whether the window, the app state, the pending navigation, the page flow or the
  /// coordinators differ from `earlier`'s.
  ///
  /// Cheap between a state and an earlier copy of it: controllers a step did not touch share
  /// their storage, and compare by identity.
  public func hasChanged(since earlier: NavigationState) -> Bool {
    window != earlier.window || appState != earlier.appState
      || pendingNavigation != earlier.pendingNavigation
      || heldNavigationLock != earlier.heldNavigationLock || flow != earlier.flow
      || coordinators != earlier.coordinators
  }
}
