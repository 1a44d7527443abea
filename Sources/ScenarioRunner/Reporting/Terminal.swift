// Whether standard output is a terminal, for colors and progress.

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

enum Terminal {
  /// Whether standard output is an interactive terminal.
  static var isStandardOutputATerminal: Bool {
    isatty(1) == 1
  }
}

/// ANSI colors, applied only when coloring is on.
struct Palette: Sendable {
  var isEnabled: Bool

  func paint(_ text: String, _ code: String) -> String {
    isEnabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
  }

  func green(_ text: String) -> String { paint(text, "32") }
  func red(_ text: String) -> String { paint(text, "31") }
  func yellow(_ text: String) -> String { paint(text, "33") }
  func bold(_ text: String) -> String { paint(text, "1") }
  func dim(_ text: String) -> String { paint(text, "2") }
}
