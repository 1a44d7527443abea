// What watch mode prints after a poll that found something: the changed files, the console
// lines of the files it re-ran (with their errors and diffs), the files that still fail, and
// the summary of every watched file. On a terminal the screen is cleared first, so the
// summary is redrawn in place; elsewhere each poll's text follows the last.

import ScenarioRunner

struct WatchScreen {
  var console: ConsoleReporter
  /// Whether to clear the screen before each poll's text.
  var clears: Bool

  /// The text for a poll; `isFirst` for the first, which runs everything.
  func text(for cycle: Watcher.Cycle, isFirst: Bool, watcher: Watcher) -> String {
    // Off a terminal, a blank line between one poll's text and the next.
    var text = clears ? "\u{1B}[2J\u{1B}[H" : isFirst ? "" : "\n"
    if !isFirst {
      for (files, noun) in [(cycle.changed, "changed"), (cycle.removed, "removed")]
      where !files.isEmpty {
        text += console.palette.bold("watch: ") + Self.list(files, noun: noun) + "\n"
      }
    }
    var rerun = Set<String>()
    for report in cycle.reruns {
      rerun.insert(report.file)
      text += console.lines(for: report)
    }
    // A failure out of view after a redraw is still a failure: name it.
    for report in watcher.failingReports where !rerun.contains(report.file) {
      text += console.line(for: report) + "\n"
    }
    text += console.summary(counting: Self.counts(watcher.statusCounts, rerun: cycle.reruns))
    text +=
      console.palette.dim(
        "watching \(watcher.fileCount) files and their goldens and definitions; "
          + "Ctrl-C to stop") + "\n"
    return text
  }

  /// The counts for the summary: a golden written by an earlier poll is no news, so only the
  /// goldens this poll wrote count as written or updated; the others count as passed.
  static func counts(
    _ counts: [ScenarioStatus: Int], rerun: [ScenarioReport]
  ) -> [ScenarioStatus: Int] {
    var counts = counts
    for status in [ScenarioStatus.recorded, .updated] {
      let now = rerun.count { $0.status == status }
      let earlier = (counts[status] ?? 0) - now
      guard earlier > 0 else { continue }
      counts[status] = now
      counts[.passed, default: 0] += earlier
    }
    return counts
  }

  /// `3 files changed: a.json, b.golden, c.json`, naming at most five, each escaped before
  /// the line is styled.
  static func list(_ files: [String], noun: String) -> String {
    let count = files.count
    var text = "\(count) file\(count == 1 ? "" : "s") \(noun)"
    guard count > 0 else { return text }
    text +=
      ": " + files.prefix(5).map { ControlCharacters.escapedInLine($0) }.joined(separator: ", ")
    if count > 5 { text += " and \(count - 5) more" }
    return text
  }
}
