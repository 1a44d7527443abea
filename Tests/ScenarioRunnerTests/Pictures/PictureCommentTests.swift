import Foundation
import Testing

@testable import ScenarioRunner

/// A line break in the text of a comment of `print`'s diagrams never ends the comment, so
/// nothing of a name becomes diagram code (a Mermaid directive or a `click … call`).
@Suite struct PictureCommentTests {
  static let hostile = "  appear E\n%%{init: {'securityLevel':'loose'}}%%\rclick n0 call alert(1)"

  @Test(arguments: [PictureFormat.mermaid, .dot, .text])
  func aLineBreakStaysInsideItsComment(format: PictureFormat) throws {
    let comment = try #require(format.comment(Self.hostile))
    #expect(!comment.contains("\n"))
    #expect(!comment.contains("\r"))
    #expect(
      comment.hasSuffix(
        #"E\u000a%%{init: {'securityLevel':'loose'}}%%\u000dclick n0 call alert(1)"#))
  }

  @Test func oneLineEscapesEveryLineBreak() {
    #expect(PictureFormat.oneLine("a\nb\rc\u{2028}d\u{85}") == #"a\u000ab\u000dc\u2028d\u0085"#)
    #expect(PictureFormat.oneLine("plain") == "plain")
  }
}
