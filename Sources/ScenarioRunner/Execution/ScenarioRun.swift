// One file from start to end: load, select, execute, compare with the golden. Safe to call from
// several threads at once: every file has its own decoder and engine state, and goldens are
// per file.

import ScenarioFormat

/// Runs files and produces their reports.
public struct ScenarioRun: Sendable {
  /// How goldens are recorded.
  public var goldens: GoldenStore
  /// The loader.
  public var loader = ScenarioLoader()
  /// Whether files are only decoded and checked (`navrun validate`), not run.
  public var validatesOnly = false
  /// Whether reports list the steps with their events and times.
  ///
  /// Runs that show no steps (the console) turn it off and skip the work.
  public var keepsSteps = true
  /// Whether reports note what the scenarios use of their definitions (`--coverage`).
  package var recordsCoverage = false

  /// Creates a run with a recording mode.
  public init(record: RecordMode) {
    goldens = GoldenStore(mode: record)
  }

  /// Runs one file.
  public func report(for file: String) -> ScenarioReport {
    let name = file.fileName
    let discovered = DiscoveredFile(path: file, relativePath: name)
    return report(for: discovered, selection: Selection()) ?? Self.emptyReport(for: file)
  }

  /// Runs one file when the selection keeps it; nil when it does not.
  public func report(for file: DiscoveredFile, selection: Selection) -> ScenarioReport? {
    let clock = ContinuousClock()
    let started = clock.now
    var report = Self.emptyReport(for: file.path)
    // Takes the report over rather than copying it: a copy retains each of its strings.
    func finished(_ report: consuming ScenarioReport) -> ScenarioReport {
      report.seconds = Self.seconds(clock.now - started)
      return report
    }
    if ScenarioDiscovery.isDefinitionsFile(file.path) {
      do {
        try loader.validateDefinitions(file.path)
        report.status = .definitions
        guard selection.admits(file, name: nil, tags: []) else { return nil }
      } catch {
        report.status = .invalid
        report.diagnostics = error.allErrors
        guard selection.admits(file, name: nil, tags: nil) else { return nil }
      }
      return finished(report)
    }
    let scenario: Scenario
    do {
      scenario = try loader.load(file.path, usedFiles: &report.usedFiles)
    } catch {
      guard selection.admits(file, name: nil, tags: nil),
        !ReportRecognition.isJSONReport(file.path)
      else { return nil }
      report.status = .invalid
      report.diagnostics = error.allErrors
      return finished(report)
    }
    guard selection.admits(file, name: scenario.name, tags: scenario.tags) else { return nil }
    report.name = scenario.name
    report.tags = scenario.tags
    if scenario.comparesGolden { report.goldenFile = GoldenStore.goldenPath(for: file.path) }
    guard !validatesOnly else { return finished(report) }
    let result = ScenarioExecution.run(
      scenario, keepingSteps: keepsSteps, recordingCoverage: recordsCoverage)
    report.coverage = result.coverage
    report.warnings = result.warnings
    report.expectedWarnings = result.expectedWarnings
    report.steps = result.steps
    if !result.failures.isEmpty {
      report.status = result.hasInvalidStart ? .invalid : .failed
      report.diagnostics = result.failures
      report.treeAtFailure = result.treeAtFailure
      report.expectedAtFailure = result.expectedAtFailure
    } else if let golden = result.golden, let goldenPath = report.goldenFile {
      compare(golden, withGoldenAt: goldenPath, into: &report)
    }
    report.starts = StartReports.make(for: report, result: result)
    return finished(report)
  }

  private func compare(
    _ golden: String, withGoldenAt goldenPath: String, into report: inout ScenarioReport
  ) {
    func showDifference(from expected: String) {
      report.expected = expected
      report.actual = golden
      report.diff = UnifiedDiff.text(
        from: expected, to: golden, oldName: goldenPath, newName: "actual", colored: false)
    }
    switch goldens.compare(golden, withGoldenAt: goldenPath) {
    case .matched: report.status = .passed
    case .recorded: report.status = .recorded
    case .updated: report.status = .updated
    case .mismatched(let expected):
      report.status = .failed
      showDifference(from: expected)
      let starts = GoldenDocument.differingStarts(from: expected, to: golden)
      let message =
        GoldenEncoding.difference(expected: expected, actual: golden, scenario: report.file)
        ?? ("the result differs from the golden" + GoldenDocument.naming(starts: starts))
      report.diagnostics = [Diagnostic(file: goldenPath, location: nil, message: message)]
    case .pending(let previous):
      let pendingPath = GoldenStore.pendingPath(forGolden: goldenPath)
      report.status = .pending
      report.pendingFile = pendingPath
      report.actual = golden
      if let previous { showDifference(from: previous) }
      report.diagnostics = [
        Diagnostic(
          file: goldenPath, location: nil,
          message: (previous.map {
            "the result differs from the golden"
              + GoldenDocument.naming(
                starts: GoldenDocument.differingStarts(from: $0, to: golden))
          } ?? "there is no golden yet")
            + "; wrote \(pendingPath) for `navrun review \(ShellWords.quoted(report.file))`")
      ]
    case .missing:
      report.status = .failed
      report.actual = golden
      report.diagnostics = [
        Diagnostic(
          file: goldenPath, location: nil,
          message: "the golden is missing and recording is off; "
            + "run `navrun --record missing \(ShellWords.quoted(report.file))` to write it")
      ]
    case .unwritable(let reason):
      report.status = .failed
      report.diagnostics = [Diagnostic(file: goldenPath, location: nil, message: reason)]
    case .unreadable(let reason):
      report.status = .invalid
      report.diagnostics = [Diagnostic(file: goldenPath, location: nil, message: reason)]
    }
  }

  static func emptyReport(for file: String) -> ScenarioReport {
    ScenarioReport(
      file: file, name: file, tags: [], status: .passed, diagnostics: [], warnings: [], seconds: 0)
  }

  package static func seconds(_ duration: Duration) -> Double {
    let (seconds, attoseconds) = duration.components
    return Double(seconds) + Double(attoseconds) / 1e18
  }
}
