import ScenarioFormat
import Testing

/// Testing also declares a `SourceLocation`; this file means the reader's.
private typealias SourceLocation = ScenarioFormat.SourceLocation

/// An invalid document, with `⟨` where the error must be reported.
struct ErrorCase: Sendable, CustomTestStringConvertible {
  var input: String
  var message: String
  var testDescription: String { "\(input.debugDescription) → \(message)" }

  init(_ input: String, _ message: String) {
    self.input = input
    self.message = message
  }

  func expectReported(sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
    let document = MarkedDocument(input)
    let mark = try #require(document.mark, sourceLocation: sourceLocation)
    #expect(
      syntaxError(document.bytes) == JSONSyntaxError(location: mark, message: message),
      sourceLocation: sourceLocation)
  }
}

@Suite("JSONReader errors")
struct JSONReaderErrorTests {
  static let structure: [ErrorCase] = [
    ErrorCase("⟨", "the file is empty"),
    ErrorCase("⟨ \n\t\r\n ", "the file is empty"),
    ErrorCase("[1] ⟨x", "unexpected text after the JSON value"),
    ErrorCase("{}\n⟨{}", "unexpected text after the JSON value"),
    ErrorCase("\"a\" ⟨\"b\"", "unexpected text after the JSON value"),
    ErrorCase("⟨// comment\n{}", "comments are not allowed in JSON"),
    ErrorCase("{\"a\": 1 ⟨/* note */}", "comments are not allowed in JSON"),
    ErrorCase("[1⟨,]", "trailing comma in the array"),
    ErrorCase("[1⟨,\n  \n]", "trailing comma in the array"),
    ErrorCase("{\"a\": 1⟨, }", "trailing comma in the object"),
    ErrorCase("{⟨a: 1}", "expected a quoted object key or '}'"),
    ErrorCase("{⟨'a': 1}", "expected a quoted object key or '}'"),
    ErrorCase("{\"a\": 1, ⟨2: 2}", "expected a quoted object key"),
    ErrorCase("{\"a\" ⟨1}", "expected ':' after the object key"),
    ErrorCase("{\"a\"⟨=1}", "expected ':' after the object key"),
    ErrorCase("{\"a\": 1 ⟨\"b\": 2}", "expected ',' or '}' in the object"),
    ErrorCase("{\"a\": 1⟨]", "expected ',' or '}' in the object"),
    ErrorCase("[1 ⟨2]", "expected ',' or ']' in the array"),
    ErrorCase("[1⟨}", "expected ',' or ']' in the array"),
    ErrorCase("[0⟨x10]", "expected ',' or ']' in the array"),
    ErrorCase("[1.5⟨.3]", "expected ',' or ']' in the array"),
    ErrorCase("[⟨,1]", "expected a JSON value"),
    ErrorCase("{\"a\": ⟨}", "expected a JSON value"),
    ErrorCase("⟨'single quotes'", "expected a JSON value"),
    ErrorCase("[⟨“curly”]", "expected a JSON value"),
    ErrorCase("⟨]", "expected a JSON value"),
    ErrorCase("{\n  \"a\": 1,\n  \"b\": ⟨?\n}", "expected a JSON value"),
  ]

  static let truncations: [ErrorCase] = [
    ErrorCase("[1, 2⟨", "unexpected end of file"),
    ErrorCase("[⟨", "unexpected end of file"),
    ErrorCase("{⟨", "unexpected end of file"),
    ErrorCase("{\"a\"⟨", "unexpected end of file"),
    ErrorCase("{\"a\": ⟨", "unexpected end of file"),
    ErrorCase("{\"a\": 1,\n⟨", "unexpected end of file"),
    ErrorCase("{\"abc⟨", "unexpected end of file"),
    ErrorCase("[\"abc\\⟨", "unexpected end of file"),
    ErrorCase("[\"\\u12⟨", "unexpected end of file"),
    ErrorCase("[\"\\uD83D⟨", "unexpected end of file"),
    ErrorCase("[\"\\uD83D\\⟨", "unexpected end of file"),
    ErrorCase("[tr⟨", "unexpected end of file"),
    ErrorCase("fals⟨", "unexpected end of file"),
    ErrorCase("-⟨", "unexpected end of file"),
    ErrorCase("[1.⟨", "unexpected end of file"),
    ErrorCase("1e+⟨", "unexpected end of file"),
    ErrorCase("[1,\r\n⟨", "unexpected end of file"),
  ]

