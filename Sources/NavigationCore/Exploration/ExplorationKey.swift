// How exploration tells states apart: by what the golden shows of them, without the ids the
// engine generated. Two paths that end on the same screens are one state even when one of them
// made and dropped a `Post` on the way, so that its second `Post` is `Post#2`.

extension NavigationState {
  /// The state's rendering without the ids the engine generated: equal for states the user cannot
  /// tell apart, such as one that made and dropped a `Post` on the way, so that its second `Post`
  /// is `Post#2`, and one that made a single `Post`.
  ///
  /// The page flow and the coordinators are rendered as in goldens, the app state by its digest.
  public var explorationKey: String {
    let identifiers = identifiers
    // The app state by its digest: a state that differs by a key is told apart without
    // writing every key.
    let state = appState.isEmpty ? "" : "state #" + appState.digestText + "\n"
    return state + window.text(showingID: { identifiers.isAuthored($0) })
      + (pendingNavigationText.map { "\n" + $0 } ?? "") + (flowText.map { "\n" + $0 } ?? "")
      + (coordinatorText.map { "\n" + $0 } ?? "")
  }
}
