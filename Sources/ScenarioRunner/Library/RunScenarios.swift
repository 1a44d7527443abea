// navrun as a library, for XCTest and Swift Testing: run a scenario file or a folder from a test
// and assert on the reports. Nothing here depends on a test framework; `assertScenarios` takes
// the framework's failure function (`XCTFail`, `Issue.record`), so one helper serves both.
//
//     @Test func navigation() {
//       assertScenarios(at: scenarios) { Issue.record(Comment(rawValue: $0)) }
//     }

import ScenarioFormat

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Runs the scenario files at or below `path` (a file or a folder, searched recursively) and
/// returns one report per file in path order, as `navrun` would.
///
/// Files run in parallel on `jobs` threads. A path that does not exist, or holds no scenario files,
/// gives one `invalid` report saying so, so that a test asserting on the reports cannot pass by
/// accident.
///
/// `record` nil takes the mode from the `NAVRUN_RECORD` environment variable
/// (`NAVRUN_RECORD=missing swift test` records the missing goldens; under `xcodebuild test`,
/// `TEST_RUNNER_NAVRUN_RECORD`), else `never`.
///
/// Scenarios read from a resource bundle (`Bundle.module`) are only read: under a mode that
/// would write a golden or a pending golden there, that file fails and says why instead.
public func runScenarios(
  at path: String, record: RecordMode? = nil, selection: Selection = Selection(),
  jobs: Int = ProcessInfo.processInfo.activeProcessorCount
) -> [ScenarioReport] {
  func invalid(_ message: String) -> [ScenarioReport] {
    var report = ScenarioRun.emptyReport(for: path)
    report.status = .invalid
    report.diagnostics = [Diagnostic(file: path, location: nil, message: message)]
    return [report]
  }
  let mode: RecordMode
  if let record {
    mode = record
  } else {
    do throws(UsageError) {
      mode = try RecordMode(environment: ProcessInfo.processInfo.environment) ?? .never
    } catch {
      return invalid(error.message)
    }
  }
  let found = ScenarioDiscovery.scenariosAndGoldens(in: [path])
  if let problem = found.unlistable.first { return invalid(problem) }
  guard found.missing.isEmpty, !found.files.isEmpty else {
    return invalid(
      found.missing.isEmpty ? "no scenario files (*.json) here" : "no such file or folder")
  }
  let files = selection.shard(found.files)
  let run = {
    var run = ScenarioRun(record: mode)
    run.goldens.refusal = ResourceBundle.enclosing(path).map(ResourceBundle.refusal)
    return run
  }()
  return ParallelMap.map(count: files.count, jobs: jobs) { index in
    run.report(for: files[index], selection: selection)
  }.compactMap { $0 }
}

/// Runs the scenarios at `path` like `runScenarios(at:record:selection:jobs:)` and calls `fail`
/// once for each file that did not pass, with a message holding the located errors and the
/// golden diff; returns the reports.
///
///     // XCTest
///     assertScenarios(at: path) { XCTFail($0) }
///     // Swift Testing
///     assertScenarios(at: path) { Issue.record(Comment(rawValue: $0)) }
@discardableResult
public func assertScenarios(
  at path: String, record: RecordMode? = nil, selection: Selection = Selection(),
  fail: (String) -> Void
) -> [ScenarioReport] {
  let reports = runScenarios(at: path, record: record, selection: selection)
  for failure in reports.compactMap(\.testFailure) { fail(failure.message) }
  return reports
}