  static let words: [ErrorCase] = [
    ErrorCase("[⟨NaN]", "'NaN' is not a JSON value"),
    ErrorCase("[⟨Infinity]", "'Infinity' is not a JSON value"),
    ErrorCase("[-⟨Infinity]", "expected a digit after '-'"),
    ErrorCase("[⟨True]", "'True' is not a JSON value"),
    ErrorCase("[⟨nul]", "'nul' is not a JSON value"),
    ErrorCase("[⟨truex]", "'truex' is not a JSON value"),
    ErrorCase("⟨undefined", "'undefined' is not a JSON value"),
    ErrorCase("{\"a\": ⟨None}", "'None' is not a JSON value"),
  ]

  static let numbers: [ErrorCase] = [
    ErrorCase("[⟨+1]", "a number cannot start with '+'"),
    ErrorCase("[⟨.5]", "a number cannot start with '.'"),
    ErrorCase("[⟨01]", "a number cannot have leading zeros"),
    ErrorCase("[-⟨00]", "a number cannot have leading zeros"),
    ErrorCase("[-⟨ 1]", "expected a digit after '-'"),
    ErrorCase("[1.⟨]", "expected a digit after the decimal point"),
    ErrorCase("[1.⟨e5]", "expected a digit after the decimal point"),
    ErrorCase("[1e⟨]", "expected a digit in the exponent"),
    ErrorCase("[1E+⟨x]", "expected a digit in the exponent"),
    ErrorCase("[1e-⟨-2]", "expected a digit in the exponent"),
  ]

  static let strings: [ErrorCase] = [
    ErrorCase("[⟨\"abc\n\"]", "unterminated string"),
    ErrorCase("{\"a\": ⟨\"b,\r\n\"c\": 1}", "unterminated string"),
    ErrorCase("{⟨\"a: 1,\n\"b\": 2}", "unterminated string"),
    ErrorCase("[\"a⟨\tb\"]", "unescaped control character U+0009 in the string"),
    ErrorCase("[\"a⟨\u{1}\"]", "unescaped control character U+0001 in the string"),
    ErrorCase("[\"⟨\u{0}\"]", "unescaped control character U+0000 in the string"),
    ErrorCase("[\"a⟨\\q\"]", "invalid escape \\q in the string"),
    ErrorCase("[\"a⟨\\'\"]", "invalid escape \\' in the string"),
    ErrorCase("[\"⟨\\é\"]", "invalid escape \\é in the string"),
    ErrorCase("[\"⟨\\U0041\"]", "invalid escape \\U in the string"),
    ErrorCase("[\"⟨\\\u{1}\"]", "invalid escape \\ followed by U+0001"),
    ErrorCase("[\"⟨\\u12G4\"]", "expected 4 hexadecimal digits after \\u"),
    ErrorCase("[\"⟨\\u12\"]", "expected 4 hexadecimal digits after \\u"),
    ErrorCase("[\"x⟨\\uD800\"]", "unpaired surrogate \\uD800 in the string"),
    ErrorCase("[\"⟨\\udbff\"]", "unpaired surrogate \\uDBFF in the string"),
    ErrorCase("[\"⟨\\uDC00\"]", "unpaired surrogate \\uDC00 in the string"),
    ErrorCase("[\"⟨\\uD83D\\u0041\"]", "unpaired surrogate \\uD83D in the string"),
    ErrorCase("[\"⟨\\uD83Dx\"]", "unpaired surrogate \\uD83D in the string"),
    ErrorCase("[\"⟨\\uD83D\\n\"]", "unpaired surrogate \\uD83D in the string"),
    ErrorCase("[\"⟨\\uD83D\\uD83D\\uDE00\"]", "unpaired surrogate \\uD83D in the string"),
    ErrorCase("[\"\\uD83D\\uDE00⟨\\uDE00\"]", "unpaired surrogate \\uDE00 in the string"),
    ErrorCase("[\"\\uD83D⟨\\uZZZZ\"]", "expected 4 hexadecimal digits after \\u"),
  ]

