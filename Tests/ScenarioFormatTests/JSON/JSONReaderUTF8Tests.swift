import ScenarioFormat
import Testing

/// Testing also declares a `SourceLocation`; this file means the reader's.
private typealias SourceLocation = ScenarioFormat.SourceLocation

/// A document with ill-formed UTF-8, and where the error must be reported: the first byte that does
/// not start a well-formed sequence.
///
/// Locations are counted by hand.
struct InvalidUTF8Case: Sendable, CustomTestStringConvertible {
  var bytes: [UInt8]
  var location: ScenarioFormat.SourceLocation
  var testDescription: String {
    bytes.map { $0 < 0x80 ? String(UnicodeScalar($0)) : "<\(String($0, radix: 16))>" }
      .joined()
  }

  init(_ parts: [any Sendable], line: Int = 1, column: Int, offset: Int) {
    bytes = parts.flatMap { part -> [UInt8] in
      if let text = part as? String {
        return Array(text.utf8)
      }
      // Literal byte arrays among `any Sendable` parts are inferred as `[Int]`.
      return (part as? [Int] ?? []).map { UInt8(truncatingIfNeeded: $0) }
    }
    location = SourceLocation(line: line, column: column, offset: offset)
  }

  var expectedError: JSONSyntaxError {
    let byte = bytes[location.offset]
    let hex = String(byte, radix: 16, uppercase: true)
    return JSONSyntaxError(location: location, message: "invalid UTF-8 byte 0x\(hex)")
  }
}

@Suite("JSONReader UTF-8")
struct JSONReaderUTF8Tests {
  static let inStrings: [InvalidUTF8Case] = [
    InvalidUTF8Case(["\"", [0xFF], "\""], column: 2, offset: 1),
    InvalidUTF8Case(["[\"ab", [0xFE], "\"]"], column: 5, offset: 4),
    InvalidUTF8Case(["\"", [0x80], "\""], column: 2, offset: 1),  // stray continuation
    InvalidUTF8Case(["\"é", [0xBF], "\""], column: 3, offset: 3),  // one continuation too many
    InvalidUTF8Case(["\"", [0xC0, 0xAF], "\""], column: 2, offset: 1),  // overlong "/"
    InvalidUTF8Case(["\"", [0xC1, 0xBF], "\""], column: 2, offset: 1),  // overlong
    InvalidUTF8Case(["\"", [0xE0, 0x80, 0x80], "\""], column: 2, offset: 1),  // overlong NUL
    InvalidUTF8Case(["\"", [0xE0, 0x9F, 0xBF], "\""], column: 2, offset: 1),  // overlong U+07FF
    InvalidUTF8Case(["\"", [0xED, 0xA0, 0x80], "\""], column: 2, offset: 1),  // U+D800
    InvalidUTF8Case(["\"", [0xED, 0xBF, 0xBF], "\""], column: 2, offset: 1),  // U+DFFF
    InvalidUTF8Case(["\"", [0xF0, 0x80, 0x80, 0x80], "\""], column: 2, offset: 1),  // overlong
    InvalidUTF8Case(["\"", [0xF4, 0x90, 0x80, 0x80], "\""], column: 2, offset: 1),  // U+110000
    InvalidUTF8Case(["\"", [0xF5, 0x80, 0x80, 0x80], "\""], column: 2, offset: 1),
    InvalidUTF8Case(["\"a", [0xC3], "b\""], column: 3, offset: 2),  // truncated sequence
    InvalidUTF8Case(["\"a", [0xE2, 0x82], "\""], column: 3, offset: 2),
    InvalidUTF8Case(["\"", [0xF0, 0x9F, 0x9A], "\""], column: 2, offset: 1),
    InvalidUTF8Case(["\"", [0xE2, 0x82]], column: 2, offset: 1),  // truncated by the end
    InvalidUTF8Case(["[\"é\", \"", [0xFF], "\"]"], column: 8, offset: 8),
    InvalidUTF8Case(["{\n  \"🚀\": \"é", [0xFF], "\"}"], line: 2, column: 10, offset: 15),
    InvalidUTF8Case(["{\"", [0xFF], "\": 1}"], column: 3, offset: 2),  // in a key
    InvalidUTF8Case(["\"a\\u0041", [0x80], "\""], column: 9, offset: 8),  // after an escape
    InvalidUTF8Case(["\"\\", [0xFF], "\""], column: 3, offset: 2),  // as an escape
  ]

