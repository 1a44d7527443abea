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

  /// The state drawn in this format.
  public func picture(of state: NavigationState) -> String {
    switch self {
    case .text: state.rendering
    case .json: state.json
    case .mermaid: state.window.mermaid
    case .dot: state.window.dot
    case .svg: state.window.svg
    }
  }

  /// A line of commentary (a step's title, an event) in this format; nil for JSON, which has
  /// no comments.
  func comment(_ text: String) -> String? {
    switch self {
    case .text: "# \(text)"
    case .mermaid: "%% \(text)"
    case .dot: "// \(text)"
    case .json, .svg: nil
    }
  }
}
