// A unified diff of two texts by lines, from `LineDiff`'s edits, with three lines of context,
// as `diff -u` and `git diff` print it.

/// A line of a diff.
public enum DiffLine: Sendable, Equatable {
  case hunk(String)
  case context(String)
  case removed(String)
  case added(String)
}

/// Line diffs between a golden and the actual output.
public enum UnifiedDiff {
  /// The hunks turning `old` into `new`; empty when they are equal.
  public static func lines(from old: String, to new: String, context: Int = 3) -> [DiffLine] {
    let oldLines = splitLines(old)
    let newLines = splitLines(new)
    let (removed, inserted) = LineDiff.changes(from: oldLines, to: newLines)
    // The whole edit script: (old index, new index, line).
    var script: [(old: Int, new: Int, line: DiffLine)] = []
    var i = 0
    var j = 0
    while i < oldLines.count || j < newLines.count {
      if i < oldLines.count, removed.contains(i) {
        script.append((i, j, .removed(oldLines[i])))
        i += 1
      } else if j < newLines.count, inserted.contains(j) {
        script.append((i, j, .added(newLines[j])))
        j += 1
      } else {
        script.append((i, j, .context(oldLines[i])))
        i += 1
        j += 1
      }
    }
    let changed = script.indices.filter {
      if case .context = script[$0].line { return false }
      return true
    }
    guard !changed.isEmpty else { return [] }
    // Group changes whose context overlaps into hunks.
    var ranges: [ClosedRange<Int>] = []
    for index in changed {
      let range = max(0, index - context)...min(script.count - 1, index + context)
      if let last = ranges.last, range.lowerBound <= last.upperBound + 1 {
        ranges[ranges.count - 1] = last.lowerBound...range.upperBound
      } else {
        ranges.append(range)
      }
    }
    var result: [DiffLine] = []
    for range in ranges {
      let entries = script[range]
      let oldCount = entries.filter { if case .added = $0.line { false } else { true } }.count
      let newCount = entries.filter { if case .removed = $0.line { false } else { true } }.count
      let first = script[range.lowerBound]
      let oldStart = oldCount == 0 ? first.old : first.old + 1
      let newStart = newCount == 0 ? first.new : first.new + 1
      result.append(.hunk("@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@"))
      result += entries.map(\.line)
    }
    return result
  }

  /// The diff as text with `---` / `+++` headers; trailing spaces are made visible.
  public static func text(
    from old: String, to new: String, oldName: String, newName: String, colored: Bool
  ) -> String {
    let lines = lines(from: old, to: new)
    guard !lines.isEmpty else { return "" }
    let paint = Palette(isEnabled: colored).paint
    var output = [paint("--- \(oldName)", "1"), paint("+++ \(newName)", "1")]
    for line in lines {
      switch line {
      case .hunk(let text): output.append(paint(text, "36"))
      case .context(let text): output.append(" " + visible(text))
      case .removed(let text): output.append(paint("-" + visible(text), "31"))
      case .added(let text): output.append(paint("+" + visible(text), "32"))
      }
    }
    if old.last != new.last, old.last == "\n" || new.last == "\n" {
      output.append("\\ the files differ in their last line end")
    }
    return output.joined(separator: "\n") + "\n"
  }

  private static func visible(_ line: String) -> String {
    guard line.last == " " || line.last == "\t" else { return line }
    return line + "⏎"
  }

  private static func splitLines(_ text: String) -> [String] {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if text.hasSuffix("\n") { lines.removeLast() }
    return lines
  }
}
