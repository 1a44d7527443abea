// Each start of a matrix scenario judged as a test of its own. A start whose step failed fails
// with that step's message. When every start passed, the file's golden decides: a start whose
// `-- start NAME --` section differs fails (or is pending) with the diff of its section, the
// others end as the file did; a golden failure that names no section (a missing golden, one
// that cannot be written or read) is every start's. When some start failed, the file's golden
// is not compared or written; each start whose steps passed is then compared with its own
// section of the golden, when there is one, without writing anything.

import Platform
import ScenarioFormat

enum StartReports {
  /// The reports of a matrix scenario's starts, in order; empty for a single start.
  static func make(for report: ScenarioReport, result: ExecutionResult) -> [StartReport] {
    guard !result.starts.isEmpty else { return [] }
    let goldenSections = sectionsToCompare(report: report, result: result)
    return result.starts.map { outcome in
      var start = StartReport(
        name: outcome.name, status: report.status, treeAtFailure: outcome.treeAtFailure,
        expectedAtFailure: outcome.expectedAtFailure, seconds: outcome.seconds)
      start.warnings = Array(result.warnings[outcome.warnings])
      start.expectedWarnings = result.expectedWarnings.filter(outcome.warnings.contains).map {
        $0 - outcome.warnings.lowerBound
      }
      if let failure = outcome.failure {
        start.status = outcome.isInvalid ? .invalid : .failed
        start.diagnostics = [failure]
      } else if let golden = outcome.golden, let sections = goldenSections {
        judge(&start, golden: golden, against: sections, report: report)
      } else if result.failures.isEmpty {
        // The file's golden failed as a whole (missing, unwritable, unreadable, or differing
        // in its encoding only): so does each start.
        if !report.isPassing { start.diagnostics = report.diagnostics }
      } else {
        // Another start failed and there is no golden to compare with.
        start.status = .passed
      }
      return start
    }
  }

  /// The golden's sections a start is compared with: the expected golden's when the file's
  /// result differs from it, the golden file's when another start failed; nil when the file's
  /// status stands for every start.
  private static func sectionsToCompare(
    report: ScenarioReport, result: ExecutionResult
  ) -> [(name: String, text: String)]? {
    if result.failures.isEmpty {
      // A golden missing, not written yet (pending) or unreadable: no section to compare.
      guard report.status == .failed || report.status == .pending, let actual = report.actual,
        let expected = report.expected
      else { return nil }
      // Differing only in encoding (CRLF, a byte-order mark): no section tells.
      guard !GoldenDocument.differingStarts(from: expected, to: actual).isEmpty else {
        return nil
      }
      return GoldenDocument.startSections(of: expected)
    }
    guard let file = report.goldenFile,
      let bytes = try? FileBytes.read(file, limit: ScenarioLoader.maximumFileSize)
    else { return nil }
    return GoldenDocument.startSections(of: String(decoding: bytes, as: UTF8.self))
  }

  /// Compares a start's golden with its section.
  private static func judge(
    _ start: inout StartReport, golden: String,
    against sections: [(name: String, text: String)], report: ScenarioReport
  ) {
    let actual =
      GoldenDocument.startSections(of: "-- start \(start.name) --\n" + golden)
      .first?.text ?? golden
    let expected = sections.first { $0.name == start.name }?.text
    guard expected != actual else {
      start.status = .passed
      return
    }
    start.expected = expected ?? ""
    start.actual = actual
    let goldenFile = report.goldenFile ?? GoldenStore.goldenPath(for: report.file)
    start.diff = UnifiedDiff.text(
      from: expected ?? "", to: actual, oldName: "\(goldenFile) (start \(start.name))",
      newName: "actual", colored: false)
    if report.status == .pending {
      // The file's message names the pending golden to review.
      start.status = .pending
      start.diagnostics = report.diagnostics
      return
    }
    start.status = .failed
    let message =
      expected == nil
      ? "the golden has no section for this start" : "the result differs from the golden"
    start.diagnostics = [
      Diagnostic(
        file: goldenFile, location: nil,
        message: message + GoldenDocument.naming(starts: [start.name]))
    ]
  }
}
