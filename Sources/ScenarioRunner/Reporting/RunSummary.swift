// What a run of many files found, for the console's summary and the report files.

/// Everything a run found, for the summary and the report files.
public struct RunSummary: Sendable {
  /// The reports of the selected files, in discovery order.
  public var reports: [ScenarioReport]
  /// Golden files no scenario uses (checked on full runs only).
  public var unreferencedGoldens: [UnreferencedGolden] = []
  /// What was done with them.
  public var unreferencedPolicy: UnreferencedPolicy = .warn
  /// Wall time of the run in seconds.
  public var seconds: Double = 0
  /// Navigation coverage, under `--coverage`.
  package var coverage: CoverageSummary?

  /// Creates a summary.
  public init(reports: [ScenarioReport]) {
    self.reports = reports
  }

  /// Reports of the files that count as scenarios in reports (every file but valid
  /// definitions files).
  package var scenarioReports: [ScenarioReport] {
    reports.filter { $0.status != .definitions }
  }

  /// The number of valid definitions files: checked, but no test in any report.
  var definitionsCount: Int {
    reports.count { $0.status == .definitions }
  }
}
