// What several of the runner's suites share.

import NavrunTestSupport

@testable import ScenarioRunner

/// The HTML report of a run of `folder` with recording off, as `--html` writes it but for the
/// run's description: a fixed date, no wall times.
func htmlReport(ofRunIn folder: borrowing TemporaryFolder) -> String {
  let reports = runScenarios(at: folder.path, record: .never, jobs: 1)
  let metadata = ReportMetadata(
    date: 1_700_000_000, arguments: [folder.path], commit: nil, isReproducible: true)
  return HTMLReport.document(for: RunSummary(reports: reports), metadata: metadata)
}
