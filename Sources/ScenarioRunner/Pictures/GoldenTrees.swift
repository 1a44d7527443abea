// The trees a golden holds, found again in its text so that the HTML report can draw where an
// expected golden and an actual result part: every `window (…)` block with the section it is
// in (`-- after steps[1] push --`, `-- checkpoint x (…) --`, `-- final --`, under a matrix
// golden's `-- start NAME --`). A golden holding only the final tree is one section, `final`.

enum GoldenTrees {
  /// One tree of a golden: its section's title and its text rendering.
  struct Section: Equatable {
    var title: String
    var tree: String
  }

  /// The trees of a golden text, in order.
  static func sections(of golden: String) -> [Section] {
    var sections: [Section] = []
    var start: String?
    var header: String?
    var tree: String?
    func finish() {
      guard let text = tree else { return }
      let title = [start.map { "start \($0)" }, header ?? "final"].compactMap { $0 }
      sections.append(Section(title: title.joined(separator: ", "), tree: text))
      tree = nil
    }
    for line in golden.split(separator: "\n", omittingEmptySubsequences: false) {
      if tree != nil, line.hasPrefix("  ") {
        tree? += line + "\n"
        continue
      }
      finish()
      if line.hasPrefix("window (") {
        tree = line + "\n"
      } else if line.hasPrefix("-- start "), line.hasSuffix(" --"), line.count > 12 {
        start = String(line.dropFirst(9).dropLast(3))
        header = nil
      } else if line.hasPrefix("-- "), line.hasSuffix(" --"), line.count > 6 {
        header = String(line.dropFirst(3).dropLast(3))
      }
    }
    finish()
    return sections
  }

  /// Where two goldens part: the first tree that differs (by section or by text), with each
  /// side's tree, nil on the side that has none there; when every tree agrees (the events or
  /// warnings differ), the last trees.
  static func firstDifference(expected: String, actual: String) -> (
    title: String, expected: String?, actual: String?
  )? {
    let old = sections(of: expected)
    let new = sections(of: actual)
    let shared = min(old.count, new.count)
    let index =
      (0..<shared).first { old[$0] != new[$0] } ?? (old.count == new.count ? nil : shared)
    guard let index else {
      guard let last = new.last else { return nil }
      return (last.title, old.last?.tree, last.tree)
    }
    let title = (new.indices.contains(index) ? new[index] : old[index]).title
    return (
      title, old.indices.contains(index) ? old[index].tree : nil,
      new.indices.contains(index) ? new[index].tree : nil
    )
  }

}
