// `--html FILE`: one self-contained page to attach to a CI run and open in a browser: no
// scripts, fonts or links to other files, so it reads the same offline. The run first (date,
// command, navrun's version, the commit), then what needs reading: links to the failing files,
// each failing file with its diff, its messages, its expected and actual screens drawn as
// inline SVG, a timeline of its steps and a film strip of its trees; then the warnings
// of the passing files (calls the real code ignores); then the passing files, a table folded
// in one `<details>` (one row each, so that a run of thousands stays a page a browser opens
// at once); then unreferenced goldens. Every piece of text is HTML-escaped. With the same
// metadata the same results give the same bytes.

package enum HTMLReport {
  package static func document(for summary: RunSummary, metadata: ReportMetadata) -> String {
    let reports = summary.scenarioReports
    let passing = reports.filter(\.isPassing)
    let failing = reports.filter { !$0.isPassing }
    let page = HTMLScenario(showsTimes: !metadata.isReproducible)
    var html = opening(
      title: "navrun", summary: "\(passing.count) passed, \(failing.count) failed", style: style)
    html += run(metadata, seconds: summary.seconds)
    if failing.isEmpty, !reports.isEmpty {
      html += "<p class=\"all-passed\">Every scenario passed.</p>\n"
    } else if failing.count > 1 {
      html += "<nav>\n<ul class=\"failures\">\n"
      for (index, report) in failing.enumerated() {
        let file = escaped(RelativePath.of(report.file))
        html += "<li><a href=\"#failure-\(index + 1)\">\(file)</a> \(report.status.rawValue)</li>\n"
      }
      html += "</ul>\n</nav>\n"
    }
    for (index, report) in failing.enumerated() {
      html += page.failure(report, id: "failure-\(index + 1)")
    }
    // The warnings no step expected: those a scenario expects, it has checked.
    let warned = passing.filter { !$0.shownWarnings.isEmpty }
    if !warned.isEmpty {
      html += "<h2>Warnings of passing scenarios</h2>\n"
      for report in warned {
        html += "<h3>\(escaped(RelativePath.of(report.file)))</h3>\n"
        html += HTMLScenario.list(report.shownWarnings)
      }
    }
    if !passing.isEmpty {
      html += "<details class=\"passing\">\n<summary>Passing (\(passing.count))</summary>\n"
      html += "<table>\n<tbody>\n" + passing.map(page.row).joined() + "</tbody>\n</table>\n"
      html += "</details>\n"
    }
    if !summary.unreferencedGoldens.isEmpty {
      html += "<h2>Unreferenced goldens (\(summary.unreferencedPolicy.rawValue))</h2>\n<ul>\n"
      for golden in summary.unreferencedGoldens {
        html += "<li><code>\(escaped(golden.file))</code>: \(escaped(golden.reason))</li>\n"
      }
      html += "</ul>\n"
    }
    if let coverage = summary.coverage { html += coverage.html }
    return html + "</body>\n</html>\n"
  }

  /// The page up to its content.
  ///
  /// Its title (the heading, then the summary), the style, the heading and the summary: all
  /// navrun's own text.
  package static func opening(title: String, summary: String, style: String) -> String {
    """
    <!DOCTYPE html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>\(title): \(summary)</title>
    <style>
    \(style)
    </style>
    </head>
    <body>
    <h1>\(title)</h1>
    <p class="summary">\(summary)</p>

    """
  }

  /// The run's date, command, version, commit, branch and, unless reproducible, wall time.
  package static func run(_ metadata: ReportMetadata, seconds: Double) -> String {
    var html = "<dl class=\"run\">\n"
    let date = metadata.dateText
    html += "<dt>date</dt><dd><time datetime=\"\(date)\">\(date)</time></dd>\n"
    html += "<dt>command</dt><dd><code>\(escaped(metadata.command))</code></dd>\n"
    html += "<dt>navrun</dt><dd>\(escaped(metadata.version))</dd>\n"
    if let commit = metadata.commit {
      html += "<dt>commit</dt><dd><code>\(escaped(commit))</code></dd>\n"
    }
    if let branch = metadata.branch {
      let shown = escaped(ControlCharacters.escapedInLine(branch))
      html += "<dt>branch</dt><dd><code>\(shown)</code></dd>\n"
    }
    if !metadata.isReproducible {
      html += "<dt>time</dt><dd>\(ConsoleReporter.format(seconds: seconds))</dd>\n"
    }
    return html + "</dl>\n"
  }

  package static let style = """
    body { font: 14px/1.4 -apple-system, "Segoe UI", Helvetica, Arial, sans-serif;
           margin: 2em; color: #1f2328; max-width: 80em; }
    pre { font: 12px/1.35 ui-monospace, Menlo, Consolas, monospace; background: #f6f8fa;
          padding: 0.8em; overflow-x: auto; margin: 0; }
    dl.run { display: grid; grid-template-columns: max-content auto; gap: 0.2em 1em;
             color: #59636e; }
    dl.run dt { font-weight: bold; }
    dl.run dd { margin: 0; }
    .badge { font-weight: bold; }
    .badge.failed, .badge.invalid { color: #cf222e; }
    .badge.pending { color: #9a6700; }
    .badge.passed, .badge.recorded, .badge.updated { color: #1a7f37; }
    .time { color: #59636e; font-size: 0.9em; }
    section.failure { border-top: 2px solid #d0d7de; padding-top: 1em; margin-top: 2em; }
    details.passing { border-top: 2px solid #d0d7de; margin-top: 2em; padding-top: 1em; }
    details.passing summary { cursor: pointer; font-weight: bold; font-size: 1.2em; }
    table { border-collapse: collapse; margin-top: 0.5em; }
    td { text-align: left; padding: 0.2em 0.8em; border-bottom: 1px solid #d0d7de; }
    .trees { display: grid; grid-template-columns: 1fr 1fr; gap: 1em; margin-top: 1em; }
    figure { margin: 0; min-width: 0; }
    figcaption { font-weight: bold; margin-bottom: 0.3em; }
    .diff .added { background: #dafbe1; }
    .diff .removed { background: #ffebe9; }
    .diff .hunk { color: #0550ae; }
    .diff .header { font-weight: bold; }
    ol.timeline { list-style: none; padding-left: 0; border-left: 3px solid #d0d7de; }
    ol.timeline > li { padding: 0.2em 0 0.2em 1em; }
    ol.timeline > li.failed { border-left: 3px solid #cf222e; margin-left: -3px;
                              background: #ffebe9; }
    pre.messages { margin-top: 0.5em; border-left: 3px solid #cf222e; }
    ol.timeline > li.passed .outcome { color: #1a7f37; }
    ol.timeline > li.refused .outcome { color: #9a6700; }
    ol.timeline > li.failed .outcome { color: #cf222e; font-weight: bold; }
    ol.timeline ul.events { margin: 0.2em 0; color: #59636e; }
    ol.timeline .warning { color: #9a6700; }
    ol.timeline p.message { margin: 0.3em 0; font-weight: bold; }
    .frames { display: flex; flex-wrap: wrap; gap: 1.5em; margin-top: 0.5em; }
    .frames svg, div.film svg { max-width: 100%; height: auto; }
    details.film { margin-top: 0.5em; }
    details.film summary { cursor: pointer; font-weight: bold; }
    div.film { overflow-x: auto; }
    """
}

private func escaped(_ text: String) -> String { HTMLEscaping.escaped(text) }
