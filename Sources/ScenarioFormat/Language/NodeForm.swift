// A node of the scenario language, declared once: each kind of controller (its key, the form
// of its value, what it builds) and each attribute (its key, its schema, the kinds that take
// it, how it sets the blueprint). The node decoder's tables and dispatch, the schema's node
// definitions and the docs' node tables read these declarations (`Language.nodeKinds`,
// `Language.nodeAttributes`).

import NavigationCore

/// One kind of node: the key that names it and what its value builds.
package struct NodeKindForm: Sendable {
  /// The kind's key, such as `nav`.
  package let key: String
  /// What the kind is, in a sentence: its UIKit or library counterpart.
  package let summary: String
  /// How the docs' node table writes it.
  package let usage: String
  /// What the docs' node table says of it.
  package let details: String
  /// The schema of the key's value, description included.
  package let value: PlainJSON
  /// The docs page and anchor that describe it, relative to `docs/`.
  package let docs: String
  /// An example scenario that uses it, from the package's folder.
  package let example: String
  /// Whether its attributes are those of the kind it expands to (a template).
  let expandsToAnotherKind: Bool
  /// Builds the blueprint from the key's value.
  let content: @Sendable (borrowing NodeSyntax) throws(DecodingError) -> Blueprint
  /// Checks the built blueprint once its attributes are applied.
  let check:
    (@Sendable (borrowing NodeSyntax, Blueprint, NodeAttributes) throws(DecodingError) -> Void)?

  init(
    _ key: String, summary: String, usage: String, details: String, value: PlainJSON,
    docs: String, example: String, expandsToAnotherKind: Bool = false,
    content: @escaping @Sendable (borrowing NodeSyntax) throws(DecodingError) -> Blueprint,
    check: (
      @Sendable (borrowing NodeSyntax, Blueprint, NodeAttributes) throws(DecodingError) -> Void
    )? =
      nil
  ) {
    self.key = key
    self.summary = summary
    self.usage = usage
    self.details = details
    self.value = value
    self.docs = docs
    self.example = example
    self.expandsToAnotherKind = expandsToAnotherKind
    self.content = content
    self.check = check
  }
}

/// One attribute of nodes.
package struct NodeAttributeForm: Sendable {
  /// The attribute's key, such as `id`.
  package let key: String
  /// The kinds that take it; nil: every kind.
  package let kinds: [String]?
  /// The schema of its value, description included.
  package let schema: PlainJSON
  /// What the docs' attribute table says of it.
  package let details: String
  /// An example scenario that uses it, from the package's folder.
  package let example: String
  /// Where a node object's scan records the member that writes it.
  let slot: WritableKeyPath<NodeAttributes, Int?> & Sendable
  /// Sets the blueprint from the attribute's member.
  let apply:
    @Sendable (borrowing NodeAttributeSyntax, inout Blueprint) throws(DecodingError) -> Void

  init(
    _ key: String, kinds: [String]? = nil, schema: PlainJSON, details: String, example: String,
    slot: WritableKeyPath<NodeAttributes, Int?> & Sendable,
    apply:
      @escaping @Sendable (borrowing NodeAttributeSyntax, inout Blueprint) throws(DecodingError) ->
      Void
  ) {
    self.key = key
    self.kinds = kinds
    self.schema = schema
    self.details = details
    self.example = example
    self.slot = slot
    self.apply = apply
  }

  /// Whether a node of `kind` takes it.
  package func applies(to kind: String) -> Bool { kinds?.contains(kind) ?? true }
}

/// A node object being decoded, as its kind's declaration sees it.
struct NodeSyntax: ~Copyable {
  /// The decoder, with its context.
  let decoder: NodeDecoder
  /// The node object.
  let object: ObjectDecoder
  /// The position of the kind key's value in the object's document.
  let value: Int
  /// The kind's key.
  let key: String
  /// Whether the node is built or expected.
  let mode: NodeMode

  var document: JSONDocument { object.document }
  var context: DecodingContext { decoder.context }
  /// The coding path of the kind key's value.
  var path: CodingPath { object.path(key) }
}

/// An attribute's member of a node object, as its declaration sees it.
struct NodeAttributeSyntax: ~Copyable {
  /// The decoder, with its context.
  let decoder: NodeDecoder
  /// The node object.
  let object: ObjectDecoder
  /// The position of the attribute's member in the object.
  let member: Int
  /// The attribute's key.
  let key: String
  /// Whether the node is built or expected.
  let mode: NodeMode

  var document: JSONDocument { object.document }
  /// The position of the attribute's value in the object's document.
  var value: Int { object.valueIndex(at: member) }
  /// The coding path of the attribute's value.
  var path: CodingPath { object.path(key) }

  // The syntax cannot be copied: an `@autoclosure` argument naming `path`, made only for an
  // error, borrows it.

  /// The value read as a Boolean.
  func bool() throws(DecodingError) -> Bool {
    return try document.bool(value, at: path)
  }

  /// The value read as a case of `type`, named `noun` in errors.
  func enumCase<Value: RawRepresentable & CaseIterable>(_ type: Value.Type, noun: String)
    throws(DecodingError) -> Value where Value.RawValue == String
  {
    return try document.enumCase(value, type, at: path, noun: noun)
  }

  /// The value read as an array of nodes, built or expected as `mode` says.
  func nodes(mode: NodeMode) throws(DecodingError) -> [Blueprint] {
    let items = try document.array(value, at: path, expected: "an array of nodes")
    var nodes: [Blueprint] = []
    for (index, item) in items.indices.enumerated() {
      nodes.append(
        try decoder.blueprint(
          at: item, in: document, path: path.appending(index: index), mode: mode))
    }
    return nodes
  }

  /// The value read as a node, built or expected as `mode` says.
  func node(mode: NodeMode) throws(DecodingError) -> Blueprint {
    return try decoder.blueprint(at: value, in: document, path: path, mode: mode)
  }
}
