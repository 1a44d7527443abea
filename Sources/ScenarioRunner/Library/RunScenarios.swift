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
/// returns one report per file in path order, as `navrun` would. Files run in parallel on
/// `jobs` threads. A path that does not exist, or holds no scenario files, gives one `invalid`
/// report saying so, so that a test asserting on the reports cannot pass by accident.
public func runScenarios(
  at path: String, record: RecordMode = .never, selection: Selection = Selection(),
  jobs: Int = ProcessInfo.processInfo.activeProcessorCount
) -> [ScenarioReport] {
  let (discovered, missing) = ScenarioDiscovery.discover(in: [path])
  guard missing.isEmpty, !discovered.isEmpty else {
    var report = ScenarioRun.emptyReport(for: path)
    report.status = .invalid
    report.diagnostics = [
      Diagnostic(
        file: path, location: nil,
        message: missing.isEmpty ? "no scenario files (*.json) here" : "no such file or folder")
    ]
    return [report]
  }
  let files = selection.shard(discovered)
  let run = ScenarioRun(record: record)
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
  at path: String, record: RecordMode = .never, selection: Selection = Selection(),
  fail: (String) -> Void
) -> [ScenarioReport] {
  let reports = runScenarios(at: path, record: record, selection: selection)
  for report in reports {
    if let message = report.failureMessage { fail(message) }
  }
  return reports
}
