// A matrix scenario runs its steps once from each named start; reports that count tests (JUnit)
// count each start as a test of its own. Running gives each start its outcome
// (`StartOutcome`); the report then judges each against the golden (`StartReport`,
// StartReports.swift).

import ScenarioFormat

/// How the steps went from one start of a matrix scenario.
public struct StartOutcome: Sendable {
  /// The start's name.
  public var name: String
  /// The start's golden section (without its `-- start NAME --` header), when every step
  /// passed.
  public var golden: String?
  /// Why the start failed, when it did.
  public var failure: Diagnostic?
  /// Whether the start could not be built: bad input, like a file that does not decode.
  public var isInvalid = false
  /// The tree (text rendering) when a step failed.
  public var treeAtFailure: String?
  /// The tree a failing window expectation describes (text rendering).
  public var expectedAtFailure: String?
  /// Where the start's steps are in the result's `steps`.
  public var steps: Range<Int> = 0..<0
  /// Where the start's warnings are in the result's `warnings`.
  public var warnings: Range<Int> = 0..<0
  /// Wall time in seconds.
  public var seconds: Double = 0

  /// An outcome with nothing run yet.
  public init(name: String) {
    self.name = name
  }
}

/// How one start of a matrix scenario ended, judged against the golden as a test of its own.
public struct StartReport: Sendable {
  /// The start's name.
  public var name: String
  /// How it ended: as the file ended when the file's golden was written or matched; failed
  /// when a step failed or its section of the golden differs.
  public var status: ScenarioStatus
  /// Why it failed.
  public var diagnostics: [Diagnostic] = []
  /// Its section of the golden and its result, when they differ (plain text).
  public var expected: String?
  /// Its result, when it differs from its section of the golden.
  public var actual: String?
  /// The diff between its section and its result.
  public var diff: String?
  /// The tree (text rendering) when a step failed.
  public var treeAtFailure: String?
  /// The tree a failing window expectation describes (text rendering).
  public var expectedAtFailure: String?
  /// The warnings its steps logged.
  public var warnings: [String] = []
  /// Which of `warnings` a step expected, by index.
  public var expectedWarnings: [Int] = []
  /// Wall time in seconds.
  public var seconds: Double

  /// Whether the start counts as passed.
  public var isPassing: Bool { status.isPassing }
}
