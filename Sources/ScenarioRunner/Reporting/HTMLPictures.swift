// The pictures of a failing file in the HTML report, as inline SVG (no scripts, no links):
// the expected and actual screens side by side where the run failed, and a film strip of
// every tree the scenario went through up to the failure.

import NavigationCore
import ScenarioFormat

enum HTMLPictures {
  /// The most frames a film strip shows: the last ones, up to the failure.
  static let maximumFrames = 24

  /// The expected and actual screens where the run failed (`FailureScreens`); "" when there
  /// is nothing to draw.
  static func frames(_ report: ScenarioReport) -> String {
    guard let screens = FailureScreens(report) else { return "" }
    return "<h3>screens</h3>\n<div class=\"frames\">\n"
      + figure(
        screens.expected, caption: "expected (\(screens.title))", missing: "(no expected tree)")
      + figure(screens.actual, caption: "actual (\(screens.title))", missing: "(no actual tree)")
      + "</div>\n"
  }

  /// A tree's wireframe with its caption, or what is missing.
  static func figure(_ tree: String?, caption: String, missing: String) -> String {
    let picture =
      tree.flatMap(Window.init(text:)).map { Wireframe($0).svg(inline: true) }
      ?? "<p>\(escaped(missing))</p>\n"
    return "<figure><figcaption>\(escaped(caption))</figcaption>\n\(picture)</figure>\n"
  }

  /// A film strip of the file's trees, the last `maximumFrames` up to the failure, folded in a
  /// `<details>`; "" when the file does not load any more or has no tree.
  static func filmStrip(_ report: ScenarioReport) -> String {
    guard let scenario = try? ScenarioLoader().load(report.file) else { return "" }
    let walk = ScenarioTrees(scenario, file: report.file, step: nil, keepingLast: maximumFrames)
    let shown = walk.trees
    guard !shown.isEmpty else { return "" }
    let count =
      shown.count == walk.count
      ? "\(walk.count) trees" : "the last \(shown.count) of \(walk.count) trees"
    return "<details class=\"film\">\n<summary>every step (\(count))</summary>\n"
      + "<div class=\"film\">\n" + FilmStrip.svg(shown.map(\.frame), inline: true)
      + "</div>\n</details>\n"
  }
}

private func escaped(_ text: String) -> String { HTMLEscaping.escaped(text) }
