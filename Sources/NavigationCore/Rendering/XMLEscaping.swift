// Escaping for XML text and attributes, shared by the SVG pictures and the JUnit report.

/// XML 1.0 escaping.
public enum XMLEscaping {
  /// Character data, or a double-quoted attribute value: markup characters as entities,
  /// characters XML 1.0 does not allow as U+FFFD; in an attribute, quotes and line ends too.
  public static func escaped(_ value: String, inAttribute: Bool) -> String {
    var result = ""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"" where inAttribute: result += "&quot;"
      case "'" where inAttribute: result += "&apos;"
      case "\n" where inAttribute: result += "&#10;"
      case "\r": result += "&#13;"
      case "\t" where inAttribute: result += "&#9;"
      case "\n", "\t": result.unicodeScalars.append(scalar)
      case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF:
        result += "\u{FFFD}"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
