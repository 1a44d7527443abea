// `--junit FILE`: the de-facto JUnit XML that CI servers read (GitLab, Jenkins, the GitHub
// actions that publish test results). One `testcase` per scenario file, or per start of a
// matrix scenario (JUnitCases.swift), with `classname` = its path relative to the current
// folder (GitLab shows it as the suite), `time` in fractional seconds, a `failure` (a step, an
// expectation or the golden failed; the body holds the located messages and the plain unified
// diff) or an `error` (the file does not decode), the steps with their outcomes, times and
// events in `system-out`, and a failure's picture named there as GitLab reads it. Text is
// escaped for XML 1.0, which has no way to write most control characters: they become U+FFFD.

import NavigationCore

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

package enum JUnitReport {
  /// The report; `attachments` gives the picture written for a case, by its index in
  /// `cases`, as a path the CI server reads it from.
  package static func document(
    for summary: RunSummary, cases: [JUnitCase]? = nil, attachments: [Int: String] = [:]
  ) -> String {
    let cases = cases ?? summary.scenarioReports.flatMap(JUnitCase.cases(of:))
    // Under `--unreferenced fail` each unreferenced golden is a failing test, as in TAP, so
    // that a CI server reading only this file fails the run as navrun's exit code does.
    let unreferenced = summary.unreferencedPolicy == .fail ? summary.unreferencedGoldens : []
    let failures =
      cases.count { $0.status == .failed || $0.status == .pending } + unreferenced.count
    let errors = cases.count { $0.status == .invalid }
    let tests = cases.count + unreferenced.count
    let counts =
      "tests=\"\(tests)\" failures=\"\(failures)\" errors=\"\(errors)\" skipped=\"0\" "
      + "time=\"\(seconds(summary.seconds))\""
    var lines = [
      #"<?xml version="1.0" encoding="UTF-8"?>"#,
      "<testsuites name=\"navrun\" \(counts)>",
      "  <testsuite name=\"navrun\" \(counts)>",
    ]
    for (index, test) in cases.enumerated() {
      lines.append(
        "    <testcase name=\"\(attribute(test.name))\" classname=\"\(attribute(test.path))\" "
          + "file=\"\(attribute(test.path))\" time=\"\(seconds(test.seconds))\">")
      if !test.tags.isEmpty {
        lines.append("      <properties>")
        for tag in test.tags {
          lines.append("        <property name=\"tag\" value=\"\(attribute(tag))\"/>")
        }
        lines.append("      </properties>")
      }
      if !test.status.isPassing {
        let element = test.status == .invalid ? "error" : "failure"
        let message = test.message ?? test.status.rawValue
        lines.append(
          "      <\(element) message=\"\(attribute(message))\" type=\"\(test.status.rawValue)\">"
            + text(test.body) + "</\(element)>")
      }
      // GitLab shows a picture named so on its own line; Jenkins' attachments plugin too.
      let output = test.output + (attachments[index].map { "[[ATTACHMENT|\($0)]]\n" } ?? "")
      if !output.isEmpty {
        lines.append("      <system-out>" + text(output) + "</system-out>")
      }
      lines.append("    </testcase>")
    }
    for golden in unreferenced {
      let path = RelativePath.of(golden.file)
      lines += [
        "    <testcase name=\"unreferenced golden\" classname=\"\(attribute(path))\" "
          + "file=\"\(attribute(path))\" time=\"0.000000\">",
        "      <failure message=\"\(attribute(golden.reason))\" type=\"unreferenced\">"
          + text("unreferenced golden \(path): \(golden.reason)\n") + "</failure>",
        "    </testcase>",
      ]
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
