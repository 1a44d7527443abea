// What `navrun explore NEW --compare OLD` prints: for each start, the figures of both versions,
// then what changed, the most telling first — new failures, fixed ones, screens no longer
// reachable and newly reachable, transitions between screens lost and gained — each with its
// shortest path, then the states gained and lost. At most `listLimit` lines of each kind; the
// JSON report has every screen, transition and failure. Scenario text stays on its line.

import ScenarioRunner

enum ExploreComparisonConsole {
  /// The most failures, screens and transitions of each kind printed.
  static let listLimit = 20
  /// The most states of each kind printed: they are many, and the screens and transitions
  /// say most of what they say.
  static let stateListLimit = 5

  static func text(for comparison: StartComparison) -> String {
    var text = "compare \(inLine(comparison.new.file)) with \(inLine(comparison.old.file))"
    text += comparison.startName.map { " (start \(inLine($0)))" } ?? ""
    text += "\n" + side("old", comparison.old) + side("new", comparison.new)
    if comparison.old.limit != nil || comparison.new.limit != nil {
      text += "  a limit stopped the search: what lies past it is not compared\n"
    }
    guard !comparison.isUnchanged else { return text + "  the navigation is the same\n" }
    text += "  states: \(comparison.statesGained) gained, \(comparison.statesLost) lost\n"
    text += list("NEW FAILURE", comparison.newFailures, failure(pathLabel: "path"))
    text += list("FIXED", comparison.fixedFailures, failure(pathLabel: "old path"))
    text += list("SCREEN LOST", comparison.lostScreens, place(pathLabel: "old path"))
    text += list("SCREEN GAINED", comparison.gainedScreens, place(pathLabel: "path"))
    text += list("TRANSITION LOST", comparison.lostMoves, move(pathLabel: "old path"))
    text += list("TRANSITION GAINED", comparison.gainedMoves, move(pathLabel: "path"))
    text += list(
      "state lost", comparison.lostStates, place(pathLabel: "old path"),
      total: comparison.statesLost, limit: stateListLimit)
    text += list(
      "state gained", comparison.gainedStates, place(pathLabel: "path"),
      total: comparison.statesGained, limit: stateListLimit)
    return text
  }

  /// The last line: how many new failures, fixed ones and screens lost over every start.
  static func summary(_ comparisons: [StartComparison]) -> String {
    let new = comparisons.reduce(0) { $0 + $1.newFailures.count }
    let fixed = comparisons.reduce(0) { $0 + $1.fixedFailures.count }
    let lost = comparisons.reduce(0) { $0 + $1.lostScreens.count }
    return "\(new) new failure\(new == 1 ? "" : "s"), \(fixed) fixed, \(lost) "
      + "screen\(lost == 1 ? "" : "s") no longer reachable\n"
  }

  private static func side(_ label: String, _ side: ComparedSide) -> String {
    guard side.hasStart else { return "  \(label): no such start\n" }
    return "  \(label): \(side.states) state\(side.states == 1 ? "" : "s"), "
      + "\(side.transitions) transition\(side.transitions == 1 ? "" : "s"), "
      + "\(side.screens) screen\(side.screens == 1 ? "" : "s"), "
      + "\(side.failures) failure\(side.failures == 1 ? "" : "s"), depth \(side.depth)"
      + (side.limit.map { " (stopped at the limit of \(inLine($0)))" } ?? "") + "\n"
  }

  private static func list<Item>(
    _ label: String, _ items: [Item], _ lines: (Item) -> (String, String), total: Int? = nil,
    limit: Int = listLimit
  ) -> String {
    var text = ""
    for item in items.prefix(limit) {
      let (head, detail) = lines(item)
      text += "  \(label) \(head)\n    \(detail)\n"
    }
    let count = total ?? items.count
    if count > limit { text += "  … and \(count - limit) more \(label.lowercased())\n" }
    return text
  }

  private static func failure(pathLabel: String) -> (ExploreFailure) -> (String, String) {
    { failure in
      (
        "\(inLine(failure.action)): \(inLine(failure.code)) from \(inLine(failure.place)): "
          + inLine(failure.message), "\(pathLabel): " + arrows(failure.path.map(\.name))
      )
    }
  }

  private static func place(pathLabel: String) -> (ReachedPlace) -> (String, String) {
    { place in
      ("\(inLine(place.screen)), depth \(place.depth)", "\(pathLabel): " + arrows(place.path))
    }
  }

  private static func move(pathLabel: String) -> (ScreenMove) -> (String, String) {
    { move in
      (
        "\(inLine(move.from)) → \(inLine(move.to)) by \(inLine(move.action))",
        "\(pathLabel): " + arrows(move.path)
      )
    }
  }

  /// A path as the explore console writes it; the start itself when it is empty.
  static func arrows(_ path: [String]) -> String {
    path.isEmpty ? "(the start)" : path.map(inLine).joined(separator: " → ")
  }

  private static func inLine(_ text: String) -> String { ControlCharacters.escapedInLine(text) }
}
