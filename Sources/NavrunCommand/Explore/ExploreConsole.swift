// What `navrun explore` prints for a start: how far the search went, the table of actions
// (from how many states each succeeded, failed, or failed as the author allows, with the
// codes), the actions it could not try, and each distinct failure with its shortest path.
// Every name from the scenario (an action holds a destination's name, a state key, a route) is
// escaped into its line.

import ScenarioRunner

enum ExploreConsole {
  static func text(for explored: ExploredStart) -> String {
    let line = ControlCharacters.escapedInLine
    let result = explored.result
    let start = explored.startName.map { " (start \(line($0)))" } ?? ""
    var text = "explore \(line(explored.file))\(start)\n"
    text +=
      "  \(result.states) state\(result.states == 1 ? "" : "s"), "
      + "\(result.transitions) transition\(result.transitions == 1 ? "" : "s"), depth \(result.depth)"
    text += result.limit.map { "; stopped at the limit of \($0)" } ?? "; every reachable state"
    text += "\n"
    let rows = result.tallies.sorted { $0.name < $1.name }.map { (name: line($0.name), tally: $0) }
    let width = min(48, rows.map(\.name.count).max() ?? 6)
    text += "  " + pad("action", width) + "  succeeded  warned  failed  allowed  codes\n"
    for (name, row) in rows {
      let codes = row.codes.sorted { $0.key < $1.key }.map { "\(line($0.key)) ×\($0.value)" }
      text +=
        "  " + pad(name, width) + "  " + pad(String(row.succeeded), 9, right: true) + "  "
        + pad(String(row.warned), 6, right: true) + "  " + pad(String(row.failed), 6, right: true)
        + "  " + pad(String(row.allowed), 7, right: true)
        + (codes.isEmpty ? "" : "  " + codes.joined(separator: ", ")) + "\n"
    }
    for untried in result.untried { text += "  not tried: \(untried)\n" }
    let coverage = CoverageSummary(records: [result.coverage])
    if !coverage.offered.isEmpty {
      text += coverage.consoleText.split(separator: "\n").map { "  \($0)\n" }.joined()
    }
    for (index, failure) in result.failures.enumerated() {
      text +=
        "  FAIL \(line(failure.action)): \(line(failure.code)) from \(line(failure.place)), "
        + "\(failure.path.count) action\(failure.path.count == 1 ? "" : "s") from the start\n"
      text += "    \(line(failure.message))\n"
      text += "    path: " + failure.path.map { line($0.name) }.joined(separator: " → ") + "\n"
      if explored.reproducers.indices.contains(index), let path = explored.reproducers[index] {
        text += "    reproducer: \(line(path))\n"
      }
    }
    return text
  }

  private static func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
    let padding = String(repeating: " ", count: max(0, width - text.count))
    return right ? padding + text : text + padding
  }
}
