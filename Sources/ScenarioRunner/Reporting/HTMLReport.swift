// `--html FILE`: one self-contained page to attach to a CI run and open in a browser: no
// scripts, fonts or links to other files, so it reads the same offline. The run (date, command,
// navrun's version, the commit), a table of every file with its status and time, then a section
// per failing file: the located messages, the expected (golden) and actual trees side by side,
// the unified diff with its lines colored, and the tree at the moment a step failed; then the
// warnings of the passing files (calls the real code ignores). Every piece of text is
// HTML-escaped. With the same metadata the same results give the same bytes.

enum HTMLReport {
  static func document(for summary: RunSummary, metadata: ReportMetadata) -> String {
    let reports = summary.scenarioReports
    let passed = reports.filter(\.isPassing).count
    let failed = reports.count - passed
    var html = """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>navrun: \(passed) passed, \(failed) failed</title>
      <style>
      \(style)
      </style>
      </head>
      <body>
      <h1>navrun</h1>
      <p class="summary">\(passed) passed, \(failed) failed</p>

      """
    html += run(metadata, seconds: summary.seconds)
    html += "<table>\n<thead><tr><th>status</th><th>file</th><th>scenario</th>"
    html += "<th>time</th></tr></thead>\n<tbody>\n"
    for (index, report) in reports.enumerated() {
      let file = escaped(RelativePath.of(report.file))
      let link = report.isPassing ? file : "<a href=\"#failure-\(index)\">\(file)</a>"
      html += "<tr class=\"\(report.status.rawValue)\"><td>\(report.status.rawValue)</td>"
      html += "<td>\(link)</td><td>\(escaped(report.name))</td>"
      let time = metadata.isReproducible ? "" : ConsoleReporter.format(seconds: report.seconds)
      html += "<td>\(time)</td></tr>\n"
    }
    html += "</tbody>\n</table>\n"
    for (index, report) in reports.enumerated() where !report.isPassing {
      html += section(for: report, index: index)
    }
    let warned = reports.filter { $0.isPassing && !$0.warnings.isEmpty }
    if !warned.isEmpty {
      html += "<h2>Warnings of passing scenarios</h2>\n"
      for report in warned {
        html += "<h3>\(escaped(RelativePath.of(report.file)))</h3>\n<ul>\n"
        html += report.warnings.map { "<li>\(escaped($0))</li>\n" }.joined()
        html += "</ul>\n"
      }
    }
    if !summary.unreferencedGoldens.isEmpty {
      html += "<h2>Unreferenced goldens (\(summary.unreferencedPolicy.rawValue))</h2>\n<ul>\n"
      for golden in summary.unreferencedGoldens {
        html += "<li><code>\(escaped(golden.file))</code>: \(escaped(golden.reason))</li>\n"
      }
      html += "</ul>\n"
    }
    return html + "</body>\n</html>\n"
  }

  static func section(for report: ScenarioReport, index: Int) -> String {
    var html = "<section class=\"failure\" id=\"failure-\(index)\">\n"
    html += "<h2><span class=\"badge \(report.status.rawValue)\">\(report.status.rawValue)</span> "
    html += "\(escaped(RelativePath.of(report.file))) <small>\(escaped(report.name))</small></h2>\n"
    if !report.diagnostics.isEmpty {
      let messages = report.diagnostics.map(\.description).joined(separator: "\n")
      html += "<pre class=\"messages\">\(escaped(messages))</pre>\n"
    }
    if report.expected != nil || report.actual != nil {
      html += "<div class=\"trees\">\n"
      html += tree(
        report.expected, caption: "expected: " + (report.goldenFile ?? "golden"),
        missing: "(no golden)")
      html += tree(report.actual, caption: "actual", missing: "(no result)")
      html += "</div>\n"
    }
    if let diff = report.diff {
      html += "<h3>diff</h3>\n<pre class=\"diff\">"
      for line in diff.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
        let kind: String
        switch line.first {
        case "@": kind = "hunk"
        case "+": kind = line.hasPrefix("+++") ? "header" : "added"
        case "-": kind = line.hasPrefix("---") ? "header" : "removed"
        default: kind = "context"
        }
        html += "<span class=\"\(kind)\">\(escaped(String(line)))</span>\n"
      }
      html += "</pre>\n"
    }
    if let tree = report.treeAtFailure {
      html += "<h3>the tree when the step failed</h3>\n<pre class=\"tree\">\(escaped(tree))</pre>\n"
    }
    if !report.warnings.isEmpty {
      html += "<h3>warnings</h3>\n<ul>\n"
      html += report.warnings.map { "<li>\(escaped($0))</li>\n" }.joined()
      html += "</ul>\n"
    }
    return html + "</section>\n"
  }

  /// The run's date, command, version, commit and, unless reproducible, wall time.
  static func run(_ metadata: ReportMetadata, seconds: Double) -> String {
    var html = "<dl class=\"run\">\n"
    let date = metadata.dateText
    html += "<dt>date</dt><dd><time datetime=\"\(date)\">\(date)</time></dd>\n"
    html += "<dt>command</dt><dd><code>\(escaped(metadata.command))</code></dd>\n"
    html += "<dt>navrun</dt><dd>\(escaped(metadata.version))</dd>\n"
    if let commit = metadata.commit {
      html += "<dt>commit</dt><dd><code>\(escaped(commit))</code></dd>\n"
    }
    if !metadata.isReproducible {
      html += "<dt>time</dt><dd>\(ConsoleReporter.format(seconds: seconds))</dd>\n"
    }
    return html + "</dl>\n"
  }

  private static func tree(_ text: String?, caption: String, missing: String) -> String {
    "<figure><figcaption>\(escaped(caption))</figcaption><pre class=\"tree\">"
      + escaped(text ?? missing) + "</pre></figure>\n"
  }

  /// Text for HTML element content and double-quoted attributes.
  static func escaped(_ text: String) -> String {
    var result = ""
    for character in text {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&#39;"
      default: result.append(character)
      }
    }
    return result
  }

  static let style = """
    body { font: 14px/1.4 -apple-system, "Segoe UI", Helvetica, Arial, sans-serif;
           margin: 2em; color: #1f2328; }
    pre { font: 12px/1.35 ui-monospace, Menlo, Consolas, monospace; background: #f6f8fa;
          padding: 0.8em; overflow-x: auto; margin: 0; }
    table { border-collapse: collapse; margin-bottom: 2em; }
    th, td { text-align: left; padding: 0.2em 0.8em; border-bottom: 1px solid #d0d7de; }
    tr.failed td:first-child, tr.invalid td:first-child, tr.pending td:first-child,
    .badge.failed, .badge.invalid { color: #cf222e; font-weight: bold; }
    .badge.pending, tr.pending td:first-child { color: #9a6700; }
    section.failure { border-top: 2px solid #d0d7de; padding-top: 1em; margin-top: 2em; }
    .trees { display: grid; grid-template-columns: 1fr 1fr; gap: 1em; }
    figure { margin: 0; min-width: 0; }
    dl.run { display: grid; grid-template-columns: max-content auto; gap: 0.2em 1em;
             color: #59636e; }
    dl.run dt { font-weight: bold; }
    dl.run dd { margin: 0; }
    figcaption { font-weight: bold; margin-bottom: 0.3em; }
    .diff .added { background: #dafbe1; }
    .diff .removed { background: #ffebe9; }
    .diff .hunk { color: #0550ae; }
    .diff .header { font-weight: bold; }
    """
}