  static let outsideStrings: [InvalidUTF8Case] = [
    InvalidUTF8Case([[0xFF]], column: 1, offset: 0),
    InvalidUTF8Case(["[", [0xFF], "]"], column: 2, offset: 1),
    InvalidUTF8Case(["{", [0xFF], "}"], column: 2, offset: 1),
    InvalidUTF8Case(["{} ", [0xFE]], column: 4, offset: 3),
    InvalidUTF8Case(["[1", [0xC0, 0x80], "]"], column: 3, offset: 2),
    InvalidUTF8Case(["{\"a\"", [0x80], ": 1}"], column: 5, offset: 4),
    InvalidUTF8Case(["[\"é\",\n ", [0xED, 0xA0, 0x80], "]"], line: 2, column: 2, offset: 8),
    InvalidUTF8Case([[0xEF, 0xBB], "[]"], column: 1, offset: 0),  // a partial byte order mark
    InvalidUTF8Case([[0xEF, 0xBB, 0xBF, 0xFF]], column: 1, offset: 3),
  ]

  @Test(arguments: inStrings)
  func illFormedUTF8InStringsIsReportedAtItsFirstByte(_ invalid: InvalidUTF8Case) {
    #expect(syntaxError(invalid.bytes) == invalid.expectedError)
  }

  @Test(arguments: outsideStrings)
  func illFormedUTF8OutsideStringsIsReportedAtItsFirstByte(_ invalid: InvalidUTF8Case) {
    #expect(syntaxError(invalid.bytes) == invalid.expectedError)
  }

  @Test func everyLengthOfWellFormedSequenceIsAccepted() throws {
    // Boundaries of each row of the UTF-8 table in RFC 3629.
    let scalars: [Unicode.Scalar] = [
      "\u{7F}", "\u{80}", "\u{7FF}", "\u{800}", "\u{FFF}", "\u{1000}", "\u{CFFF}", "\u{D000}",
      "\u{D7FF}", "\u{E000}", "\u{FFFF}", "\u{10000}", "\u{3FFFF}", "\u{40000}", "\u{FFFFF}",
      "\u{100000}", "\u{10FFFF}",
    ]
    let text = String(String.UnicodeScalarView(scalars))
    let node = try JSONReader.parse(Array("\"\(text)\"".utf8))
    guard case .string(let string) = node.value else {
      Issue.record("expected a string, found \(node.typeName)")
      return
    }
    #expect(Array(string.unicodeScalars) == scalars)
  }

  @Test func aLeadingByteOrderMarkIsSkipped() throws {
    let withMark = try JSONReader.parse([0xEF, 0xBB, 0xBF] + Array("{\"a\": [1]}".utf8))
    let without = try JSONReader.parse(Array("{\"a\": [1]}".utf8))
    #expect(withMark.location == SourceLocation(line: 1, column: 1, offset: 3))
    #expect(withMark["a"]?.location == SourceLocation(line: 1, column: 7, offset: 9))
    #expect(withMark["a"] != nil)
    #expect(without["a"]?.location.offset == 6)
  }

  @Test func aByteOrderMarkAloneIsAnEmptyFile() {
    #expect(
      syntaxError([0xEF, 0xBB, 0xBF, 0x20, 0x0A])
        == JSONSyntaxError(
          location: SourceLocation(line: 1, column: 1, offset: 3), message: "the file is empty"))
  }

  @Test func aByteOrderMarkAnywhereElseIsNotWhitespace() throws {
    try ErrorCase("[⟨\u{FEFF}1]", "expected a JSON value").expectReported()
    #expect(
      syntaxError([0xEF, 0xBB, 0xBF, 0xEF, 0xBB, 0xBF] + Array("{}".utf8))
        == JSONSyntaxError(
          location: SourceLocation(line: 1, column: 1, offset: 3),
          message: "expected a JSON value"))
  }
}
