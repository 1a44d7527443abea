// Scenario text inside navrun's HTML pages (the report, explore's map) and the HTML a GitHub
// job summary holds: markup characters as entities, so that a name holding `<script>` or a
// quote is shown as written and never ends an element or an attribute.

/// HTML escaping.
package enum HTMLEscaping {
  /// Text for HTML element content and double-quoted (or single-quoted) attributes.
  package static func escaped(_ text: String) -> String {
    var result = ""
    for character in text {
      if let entity = markupEntity(character) {
        result += entity
        continue
      }
      switch character {
      case "\"": result += "&quot;"
      case "'": result += "&#39;"
      default: result.append(character)
      }
    }
    return result
  }

  /// A name on one line of the page: escaped, and its line breaks written as character
  /// references, so that no name is a line of its own in the file.
  package static func escapedName(_ text: String) -> String {
    var result = ""
    for character in escaped(text) {
      switch character {
      case "\n": result += "&#10;"
      case "\r": result += "&#13;"
      case "\r\n": result += "&#13;&#10;"
      default: result.append(character)
      }
    }
    return result
  }

  /// The entity of `&`, `<` or `>`, which would start markup in HTML's text; nil for any other
  /// character.
  package static func markupEntity(_ character: Character) -> String? {
    switch character {
    case "&": "&amp;"
    case "<": "&lt;"
    case ">": "&gt;"
    default: nil
    }
  }
}
