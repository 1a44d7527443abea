// What an editor or Git does to a golden that a line diff cannot show: Windows line endings,
// a lost final newline, a byte-order mark. Each makes every line, or none, look different;
// naming it, with its fix, saves a reader from staring at identical-looking lines.

enum GoldenEncoding {
  /// A sentence naming how `expected` (the golden's text) differs from `actual` in encoding
  /// alone, with the fix for the golden of `scenario`; nil when the two differ in more than that, or not at all.
  static func difference(expected: String, actual: String, scenario: String) -> String? {
    var text = expected
    var found: [String] = []
    if text.hasPrefix("\u{FEFF}") {
      text.removeFirst()
      found.append("starts with a byte-order mark")
    }
    if text.contains("\r\n") {
      text = text.replacing("\r\n", with: "\n")
      found.append("has Windows (CRLF) line endings")
    }
    if !text.hasSuffix("\n"), text + "\n" == actual {
      text += "\n"
      found.append("lacks the final newline")
    }
    guard !found.isEmpty, text == actual else { return nil }
    return "the golden " + found.joined(separator: " and ")
      + ", and is otherwise the result: navrun writes UTF-8 with LF line endings, no byte-order "
      + "mark and a final newline. Add `*.golden text eol=lf` to .gitattributes so that Git "
      + "keeps them so, then rewrite the golden with "
      + "`navrun --update \(ShellWords.quoted(scenario))`"
  }
}
