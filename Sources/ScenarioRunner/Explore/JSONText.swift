// JSON written back as text, for the scenarios exploration writes: strings quoted as JSON
// quotes them, and values the author wrote copied compactly, keys in the author's order.

import NavigationCore
import ScenarioFormat

package enum JSONText {
  /// `text` as a JSON string literal.
  package static func quoted(_ text: String) -> String {
    TextEscaping.jsonLiteral(text)
  }

  /// An app state value as JSON: its golden form is already JSON.
  static func stateValue(_ value: StateValue) -> String {
    value.description
  }

  /// A value as compact JSON: `{"nav": ["Home"]}`.
  ///
  /// The reader bounds the nesting of what it reads, which bounds this recursion.
  package static func compact(_ node: JSONNode) -> String {
    switch node.value {
    case .null: "null"
    case .bool(let value): value ? "true" : "false"
    case .number(let number): number.literal
    case .string(let text): quoted(text)
    case .array(let items): "[" + items.map(compact).joined(separator: ", ") + "]"
    case .object(let members):
      "{" + members.map { quoted($0.key) + ": " + compact($0.value) }.joined(separator: ", ")
        + "}"
    }
  }
}
