// One file in the HTML report. A failing file is a section that opens with what changed (the
// colored diff), then the located messages, then the expected and actual screens drawn side by
// side where it failed, then the timeline of its steps (each with its events and warnings; a
// failed step marked, with the tree at that moment) and the film strip of every tree, then the
// expected and actual trees side by side. A passing file is one row of a table: status, file, scenario
// and time.

struct HTMLScenario {
  /// Whether wall times are shown (not in a reproducible report).
  var showsTimes: Bool

  /// The section of a failing file, with its anchor.
  func failure(_ report: ScenarioReport, id: String) -> String {
    var html = "<section class=\"failure\" id=\"\(id)\">\n<h2>\(heading(report))</h2>\n"
    if let diff = report.diff {
      html += "<h3>diff</h3>\n" + Self.diff(diff)
    }
    if !report.diagnostics.isEmpty {
      let messages = report.diagnostics.map(\.description).joined(separator: "\n")
      html += "<pre class=\"messages\">\(escaped(messages))</pre>\n"
    }
    html += HTMLPictures.frames(report)
    html += "<h3>steps</h3>\n" + timeline(report)
    html += HTMLPictures.filmStrip(report)
    if report.expected != nil || report.actual != nil {
      html += "<div class=\"trees\">\n"
      html += Self.tree(
        report.expected, caption: "expected: " + (report.goldenFile ?? "golden"),
        missing: "(no golden)")
      html += Self.tree(report.actual, caption: "actual", missing: "(no result)")
      html += "</div>\n"
    }
    if !report.warnings.isEmpty {
      html += "<h3>warnings</h3>\n" + Self.list(report.warnings)
    }
    return html + "</section>\n"
  }

  /// A passing file as a table row: its status, path, name and, when shown, time.
  func row(_ report: ScenarioReport) -> String {
    let status = report.status.rawValue
    var html = "<tr><td class=\"badge \(status)\">\(status)</td>"
    html +=
      "<td>\(HTMLEscaping.escapedName(RelativePath.of(report.file)))</td>"
      + "<td>\(HTMLEscaping.escapedName(report.name))</td>"
    if showsTimes {
      html += "<td class=\"time\">\(ConsoleReporter.format(seconds: report.seconds))</td>"
    }
    return html + "</tr>\n"
  }

  /// `failed b.json <small>name</small> 1.2 ms`.
  private func heading(_ report: ScenarioReport) -> String {
    let status = report.status.rawValue
    var html = "<span class=\"badge \(status)\">\(status)</span> "
    html +=
      "\(HTMLEscaping.escapedName(RelativePath.of(report.file))) "
      + "<small>\(HTMLEscaping.escapedName(report.name))</small>"
    if showsTimes {
      html += " <span class=\"time\">\(ConsoleReporter.format(seconds: report.seconds))</span>"
    }
    return html
  }

  /// The steps in the order they ran, one list per start of a matrix scenario.
  ///
  /// The tree at the first failure goes with the first failed step.
  func timeline(_ report: ScenarioReport) -> String {
    guard !report.steps.isEmpty else { return "<p class=\"no-steps\">No step ran.</p>\n" }
    var html = ""
    var currentStart: String?
    var treeShown = false
    for (position, step) in report.steps.enumerated() {
      if position == 0 || step.start != currentStart {
        if position > 0 { html += "</ol>\n" }
        if let name = step.start { html += "<h4>start \(escaped(quoted(name)))</h4>\n" }
        html += "<ol class=\"timeline\">\n"
        currentStart = step.start
      }
      let outcome = step.outcome.rawValue
      let title = escaped(step.title)
      html += "<li class=\"step \(outcome)\">"
      html += step.outcome == .failed ? "<strong>\(title)</strong>" : title
      html += " <span class=\"outcome\">\(outcome)</span>"
      if showsTimes {
        html += " <span class=\"time\">\(ConsoleReporter.format(seconds: step.seconds))</span>"
      }
      html += "\n"
      if !step.engineEvents.isEmpty {
        html += "<ul class=\"events\">\n"
        for event in step.engineEvents {
          let kind = if case .warning = event { " class=\"warning\"" } else { "" }
          html += "<li\(kind)>\(escaped(event.description))</li>\n"
        }
        html += "</ul>\n"
      }
      if step.outcome == .failed {
        let prefix = step.start.map { "start \(quoted($0)): " + step.title } ?? step.title
        for diagnostic in report.diagnostics where diagnostic.message.hasPrefix(prefix) {
          html += "<p class=\"message\">\(escaped(diagnostic.message))</p>\n"
        }
        if !treeShown, let tree = report.treeAtFailure {
          treeShown = true
          html += Self.tree(tree, caption: "the tree when the step failed", missing: "")
        }
      }
      html += "</li>\n"
    }
    return html + "</ol>\n"
  }

  /// A name in double quotes, as messages quote a start.
  private func quoted(_ name: String) -> String { "\"\(name)\"" }

  /// The unified diff, each line colored by its kind.
  static func diff(_ diff: String) -> String {
    var html = "<pre class=\"diff\">"
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
    return html + "</pre>\n"
  }

  /// A tree with its caption.
  static func tree(_ text: String?, caption: String, missing: String) -> String {
    "<figure><figcaption>\(escaped(caption))</figcaption><pre class=\"tree\">"
      + escaped(text ?? missing) + "</pre></figure>\n"
  }

  /// Messages as a list.
  static func list(_ messages: [String]) -> String {
    "<ul>\n" + messages.map { "<li>\(escaped($0))</li>\n" }.joined() + "</ul>\n"
  }
}

private func escaped(_ text: String) -> String { HTMLEscaping.escaped(text) }
