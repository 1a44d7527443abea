// Values that are not containers: strings, numbers and the literals `true`, `false`, `null`.

extension JSONParser {
  /// Parses the string, number or literal at `index` into a token.
  mutating func parseScalar() throws(JSONSyntaxError) {
    let start = location
    guard index < bytes.count else {
      throw unexpected("expected a JSON value")
    }
    switch bytes[index] {
    case Byte.quote:
      try parseString(at: start)
    case Byte.minus, Byte.zero...Byte.nine:
      tokens.append(try parseNumber(at: start))
    case Byte.plus:
      throw error("a number cannot start with '+'", at: index)
    case Byte.dot:
      throw error("a number cannot start with '.'", at: index)
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"):
      tokens.append(JSONToken(try parseLiteral(), at: start))
    default:
      throw unexpected("expected a JSON value")
    }
  }

  /// Parses `-? int frac? exp?` at `index`.
  private mutating func parseNumber(at location: SourceLocation) throws(JSONSyntaxError)
    -> JSONToken
  {
    let start = index
    let isNegative = bytes[index] == Byte.minus
    if isNegative {
      index += 1
    }
    let integerStart = index
    if index < bytes.count, bytes[index] == Byte.zero {
      index += 1
      if isDigit(at: index) {
        throw error("a number cannot have leading zeros", at: index - 1)
      }
    } else if isDigit(at: index) {
      skipDigits()
    } else {
      throw unexpected("expected a digit after '-'")
    }
    let integerEnd = index
    var isInteger = true
    if index < bytes.count, bytes[index] == Byte.dot {
      isInteger = false
      index += 1
      guard isDigit(at: index) else {
        throw unexpected("expected a digit after the decimal point")
      }
      skipDigits()
    }
    if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
      isInteger = false
      index += 1
      if index < bytes.count, bytes[index] == Byte.plus || bytes[index] == Byte.minus {
        index += 1
      }
      guard isDigit(at: index) else {
        throw unexpected("expected a digit in the exponent")
      }
      skipDigits()
    }

    // The values are worked out from the literal when a decoder asks for them; 19 digits or
    // more may not fit in `Int`.
    var token = JSONToken(.number, at: location)
    token.first = start
    token.second = index
    token.hasInteger =
      isInteger
      && (integerEnd - integerStart <= 18
        || JSONNumber.integer(ofLiteral: UnsafeBufferPointer(rebasing: bytes[start..<index]))
          != nil)
    return token
  }

  private func isDigit(at position: Int) -> Bool {
    position < bytes.count && (Byte.zero...Byte.nine).contains(bytes[position])
  }

  private mutating func skipDigits() {
    while isDigit(at: index) {
      index += 1
    }
  }

  /// Parses `true`, `false` or `null`, rejecting any other word such as `NaN` or `True`.
  private mutating func parseLiteral() throws(JSONSyntaxError) -> JSONToken.Kind {
    let start = index
    while index < bytes.count, Self.isWordByte(bytes[index]) {
      index += 1
    }
    let word = UnsafeBufferPointer(rebasing: bytes[start..<index])
    if Self.word(word, is: "true") {
      return .true
    }
    if Self.word(word, is: "false") {
      return .false
    }
    if Self.word(word, is: "null") {
      return .null
    }
    let isTruncatedLiteral =
      index == bytes.count
      && ["true", "false", "null"].contains { $0.utf8.starts(with: word) }
    if isTruncatedLiteral {
      throw error("unexpected end of file", at: bytes.count)
    }
    let text = Self.displayed(String(decoding: word, as: UTF8.self))
    throw error("'\(text)' is not a JSON value", at: start)
  }

  private static func word(_ word: UnsafeBufferPointer<UInt8>, is literal: StaticString) -> Bool {
    guard word.count == literal.utf8CodeUnitCount else { return false }
    return literal.withUTF8Buffer { literal in
      for offset in 0..<literal.count where word[offset] != literal[offset] { return false }
      return true
    }
  }

  private static func isWordByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
      true
    default:
      false
    }
  }
}
