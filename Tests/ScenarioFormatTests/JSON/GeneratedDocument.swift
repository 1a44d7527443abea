// Test support: pseudo-random JSON documents written together with the tree the reader must
// return, locations included. The writer picks among every legal spelling (escapes or raw
// characters, hexadecimal case, whitespace and line endings) so that one model covers many
// texts. Documents are deterministic: the same seed always gives the same document.

import ScenarioFormat

/// A generated document and the node it denotes.
struct GeneratedDocument {
  var bytes: [UInt8]
  var expected: JSONNode

  init(seed: UInt64) {
    var writer = DocumentWriter(random: SplitMix64(state: seed))
    if seed.isMultiple(of: 5) {
      writer.writeByteOrderMark()
    }
    writer.writeWhitespace()
    expected = writer.writeValue(depth: 0)
    writer.writeWhitespace()
    bytes = writer.bytes
  }
}

/// A small, fast, seedable generator (Steele, Lea and Flood's SplitMix64).
struct SplitMix64: RandomNumberGenerator {
  var state: UInt64

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var mixed = state
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    return mixed ^ (mixed >> 31)
  }
}

private struct DocumentWriter {
  static let maximumDepth = 6
  static let whitespace = ["", "", " ", "  ", "\n", "\n  ", "\t", "\r\n", "\r", " \n\t "]
  /// Number literals with the values they denote.
  static let numbers: [JSONNumber] = [
    JSONNumber(literal: "0", intValue: 0, doubleValue: 0),
    JSONNumber(literal: "-0", intValue: 0, doubleValue: -0.0),
    JSONNumber(literal: "7", intValue: 7, doubleValue: 7),
    JSONNumber(literal: "-42", intValue: -42, doubleValue: -42),
    JSONNumber(literal: "3.25", intValue: nil, doubleValue: 3.25),
    JSONNumber(literal: "-0.5", intValue: nil, doubleValue: -0.5),
    JSONNumber(literal: "1.0", intValue: nil, doubleValue: 1),
    JSONNumber(literal: "1e3", intValue: nil, doubleValue: 1000),
    JSONNumber(literal: "2.5E-2", intValue: nil, doubleValue: 0.025),
    JSONNumber(literal: "6.02e+23", intValue: nil, doubleValue: 6.02e23),
    JSONNumber(literal: "0.1", intValue: nil, doubleValue: 0.1),
    JSONNumber(literal: "123.456e-7", intValue: nil, doubleValue: 123.456e-7),
    JSONNumber(
      literal: "9007199254740991", intValue: 9_007_199_254_740_991,
      doubleValue: 9_007_199_254_740_991),
    JSONNumber(
      literal: "-9223372036854775808", intValue: Int.min, doubleValue: -9_223_372_036_854_775_808),
  ]
  /// Characters for strings, including every kind that must be escaped.
  static let characters: [Unicode.Scalar] = [
    "a", "Z", "0", " ", "-", "/", "\"", "\\", "\n", "\t", "\r", "\u{0}", "\u{8}", "\u{C}",
    "\u{1F}", "\u{7F}", "é", "€", "漢", "🚀", "\u{10FFFF}", "\u{2028}", "\u{FEFF}", "\u{301}",
  ]

  var random: SplitMix64
  var bytes: [UInt8] = []
  var line = 1
  var column = 1
  var previous: Unicode.Scalar = " "

  var location: SourceLocation {
    SourceLocation(line: line, column: column, offset: bytes.count)
  }

  mutating func write(_ text: String) {
    for scalar in text.unicodeScalars {
      bytes.append(contentsOf: String(scalar).utf8)
      if scalar == "\r" || (scalar == "\n" && previous != "\r") {
        line += 1
        column = 1
      } else if scalar != "\n" {
        column += 1
      }
      previous = scalar
    }
  }

  mutating func writeByteOrderMark() {
    bytes += [0xEF, 0xBB, 0xBF]
  }

  mutating func writeWhitespace() {
    write(Self.whitespace.randomElement(using: &random) ?? "")
  }

