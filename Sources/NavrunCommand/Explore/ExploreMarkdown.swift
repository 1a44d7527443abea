// `--markdown FILE` with `--compare`: the navigation impact of a change as GitHub-flavoured
// Markdown, for a pull request comment or a CI job's summary. A table of both versions'
// figures, then what changed, new failures first, each with its shortest path; the states
// gained and lost folded in a <details>. At most `listLimit` items of each kind, so that the
// text stays well under a comment's size limit (65 536 characters) however large the app.
// Every piece of scenario text is a code span with its control characters escaped: Markdown,
// HTML, links and @-mentions in an id or a type are shown, never rendered.

import ScenarioRunner

enum ExploreMarkdown {
  /// The most items of each kind listed.
  static let listLimit = 10

  static func document(_ comparisons: [StartComparison]) -> String {
    let new = comparisons.reduce(0) { $0 + $1.newFailures.count }
    var text = "## Navigation impact\n\n"
    text +=
      new > 0
      ? "**The change fails where the base did not: \(new) new failure\(new == 1 ? "" : "s").**\n"
      : "No new failure.\n"
    for comparison in comparisons { text += "\n" + section(comparison) }
    return text
  }

  private static func section(_ comparison: StartComparison) -> String {
    var text = "### " + code(comparison.new.file)
    text += comparison.startName.map { " start " + code($0) } ?? ""
    text += "\n\nAgainst " + code(comparison.old.file) + ".\n\n"
    text += "| | old | new |\n|---|---:|---:|\n"
    for (label, figure) in [
      ("states", \ComparedSide.states), ("transitions", \.transitions), ("screens", \.screens),
      ("failures", \.failures), ("depth", \.depth),
    ] {
      text +=
        "| \(label) | \(comparison.old[keyPath: figure]) | \(comparison.new[keyPath: figure]) |\n"
    }
    for (label, side) in [("old", comparison.old), ("new", comparison.new)] {
      if !side.hasStart { text += "\nThe \(label) version has no such start.\n" }
      if let limit = side.limit {
        text += "\nThe \(label) version's search stopped at the limit of \(code(limit)): "
        text += "what lies past it is not compared.\n"
      }
    }
    guard !comparison.isUnchanged else { return text + "\nThe navigation is the same.\n" }
    text += list("New failures", comparison.newFailures, failure(pathLabel: "path"))
    text += list("Fixed failures", comparison.fixedFailures, failure(pathLabel: "old path"))
    text += list(
      "Screens no longer reachable", comparison.lostScreens, place(pathLabel: "old path"))
    text += list("Screens newly reachable", comparison.gainedScreens, place(pathLabel: "path"))
    text += list("Transitions lost", comparison.lostMoves, move(pathLabel: "old path"))
    text += list("Transitions gained", comparison.gainedMoves, move(pathLabel: "path"))
    if comparison.statesGained + comparison.statesLost > 0 {
      text += "\n<details><summary>States: \(comparison.statesGained) gained, "
      text += "\(comparison.statesLost) lost</summary>\n"
      text += list(
        "States lost", comparison.lostStates, place(pathLabel: "old path"),
        total: comparison.statesLost)
      text += list(
        "States gained", comparison.gainedStates, place(pathLabel: "path"),
        total: comparison.statesGained)
      text += "\n</details>\n"
    }
    return text
  }

  private static func list<Item>(
    _ title: String, _ items: [Item], _ line: (Item) -> String, total: Int? = nil
  ) -> String {
    let count = total ?? items.count
    guard count > 0 else { return "" }
    var text = "\n#### \(title) (\(count))\n\n"
    for item in items.prefix(listLimit) { text += "- " + line(item) + "\n" }
    if count > listLimit { text += "- … and \(count - listLimit) more\n" }
    return text
  }

  private static func failure(pathLabel: String) -> (ExploreFailure) -> String {
    { failure in
      code(failure.action) + " fails with " + code(failure.code) + " from " + code(failure.place)
        + ": " + code(failure.message) + "; \(pathLabel): " + path(failure.path.map(\.name))
    }
  }

  private static func place(pathLabel: String) -> (ReachedPlace) -> String {
    { place in
      code(place.screen) + " (depth \(place.depth)); \(pathLabel): " + path(place.path)
    }
  }

  private static func move(pathLabel: String) -> (ScreenMove) -> String {
    { move in
      code(move.from) + " → " + code(move.to) + " by " + code(move.action)
        + "; \(pathLabel): " + path(move.path)
    }
  }

  private static func path(_ actions: [String]) -> String {
    actions.isEmpty ? "the start" : actions.map(code).joined(separator: " → ")
  }

  private static func code(_ text: String) -> String { MarkdownText.codeSpan(text) }
}
