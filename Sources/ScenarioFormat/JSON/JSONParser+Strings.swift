// Strings and UTF-8 validation. A string without escapes is validated in one pass and turned
// into a `String` from its bytes; only strings with escapes are decoded into a scratch buffer.

extension JSONParser {
  /// Parses the string whose opening quote is at `index` into a token at `location`.
  mutating func parseString(at location: SourceLocation) throws(JSONSyntaxError) {
    let quote = index
    index += 1
    let contentStart = index
    let continuationBytesBefore = continuationBytes
    while index < bytes.count {
      let byte = bytes[index]
      if byte == Byte.quote {
        var token = JSONToken(.string, at: location)
        token.first = contentStart
        token.second = index
        // Continuation bytes are counted for every scalar beyond U+007F.
        token.isPlainASCII = continuationBytes == continuationBytesBefore
        tokens.append(token)
        index += 1
        return
      }
      if byte == Byte.backslash {
        let string = try parseEscapedString(from: contentStart, quote: quote)
        strings.append(string)
        var token = JSONToken(.string, at: location)
        token.isStored = true
        token.first = strings.count - 1
        tokens.append(token)
        return
      }
      try skipUnescaped(byte, quote: quote)
    }
    throw error("unexpected end of file", at: bytes.count)
  }

  /// Continues a string at its first backslash, decoding it into `scratch`.
  private mutating func parseEscapedString(
    from contentStart: Int, quote: Int
  ) throws(JSONSyntaxError) -> String {
    scratch.removeAll(keepingCapacity: true)
    var runStart = contentStart
    while index < bytes.count {
      let byte = bytes[index]
      if byte == Byte.quote {
        scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
        index += 1
        return String(decoding: scratch, as: UTF8.self)
      }
      if byte == Byte.backslash {
        scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
        try appendEscape()
        runStart = index
      } else {
        try skipUnescaped(byte, quote: quote)
      }
    }
    throw error("unexpected end of file", at: bytes.count)
  }

  /// Steps over one character of a string that is neither a quote nor a backslash.
  @inline(__always)
  private mutating func skipUnescaped(_ byte: UInt8, quote: Int) throws(JSONSyntaxError) {
    if byte >= 0x20 && byte < 0x80 {
      index += 1
    } else if byte >= 0x80 {
      guard let length = multibyteScalarLength(at: index) else {
        throw invalidUTF8(at: index)
      }
      continuationBytes += length - 1
      index += length
    } else if byte == Byte.lineFeed || byte == Byte.carriageReturn {
      // The closing quote is most likely missing: point at the string, not the line end.
      throw error("unterminated string", at: quote)
    } else {
      let name = "U+" + Self.hex(byte, digits: 4)
      throw error("unescaped control character \(name) in the string", at: index)
    }
  }

  /// Decodes the escape whose backslash is at `index` into `scratch`.
  private mutating func appendEscape() throws(JSONSyntaxError) {
    let backslash = index
    index += 1
    guard index < bytes.count else {
      throw error("unexpected end of file", at: bytes.count)
    }
    let decoded: UInt8
    switch bytes[index] {
    case Byte.quote, Byte.backslash, Byte.slash: decoded = bytes[index]
    case UInt8(ascii: "b"): decoded = 0x08
    case UInt8(ascii: "f"): decoded = 0x0C
    case UInt8(ascii: "n"): decoded = Byte.lineFeed
    case UInt8(ascii: "r"): decoded = Byte.carriageReturn
    case UInt8(ascii: "t"): decoded = Byte.tab
    case UInt8(ascii: "u"):
      index += 1
      try appendUnicodeEscape(backslash: backslash)
      return
    default:
      throw invalidEscape(at: backslash)
    }
    scratch.append(decoded)
    index += 1
  }

