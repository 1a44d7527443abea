// The text of a golden file: one section per checkpoint (and per step when the scenario records
// the tree), the events of each step when recorded, the warnings, then the final tree. A golden
// holding only the final tree is just the tree.
//
//     -- checkpoint logged-in (after steps[2] present) --
//     window (regular)
//       …
//
//     -- warnings --
//     steps[4] collapse: …
//
//     -- final --
//     window (regular)
//       …

import NavigationCore
import ScenarioFormat

struct GoldenDocument {
  private var sections: [String] = []
  private var eventLines: [String] = []
  private var recordsEvents = false
  var warnings: [String] = []

  mutating func record(
    step: Step, events: [Event], refusal: NavigationError?, state: NavigationState,
    scenario: Scenario
  ) {
    if let checkpoint = step.checkpoint {
      sections.append("-- checkpoint \(checkpoint) (after \(step.title)) --\n" + state.rendering)
    } else if scenario.records.contains(.tree) {
      sections.append("-- after \(step.title) --\n" + state.rendering)
    }
    if scenario.records.contains(.events), case .perform = step.action {
      recordsEvents = true
      eventLines.append(step.title)
      if let refusal {
        eventLines.append("  (refused as expected: \(refusal.code.rawValue))")
      } else {
        eventLines += events.isEmpty ? ["  (no events)"] : events.map { "  \($0)" }
      }
    }
  }

  /// Records the library events of building the start (a split that starts collapsed
  /// migrates its detail), when the scenario records events.
  mutating func recordStart(events: [Event], scenario: Scenario) {
    guard scenario.records.contains(.events), !events.isEmpty else { return }
    recordsEvents = true
    eventLines.append("start")
    eventLines += events.map { "  \($0)" }
  }

  func text(final: String) -> String {
    var parts = sections
    if recordsEvents { parts.append("-- events --\n" + eventLines.joined(separator: "\n") + "\n") }
    if !warnings.isEmpty {
      parts.append("-- warnings --\n" + warnings.joined(separator: "\n") + "\n")
    }
    guard !parts.isEmpty else { return final }
    parts.append("-- final --\n" + final)
    return parts.joined(separator: "\n")
  }
}
