// The result of one file in a run, as every reporter sees it.

import ScenarioFormat

/// How a file ended.
public enum ScenarioStatus: String, Sendable, Equatable {
  /// Every step and the golden passed.
  case passed
  /// Passed, and its missing golden was written.
  case recorded
  /// Passed after its golden was rewritten (`--record all`).
  case updated
  /// The result differs from the golden, or has none, and was written as a pending golden
  /// (`--record new`); it fails until accepted.
  case pending
  /// A step, an expectation or the golden failed.
  case failed
  /// The file is not a valid scenario (bad input).
  case invalid
  /// A definitions file, checked and valid.
  case definitions

  /// Whether the file counts as passed in the summary.
  public var isPassing: Bool {
    switch self {
    case .passed, .recorded, .updated, .definitions: true
    case .pending, .failed, .invalid: false
    }
  }
}

/// What happened to one file.
public struct ScenarioReport: Sendable {
  /// The file.
  public var file: String
  /// The scenario's name (the file name for invalid files).
  public var name: String
  /// The scenario's tags.
  public var tags: [String]
  /// How it ended.
  public var status: ScenarioStatus
  /// Located errors: the step failure or the decoding error.
  public var diagnostics: [Diagnostic]
  /// The golden diff, when the golden differed (plain text, uncolored).
  public var diff: String?
  /// Expected and actual golden texts when they differ.
  public var expected: String?
  /// The actual golden text.
  public var actual: String?
  /// Warnings the steps logged.
  public var warnings: [String]
  /// The indices in `warnings` of those a step expected (`expectWarning`, or `expectError`
  /// naming a warning).
  public var expectedWarnings: [Int] = []
  /// Wall time in seconds.
  public var seconds: Double
  /// Every step that ran, with its outcome and wall time.
  public var steps: [StepResult] = []
  /// The golden file the result is compared with, when the scenario has one.
  public var goldenFile: String?
  /// The pending golden written by `--record new`.
  public var pendingFile: String?
  /// The tree (text rendering) when a step failed.
  public var treeAtFailure: String?
  /// The files the scenario `use`s, as its loader read them (empty for a definitions file).
  public var usedFiles: [String] = []
  /// What the scenario's definitions offer and what it used, under `--coverage`.
  package var coverage: CoverageRecord?
  /// The tree a failing window expectation describes (text rendering).
  public var expectedAtFailure: String?

  /// Each start of a matrix scenario judged as a test of its own; empty for a scenario with
  /// one start and for a file that does not decode.
  public var starts: [StartReport] = []

  /// Whether the file counts as passed.
  public var isPassing: Bool { status.isPassing }

  /// The warnings a reader is shown: all of them when the file did not pass, else those no
  /// step expected, since a passing scenario that expects a warning has checked it.
  public var shownWarnings: [String] {
    Self.shown(warnings, expected: expectedWarnings, isPassing: isPassing)
  }

  /// `warnings` without the `expected` ones (indices, in order) when `isPassing`.
  static func shown(_ warnings: [String], expected: [Int], isPassing: Bool) -> [String] {
    guard isPassing, !expected.isEmpty else { return warnings }
    var remaining = expected[...]
    var shown: [String] = []
    for (index, warning) in warnings.enumerated() {
      if remaining.first == index {
        remaining.removeFirst()
      } else {
        shown.append(warning)
      }
    }
    return shown
  }

  /// Whether the file failed on its golden alone (a mismatch, a missing or a pending golden):
  /// recording would settle it.
  public var isGoldenFailure: Bool {
    (status == .failed || status == .pending) && actual != nil
  }

  /// What went wrong, as one message for a test failure: the located errors, then the golden
  /// diff; nil when the file passed.
  public var failureMessage: String? {
    guard !isPassing else { return nil }
    var lines = ["\(file): \(status.rawValue)"] + diagnostics.map(\.description)
    if let diff { lines.append(diff) }
    return lines.joined(separator: "\n")
  }
}

extension ScenarioReport: CustomStringConvertible {
  /// `Scenarios/a.json (passed)`: short, for test-case names and logs.
  public var description: String { "\(file) (\(status.rawValue))" }
}
