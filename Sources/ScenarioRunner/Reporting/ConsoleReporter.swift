// What a person reads: one line per file with its status and time, the located errors with
// their source lines, a unified diff for each golden mismatch, the warnings no step expected
// (all of a failing file's), and the closing line `N passed, N failed`. `--quiet` leaves out
// the passing files (naming only the goldens it wrote), their warnings, and the unreferenced
// goldens that do not fail the run.

import ScenarioFormat

package struct ConsoleReporter {
  package var palette: Palette
  /// The paths the user gave, as the hints repeat them (` Tests/Flows`), so that a suggested
  /// command runs on the same files.
  var pathArguments = ""
  /// `--quiet`: only the failing files, then the summary.
  var isQuiet = false

  package func line(for report: ScenarioReport) -> String {
    let status: String
    switch report.status {
    case .passed: status = palette.green("PASS   ")
    case .recorded: status = palette.yellow("NEW    ")
    case .updated: status = palette.yellow("UPDATED")
    case .pending: status = palette.yellow("PENDING")
    case .failed: status = palette.red("FAIL   ")
    case .invalid: status = palette.red("ERROR  ")
    case .definitions: status = palette.green("DEFS   ")
    }
    let fileName = report.file.fileName
    let name =
      report.name == fileName.replacingSuffix(".json") || report.name == report.file
      ? "" : "  \"\(ControlCharacters.escapedInLine(report.name))\""
    // A line break in a name or a path is escaped too: it would print a line of its own.
    let file = ControlCharacters.escapedInLine(report.file)
    return "\(status) \(file)\(name)  \(palette.dim(Self.format(seconds: report.seconds)))"
  }

  package func details(for report: ScenarioReport) -> String {
    var text = ""
    for diagnostic in report.diagnostics {
      // The headline may quote a name or an id holding a line break: it stays one line, and
      // the source line and caret follow it.
      let headline = diagnostic.headline
      let rest = diagnostic.description.dropFirst(headline.count)
      text += indent(ControlCharacters.escapedInLine(headline) + plain(String(rest))) + "\n"
    }
    if let expected = report.expected, let actual = report.actual,
      report.status == .failed || report.status == .pending
    {
      text += indent(
        UnifiedDiff.text(
          from: plain(expected), to: plain(actual),
          oldName: plain(GoldenStore.goldenPath(for: report.file)),
          newName: "actual", colored: palette.isEnabled))
    }
    // A call the real code ignores passes, and should be seen, unless a step expected it.
    for warning in report.shownWarnings {
      text += indent(palette.yellow("warning: ") + plain(warning)) + "\n"
    }
    return text
  }

  /// The lines of one file: its status line and its details; under `--quiet`, nothing for a
  /// passing file but the golden it wrote, if it wrote one.
  package func lines(for report: ScenarioReport) -> String {
    guard isQuiet, report.isPassing else { return line(for: report) + "\n" + details(for: report) }
    let verb: String
    switch report.status {
    case .recorded: verb = "wrote"
    case .updated: verb = "updated"
    default: return ""
    }
    let golden = ControlCharacters.escapedInLine(GoldenStore.goldenPath(for: report.file))
    return "\(verb) \(golden)\n"
  }

  package func summary(of reports: [ScenarioReport]) -> String {
    // One pass that reads each report's status in place, so that no report is copied: a large
    // run counts ten thousand of them at its end, after the workers have stopped.
    var count: [ScenarioStatus: Int] = [:]
    for index in reports.indices { count[reports[index].status, default: 0] += 1 }
    return summary(counting: count)
  }

  /// The summary of files counted by status.
  package func summary(counting count: [ScenarioStatus: Int]) -> String {
    var count = count
    // Valid definitions files are checked but are no scenarios: every report counts the same.
    let definitions = count.removeValue(forKey: .definitions) ?? 0
    let passed = count.reduce(0) { $0 + ($1.key.isPassing ? $1.value : 0) }
    let failed = count.values.reduce(0, +) - passed
    var lines: [String] = []
    if definitions > 0 {
      lines.append("\(definitions) definitions file\(definitions == 1 ? "" : "s") checked")
    }
    let recorded = count[.recorded] ?? 0
    let updated = count[.updated] ?? 0
    if recorded > 0 { lines.append("\(recorded) new golden\(recorded == 1 ? "" : "s") written") }
    if updated > 0 { lines.append("\(updated) golden\(updated == 1 ? "" : "s") updated") }
    let pending = count[.pending] ?? 0
    if pending > 0 {
      lines.append(
        "\(pending) golden\(pending == 1 ? "" : "s") pending review (x.golden.new): "
          + "run `navrun review\(pathArguments)`, then `navrun accept\(pathArguments)` or "
          + "`navrun reject\(pathArguments)`")
    }
    let invalid = count[.invalid] ?? 0
    if invalid > 0 { lines.append("\(invalid) file\(invalid == 1 ? "" : "s") with errors") }
    lines.append("\(passed) passed, \(failed) failed")
    return lines.joined(separator: "\n") + "\n"
  }

  /// The lines about unreferenced goldens, before the summary.
  package func unreferenced(_ goldens: [UnreferencedGolden], policy: UnreferencedPolicy) -> String {
    guard !goldens.isEmpty else { return "" }
    var text = ""
    // Quiet, only goldens that fail the run are listed; the count line stays.
    for golden in goldens where !isQuiet || policy == .fail {
      switch policy {
      case .warn: text += palette.yellow("warning: ") + "unreferenced golden "
      case .fail: text += palette.red("error: ") + "unreferenced golden "
      case .delete: text += "deleted unreferenced golden "
      }
      text += ControlCharacters.escapedInLine("\(golden.file) (\(golden.reason))") + "\n"
    }
    let count = goldens.count
    let noun = "\(count) unreferenced golden\(count == 1 ? "" : "s")"
    switch policy {
    case .warn, .fail:
      text += "\(noun): delete with `navrun --unreferenced delete\(pathArguments)`\n"
    case .delete: text += "\(noun) deleted\n"
    }
    return text
  }

  /// Text from a scenario or a golden, with its control characters escaped before navrun
  /// styles the line around it.
  private func plain(_ text: String) -> String {
    ControlCharacters.escaped(text)
  }

  private func indent(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.isEmpty ? "" : "    " + $0 }
      .joined(separator: "\n")
  }

  static func format(seconds: Double) -> String {
    let tenths = (seconds * 10_000).rounded()
    guard tenths >= 0, tenths < 10_000 else {
      return "\((seconds * 100).rounded() / 100) s"
    }
    // Tenths of a millisecond in integers, the same text as printing the `Double`
    // `tenths / 10` without formatting a floating-point number on every line of a run.
    let whole = Int(tenths)
    return "\(whole / 10).\(whole % 10) ms"
  }

  /// Creates a value with every stored property given.
  package init(palette: Palette, pathArguments: String = "", isQuiet: Bool = false) {
    self.pathArguments = pathArguments
    self.palette = palette
    self.isQuiet = isQuiet
  }
}

extension String {
  /// The string without `suffix`, an ASCII suffix, compared and cut in UTF-8 rather than by
  /// `Character`: every console line comes here.
  fileprivate func replacingSuffix(_ suffix: StaticString) -> String {
    var text = self
    return text.withUTF8 { bytes in
      suffix.withUTF8Buffer { suffix in
        guard bytes.count >= suffix.count,
          bytes[(bytes.count - suffix.count)...].elementsEqual(suffix)
        else { return self }
        return String(
          decoding: UnsafeBufferPointer(rebasing: bytes[..<(bytes.count - suffix.count)]),
          as: UTF8.self)
      }
    }
  }
}