  static let positions: [ErrorCase] = [
    ErrorCase("[\"é🚀\", ⟨x]", "'x' is not a JSON value"),
    ErrorCase("[\"é🚀漢⟨\t\", 1]", "unescaped control character U+0009 in the string"),
    ErrorCase("{\n\t\"é\": [\r\n\t\t1,\r\n\t\t⟨02\r\n]}", "a number cannot have leading zeros"),
    ErrorCase("\n\n\n   ⟨nope", "'nope' is not a JSON value"),
  ]

  @Test(arguments: structure)
  func structuralErrorsAreLocatedAtTheOffendingByte(_ errorCase: ErrorCase) throws {
    try errorCase.expectReported()
  }

  @Test(arguments: truncations)
  func truncatedDocumentsEndUnexpectedlyAtTheEnd(_ errorCase: ErrorCase) throws {
    try errorCase.expectReported()
  }

  @Test(arguments: words)
  func onlyTrueFalseAndNullAreWords(_ errorCase: ErrorCase) throws {
    try errorCase.expectReported()
  }

  @Test(arguments: numbers)
  func malformedNumbersAreRejected(_ errorCase: ErrorCase) throws {
    try errorCase.expectReported()
  }

  @Test(arguments: strings)
  func malformedStringsAreRejected(_ errorCase: ErrorCase) throws {
    try errorCase.expectReported()
  }

  @Test(arguments: positions)
  func errorColumnsCountScalarsAfterTabsAndLineBreaks(_ errorCase: ErrorCase) throws {
    try errorCase.expectReported()
  }

  @Test func anErrorDescribesItselfAsLineColonColumn() {
    let error = JSONSyntaxError(
      location: SourceLocation(line: 14, column: 9, offset: 200), message: "unterminated string")
    #expect(
      "Scenarios/x.json:\(error.location): error: \(error.message)"
        == "Scenarios/x.json:14:9: error: unterminated string")
    #expect(error.description == "14:9: unterminated string")
  }
}

@Suite("JSONReader duplicate keys")
struct JSONReaderDuplicateKeyTests {
  static let cases: [ErrorCase] = [
    ErrorCase("{\"x\": 1, ⟨\"x\": 2}", "duplicate key \"x\""),
    ErrorCase("{\n  \"x\": 1,\n  \"y\": 2,\n  ⟨\"x\": 3\n}", "duplicate key \"x\""),
    ErrorCase("{\"a\": 1, ⟨\"\\u0061\": 2}", "duplicate key \"a\""),
    ErrorCase("{\"\": 1, ⟨\"\": 2}", "duplicate key \"\""),
    ErrorCase("{\"a\\\"b\": 1, ⟨\"a\\\"b\": 2}", "duplicate key \"a\\\"b\""),
    ErrorCase("{\"t\\t\": 1, ⟨\"t\\u0009\": 2}", "duplicate key \"t\\t\""),
    ErrorCase("{\"a\": {\"x\": 1}, \"x\": {\"a\": 2}, ⟨\"a\": 3}", "duplicate key \"a\""),
    ErrorCase("[{\"a\": 1}, {\"a\": 2, ⟨\"a\": [{\"a\": 3}]}]", "duplicate key \"a\""),
    // Canonically equivalent keys are equal Swift strings, so they are duplicates too.
    ErrorCase("{\"é\": 1, ⟨\"e\u{301}\": 2}", "duplicate key \"e\u{301}\""),
  ]

  @Test(arguments: cases)
  func aRepeatedKeyIsReportedAtItsSecondOccurrence(_ errorCase: ErrorCase) throws {
    try errorCase.expectReported()
  }

  @Test(arguments: [5, 11, 12, 13, 40])
  func largeObjectsFindDuplicatesToo(memberCount: Int) throws {
    let members = (0..<memberCount).map { "\"key\($0)\": \($0)" }
    let valid = "{" + members.joined(separator: ", ") + "}"
    let node = try JSONReader.parse(Array(valid.utf8))
    #expect(
      node["key\(memberCount - 1)"]?.value
        == .number(
          JSONNumber(
            literal: "\(memberCount - 1)", intValue: memberCount - 1,
            doubleValue: Double(memberCount - 1))))

