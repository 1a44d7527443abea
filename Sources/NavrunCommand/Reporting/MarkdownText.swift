// Scenario text inside the Markdown of a GitHub job summary, where it must stay text: a name
// holding `<script>`, `**`, a `|` that would split a table cell, or a line break that would
// start a heading is shown as written. Inline text has its control characters escaped as
// `\uXXXX` (so it stays on its line), `&`, `<` and `>` written as HTML entities, and the
// punctuation Markdown or GitHub reads inside a line backslash-escaped. Blocks of text (messages,
// diffs) go in a fenced code block whose fence is longer than any run of backticks inside.

import ScenarioRunner

enum MarkdownText {
  /// `text` for a table cell, a heading or a paragraph.
  static func inline(_ text: String) -> String {
    var result = ""
    for character in ControlCharacters.escapedInLine(text) {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      // Emphasis, code, links and images, table cells, strikethrough, GitHub's math, and
      // what GitHub links by itself: `#12` (an issue), `@name` (a person), `https:`.
      case "\\", "`", "*", "_", "[", "]", "(", ")", "!", "|", "~", "$", "#", "@", ":":
        result += "\\" + String(character)
      default: result.append(character)
      }
    }
    return result
  }

  /// `text` for HTML content, as in a `<summary>`: one line, entities for `&`, `<`, `>`.
  static func html(_ text: String) -> String {
    HTMLReport.escaped(ControlCharacters.escapedInLine(text))
  }

  /// A fenced code block holding `text` exactly (its control characters escaped, but its
  /// lines kept), with `language` after the opening fence.
  static func codeBlock(_ text: String, language: String = "") -> String {
    var body = ControlCharacters.escaped(text)
    if !body.hasSuffix("\n") { body += "\n" }
    var longest = 0
    var run = 0
    for character in body {
      run = character == "`" ? run + 1 : 0
      longest = max(longest, run)
    }
    let fence = String(repeating: "`", count: max(3, longest + 1))
    return fence + language + "\n" + body + fence + "\n"
  }
}
