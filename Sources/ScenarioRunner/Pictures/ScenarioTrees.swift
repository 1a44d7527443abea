// The trees a scenario goes through, as `print` shows them and the HTML report's film strip
// draws them: from each start of a matrix scenario, the start's tree, then the tree after each
// step that changed it (or after step N only, whatever it did) with the step's events: an
// expectation, or a call the real code ignores, adds no frame. A step that fails unexpectedly
// ends the walk with the tree it left and the located error.

import NavigationCore
import ScenarioFormat

/// One tree `print` shows.
package struct PrintedTree {
  package var header: String
  package var events: [String]
  package var state: NavigationState

  /// The tree as a film-strip frame, captioned with its header and events.
  package var frame: FilmFrame { FilmFrame(title: header, events: events, window: state.window) }
}

/// The trees of one scenario, and the error that ended the walk early, if one did.
package struct ScenarioTrees {
  /// The trees kept: every one, or the last `keepingLast`.
  package var trees: [PrintedTree] = []
  /// How many trees the walk went through, kept or not.
  var count = 0
  /// The located error (a line for standard error) and the exit code it means.
  package var error: (message: String, code: NavrunExitCode)?

  /// Walks a scenario loaded from `file`, keeping every tree, or only the trees after step N;
  /// only the last `limit` of them, so that a long scenario over a large tree does not hold
  /// every state it went through.
  ///
  /// With a limit the scenario is played twice: once to count its trees, then again keeping
  /// the last `limit`. A tree kept while the walk goes on shares its storage with the state
  /// the next step changes, which then copies the whole tree: keeping the last few on the way
  /// made every step of a growing scenario cost its whole tree.
  package init(_ scenario: Scenario, file: String, step: Int?, keepingLast limit: Int = .max) {
    var kept: [PrintedTree] = []
    guard limit != .max else {
      error = Self.walk(scenario, step: step) { kept.append($0) }
      trees = kept
      count = kept.count
      return
    }
    var total = 0
    _ = Self.walk(scenario, step: step) { _ in total += 1 }
    var index = 0
    error = Self.walk(scenario, step: step) { tree in
      if index >= total - limit { kept.append(tree) }
      index += 1
    }
    trees = kept
    count = total
  }

  /// Walks a scenario, giving each tree to `visit` when it is reached; returns the located error
  /// that ended the walk early, if one did.
  ///
  /// A tree `visit` does not keep is freed before the next step changes the state.
  package static func walk(
    _ scenario: Scenario, step: Int?, visit: (PrintedTree) -> Void
  ) -> (message: String, code: NavrunExitCode)? {
    func keep(_ tree: PrintedTree) { visit(tree) }
    var walkError: (message: String, code: NavrunExitCode)?
    for start in scenario.startsToRun {
      let from = start.name.map { " (from \($0))" } ?? ""
      let playback = ScenarioPlayback(scenario: scenario, start: start)
      var state: NavigationState
      switch playback.makeState() {
      case .success(let built):
        state = built
      case .failure(let error):
        // The trees of the starts before this one, then the located error: bad input.
        let name = start.name.map { "starts.\($0)" } ?? "start"
        let diagnostic = playback.diagnostic(
          at: nil, "\(name): \(error.code.rawValue): \(error.message)")
        return (diagnostic.headline + "\n", .badInput)
      }
      if step == nil {
        keep(
          PrintedTree(header: start.name.map { "start \($0)" } ?? "start", events: [], state: state)
        )
      }
      var failed = false
      playback.play(on: &state) { current, played, state in
        var header = "after \(current.title)\(from)"
        if let error = played.error {
          guard current.expectedError == error.code else {
            // Every tree up to the failure, and the tree the failed step left (a library
            // that fails half-way keeps what it did), then the located error.
            keep(
              PrintedTree(
                header: "after \(current.title)\(from) (failed: \(error.code.rawValue))",
                events: [], state: state))
            let prefix = start.name.map { "start \"\($0)\": " } ?? ""
            let diagnostic = playback.diagnostic(
              at: current,
              prefix + "\(current.title) failed: \(error.code.rawValue): \(error.message)")
            walkError = (diagnostic.headline + "\n", .failure)
            failed = true
            return false
          }
          header = "after \(current.title)\(from) (failed as expected: \(error.code.rawValue))"
        }
        // The engine says whether the step changed the tree: a copy of the last tree shown,
        // held to compare with, would make each push copy the whole stack it grows.
        if step == nil ? played.changed : step == current.index {
          keep(
            PrintedTree(header: header, events: played.events.map(\.description), state: state))
        }
        return step != current.index
      }
      if failed { return walkError }
    }
    return nil
  }
}
