import Foundation
import Testing

@testable import NavigationCore
@testable import ScenarioRunner

/// Every escaper navrun writes scenario text through, one per output language, against the same
/// hostile texts: whatever a scenario names, the output reads back as text in its language and
/// nothing of the text is taken as syntax, a line of its own, or an instruction to a terminal.
@Suite struct EscapingTests {
  /// An escaper and what makes its output safe in its language.
  struct Escaper: CustomTestStringConvertible, Sendable {
    var name: String
    var escape: @Sendable (String) -> String
    /// Whether `output` can only read as the text it escaped.
    var isSafe: @Sendable (_ output: String) -> Bool
    /// What it makes of plain text, `Feed 42`.
    var plain: String

    var testDescription: String { name }
  }

  /// Texts a scenario may hold in a name, an id, a path or a message.
  static let hostileTexts = [
    "two\nlines", "a\r\nb", "\tlead", "\u{1B}[31mred\u{1B}[0m \u{1B}]0;title\u{07}",
    "\u{08}\u{7F}\u{85}\u{9B}", #"say "hi" it's"#, "<script>alert(1)</script>",
    "fish & chips &amp;",
    "``code`` `x`", "a | b || c", "$HOME $(id) `id` ${x}", "#1 @you [x](y) *b* _i_ ~s~ \\ !",
    "café ☃ 日本 👩‍💻", "]]>", "", " ", "'",
  ]

  static let escapers: [Escaper] = [
    Escaper(
      name: "XML character data", escape: { XMLEscaping.escaped($0, inAttribute: false) },
      isSafe: { isXML($0, allowing: ["\n", "\t"]) }, plain: "Feed 42"),
    Escaper(
      name: "XML attribute", escape: { XMLEscaping.escaped($0, inAttribute: true) },
      isSafe: { isXML($0, allowing: []) && !$0.contains("\"") && !$0.contains("'") },
      plain: "Feed 42"),
    Escaper(
      name: "HTML", escape: HTMLEscaping.escaped,
      isSafe: { output in
        !output.contains { "<>\"'".contains($0) } && entitiesAreWhole(output, marker: "&")
      }, plain: "Feed 42"),
    // A JSON reader reads every literal back as the text: `jsonReadsTheLiteralBackAsTheText`.
    Escaper(
      name: "JSON string literal", escape: TextEscaping.jsonLiteral,
      isSafe: { output in !output.unicodeScalars.contains { $0.value < 0x20 } },
      plain: "\"Feed 42\""
    ),
    Escaper(
      name: "Markdown inline", escape: MarkdownText.inline,
      isSafe: { output in
        !hasControl(output, allowing: []) && !output.contains { "<>".contains($0) }
          && isBackslashEscaped(output, "|`*_[]$#@~")
      }, plain: "Feed 42"),
    Escaper(
      name: "Markdown code span", escape: MarkdownText.codeSpan,
      isSafe: { output in !hasControl(output, allowing: []) && isFenced(output, inline: true) },
      plain: "`Feed 42`"),
    Escaper(
      name: "Markdown code block", escape: { MarkdownText.codeBlock($0) },
      isSafe: { output in
        !hasControl(output, allowing: ["\n", "\t"]) && isFenced(output, inline: false)
      },
      plain: "```\nFeed 42\n```\n"),
    // A shell reads every word back as the text: `aShellReadsTheWordBackAsTheText`.
    Escaper(
      name: "shell word", escape: ShellWords.quoted,
      isSafe: { output in !output.isEmpty }, plain: "'Feed 42'"),
    Escaper(
      name: "terminal", escape: { ControlCharacters.escaped($0) },
      isSafe: { output in !hasControl(output, allowing: ["\n", "\t"]) }, plain: "Feed 42"),
    Escaper(
      name: "terminal, inside a line", escape: ControlCharacters.escapedInLine,
      isSafe: { output in !hasControl(output, allowing: []) }, plain: "Feed 42"),
    Escaper(
      name: "TAP description", escape: TAPReporter.escaped,
      isSafe: { output in
        !output.contains { $0 == "\n" || $0 == "\r" || $0 == "\r\n" }
          && isBackslashEscaped(output, "#")
      }, plain: "Feed 42"),
    // Mermaid and Graphviz text is read by a renderer, never a terminal: C1 passes.
    Escaper(
      name: "Mermaid label", escape: Window.mermaidEscaped,
      isSafe: { output in
        !hasControl(output, allowing: [], includingC1: false)
          && !output.contains { "\"<>&|`".contains($0) }
          && entitiesAreWhole(output, marker: "#")
      }, plain: "Feed 42"),
    Escaper(
      name: "Graphviz string", escape: Window.dotQuoted,
      isSafe: { output in
        !hasControl(output, allowing: [], includingC1: false) && output.hasPrefix("\"")
          && output.hasSuffix("\"")
          && output.count >= 2 && isBackslashEscaped(String(output.dropFirst().dropLast()), "\"")
      }, plain: "\"Feed 42\""),
  ]

