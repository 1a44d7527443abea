import Testing

@testable import ScenarioFormat

@Suite struct JSONKeyTableTests {
  /// The position in `table` of each key of the object `text`, in source order.
  private func positions(of text: String, in table: JSONKeyTable) throws -> [Int?] {
    let members = try JSONReader.parse(Array(text.utf8)).members
    return members.indices.map { table.position(ofKeyAt: $0, in: members) }
  }

  @Test func findsNamesByTheirBytes() throws {
    let table = JSONKeyTable(["push", "pop", "popTo", ""])
    #expect(
      try positions(
        of: #"{"pop": 1, "popTo": 2, "push": 3, "pus": 4, "": 5, "popTop": 6}"#, in: table)
        == [1, 2, 0, nil, 3, nil])
  }

  @Test func keysWithEscapesOrBeyondASCIIAreComparedAsStrings() throws {
    let table = JSONKeyTable(["push", "é", ";"])
    // An escaped key, a precomposed é against a decomposed one, and U+037E, which Swift
    // strings hold equal to ';'.
    #expect(
      try positions(of: #"{"p\u0075sh": 1, "e\u0301": 2, "\u037E": 3, "pusH": 4}"#, in: table)
        == [0, 1, 2, nil])
    let ascii = JSONKeyTable([";"])
    #expect(try positions(of: "{\"\u{037E}\": 1}", in: ascii) == [0])
  }

  @Test func aMemberIsFoundByAnyKeyEqualAsAString() throws {
    let node = try JSONReader.parse(Array(#"{"ab": 1, "\u00e9": 2, ";": 3, "x\ty": 4}"#.utf8))
    #expect(node["ab"]?.location.column == 8)
    #expect(node["a"] == nil)
    #expect(node["abc"] == nil)
    #expect(node["e\u{301}"]?.location.column == 21)
    #expect(node["\u{037E}"]?.location.column == 29)
    #expect(node["x\ty"]?.location.column == 40)
    #expect(try JSONReader.parse(Array("{\"\u{037E}\": 1}".utf8))[";"] != nil)
  }
}
