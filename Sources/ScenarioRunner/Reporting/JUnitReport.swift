// `--junit FILE`: the de-facto JUnit XML that CI servers read (GitLab, Jenkins, the GitHub
// actions that publish test results). One `testcase` per scenario file, or per start of a
// matrix scenario (JUnitCases.swift), with `classname` = its path relative to the current
// folder (GitLab shows it as the suite), `time` in fractional seconds, a `failure` (a step, an
// expectation or the golden failed; the body holds the located messages and the plain unified
// diff) or an `error` (the file does not decode), the steps with their outcomes, times and
// events in `system-out`, and a failure's picture named there as GitLab reads it. Text is
// escaped for XML 1.0, which has no way to write most control characters: they become U+FFFD.
// It is navrun's one JUnit writer: `navrun explore --junit` writes its cases through it too.

import NavigationCore

package enum JUnitReport {
  /// The report; `attachments` gives the picture written for a case, by its index in
  /// `cases`, as a path the CI server reads it from.
  package static func document(
    for summary: RunSummary, cases: [JUnitCase]? = nil, attachments: [Int: String] = [:]
  ) -> String {
    let cases = cases ?? summary.scenarioReports.flatMap(JUnitCase.cases(of:))
    var testCases = cases.enumerated().map { index, test in
      JUnitTestCase(
        name: test.name, classname: test.path, file: test.path, seconds: test.seconds,
        tags: test.tags,
        problem: test.status.isPassing
          ? nil
          : JUnitTestCase.Problem(
            isError: test.status == .invalid, message: test.message ?? test.status.rawValue,
            type: test.status.rawValue, body: test.body),
        // GitLab shows a picture named so on its own line; Jenkins' attachments plugin too.
        output: test.output + (attachments[index].map { "[[ATTACHMENT|\($0)]]\n" } ?? ""))
    }
    // Under `--unreferenced fail` each unreferenced golden is a failing test, as in TAP, so
    // that a CI server reading only this file fails the run as navrun's exit code does.
    if summary.unreferencedPolicy == .fail {
      testCases += summary.unreferencedGoldens.map { golden in
        let path = RelativePath.of(golden.file)
        return JUnitTestCase(
          name: "unreferenced golden", classname: path, file: path, seconds: 0,
          problem: JUnitTestCase.Problem(
            message: golden.reason, type: "unreferenced",
            body: "unreferenced golden \(path): \(golden.reason)\n"))
      }
    }
    return document(named: "navrun", testCases: testCases, seconds: summary.seconds)
  }

  /// A JUnit document of one suite named `name`, the one writer of JUnit navrun has.
  ///
  /// The suites' `time` is left out when `seconds` is nil; the counts follow from the cases: a
  /// `failure` fails, an `error` errs.
  package static func document(named name: String, testCases: [JUnitTestCase], seconds: Double?)
    -> String
  {
    let failures = testCases.count { $0.problem.map { !$0.isError } ?? false }
    let errors = testCases.count { $0.problem?.isError ?? false }
    let counts =
      "tests=\"\(testCases.count)\" failures=\"\(failures)\" errors=\"\(errors)\" skipped=\"0\""
      + (seconds.map { " time=\"\(Self.seconds($0))\"" } ?? "")
    var lines = [
      #"<?xml version="1.0" encoding="UTF-8"?>"#,
      "<testsuites name=\"\(attribute(name))\" \(counts)>",
      "  <testsuite name=\"\(attribute(name))\" \(counts)>",
    ]
    for test in testCases {
      let opening =
        "    <testcase name=\"\(attribute(test.name))\" classname=\"\(attribute(test.classname))\" "
        + (test.file.map { "file=\"\(attribute($0))\" " } ?? "")
        + "time=\"\(Self.seconds(test.seconds))\""
      // A case with nothing in it closes itself, as explore's passing actions are written.
      guard !test.tags.isEmpty || test.problem != nil || !test.output.isEmpty else {
        lines.append(opening + "/>")
        continue
      }
      lines.append(opening + ">")
      if !test.tags.isEmpty {
        lines.append("      <properties>")
        for tag in test.tags {
          lines.append("        <property name=\"tag\" value=\"\(attribute(tag))\"/>")
        }
        lines.append("      </properties>")
      }
      if let problem = test.problem {
        let element = problem.isError ? "error" : "failure"
        lines.append(
          "      <\(element) message=\"\(attribute(problem.message))\" type=\"\(attribute(problem.type))\">"
            + text(problem.body) + "</\(element)>")
      }
      if !test.output.isEmpty {
        lines.append("      <system-out>" + text(test.output) + "</system-out>")
      }
      lines.append("    </testcase>")
    }
    lines += ["  </testsuite>", "</testsuites>"]
    return lines.joined(separator: "\n") + "\n"
  }

  /// Seconds with six decimals, as `%.6f` writes them: `0.012345`.
  static func seconds(_ value: Double) -> String {
    // Times are durations of a run: below a billion seconds, and never negative.
    let micro = Int((min(max(0, value.isFinite ? value : 0), 1e9) * 1e6).rounded())
    let whole = micro / 1_000_000
    let fraction = String(micro % 1_000_000)
    return "\(whole)." + String(repeating: "0", count: 6 - fraction.count) + fraction
  }

  /// Character data.
  package static func text(_ value: String) -> String {
    XMLEscaping.escaped(value, inAttribute: false)
  }

  /// An attribute value in double quotes.
  package static func attribute(_ value: String) -> String {
    XMLEscaping.escaped(value, inAttribute: true)
  }
}