  mutating func chance(_ percent: Int) -> Bool {
    Int.random(in: 0..<100, using: &random) < percent
  }

  mutating func writeValue(depth: Int) -> JSONNode {
    let start = location
    let isScalar = depth >= Self.maximumDepth || chance(depth == 0 ? 10 : 45)
    let value: JSONValue
    switch (isScalar, Int.random(in: 0..<10, using: &random)) {
    case (true, 0):
      write("null")
      value = .null
    case (true, 1):
      let flag = chance(50)
      write(flag ? "true" : "false")
      value = .bool(flag)
    case (true, 2...4):
      let number = writeNumber()
      value = .number(number)
    case (true, _):
      value = .string(writeString(Self.randomText(using: &random, allowingCombiningMarks: true)))
    case (false, 0...4):
      value = .array(writeArray(depth: depth))
    case (false, _):
      value = .object(writeObject(depth: depth))
    }
    return JSONNode(value: value, location: start)
  }

  mutating func writeNumber() -> JSONNumber {
    if chance(50) {
      let integer = Int.random(in: -1_000_000...1_000_000, using: &random)
      write(String(integer))
      return JSONNumber(literal: String(integer), intValue: integer, doubleValue: Double(integer))
    }
    let number = Self.numbers.randomElement(using: &random) ?? Self.numbers[0]
    write(number.literal)
    return number
  }

  mutating func writeArray(depth: Int) -> [JSONNode] {
    write("[")
    writeWhitespace()
    var elements: [JSONNode] = []
    for index in 0..<Int.random(in: 0...5, using: &random) {
      if index > 0 {
        write(",")
        writeWhitespace()
      }
      elements.append(writeValue(depth: depth + 1))
      writeWhitespace()
    }
    write("]")
    return elements
  }

  mutating func writeObject(depth: Int) -> [JSONMember] {
    write("{")
    writeWhitespace()
    var members: [JSONMember] = []
    for index in 0..<Int.random(in: 0...5, using: &random) {
      if index > 0 {
        write(",")
        writeWhitespace()
      }
      let keyLocation = location
      // The index keeps keys unique, the rest exercises escapes in keys.
      let key = writeString(
        "k\(index)-" + Self.randomText(using: &random, allowingCombiningMarks: false))
      writeWhitespace()
      write(":")
      writeWhitespace()
      let value = writeValue(depth: depth + 1)
      members.append(JSONMember(key: key, keyLocation: keyLocation, value: value))
      writeWhitespace()
    }
    write("}")
    return members
  }

  static func randomText(
    using random: inout SplitMix64, allowingCombiningMarks: Bool
  ) -> String {
    var text = ""
    for _ in 0..<Int.random(in: 0...12, using: &random) {
      let scalar = characters.randomElement(using: &random) ?? "a"
      if allowingCombiningMarks || scalar != "\u{301}" {
        text.unicodeScalars.append(scalar)
      }
    }
    return text
  }

  /// Writes `text` as a string literal in a randomly chosen legal spelling; returns `text`.
  mutating func writeString(_ text: String) -> String {
    write("\"")
    for scalar in text.unicodeScalars {
      let short: String? =
        switch scalar {
        case "\"": "\\\""
        case "\\": "\\\\"
        case "/": "\\/"
        case "\u{8}": "\\b"
        case "\u{C}": "\\f"
        case "\n": "\\n"
        case "\r": "\\r"
        case "\t": "\\t"
        default: nil
        }
      let mustEscape = scalar == "\"" || scalar == "\\" || scalar.value < 0x20
      if !mustEscape && chance(60) {
        write(String(scalar))
      } else if let short, chance(70) {
        write(short)
      } else {
        let uppercase = chance(50)
        for unit in String(scalar).utf16 {
          let hex = String(unit, radix: 16, uppercase: uppercase)
          write("\\u" + String(repeating: "0", count: 4 - hex.count) + hex)
        }
      }
    }
    write("\"")
    return text
  }
}
