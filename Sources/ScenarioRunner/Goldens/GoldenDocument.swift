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
  /// What the scenario records, read once rather than looked up in its set on every step.
  private let recordsTreeAfterSteps: Bool
  private let recordsStepEvents: Bool
  /// The controller whose subtree each tree section shows (`"golden": {"at": sel}`); nil for
  /// the whole state.
  private let subtree: Selector?

  init(records: Set<RecordedDetail>, subtree: Selector? = nil) {
    recordsTreeAfterSteps = records.contains(.tree)
    recordsStepEvents = records.contains(.events)
    self.subtree = subtree
  }

  /// What a tree section shows of the state: all of it, or the subtree the golden holds.
  func rendering(of state: NavigationState) -> String {
    guard let subtree else { return state.rendering }
    return state.window.text(selectedBy: subtree)
  }

  mutating func record(
    step: Step, events: [Event], refusal: NavigationError.Code?, state: NavigationState
  ) {
    if let checkpoint = step.checkpoint {
      sections.append(
        "-- checkpoint \(ControlCharacters.escapedInLine(checkpoint)) (after \(step.title)) --\n"
          + rendering(of: state))
    } else if recordsTreeAfterSteps {
      sections.append("-- after \(step.title) --\n" + rendering(of: state))
    }
    if recordsStepEvents, case .perform = step.action {
      recordsEvents = true
      eventLines.append(step.title)
      if let refusal {
        eventLines.append("  (refused as expected: \(refusal.rawValue))")
      } else {
        eventLines += events.isEmpty ? ["  (no events)"] : events.map(Self.eventLine)
      }
    }
  }

  /// Records the library events of building the start (a split that starts collapsed
  /// migrates its detail), when the scenario records events.
  mutating func recordStart(events: [Event]) {
    guard recordsStepEvents, !events.isEmpty else { return }
    recordsEvents = true
    eventLines.append("start")
    eventLines += events.map(Self.eventLine)
  }

  /// An event on its line: a name or a route's text in it (free text) never starts a line of
  /// its own.
  private static func eventLine(_ event: Event) -> String {
    "  " + ControlCharacters.escapedInLine(event.description)
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

extension GoldenDocument {
  /// The `-- start NAME --` sections of a matrix golden, in order; empty for other goldens.
  ///
  /// A header counts at the top of the text or after a blank line, where sections begin.
  static func startSections(of text: String) -> [(name: String, text: String)] {
    var sections: [(name: String, text: String)] = []
    var previousIsBlank = true
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if previousIsBlank, line.hasPrefix("-- start "), line.hasSuffix(" --"), line.count > 12 {
        sections.append((String(line.dropFirst(9).dropLast(3)), ""))
      } else if !sections.isEmpty {
        sections[sections.count - 1].text += line + "\n"
      }
      previousIsBlank = line.isEmpty
    }
    return sections
  }

  /// The starts whose sections differ between two matrix goldens, in the order of `new`, then
  /// the starts only `old` has.
  static func differingStarts(from old: String, to new: String) -> [String] {
    let oldSections = startSections(of: old)
    let newSections = startSections(of: new)
    var names: [String] = []
    for section in newSections where !oldSections.contains(where: { $0 == section }) {
      names.append(section.name)
    }
    for section in oldSections where !newSections.contains(where: { $0.name == section.name }) {
      names.append(section.name)
    }
    return names
  }

  /// ` (from start "a")`, ` (from starts "a" and "b")`, or "" when no start is named.
  static func naming(starts names: [String]) -> String {
    guard !names.isEmpty else { return "" }
    let quoted = names.map { "\"\($0)\"" }
    let list =
      quoted.count == 1
      ? quoted[0] : quoted.dropLast().joined(separator: ", ") + " and " + (quoted.last ?? "")
    return " (from start\(names.count == 1 ? "" : "s") \(list))"
  }
}
