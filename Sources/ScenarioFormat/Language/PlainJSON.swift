// JSON values written in code, keys in the order written: the schema fragments the language's
// declarations carry, the schema generated from them, and the steps exploration writes back.
// Their text is the one Python's `json.dumps(indent=2, ensure_ascii=False)` writes, so that a
// generated file reads as the hand-written one it replaces.

import NavigationCore

/// A JSON value without source locations, its object members in order.
package enum PlainJSON: Sendable, Equatable {
  case null
  case bool(Bool)
  /// A number, as its literal: `3`, `-1`, `2.5`.
  case number(String)
  case string(String)
  case array([PlainJSON])
  case object([(key: String, value: PlainJSON)])

  package static func == (lhs: PlainJSON, rhs: PlainJSON) -> Bool {
    switch (lhs, rhs) {
    case (.null, .null): true
    case (.bool(let left), .bool(let right)): left == right
    case (.number(let left), .number(let right)): left == right
    case (.string(let left), .string(let right)): left == right
    case (.array(let left), .array(let right)): left == right
    case (.object(let left), .object(let right)):
      left.count == right.count
        && zip(left, right).allSatisfy { $0.key == $1.key && $0.value == $1.value }
    default: false
    }
  }

  /// The value of the member `key` of an object.
  package subscript(key: String) -> PlainJSON? {
    guard case .object(let members) = self else { return nil }
    return members.first { $0.key == key }?.value
  }

  /// The members of an object, or none.
  package var members: [(key: String, value: PlainJSON)] {
    if case .object(let members) = self { members } else { [] }
  }

  /// The elements of an array, or none.
  package var elements: [PlainJSON] {
    if case .array(let elements) = self { elements } else { [] }
  }

  /// The text of a string.
  package var string: String? {
    if case .string(let text) = self { text } else { nil }
  }
}

extension PlainJSON: ExpressibleByDictionaryLiteral, ExpressibleByArrayLiteral,
  ExpressibleByStringLiteral, ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral,
  ExpressibleByNilLiteral
{
  package init(dictionaryLiteral elements: (String, PlainJSON)...) {
    self = .object(elements.map { (key: $0.0, value: $0.1) })
  }
  package init(arrayLiteral elements: PlainJSON...) { self = .array(elements) }
  package init(stringLiteral value: String) { self = .string(value) }
  package init(booleanLiteral value: Bool) { self = .bool(value) }
  package init(integerLiteral value: Int) { self = .number(String(value)) }
  package init(nilLiteral: ()) { self = .null }

  /// Two strings joined, so that a long description is written over several lines.
  package static func + (lhs: PlainJSON, rhs: PlainJSON) -> PlainJSON {
    .string((lhs.string ?? "") + (rhs.string ?? ""))
  }
}

extension PlainJSON {
  /// The value indented by two spaces a level, as `schema.json` is written.
  package var indentedText: String {
    var text = ""
    write(into: &text, indent: "")
    return text
  }

  /// The value on one line, with a space after each colon and comma: `{"pop": true}`.
  package var compactText: String {
    switch self {
    case .array(let elements):
      "[" + elements.map(\.compactText).joined(separator: ", ") + "]"
    case .object(let members):
      "{"
        + members.map { TextEscaping.jsonLiteral($0.key) + ": " + $0.value.compactText }
        .joined(separator: ", ") + "}"
    default: scalarText
    }
  }

  private var scalarText: String {
    switch self {
    case .null: "null"
    case .bool(let value): value ? "true" : "false"
    case .number(let literal): literal
    case .string(let text): TextEscaping.jsonLiteral(text)
    case .array, .object: compactText
    }
  }

  // The schema nests a few levels deep and is written in code, which bounds this recursion.
  private func write(into text: inout String, indent: String) {
    let inner = indent + "  "
    switch self {
    case .array(let elements) where !elements.isEmpty:
      text += "[\n"
      for (position, element) in elements.enumerated() {
        text += inner
        element.write(into: &text, indent: inner)
        text += position == elements.count - 1 ? "\n" : ",\n"
      }
      text += indent + "]"
    case .object(let members) where !members.isEmpty:
      text += "{\n"
      for (position, member) in members.enumerated() {
        text += inner + TextEscaping.jsonLiteral(member.key) + ": "
        member.value.write(into: &text, indent: inner)
        text += position == members.count - 1 ? "\n" : ",\n"
      }
      text += indent + "}"
    case .array: text += "[]"
    case .object: text += "{}"
    default: text += scalarText
    }
  }
}

extension PlainJSON {
  /// The value of a parsed node, without its locations.
  ///
  /// The reader bounds the nesting of what it reads, which bounds this recursion.
  package init(_ node: JSONNode) {
    switch node.value {
    case .null: self = .null
    case .bool(let value): self = .bool(value)
    case .number(let number): self = .number(number.literal)
    case .string(let text): self = .string(text)
    case .array(let items): self = .array(items.map(PlainJSON.init))
    case .object(let members):
      self = .object(members.map { (key: $0.key, value: PlainJSON($0.value)) })
    }
  }
}
