import Testing

@testable import ScenarioFormat

/// A parsed document keeps a number as its literal's place in the file and works its values
/// out when asked; a document built from values keeps the values it was given.
@Suite struct JSONNumberStorageTests {
  static let literals = [
    "0", "-0", "42", "-17", "3.0", "1e2", "-12.50e+3", "999999999999999999",
    "1000000000000000000", "9007199254740993", "9223372036854775807", "-9223372036854775808",
    "9223372036854775808", "-9223372036854775809", "1e400", "-1e400", "1e-400",
  ]

  @Test func aParsedNumberCopiedIntoABuiltNodeKeepsItsValues() throws {
    let parsed = try JSONReader.parse(Array("[\(Self.literals.joined(separator: ", "))]".utf8))
    let built = JSONNode(value: parsed.value, location: parsed.location)
    #expect(built.value == parsed.value)
    let numbers = parsed.elements.map { element -> JSONNumber? in
      guard case .number(let number) = element.value else { return nil }
      return number
    }
    #expect(numbers.map { $0?.literal } == Self.literals)
  }

  @Test func aBuiltNumberKeepsTheValuesItWasGivenWhateverItsLiteral() {
    let number = JSONNumber(literal: "1", intValue: 5, doubleValue: 7.5)
    let location = SourceLocation(line: 2, column: 3, offset: 9)
    let built = JSONNode(
      value: .array([JSONNode(value: .number(number), location: location)]),
      location: location)
    #expect(built.value == .array([JSONNode(value: .number(number), location: location)]))
    #expect(built.document.integer(at: 1) == 5)
  }

  @Test(arguments: [
    ("[0]", 0), ("[-0]", 0), ("[-17]", -17), ("[9223372036854775807]", Int.max),
    ("[-9223372036854775808]", Int.min), ("[1000000000000000000]", 1_000_000_000_000_000_000),
  ])
  func anIntegerIsReadFromItsLiteral(text: String, integer: Int) throws {
    let node = try JSONReader.parse(Array(text.utf8))
    #expect(node.document.tokens[1].hasInteger)
    #expect(node.document.integer(at: 1) == integer)
  }

  @Test(arguments: ["[9223372036854775808]", "[-9223372036854775809]", "[1.0]", "[1e2]"])
  func aNumberPastIntOrWithAFractionHasNoInteger(text: String) throws {
    let node = try JSONReader.parse(Array(text.utf8))
    #expect(!node.document.tokens[1].hasInteger)
  }

  /// Half a million tokens for 100 000 steps: a token's size is the size of the document.
  @Test func aTokenTakesTwentyFourBytes() {
    #expect(MemoryLayout<JSONToken>.stride == 24)
  }
}
