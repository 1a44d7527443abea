// The console's colors.

/// ANSI colors, applied only when coloring is on.
package struct Palette: Sendable {
  package var isEnabled: Bool

  func paint(_ text: String, _ code: String) -> String {
    isEnabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
  }

  package func green(_ text: String) -> String { paint(text, "32") }
  func red(_ text: String) -> String { paint(text, "31") }
  package func yellow(_ text: String) -> String { paint(text, "33") }
  package func bold(_ text: String) -> String { paint(text, "1") }
  package func dim(_ text: String) -> String { paint(text, "2") }

  /// Creates a value with every stored property given.
  package init(isEnabled: Bool) {
    self.isEnabled = isEnabled
  }
}
