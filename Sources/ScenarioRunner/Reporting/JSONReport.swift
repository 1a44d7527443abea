// `--json FILE`: the run as data for scripts and dashboards. Keys sorted, slashes unescaped,
// pretty-printed, so two runs differ only where their results or times do.
//
//     {"version": 1, "seconds": 0.41,
//      "summary": {"total": 40, "passed": 39, "failed": 1, "errors": 0, "pending": 0, …},
//      "scenarios": [{"file": …, "name": …, "tags": […], "status": "failed", "seconds": …,
//                     "golden": …, "diagnostics": […], "diff": …, "warnings": […],
//                     "steps": [{"index": 0, "verb": "push", "outcome": "passed",
//                                "seconds": …, "events": […], "start": …}]}],
//      "unreferencedGoldens": [{"file": …, "reason": …}]}

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

package enum JSONReport {
  struct Document: Encodable {
    var version = 1
    var seconds: Double
    var summary: Counts
    var scenarios: [Scenario]
    var unreferencedGoldens: [Unreferenced]
    /// Under `--coverage`.
    var coverage: CoverageSummary.JSON?
  }

  struct Counts: Encodable {
    var total: Int
    var passed: Int
    var failed: Int
    var pending: Int
    var errors: Int
    var recorded: Int
    var updated: Int
    /// Valid definitions files: checked, and no scenario.
    var definitions: Int
  }

  struct Scenario: Encodable {
    var file: String
    var name: String
    var tags: [String]
    var status: String
    var seconds: Double
    var golden: String?
    var pendingGolden: String?
    var diagnostics: [Diagnostic]
    var diff: String?
    var warnings: [String]
    var steps: [Step]
  }

  struct Diagnostic: Encodable {
    var file: String
    var line: Int?
    var column: Int?
    var message: String
  }

  struct Step: Encodable {
    var start: String?
    var index: Int
    var verb: String
    var outcome: String
    var seconds: Double
    var events: [String]
  }

  struct Unreferenced: Encodable {
    var file: String
    var reason: String
    var action: String
  }

  package static func document(for summary: RunSummary) throws -> String {
    let reports = summary.scenarioReports
    func count(_ status: ScenarioStatus) -> Int { reports.filter { $0.status == status }.count }
    let document = Document(
      seconds: summary.seconds,
      summary: Counts(
        total: reports.count, passed: reports.filter(\.isPassing).count, failed: count(.failed),
        pending: count(.pending), errors: count(.invalid), recorded: count(.recorded),
        updated: count(.updated), definitions: summary.definitionsCount),
      scenarios: reports.map { report in
        Scenario(
          file: RelativePath.of(report.file), name: report.name, tags: report.tags,
          status: report.status.rawValue, seconds: report.seconds, golden: report.goldenFile,
          pendingGolden: report.pendingFile,
          diagnostics: report.diagnostics.map {
            Diagnostic(
              file: $0.file, line: $0.location?.line, column: $0.location?.column,
              message: $0.message)
          },
          diff: report.diff, warnings: report.warnings,
          steps: report.steps.map {
            Step(
              start: $0.start, index: $0.index, verb: $0.verb, outcome: $0.outcome.rawValue,
              seconds: $0.seconds, events: $0.events)
          })
      },
      unreferencedGoldens: summary.unreferencedGoldens.map {
        Unreferenced(file: $0.file, reason: $0.reason, action: summary.unreferencedPolicy.rawValue)
      }, coverage: summary.coverage?.json)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(document), as: UTF8.self) + "\n"
  }
}
