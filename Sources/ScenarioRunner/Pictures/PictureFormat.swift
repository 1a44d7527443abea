// The formats `navrun print --format` draws a tree in: the golden text, the JSON node form
// (pasteable into a scenario), a Mermaid flowchart (rendered by code-hosting sites in pull
// requests), a Graphviz digraph and an SVG wireframe of the screen.

import NavigationCore

/// How `navrun print` draws a tree.
public enum PictureFormat: String, Sendable, CaseIterable {
  /// The golden rendering.
  case text
  /// The scenario language's JSON node form.
  case json
  /// A Mermaid `graph TD`.
  case mermaid
  /// A Graphviz `digraph`.
  case dot
  /// An SVG wireframe of what the screen shows.
  case svg
  /// UIKit's `_printHierarchy`, without addresses, as swift-snapshot-testing's `.hierarchy`
  /// strategy records it (docs/captures.md).
  case hierarchy

  /// The state drawn in this format.
  public func picture(of state: NavigationState) -> String {
    switch self {
    case .text: state.rendering
    case .json: state.json
    case .mermaid: state.window.mermaid
    case .dot: state.window.dot
    case .svg: state.window.svg
    case .hierarchy: state.hierarchyText
    }
  }

  /// A line of commentary (a step's title, an event) in this format; nil for JSON, which has no
  /// comments.
  ///
  /// A comment ends at the end of its line, so a line break in a name would end it and make the
  /// rest of the name diagram code (a Mermaid `%%{init}%%` directive or a `click … call`): every
  /// line break is written as its escape.
  package func comment(_ text: String) -> String? {
    let text = Self.oneLine(text)
    return switch self {
    case .text: "# \(text)"
    case .mermaid: "%% \(text)"
    case .dot: "// \(text)"
    case .json, .svg, .hierarchy: nil
    }
  }

  /// `text` with each character that breaks a line — LF, CR, VT, FF, NEL, U+2028, U+2029 —
  /// written as `\uXXXX`.
  static func oneLine(_ text: String) -> String {
    let breaks: Set<UInt32> = [0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029]
    guard text.unicodeScalars.contains(where: { breaks.contains($0.value) }) else { return text }
    var result = ""
    for scalar in text.unicodeScalars {
      if breaks.contains(scalar.value) {
        let hex = String(scalar.value, radix: 16)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