    for repeated in [0, memberCount / 2, memberCount - 1] {
      try ErrorCase(
        "{" + members.joined(separator: ", ") + ", ⟨\"key\(repeated)\": 0}",
        "duplicate key \"key\(repeated)\""
      ).expectReported()
    }
  }

  @Test func largeObjectsInsideLargeObjectsKeepTheirOwnKeys() throws {
    let members = (0..<13).map { "\"key\($0)\": \($0)" }.joined(separator: ", ")
    let inner = "{" + members + "}"
    let valid = "{" + members + ", \"inner\": " + inner + ", \"after\": " + inner + "}"
    #expect(try JSONReader.parse(Array(valid.utf8))["after"]?["key12"] != nil)
    try ErrorCase(
      "{" + members + ", \"inner\": " + inner + ", ⟨\"key5\": 0}", "duplicate key \"key5\""
    ).expectReported()
    try ErrorCase(
      "{" + members + ", \"inner\": {" + members + ", ⟨\"key12\": 0}}", "duplicate key \"key12\""
    ).expectReported()
  }

  @Test func equalKeysInDifferentObjectsAreAllowed() throws {
    let node = try JSONReader.parse(
      Array(#"{"a": {"a": {"a": 1}}, "b": [{"a": 2}, {"a": 3}]}"#.utf8))
    #expect(node["a"]?["a"]?["a"]?.typeName == "a number")
  }
}

@Suite("JSONReader nesting")
struct JSONReaderNestingTests {
  @Test func aHundredThousandOpeningBracketsStopAtTheLimit() {
    let clock = ContinuousClock()
    let start = clock.now
    let error = syntaxError(Array(repeating: UInt8(ascii: "["), count: 100_000))
    #expect(clock.now - start < .seconds(1))
    #expect(
      error
        == JSONSyntaxError(
          location: SourceLocation(line: 1, column: 257, offset: 256),
          message: "nesting deeper than 256 levels"))
  }

  @Test func aHundredThousandNestedObjectsStopAtTheLimit() {
    let text = String(repeating: "{\"a\":", count: 100_000)
    #expect(
      syntaxError(Array(text.utf8))
        == JSONSyntaxError(
          location: SourceLocation(line: 1, column: 256 * 5 + 1, offset: 256 * 5),
          message: "nesting deeper than 256 levels"))
  }

  @Test func exactlyTheMaximumDepthIsAccepted() throws {
    let depth = JSONReader.defaultMaximumDepth
    let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
    var node = try JSONReader.parse(Array(text.utf8))
    var levels = 1
    while case .array(let elements) = node.value, let first = elements.first {
      node = first
      levels += 1
    }
    #expect(levels == depth)
  }

  @Test func oneLevelMoreIsReportedAtItsOpeningBracket() throws {
    let text =
      String(repeating: "[{\"k\":", count: 128) + "⟨[]" + String(repeating: "}]", count: 128)
    try ErrorCase(text, "nesting deeper than 256 levels").expectReported()
  }

  @Test func theMaximumDepthCanBeChosen() throws {
    let document = MarkedDocument("[[1], {\"a\": ⟨[]}]")
    #expect(throws: Never.self) { try JSONReader.parse(Array("[[1]]".utf8), maximumDepth: 2) }
    #expect(
      syntaxError(document.bytes, maximumDepth: 2)
        == JSONSyntaxError(
          location: SourceLocation(line: 1, column: 13, offset: 12),
          message: "nesting deeper than 2 levels"))
    #expect(
      syntaxError(Array("[[]]".utf8), maximumDepth: 1)?.message == "nesting deeper than 1 level")
    #expect(throws: Never.self) { try JSONReader.parse(Array("\"scalar\"".utf8), maximumDepth: 0) }
    #expect(
      syntaxError(Array("{}".utf8), maximumDepth: 0)?.message == "nesting deeper than 0 levels")
  }
}
