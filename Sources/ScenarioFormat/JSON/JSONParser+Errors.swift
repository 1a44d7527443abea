// Error construction. Errors are rare, so their locations are recomputed by scanning from the
// start of the file: that is simple and exact wherever the parser stopped, even mid-string or
// at a comma on an earlier line.

import NavigationCore

extension JSONParser {
  /// An error at a byte offset.
  func error(_ message: String, at offset: Int) -> JSONSyntaxError {
    JSONSyntaxError(location: location(ofOffset: offset), message: message)
  }

  /// An error for the byte at `index`, which is not what the grammar expects there.
  ///
  /// The end of the file, ill-formed UTF-8 and comments get their own messages; anything else
  /// gets `expectation`.
  func unexpected(_ expectation: String) -> JSONSyntaxError {
    guard index < bytes.count else {
      return error("unexpected end of file", at: bytes.count)
    }
    let byte = bytes[index]
    if byte >= 0x80, multibyteScalarLength(at: index) == nil {
      return invalidUTF8(at: index)
    }
    if byte == Byte.slash, index + 1 < bytes.count,
      bytes[index + 1] == Byte.slash || bytes[index + 1] == Byte.star
    {
      return error("comments are not allowed in JSON", at: index)
    }
    return error(expectation, at: index)
  }

  /// An error for the first byte of an ill-formed UTF-8 sequence.
  func invalidUTF8(at offset: Int) -> JSONSyntaxError {
    error("invalid UTF-8 byte 0x\(Self.hex(bytes[offset], digits: 2))", at: offset)
  }

  /// The location of a byte offset, found by scanning from the start of the file.
  func location(ofOffset offset: Int) -> SourceLocation {
    var line = 1
    var column = 1
    var cursor = contentStart
    while cursor < offset {
      let byte = bytes[cursor]
      if byte == Byte.lineFeed {
        line += 1
        column = 1
      } else if byte == Byte.carriageReturn {
        line += 1
        column = 1
        if cursor + 1 < bytes.count, bytes[cursor + 1] == Byte.lineFeed {
          cursor += 1
        }
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
      cursor += 1
    }
    return SourceLocation(line: line, column: column, offset: offset)
  }

  /// Uppercase hexadecimal, zero-padded to `digits`.
  static func hex(_ value: some BinaryInteger, digits: Int) -> String {
    let text = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, digits - text.count)) + text
  }

  /// A key or word as it can be quoted in a message: escaped as a JSON string escapes it, and
  /// at most 40 characters.
  static func displayed(_ text: String) -> String {
    let scalars = text.unicodeScalars
    var shown = String.UnicodeScalarView()
    shown.append(contentsOf: scalars.prefix(40))
    let quoted = TextEscaping.jsonLiteral(String(shown))
    return String(quoted.dropFirst().dropLast()) + (scalars.dropFirst(40).isEmpty ? "" : "...")
  }
}
