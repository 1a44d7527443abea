// What a search reports as it goes, for the map of the states it found and the comparison of two
// versions of an app: each state when it is first reached, and each transition tried. The
// search calls its observer on the thread that merges the expansions, in their order, so an
// observer sees the same sequence at any number of jobs. A search with no observer pays
// nothing for it.

import NavigationCore

/// Told of every state a search reaches first and of every transition it tries.
protocol ExploreObserver {
  /// A state reached for the first time: its record (0 for the start, then one more for each
  /// new state, in breadth-first order), the record and the action (its position in the
  /// search's table of actions) it was reached by, nil for the start, and its depth.
  mutating func discover(
    _ record: Int, from parent: Int?, by action: Int?, depth: Int, state: NavigationState,
    key: StateKey)

  /// An action tried on the state of `record`: the action's position in the table and the
  /// action, and how it ended. A state it reaches for the first time is discovered after.
  mutating func tried(
    _ action: Int, _ named: ExploreAction, from record: Int, outcome: TransitionOutcome)
}

/// An observer that keeps nothing: the search as `navrun explore` runs it without a map.
struct IgnoringObserver: ExploreObserver {
  func discover(
    _ record: Int, from parent: Int?, by action: Int?, depth: Int, state: NavigationState,
    key: StateKey
  ) {}

  func tried(
    _ action: Int, _ named: ExploreAction, from record: Int, outcome: TransitionOutcome
  ) {}
}

/// What the user sees of a state, as the map and the comparison group states: the type of
/// `top`, the controller the user acts on (`nothing` in a window without one).
enum ExploreScreen {
  static func name(of state: NavigationState) -> String {
    state.window[state.window.top]?.type ?? "nothing"
  }
}
