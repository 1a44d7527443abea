import ScenarioFormat
import Testing

/// Testing also declares a `SourceLocation`; this file means the reader's.
private typealias SourceLocation = ScenarioFormat.SourceLocation

@Suite("JSONReader positions")
struct JSONReaderPositionTests {
  @Test func everyValueAndKeyIsLocatedAtItsFirstCharacter() throws {
    let document = MarkedDocument(
      """
      ⟨{
        ⟨"name": ⟨"Push",
        ⟨"steps": ⟨[⟨1, ⟨-2.5e3, ⟨true,⟨false , ⟨null, ⟨{}, ⟨[ ]],
        ⟨"nested":⟨{ ⟨"a" : ⟨[ ⟨{ ⟨"b": ⟨"c" } ] },
        ⟨"": ⟨0
      }
      """)
    let node = try JSONReader.parse(document.bytes)
    #expect(node.sourceOrderLocations == document.marks)
    #expect(document.marks[1] == SourceLocation(line: 2, column: 3, offset: 4))
  }

  @Test func columnsCountUnicodeScalarsAndTabs() throws {
    // "é" is 2 bytes, "🚀" 4 bytes, "e\u{301}" is 2 scalars; each scalar is one column.
    let document = MarkedDocument(
      "⟨{\t⟨\"é🚀\": ⟨\"漢字\",\t⟨\"e\u{301}\":\t⟨[⟨\"🚀🚀🚀\", ⟨\"\\u00e9\", ⟨7]}")
    let node = try JSONReader.parse(document.bytes)
    #expect(node.sourceOrderLocations == document.marks)
    #expect(document.marks.last == SourceLocation(line: 1, column: 39, offset: 56))
  }

  @Test func linesEndAtLineFeedsCarriageReturnsAndBoth() throws {
    let document = MarkedDocument("⟨[\r\n⟨1,\r⟨2,\n⟨3,\n\r⟨4,\r\n\r\n  ⟨5\r]")
    let node = try JSONReader.parse(document.bytes)
    #expect(node.sourceOrderLocations == document.marks)
    #expect(
      document.marks.map(\.line) == [1, 2, 3, 4, 6, 8],
      "CRLF is one line break; LF then CR is two")
  }

  @Test func aByteOrderMarkCountsInOffsetsButNotInColumns() throws {
    let document = MarkedDocument("⟨{⟨\"a\": ⟨1}", byteOrderMark: true)
    let node = try JSONReader.parse(document.bytes)
    #expect(node.location == SourceLocation(line: 1, column: 1, offset: 3))
    #expect(node.sourceOrderLocations == document.marks)
  }

  @Test func longSingleLineDocumentsKeepExactColumns() throws {
    var text = "⟨["
    for index in 0..<2_000 {
      text += index == 0 ? "" : ","
      text += index.isMultiple(of: 2) ? "⟨\"é\(index)🚀\"" : "⟨\(index)"
    }
    text += "]"
    let document = MarkedDocument(text)
    let node = try JSONReader.parse(document.bytes)
    #expect(node.sourceOrderLocations == document.marks)
  }

  @Test(arguments: 1...40)
  func generatedDocumentsParseToTheirModel(seed: Int) throws {
    let document = GeneratedDocument(seed: UInt64(seed))
    let node = try JSONReader.parse(document.bytes)
    #expect(node == document.expected)
  }

  @Test func nonContiguousCollectionsParseLikeArrays() throws {
    let document = GeneratedDocument(seed: 99)
    let fromArray = try JSONReader.parse(document.bytes)
    #expect(try JSONReader.parse(document.bytes.lazy.map { $0 }) == fromArray)
    #expect(try JSONReader.parse(String(decoding: document.bytes, as: UTF8.self).utf8) == fromArray)
    let trailingComma = try #require(syntaxError(Array("[1,]".utf8)))
    #expect(throws: trailingComma) {
      try JSONReader.parse("[1,]".utf8.lazy.map { $0 })
    }
  }
}
