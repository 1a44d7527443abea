import Testing

@testable import ScenarioFormat

/// The reader stores positions in 32 bits, so it refuses larger documents with an error.
@Suite struct JSONReaderSizeTests {
  @Test func aDocumentPastTheLimitIsRefusedAtItsStart() {
    let bytes = Array(#"{"steps": [1, 2, 3]}"#.utf8)
    #expect(
      throws: JSONSyntaxError(
        location: SourceLocation(line: 1, column: 1, offset: 0),
        message: "the document is 20 bytes; the reader takes up to 19")
    ) {
      try JSONReader.parse(bytes, maximumDepth: 8, maximumSize: 19)
    }
    #expect((try? JSONReader.parse(bytes, maximumDepth: 8, maximumSize: 20)) != nil)
  }

  @Test func theLimitKeepsEveryPositionIn32Bits() {
    #expect(JSONReader.maximumSize < Int(Int32.max))
  }

  @Test func positionsPastSixteenBitsReadBack() throws {
    // A string that ends past 65 536 bytes and a value on a late line keep their positions.
    let padding = String(repeating: "x", count: 70_000)
    let text = "[\"\(padding)\",\n\n" + String(repeating: "0,\n", count: 70_000) + "true]"
    let root = try JSONReader.parse(Array(text.utf8))
    let items = Array(root.elements)
    #expect(items.count == 70_002)
    #expect(items[0].stringValue == padding)
    let last = try #require(items.last)
    #expect(last.location == SourceLocation(line: 70_003, column: 1, offset: text.utf8.count - 5))
  }
}