  @Test(arguments: escapers, hostileTexts)
  func escapedTextCannotBreakOutOfItsLanguage(escaper: Escaper, text: String) {
    let output = escaper.escape(text)
    #expect(
      escaper.isSafe(output),
      "\(escaper.name) of \(text.debugDescription): \(output.debugDescription)")
  }

  @Test(arguments: escapers)
  func plainTextIsLeftAsWritten(escaper: Escaper) {
    #expect(escaper.escape("Feed 42") == escaper.plain)
    // Letters of every script are text in every language: none is escaped.
    #expect(escaper.escape("café ☃ 日本").contains("café ☃ 日本"))
  }

  @Test(arguments: hostileTexts)
  func jsonReadsTheLiteralBackAsTheText(text: String) throws {
    let literal = TextEscaping.jsonLiteral(text)
    let read = try JSONSerialization.jsonObject(with: Data("[\(literal)]".utf8)) as? [String]
    #expect(read == [text])
  }

  @Test(arguments: hostileTexts)
  func aShellReadsTheWordBackAsTheText(text: String) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", "printf %s " + ShellWords.quoted(text)]
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(String(decoding: output, as: UTF8.self) == text)
  }

  // What the table's checks look for.

  /// Whether `text` holds a C0 control character or DEL, besides those `allowing` lists, or,
  /// where a terminal may read it, a C1 control character.
  static func hasControl(
    _ text: String, allowing: Set<Unicode.Scalar>, includingC1: Bool = true
  ) -> Bool {
    text.unicodeScalars.contains { scalar in
      let value = scalar.value
      let isC1 = (0x80...0x9F).contains(value)
      return (value < 0x20 || value == 0x7F || (includingC1 && isC1)) && !allowing.contains(scalar)
    }
  }

  /// XML 1.0 text: no markup character, whole entities, only the characters XML allows.
  static func isXML(_ text: String, allowing: Set<Unicode.Scalar>) -> Bool {
    !text.contains { $0 == "<" || $0 == ">" } && entitiesAreWhole(text, marker: "&")
      && !text.unicodeScalars.contains { $0.value < 0x20 && !allowing.contains($0) }
  }

  /// Whether every `marker` starts an entity: `marker`, letters, digits or `#`, then `;`.
  static func entitiesAreWhole(_ text: String, marker: Character) -> Bool {
    var rest = Substring(text)
    while let start = rest.firstIndex(of: marker) {
      rest = rest[rest.index(after: start)...]
      let name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "#" }
      guard !name.isEmpty, rest.dropFirst(name.count).first == ";" else { return false }
    }
    return true
  }

  /// Whether each of `characters` in `text` follows a backslash that is not itself escaped.
  static func isBackslashEscaped(_ text: String, _ characters: String) -> Bool {
    var escaping = false
    for character in text {
      if escaping {
        escaping = false
      } else if character == "\\" {
        escaping = true
      } else if characters.contains(character) {
        return false
      }
    }
    return true
  }

  /// Whether `text` is fenced by more backticks than any run of them inside: a code span (one
  /// line) or a code block (fence lines).
  static func isFenced(_ text: String, inline: Bool) -> Bool {
    let fence = text.prefix { $0 == "`" }
    let inside =
      inline
      ? text.dropFirst(fence.count).dropLast(fence.count)
      : text.drop { $0 != "\n" }.dropFirst().dropLast(fence.count + 1)
    let closes = inline ? text.hasSuffix(fence) : text.hasSuffix("\n" + fence + "\n")
    var longest = 0
    var run = 0
    for character in inside {
      run = character == "`" ? run + 1 : 0
      longest = max(longest, run)
    }
    return fence.count >= (inline ? 1 : 3) && closes && longest < fence.count
      && (!inline || !inside.contains("\n"))
  }
}
