// The test cases of the JUnit report: one per scenario file, except a matrix scenario, which
// is one per start (`name [start]`), each failing or passing on its own, with its own steps,
// warnings and time. A failing case may have a picture of its screens, written beside the
// report (JUnitAttachments.swift).

import ScenarioFormat

/// One `testcase` of the JUnit report.
package struct JUnitCase {
  /// The test's name: the scenario's, with `[start]` for a matrix start.
  package var name: String
  /// The scenario file, relative to the current folder.
  package var path: String
  /// The scenario's tags.
  package var tags: [String]
  package var status: ScenarioStatus
  /// The first located message, for the `message` attribute.
  package var message: String?
  /// The `failure` or `error` element's text.
  package var body: String
  /// The steps with their outcomes, times and events, and the warnings.
  package var output: String
  package var seconds: Double
  /// The screens where it failed, when it failed and there is something to draw.
  package var screens: FailureScreens?
  /// The start's name, for a matrix start.
  package var start: String?

  /// The cases of a report, in order.
  package static func cases(of report: ScenarioReport) -> [JUnitCase] {
    let path = RelativePath.of(report.file)
    guard !report.starts.isEmpty else {
      return [
        JUnitCase(
          name: report.name, path: path, tags: report.tags, status: report.status,
          message: report.diagnostics.first?.message,
          body: failureBody(report.diagnostics, diff: report.diff, tree: report.treeAtFailure),
          output: output(steps: report.steps[...], warnings: report.warnings),
          seconds: report.seconds, screens: report.isPassing ? nil : FailureScreens(report))
      ]
    }
    return report.starts.map { start in
      JUnitCase(
        name: "\(report.name) [\(start.name)]", path: path, tags: report.tags,
        status: start.status, message: start.diagnostics.first?.message,
        body: failureBody(start.diagnostics, diff: start.diff, tree: start.treeAtFailure),
        output: output(
          steps: report.steps.lazy.filter { $0.start == start.name }, warnings: start.warnings),
        seconds: start.seconds, screens: start.isPassing ? nil : FailureScreens(start),
        start: start.name)
    }
  }

  /// The located messages, the plain diff and the tree when a step failed.
  static func failureBody(_ diagnostics: [Diagnostic], diff: String?, tree: String?) -> String {
    var body = diagnostics.map { $0.description + "\n" }.joined()
    if let diff { body += "\n" + diff }
    if let tree { body += "\nthe tree when the step failed:\n" + tree }
    return body
  }

  /// Each step with its outcome and time and its events indented below it, then the warnings.
  static func output(steps: some Sequence<StepResult>, warnings: [String]) -> String {
    var lines: [String] = []
    for step in steps {
      let start = step.start.map { "start \($0): " } ?? ""
      lines.append(
        "\(start)\(step.title): \(step.outcome.rawValue) "
          + "(\(JUnitReport.seconds(step.seconds)) s)")
      lines += step.events.map { "  \($0)" }
    }
    lines += warnings.map { "warning: \($0)" }
    return lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
  }
}
