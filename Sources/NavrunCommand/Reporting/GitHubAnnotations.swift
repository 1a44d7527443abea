// GitHub Actions' `::error` workflow commands, one per failure, at the failing step's line and
// column (a golden mismatch at the golden's first differing line), so that GitHub shows the
// failure on that line of the pull request's diff. GitHub shows at most ten error annotations
// of a step: past ten failures, nine are annotated and the tenth says how many more there are
// and where to read them.
//
// Escaping follows GitHub's runner: in the message `%`, CR and LF become `%25`, `%0D`, `%0A`;
// in a property (`file=`, `title=`) `:` and `,` also become `%3A` and `%2C`. A message is then
// one line whatever the scenario holds, so nothing in it can start a command of its own.

import ScenarioFormat
import ScenarioRunner

/// The error annotations of a run.
enum GitHubAnnotations {
  /// The most error annotations GitHub shows for one step.
  static let maximumShown = 10
  /// The most diff lines an annotation of a golden mismatch carries.
  static let maximumDiffLines = 30

  /// One `::error` command.
  struct Annotation: Equatable {
    /// The file, relative to the repository's root folder.
    var file: String?
    var line: Int?
    var column: Int?
    var title: String
    var message: String

    /// The workflow command, one line.
    var command: String {
      var properties: [String] = []
      if let file { properties.append("file=" + GitHubAnnotations.property(file)) }
      if let line { properties.append("line=\(line)") }
      if let column { properties.append("col=\(column)") }
      properties.append("title=" + GitHubAnnotations.property(title))
      return "::error " + properties.joined(separator: ",") + "::"
        + GitHubAnnotations.data(message) + "\n"
    }
  }

  /// The commands for a run's failures, at most `maximumShown`; `path` gives a file as the
  /// repository names it.
  static func commands(for summary: RunSummary, path: (String) -> String) -> String {
    var annotations: [Annotation] = []
    for report in summary.reports where !report.isPassing {
      annotations += self.annotations(for: report, path: path)
    }
    if summary.unreferencedPolicy == .fail {
      for golden in summary.unreferencedGoldens {
        annotations.append(
          Annotation(
            file: path(golden.file), title: "navrun: unreferenced golden",
            message: "unreferenced golden (\(golden.reason))"))
      }
    }
    guard annotations.count > maximumShown else { return annotations.map(\.command).joined() }
    let shown = annotations.prefix(maximumShown - 1)
    let more = Annotation(
      title: "navrun: \(annotations.count - shown.count) more failures",
      message:
        "GitHub shows \(maximumShown) error annotations per step: \(annotations.count - shown.count) "
        + "more failures are not annotated; the job summary and the log list every one")
    return (shown + [more]).map(\.command).joined()
  }

  /// An annotation per located message of a failing file.
  static func annotations(for report: ScenarioReport, path: (String) -> String) -> [Annotation] {
    // A file that does not decode has no name but its path.
    let name = report.name == report.file ? path(report.file) : report.name
    let title = "navrun: " + ControlCharacters.escapedInLine(name)
    return report.diagnostics.map { diagnostic in
      var annotation = Annotation(
        file: path(diagnostic.file), line: diagnostic.location?.line,
        column: diagnostic.location?.column, title: title,
        message: ControlCharacters.escaped(diagnostic.message))
      guard diagnostic.location == nil else { return annotation }
      if let expected = report.expected, let actual = report.actual,
        diagnostic.file == report.goldenFile
      {
        // A mismatch: at the golden's first line that differs, with the start of the diff.
        annotation.line = firstDifferingLine(expected, actual)
        if let diff = report.diff { annotation.message += "\n" + shortened(diff) }
      } else if report.actual != nil, report.expected == nil {
        // No golden yet (missing, or pending its first review): on the scenario.
        annotation.file = path(report.file)
      }
      return annotation
    }
  }

  /// The 1-based number of the first line where two texts differ.
  static func firstDifferingLine(_ old: String, _ new: String) -> Int {
    var line = 1
    var oldLines = old.split(separator: "\n", omittingEmptySubsequences: false).makeIterator()
    var newLines = new.split(separator: "\n", omittingEmptySubsequences: false).makeIterator()
    while let oldLine = oldLines.next(), let newLine = newLines.next(), oldLine == newLine {
      line += 1
    }
    return line
  }

  /// The first `maximumDiffLines` lines of a diff, and how many more there are.
  private static func shortened(_ diff: String) -> String {
    let lines = diff.split(separator: "\n", omittingEmptySubsequences: false)
    guard lines.count > maximumDiffLines + 1 else { return ControlCharacters.escaped(diff) }
    return ControlCharacters.escaped(lines.prefix(maximumDiffLines).joined(separator: "\n"))
      + "\n… \(lines.count - maximumDiffLines) more lines in the job summary"
  }

  /// A message: `%`, CR and LF escaped.
  static func data(_ text: String) -> String {
    var result = ""
    for character in text.unicodeScalars {
      switch character {
      case "%": result += "%25"
      case "\r": result += "%0D"
      case "\n": result += "%0A"
      default: result.unicodeScalars.append(character)
      }
    }
    return result
  }

  /// A property's value: also `:` and `,` escaped.
  static func property(_ text: String) -> String {
    var result = ""
    for character in data(text).unicodeScalars {
      switch character {
      case ":": result += "%3A"
      case ",": result += "%2C"
      default: result.unicodeScalars.append(character)
      }
    }
    return result
  }
}
