// The Markdown a run adds to GitHub Actions' job summary (the file `GITHUB_STEP_SUMMARY` names):
// the counts, a table of the failing files, then each failure with its located messages and,
// folded in `<details>`, its diff. GitHub drops a step's summary over 1 MiB whole, so the text
// is kept under what is left of that (other commands of the step may have written some): the
// failures that do not fit are counted in a last note, and one failure's messages and diff are
// cut, at a line, to a fixed share. Scenario text is escaped (MarkdownText.swift).

import ScenarioRunner

/// A run's job summary.
enum GitHubSummary {
  /// The most a step's summary may hold: GitHub drops a larger one.
  static let limit = 1 << 20
  /// About the most one failure's block may take: its messages a quarter, its diff half.
  static let maximumBlock = 64 << 10
  /// Room kept for the closing note.
  static let reserve = 1 << 10

  /// The Markdown for a run whose console summary is `counts`, to add to a summary already
  /// holding `existing` bytes; nil when not even the counts fit.
  static func markdown(
    for summary: RunSummary, counts: String, existing: Int, path: (String) -> String
  ) -> String? {
    let budget = limit - existing - reserve
    let failing = summary.reports.filter { !$0.isPassing }
    var text = "## navrun\n\n"
    for line in counts.split(separator: "\n") {
      text += MarkdownText.inline(String(line)) + "  \n"
    }
    text += "\n"
    guard text.utf8.count <= budget else { return nil }
    guard !failing.isEmpty else { return text }
    var size = text.utf8.count
    var rows = "| status | file | scenario | first message |\n|---|---|---|---|\n"
    var blocks = ""
    var shown = 0
    for report in failing {
      let row = tableRow(report, path: path)
      let block = self.block(report, path: path)
      guard size + rows.utf8.count + row.utf8.count + block.utf8.count <= budget else { break }
      size += row.utf8.count + block.utf8.count
      rows += row
      blocks += block
      shown += 1
    }
    text += rows + "\n" + blocks
    if shown < failing.count {
      text +=
        "\n_\(failing.count - shown) more failing files are not shown: GitHub drops a job "
        + "summary over 1 MiB. The log and the report files list every one._\n"
    }
    return text
  }

  /// A failing file's row: its status, path, name and first message.
  static func tableRow(_ report: ScenarioReport, path: (String) -> String) -> String {
    let message = report.diagnostics.first.map { String($0.message.prefix(300)) } ?? ""
    let cells = [
      report.status.rawValue, path(report.file), report.name,
      message.split(separator: "\n").first.map(String.init) ?? "",
    ]
    return "| " + cells.map(MarkdownText.inline).joined(separator: " | ") + " |\n"
  }

  /// A failing file's block: a heading, its messages, its diff folded.
  static func block(_ report: ScenarioReport, path: (String) -> String) -> String {
    var text =
      "### " + MarkdownText.inline(path(report.file)) + ": "
      + MarkdownText.inline(report.name) + "\n\n"
    let messages = report.diagnostics.map(\.description).joined(separator: "\n")
    if !messages.isEmpty {
      text += MarkdownText.codeBlock(firstLines(of: messages, upTo: maximumBlock / 4)) + "\n"
    }
    if let diff = report.diff {
      text +=
        "<details><summary>diff of " + MarkdownText.html(path(report.goldenFile ?? report.file))
        + "</summary>\n\n"
        + MarkdownText.codeBlock(firstLines(of: diff, upTo: maximumBlock / 2), language: "diff")
        + "\n</details>\n\n"
    }
    return text
  }

  /// The whole lines of `text` that fit in `limit` bytes, and how many more there are.
  static func firstLines(of text: String, upTo limit: Int) -> String {
    guard text.utf8.count > limit else { return text }
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    var kept: [Substring] = []
    var size = 0
    for line in lines {
      guard size + line.utf8.count + 1 <= limit else { break }
      size += line.utf8.count + 1
      kept.append(line)
    }
    return kept.joined(separator: "\n")
      + "\n… \(lines.count - kept.count) more lines: see the log or the report files\n"
  }
}
