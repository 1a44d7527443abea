// `--tap`: TAP version 13 on standard output (https://testanything.org), the version every
// consumer reads (Perl's `prove` refuses 14, and TAP 14's subtests are TAP 13's indented
// lines, which consumers pass over). One test point per file, in discovery order; the steps
// that ran are a subtest (indented four spaces, its plan last); the scenario's warnings are
// comments before its test point; a failure carries a YAML block with the status, the located
// messages and the golden diff. The plan comes last, since a run learns how many files its
// selection keeps as it goes, and nothing follows it: `tappy` counts a line after the plan
// as a failure.
// `#` and `\` in descriptions are escaped, as the specification asks.

import NavigationCore

package struct TAPReporter {
  package var header: String { "TAP version 13\n" }

  package func testPoint(for report: ScenarioReport, number: Int) -> String {
    var text = ""
    if !report.steps.isEmpty {
      text += "# Subtest: \(Self.escaped(report.file))\n"
      for (offset, step) in report.steps.enumerated() {
        let start = step.start.map { " from \($0)" } ?? ""
        let note = step.outcome == .refused ? " (refused as expected)" : ""
        text +=
          "    \(step.outcome == .failed ? "not ok" : "ok") \(offset + 1) - "
          + "\(Self.escaped(step.title + start + note))\n"
      }
      text += "    1..\(report.steps.count)\n"
    }
    let fileName = report.file.fileName
    let name =
      report.name == report.file || report.name == fileName.droppingJSONExtension
      ? "" : " - " + report.name
    let description = Self.escaped(report.file + name)
    for warning in report.shownWarnings { text += "# warning: \(Self.escaped(warning))\n" }
    if report.isPassing {
      let note: String
      switch report.status {
      case .recorded: note = " (new golden written)"
      case .updated: note = " (golden updated)"
      case .passed, .definitions, .pending, .failed, .invalid: note = ""
      }
      return text + "ok \(number) - \(description)\(Self.escaped(note))\n"
    }
    text += "not ok \(number) - \(description)\n"
    text += "  ---\n"
    text += "  status: \(report.status.rawValue)\n"
    if let first = report.diagnostics.first {
      text += "  message: \(Self.quoted(first.message))\n"
      if let location = first.location {
        text += "  at: \(Self.quoted("\(first.file):\(location.line):\(location.column)"))\n"
      } else {
        text += "  at: \(Self.quoted(first.file))\n"
      }
    }
    if report.diagnostics.count > 1 {
      text += "  messages:\n"
      for diagnostic in report.diagnostics {
        text += "    - \(Self.quoted(diagnostic.headline))\n"
      }
    }
    if let pending = report.pendingFile { text += "  pending: \(Self.quoted(pending))\n" }
    if let diff = report.diff { text += "  diff: |\n" + Self.block(diff) }
    text += "  ...\n"
    return text
  }

  /// A valid definitions file: checked, but no test point.
  package func comment(forDefinitions report: ScenarioReport) -> String {
    var text = ""
    for warning in report.warnings { text += "# warning: \(Self.escaped(warning))\n" }
    return text + "# definitions file checked: \(Self.escaped(report.file))\n"
  }

  package func footer(for summary: RunSummary) -> String {
    var text = ""
    var count = summary.reports.count - summary.definitionsCount
    for golden in summary.unreferencedGoldens {
      switch summary.unreferencedPolicy {
      case .warn: text += "# warning: unreferenced golden \(golden.file) (\(golden.reason))\n"
      case .delete: text += "# deleted unreferenced golden \(golden.file) (\(golden.reason))\n"
      case .fail:
        count += 1
        text += "not ok \(count) - \(Self.escaped("unreferenced golden \(golden.file)"))\n"
        text += "  ---\n  message: \(Self.quoted(golden.reason))\n  ...\n"
      }
    }
    let scenarios = summary.scenarioReports
    let passed = scenarios.filter(\.isPassing).count
    text += "# \(passed) passed, \(scenarios.count - passed) failed\n"
    text += "1..\(count)\n"
    return text
  }

  /// A description with `\` and `#` escaped and line ends turned into spaces.
  static func escaped(_ text: String) -> String {
    var result = ""
    for character in text {
      switch character {
      case "\\": result += "\\\\"
      case "#": result += "\\#"
      case "\n", "\r", "\r\n": result += " "
      default: result.append(character)
      }
    }
    return result
  }

  /// A YAML double-quoted scalar: a JSON string literal, which YAML reads the same way.
  static func quoted(_ text: String) -> String {
    TextEscaping.jsonLiteral(text)
  }

  /// A YAML literal block, indented four spaces.
  static func block(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false)
      .dropLast(text.hasSuffix("\n") ? 1 : 0)
      .map { "    " + $0 + "\n" }.joined()
  }

  /// Creates a value with every stored property given.
  package init() {
  }
}
