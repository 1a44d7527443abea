// `--json` and `--junit` for `navrun explore`, so that CI can run exploration as a job: the JSON
// holds every start's figures, action table and failures; JUnit has one test case per action
// of each start, failing with its failures and their reproducers. `--html` is the map
// (`ExploreMap`); with `--compare`, `--json` and `--markdown` hold the comparison.

import ScenarioRunner

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

enum ExploreReports {
  /// The report files to write: each path with its text.
  ///
  /// The map describes the run with `metadata`, which a run with `--html` has; `comparisons`,
  /// with `--compare`, go in the JSON and the Markdown.
  static func files(
    for explored: [ExploredStart], invocation: Invocation, metadata: ReportMetadata?,
    comparisons: [StartComparison]? = nil
  ) -> [(String, String)] {
    var files: [(String, String)] = []
    if let path = invocation.jsonFile {
      files.append((path, comparisons.map(ExploreComparisonJSON.document) ?? json(explored)))
    }
    if let path = invocation.junitFile { files.append((path, junit(explored))) }
    if let path = invocation.htmlFile, let metadata {
      files.append((path, ExploreMap.document(explored, metadata: metadata)))
    }
    if let path = invocation.markdownFile, let comparisons {
      files.append((path, ExploreMarkdown.document(comparisons)))
    }
    return files
  }

  struct Document: Encodable {
    var version = 1
    var starts: [Start]
  }

  struct Start: Encodable {
    var file: String
    var start: String?
    var states: Int
    var transitions: Int
    var depth: Int
    var limit: String?
    var storedBytesPerState: Int
    var actions: [Action]
    /// The actions not tried, each with why.
    var untried: [String]
    var failures: [Failure]
    var coverage: CoverageSummary.JSON
  }

  struct Action: Encodable {
    var action: String
    var succeeded: Int
    var warned: Int
    var failed: Int
    var allowed: Int
    var codes: [String: Int]
  }

  struct Failure: Encodable {
    var action: String
    var code: String
    var message: String
    var from: String
    var path: [String]
    var reproducer: String?
  }

  static func json(_ explored: [ExploredStart]) -> String {
    let document = Document(
      starts: explored.map { start in
        Start(
          file: start.file, start: start.startName, states: start.result.states,
          transitions: start.result.transitions, depth: start.result.depth,
          limit: start.result.limit, storedBytesPerState: start.result.storedBytesPerState,
          actions: start.result.tallies.sorted { $0.name < $1.name }.map {
            Action(
              action: $0.name, succeeded: $0.succeeded, warned: $0.warned, failed: $0.failed,
              allowed: $0.allowed,
              codes: $0.codes)
          },
          untried: start.result.untried,
          failures: start.result.failures.enumerated().map { index, failure in
            Failure(
              action: failure.action, code: failure.code, message: failure.message,
              from: failure.place, path: failure.path.map(\.name),
              reproducer: start.reproducers.indices.contains(index)
                ? start.reproducers[index] : nil)
          }, coverage: CoverageSummary(records: [start.result.coverage]).json)
      })
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let data = (try? encoder.encode(document)) ?? Data()
    return String(decoding: data, as: UTF8.self) + "\n"
  }

  /// A test case per action of each start, failing with the failures it caused.
  static func junit(_ explored: [ExploredStart]) -> String {
    var testCases: [JUnitTestCase] = []
    for start in explored {
      let suite = start.file + (start.startName.map { " (\($0))" } ?? "")
      // The properties that fail of no transition (the start, a screen never reached) are
      // test cases of their own.
      let tallied = Set(start.result.tallies.map(\.name))
      var names = start.result.tallies.map(\.name)
      for failure in start.result.failures where !tallied.contains(failure.action) {
        if !names.contains(failure.action) { names.append(failure.action) }
      }
      for name in names.sorted() {
        var test = JUnitTestCase(name: name, classname: suite, seconds: 0)
        let found = start.result.failures.enumerated().filter { $0.element.action == name }
        if let first = found.first {
          let body = found.map { index, failure in
            "\(failure.code) from \(failure.place): \(failure.message)\n"
              + "path: \(failure.path.map(\.name).joined(separator: " -> "))\n"
              + (start.reproducers.indices.contains(index)
                ? start.reproducers[index].map { "reproducer: \($0)\n" } ?? "" : "")
          }.joined(separator: "\n")
          test.problem = JUnitTestCase.Problem(
            message: first.element.code, type: "explore", body: body)
        }
        testCases.append(test)
      }
    }
    return JUnitReport.document(named: "navrun explore", testCases: testCases, seconds: nil)
  }
}
