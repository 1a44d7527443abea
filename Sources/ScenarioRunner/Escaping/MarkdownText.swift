// Scenario text inside the Markdown of a GitHub job summary, where it must stay text: a name
// holding `<script>`, `**`, a `|` that would split a table cell, or a line break that would
// start a heading is shown as written. Inline text has its control characters escaped as
// `\uXXXX` (so it stays on its line), `&`, `<` and `>` written as HTML entities, and the
// punctuation Markdown or GitHub reads inside a line backslash-escaped. Code spans (explore's
// comparison) and blocks of text (messages, diffs) are fenced by more backticks than any run of
// them inside.

package enum MarkdownText {
  /// `text` for a table cell, a heading or a paragraph.
  package static func inline(_ text: String) -> String {
    var result = ""
    for character in ControlCharacters.escapedInLine(text) {
      if let entity = HTMLEscaping.markupEntity(character) {
        result += entity
        continue
      }
      switch character {
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
  package static func html(_ text: String) -> String {
    HTMLEscaping.escaped(ControlCharacters.escapedInLine(text))
  }

  /// `text` as a code span, shown as written.
  ///
  /// Fenced by one backtick more than its longest run of them, padded where it begins or ends
  /// with one, every control character and line break escaped. A code span cannot escape a `|`,
  /// so a table cell holds none.
  package static func codeSpan(_ text: String) -> String {
    let line = ControlCharacters.escapedInLine(text)
    let fence = String(repeating: "`", count: longestBacktickRun(in: line) + 1)
    let padding = line.hasPrefix("`") || line.hasSuffix("`") || line.isEmpty ? " " : ""
    return fence + padding + line + padding + fence
  }

  /// A fenced code block holding `text` exactly (its control characters escaped, but its
  /// lines kept), with `language` after the opening fence.
  package static func codeBlock(_ text: String, language: String = "") -> String {
    var body = ControlCharacters.escaped(text)
    if !body.hasSuffix("\n") { body += "\n" }
    let fence = String(repeating: "`", count: max(3, longestBacktickRun(in: body) + 1))
    return fence + language + "\n" + body + fence + "\n"
  }

  /// The length of the longest run of backticks in `text`, which a fence must outnumber.
  private static func longestBacktickRun(in text: String) -> Int {
    var longest = 0
    var run = 0
    for character in text {
      run = character == "`" ? run + 1 : 0
      longest = max(longest, run)
    }
    return longest
  }
}
