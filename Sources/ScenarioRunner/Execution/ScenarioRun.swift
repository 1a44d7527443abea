// One file from start to end: load, execute, compare with the golden.

import ScenarioFormat

/// Runs files and produces their reports.
public struct ScenarioRun: Sendable {
  /// How goldens are recorded.
  public var goldens: GoldenStore
  /// The loader.
  public var loader = ScenarioLoader()

  /// Creates a run with a recording mode.
  public init(record: RecordMode) {
    goldens = GoldenStore(mode: record)
  }

  /// Runs one file.
  public func report(for file: String) -> ScenarioReport {
    let clock = ContinuousClock()
    let started = clock.now
    var report = ScenarioReport(
      file: file, name: file, tags: [], status: .passed, diagnostics: [], warnings: [], seconds: 0)
    if ScenarioDiscovery.isDefinitionsFile(file) {
      do {
        try loader.validateDefinitions(file)
        report.status = .definitions
      } catch {
        report.status = .invalid
        report.diagnostics = [error]
      }
      report.seconds = Self.seconds(clock.now - started)
      return report
    }
    let scenario: Scenario
    do {
      scenario = try loader.load(file)
    } catch {
      report.status = .invalid
      report.diagnostics = [error]
      report.seconds = Self.seconds(clock.now - started)
      return report
    }
    report.name = scenario.name
    report.tags = scenario.tags
    let result = ScenarioExecution.run(scenario)
    report.warnings = result.warnings
    if let failure = result.failure {
      report.status = .failed
      report.diagnostics = [failure]
    } else if let golden = result.golden, scenario.comparesGolden {
      let goldenPath = GoldenStore.goldenPath(for: file)
      switch goldens.compare(golden, withGoldenAt: goldenPath) {
      case .matched: report.status = .passed
      case .recorded: report.status = .recorded
      case .updated: report.status = .updated
      case .mismatched(let expected):
        report.status = .failed
        report.expected = expected
        report.actual = golden
        report.diff = UnifiedDiff.text(
          from: expected, to: golden, oldName: goldenPath, newName: "actual", colored: false)
        report.diagnostics = [
          Diagnostic(file: goldenPath, location: nil, message: "the result differs from the golden")
        ]
      case .missing:
        report.status = .failed
        report.actual = golden
        report.diagnostics = [
          Diagnostic(
            file: goldenPath, location: nil,
            message: "the golden is missing and recording is off; "
              + "run `navrun --record missing \(file)` to write it")
        ]
      case .unwritable(let reason):
        report.status = .failed
        report.diagnostics = [Diagnostic(file: goldenPath, location: nil, message: reason)]
      }
    }
    report.seconds = Self.seconds(clock.now - started)
    return report
  }

  static func seconds(_ duration: Duration) -> Double {
    let (seconds, attoseconds) = duration.components
    return Double(seconds) + Double(attoseconds) / 1e18
  }
}
