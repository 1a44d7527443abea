import ScenarioFormat
import Testing

/// Testing also declares a `SourceLocation`; this file means the reader's.
private typealias SourceLocation = ScenarioFormat.SourceLocation

/// The value of a one-value document.
private func value(of text: String) throws -> JSONValue {
  try JSONReader.parse(Array(text.utf8)).value
}

@Suite("JSONReader strings")
struct JSONReaderStringTests {
  @Test(arguments: [
    (#""""#, ""),
    (#""plain""#, "plain"),
    (#""\"\\\/\b\f\n\r\t""#, "\"\\/\u{8}\u{C}\n\r\t"),
    (#""\u0041\u00e9\u00E9\u20AC\u0000\u001f""#, "Aéé€\u{0}\u{1F}"),
    (#""\uD83D\uDE80 \ud83d\ude80""#, "🚀 🚀"),
    (#""\uD800\uDC00\uDBFF\uDFFF""#, "\u{10000}\u{10FFFF}"),
    (#""a\u00e9b🚀c\n漢""#, "aéb🚀c\n漢"),
    (#""\uFEFF\u2028\u2029""#, "\u{FEFF}\u{2028}\u{2029}"),
    ("\"raw \u{7F} \u{2028} 🚀 é\"", "raw \u{7F} \u{2028} 🚀 é"),
  ])
  func escapesAndRawCharactersDecodeToTheirScalars(text: String, expected: String) throws {
    let value = try value(of: text)
    guard case .string(let string) = value else {
      Issue.record("expected a string, found \(value.typeName)")
      return
    }
    #expect(Array(string.unicodeScalars) == Array(expected.unicodeScalars))
  }

  @Test func stringsAreNotNormalized() throws {
    let value = try value(of: "[\"e\u{301}\", \"\\u0065\\u0301\"]")
    let expected = Array("e\u{301}".unicodeScalars)
    guard case .array(let elements) = value else {
      Issue.record("expected an array, found \(value.typeName)")
      return
    }
    for element in elements {
      guard case .string(let string) = element.value else {
        Issue.record("expected a string, found \(element.typeName)")
        continue
      }
      #expect(Array(string.unicodeScalars) == expected)
    }
  }

  @Test func consecutiveEscapedStringsDoNotShareText() throws {
    let node = try JSONReader.parse(
      Array(#"{"a\nb": "long \"quoted\" text with escapes", "c\td": "x\u0041"}"#.utf8))
    #expect(node.member("a\nb")?.value.value == .string("long \"quoted\" text with escapes"))
    #expect(node["c\td"]?.value == .string("xA"))
  }
}

@Suite("JSONReader numbers")
struct JSONReaderNumberTests {
  /// `intValue` is non-nil only for literals without fraction or exponent that fit in `Int`.
  @Test(
    arguments: [
      ("0", 0, 0.0),
      ("3", 3, 3.0),
      ("-17", -17, -17.0),
      ("3.0", nil, 3.0),
      ("1e2", nil, 100.0),
      ("1E+2", nil, 100.0),
      ("1e-2", nil, 0.01),
      ("-12.50e+3", nil, -12_500.0),
      ("0.1", nil, 0.1),
      ("5e-324", nil, .leastNonzeroMagnitude),
      ("1.7976931348623157e308", nil, 1.7976931348623157e308),
      ("999999999999999999", 999_999_999_999_999_999, 999_999_999_999_999_999.0),
      ("1000000000000000000", 1_000_000_000_000_000_000, 1e18),
      ("9007199254740993", 9_007_199_254_740_993, 9_007_199_254_740_992.0),
      ("9223372036854775807", Int.max, 9_223_372_036_854_775_807.0),
      ("-9223372036854775808", Int.min, -9_223_372_036_854_775_808.0),
      ("9223372036854775808", nil, 9_223_372_036_854_775_808.0),
      ("-9223372036854775809", nil, -9_223_372_036_854_775_809.0),
      ("123456789012345678901234567890", nil, 1.2345678901234568e29),
      ("1e400", nil, .infinity),
      ("-1e400", nil, -.infinity),
      ("1e-400", nil, 0.0),
    ] as [(String, Int?, Double)])
  func numbersKeepTheirLiteralAndExactValues(literal: String, intValue: Int?, double: Double)
    throws
  {
    let node = try JSONReader.parse(Array("[\(literal)]".utf8))
    let expected = JSONNumber(literal: literal, intValue: intValue, doubleValue: double)
    #expect(node.value == .array([JSONNode(value: .number(expected), location: at(1))]))
  }

  @Test func negativeZeroIsTheIntegerZeroAndKeepsItsSignAsADouble() throws {
    guard case .number(let number) = try value(of: "-0") else {
      Issue.record("expected a number")
      return
    }
    #expect(number.literal == "-0")
    #expect(number.intValue == 0)
    #expect(number.doubleValue == 0 && number.doubleValue.sign == .minus)
  }

  @Test func equalValuesWithDifferentLiteralsAreDifferentNumbers() throws {
    #expect(try value(of: "1.5") != value(of: "1.50"))
    #expect(try value(of: "100") != value(of: "1e2"))
    #expect(try value(of: "1e2") == value(of: "1e2"))
  }

  private func at(_ offset: Int) -> SourceLocation {
    SourceLocation(line: 1, column: offset + 1, offset: offset)
  }
}

@Suite("JSONNode")
struct JSONNodeTests {
  @Test(arguments: [
    ("null", "null"), ("true", "a Boolean"), ("false", "a Boolean"), ("-1.5", "a number"),
    ("\"x\"", "a string"), ("[]", "an array"), ("{}", "an object"),
  ])
  func typeNamesReadWellInMessages(text: String, typeName: String) throws {
    let node = try JSONReader.parse(Array(text.utf8))
    #expect(node.typeName == typeName)
    #expect(node.value.typeName == typeName)
  }

  @Test func membersAreFoundByKeyInSourceOrder() throws {
    let document = MarkedDocument("{⟨\"b\": ⟨1, ⟨\"a\": ⟨[true]}")
    let node = try JSONReader.parse(document.bytes)
    let member = try #require(node.member("a"))
    #expect(member.key == "a")
    #expect(member.keyLocation == document.marks[2])
    #expect(member.value.location == document.marks[3])
    #expect(node["b"]?.location == document.marks[1])
    #expect(node["b"]?.value == .number(JSONNumber(literal: "1", intValue: 1, doubleValue: 1)))
    guard case .object(let members) = node.value else {
      Issue.record("expected an object")
      return
    }
    #expect(members.map(\.key) == ["b", "a"])
  }

  @Test func lookupsOnMissingKeysAndNonObjectsFindNothing() throws {
    let object = try JSONReader.parse(Array(#"{"a": 1}"#.utf8))
    let array = try JSONReader.parse(Array(#"["a"]"#.utf8))
    #expect(object["z"] == nil)
    #expect(object.member("A") == nil)
    #expect(array["a"] == nil)
    #expect(array.member("a") == nil)
  }

  @Test func locationsOrderByPositionAndPrintAsLineColon() {
    let first = SourceLocation(line: 1, column: 5, offset: 4)
    let second = SourceLocation(line: 2, column: 1, offset: 6)
    #expect(first < second)
    #expect([second, first].sorted() == [first, second])
    #expect(second.description == "2:1")
  }
}