  /// Decodes `\uXXXX`, or a surrogate pair `\uXXXX\uXXXX`, with `index` after the first `u`.
  private mutating func appendUnicodeEscape(backslash: Int) throws(JSONSyntaxError) {
    let first = try readHexQuad(backslash: backslash)
    var value = first
    if (0xDC00...0xDFFF).contains(first) {
      throw unpairedSurrogate(first, at: backslash)
    }
    if (0xD800...0xDBFF).contains(first) {
      guard index + 1 < bytes.count else {
        throw error("unexpected end of file", at: bytes.count)
      }
      guard bytes[index] == Byte.backslash, bytes[index + 1] == UInt8(ascii: "u") else {
        throw unpairedSurrogate(first, at: backslash)
      }
      let secondBackslash = index
      index += 2
      let second = try readHexQuad(backslash: secondBackslash)
      guard (0xDC00...0xDFFF).contains(second) else {
        throw unpairedSurrogate(first, at: backslash)
      }
      value = 0x10000 + (first - 0xD800) << 10 + (second - 0xDC00)
    }
    // Surrogates are excluded above, so the value is always a scalar.
    guard let scalar = Unicode.Scalar(value) else {
      throw unpairedSurrogate(first, at: backslash)
    }
    UTF8.encode(scalar) { scratch.append($0) }
  }

  /// Reads the four hexadecimal digits of a `\u` escape.
  private mutating func readHexQuad(backslash: Int) throws(JSONSyntaxError) -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard index < bytes.count else {
        throw error("unexpected end of file", at: bytes.count)
      }
      let byte = bytes[index]
      let digit: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
      default: throw error("expected 4 hexadecimal digits after \\u", at: backslash)
      }
      value = value << 4 | UInt32(digit)
      index += 1
    }
    return value
  }

  private func unpairedSurrogate(_ value: UInt32, at offset: Int) -> JSONSyntaxError {
    error("unpaired surrogate \\u\(Self.hex(value, digits: 4)) in the string", at: offset)
  }

  /// An error for a backslash followed by a character that is not an escape.
  private func invalidEscape(at backslash: Int) -> JSONSyntaxError {
    let offset = backslash + 1
    let byte = bytes[offset]
    if byte >= 0x80 {
      guard let length = multibyteScalarLength(at: offset) else {
        return invalidUTF8(at: offset)
      }
      let character = String(
        decoding: UnsafeBufferPointer(rebasing: bytes[offset..<offset + length]), as: UTF8.self)
      return error("invalid escape \\\(character) in the string", at: backslash)
    }
    if byte < 0x20 || byte == 0x7F {
      return error("invalid escape \\ followed by U+\(Self.hex(byte, digits: 4))", at: backslash)
    }
    let character = Character(Unicode.Scalar(byte))
    return error("invalid escape \\\(character) in the string", at: backslash)
  }

  /// The length of the well-formed UTF-8 sequence of two to four bytes at `offset`, or nil if
  /// the byte there does not start one (a stray continuation byte, an overlong form, an encoded
  /// surrogate, a value above U+10FFFF or a truncated sequence).
  func multibyteScalarLength(at offset: Int) -> Int? {
    func isContinuation(_ position: Int, _ range: ClosedRange<UInt8> = 0x80...0xBF) -> Bool {
      position < bytes.count && range.contains(bytes[position])
    }
    switch bytes[offset] {
    case 0xC2...0xDF:
      return isContinuation(offset + 1) ? 2 : nil
    case 0xE0:
      return isContinuation(offset + 1, 0xA0...0xBF) && isContinuation(offset + 2) ? 3 : nil
    case 0xE1...0xEC, 0xEE...0xEF:
      return isContinuation(offset + 1) && isContinuation(offset + 2) ? 3 : nil
    case 0xED:
      return isContinuation(offset + 1, 0x80...0x9F) && isContinuation(offset + 2) ? 3 : nil
    case 0xF0:
      return isContinuation(offset + 1, 0x90...0xBF) && isContinuation(offset + 2)
        && isContinuation(offset + 3) ? 4 : nil
    case 0xF1...0xF3:
      return isContinuation(offset + 1) && isContinuation(offset + 2)
        && isContinuation(offset + 3) ? 4 : nil
    case 0xF4:
      return isContinuation(offset + 1, 0x80...0x8F) && isContinuation(offset + 2)
        && isContinuation(offset + 3) ? 4 : nil
    default:
      return nil
    }
  }
}
