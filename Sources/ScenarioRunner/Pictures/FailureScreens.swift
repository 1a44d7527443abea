// Which screens show where a run failed, for the HTML report and the JUnit report's pictures:
// for a failing step, the tree a failing window expectation describes and the tree then; for a
// golden mismatch, the first tree that differs, each side read back from its text; for a result
// with no golden to compare (a missing or pending one), its last tree.

import NavigationCore

/// The expected and actual trees (text renderings) where a file or a matrix start failed.
package struct FailureScreens {
  /// Where: `when the step failed`, or the golden section (`final`, `start a, final`).
  package var title: String
  /// The expected tree, when there is one.
  package var expected: String?
  /// The actual tree, when there is one.
  package var actual: String?

  /// The screens of a failure; nil when there is nothing to draw.
  package init?(
    treeAtFailure: String?, expectedAtFailure: String?, expected: String?, actual: String?
  ) {
    if let treeAtFailure {
      (title, self.expected, self.actual) =
        ("when the step failed", expectedAtFailure, treeAtFailure)
    } else if let expected, let actual,
      let difference = GoldenTrees.firstDifference(expected: expected, actual: actual)
    {
      (title, self.expected, self.actual) = difference
    } else if let actual, let last = GoldenTrees.sections(of: actual).last {
      (title, self.expected, self.actual) = (last.title, nil, last.tree)
    } else {
      return nil
    }
  }

  /// The screens of a file's failure.
  init?(_ report: ScenarioReport) {
    self.init(
      treeAtFailure: report.treeAtFailure, expectedAtFailure: report.expectedAtFailure,
      expected: report.expected, actual: report.actual)
  }

  /// The screens of a matrix start's failure.
  init?(_ start: StartReport) {
    self.init(
      treeAtFailure: start.treeAtFailure, expectedAtFailure: start.expectedAtFailure,
      expected: start.expected, actual: start.actual)
  }

  /// Both screens side by side in one SVG document, each captioned `expected (…)` or
  /// `actual (…)`; nil when neither tree can be read back.
  package var svg: String? {
    let frames = [("expected", expected), ("actual", actual)].compactMap { side, tree in
      tree.flatMap(Window.init(text:)).map {
        FilmFrame(title: "\(side) (\(title))", events: [], window: $0)
      }
    }
    return frames.isEmpty ? nil : FilmStrip.svg(frames)
  }
}
