// Free text inside navrun's own renderings — a screen type, an id, a context, an event in the
// golden's text, the JSON rendering, an error message — written so that every line stays
// unambiguous: as it is when plain, else as a JSON string literal, which every report and tool
// reads back the same way.

/// Quoting of free text in renderings so that every line stays unambiguous.
public enum TextEscaping {
  /// The text as is when it is plain, else a JSON string literal.
  static func quotedIfNeeded(_ text: String) -> String {
    // On UTF-8 bytes: a byte of a multi-byte sequence is >= 0x80 and always plain, so this
    // is the same test as on scalars, without decoding them.
    let utf8 = text.utf8
    let isPlain =
      utf8.first.map { $0 != UInt8(ascii: " ") } ?? false
      && utf8.last != UInt8(ascii: " ")
      && utf8.allSatisfy { byte in
        byte >= 0x20 && byte != 0x7F && byte != UInt8(ascii: "{") && byte != UInt8(ascii: "}")
          && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\")
      }
    return isPlain ? text : jsonLiteral(text)
  }

  /// A key of the app state as its `key=value` shows it: as it is when it is a plain name,
  /// else a JSON string literal, so that `"a=true b"` never reads as two keys.
  static func quotedKey(_ key: String) -> String {
    let isPlain =
      !key.isEmpty
      && key.utf8.allSatisfy { byte in
        byte > 0x20 && byte != 0x7F && byte != UInt8(ascii: "=") && byte != UInt8(ascii: "\"")
          && byte != UInt8(ascii: "\\") && byte != UInt8(ascii: "{") && byte != UInt8(ascii: "}")
      }
    return isPlain ? key : jsonLiteral(key)
  }

  /// A JSON string literal.
  public static func jsonLiteral(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case _ where scalar.value < 0x20 || scalar.value == 0x7F:
        let hex = String(scalar.value, radix: 16, uppercase: true)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}
