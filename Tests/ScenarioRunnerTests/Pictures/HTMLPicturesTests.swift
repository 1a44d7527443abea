import Foundation
import NavrunTestSupport
import Testing

@testable import ScenarioRunner

/// The HTML report draws each failing file: its expected and actual screens side by side
/// where it failed, and a film strip of its trees; still no script and no link.
@Suite struct HTMLPicturesTests {
  func page(_ files: [(String, String)]) throws -> String {
    let folder = try TemporaryFolder()
    for (name, text) in files { try folder.write(text, to: name) }
    return htmlReport(ofRunIn: folder)
  }

  /// The part of the page between two pieces of text.
  func between(_ start: String, _ end: String, in html: String) throws -> Substring {
    let from = try #require(html.range(of: start))
    let to = try #require(html.range(of: end, range: from.upperBound..<html.endIndex))
    return html[from.upperBound..<to.lowerBound]
  }

  @Test func aGoldenMismatchDrawsTheGoldenReadBackBesideTheResult() throws {
    let html = try page([
      ("b.json", pushScenario), ("b.golden", "window (regular)\n  nav\n    Feed  <- top\n"),
    ])
    let frames = try between("<div class=\"frames\">", "</div>", in: html)
    #expect(frames.components(separatedBy: "<svg ").count == 3)
    let expected = try between("expected (final)", "</figure>", in: String(frames))
    #expect(expected.contains(">Feed</text>") && !expected.contains(">Post</text>"))
    let actual = try between("actual (final)", "</figure>", in: String(frames))
    #expect(actual.contains(">‹ Feed</text>") && actual.contains(">Post</text>"))
    #expect(
      try html.range(of: "<h3>diff</h3>")!.lowerBound
        < #require(html.range(of: "<h3>screens"))
        .lowerBound)
    #expect(!html.lowercased().contains("<script"))
    #expect(!html.contains("http") && !html.contains("src="))
  }

  @Test func aFailingWindowExpectationDrawsTheTreeItDescribes() throws {
    let html = try page([
      (
        "c.json",
        #"{"start": {"nav": ["Feed"]}, "golden": false, "steps": [{"push": "Post"}, "#
          + #"{"expect": {"nav": ["Feed", "Card"]}}]}"#
      )
    ])
    let expected = try between("expected (when the step failed)", "</figure>", in: html)
    #expect(expected.contains(">Card</text>") && expected.contains(">‹ Feed</text>"))
    let actual = try between("actual (when the step failed)", "</figure>", in: html)
    #expect(actual.contains(">Post</text>"))
  }

  @Test func aFailingStepWithoutExpectationDrawsTheActualScreenOnly() throws {
    let html = try page([
      (
        "d.json",
        #"{"start": {"nav": ["A"]}, "golden": false, "steps": [{"push": {"nav": []}}]}"#
      )
    ])
    let frames = try between("<div class=\"frames\">", "</div>", in: html)
    #expect(frames.contains("<p>(no expected tree)</p>"))
    #expect(frames.components(separatedBy: "<svg ").count == 2)
  }

  @Test func aFailingFileHasAFilmStripOfItsTrees() throws {
    let html = try page([
      ("b.json", pushScenario), ("b.golden", "window (regular)\n  nav\n    Feed  <- top\n"),
    ])
    let film = try between("<details class=\"film\">", "</details>", in: html)
    #expect(film.contains("<summary>every step (2 trees)</summary>"))
    #expect(film.contains(">after steps[0] push</text>"))
    #expect(film.contains(">appear Post</text>"))
  }

  @Test func aLongScenariosFilmStripShowsItsLastTrees() throws {
    let pushes = (0..<30).map { #"{"push": "S\#($0)"}"# }.joined(separator: ", ")
    let html = try page([
      ("e.json", #"{"start": {"nav": ["A"]}, "steps": ["# + pushes + "]}"),
      ("e.golden", "window (regular)\n  nav\n    A  <- top\n"),
    ])
    let film = try between("<details class=\"film\">", "</details>", in: html)
    #expect(film.contains("<summary>every step (the last 24 of 31 trees)</summary>"))
    #expect(film.contains(">after steps[29] push</text>"))
    #expect(!film.contains(">start</text>") && !film.contains(">after steps[5] push</text>"))
  }
}
