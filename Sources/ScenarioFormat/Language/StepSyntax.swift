// What a step's declaration reads: the step object, its verb's value and the decoder, with the
// readings most verbs share (a node, a selector or `true`, a selector modifier, a flag).

import NavigationCore

/// A step object being decoded, as its declaration sees it; never copied, only borrowed.
struct StepSyntax: ~Copyable {
  /// The decoder, with its context.
  let decoder: StepDecoder
  /// The step object.
  let object: ObjectDecoder
  /// The position of the verb's value in the object's document.
  let value: Int
  /// The coding path of the verb's value.
  let path: CodingPath
  /// The verb's position in `Language.steps`.
  let verbPosition: Int

  /// The verb, for errors: kept as a position, since a string would be retained for every step.
  var verb: String { Language.verbs[verbPosition] }

  var document: JSONDocument { object.document }
  var context: DecodingContext { decoder.context }
  var nodes: NodeDecoder { decoder.nodes }
  var flows: FlowDecoder { decoder.flows }
  /// The verb's value.
  var valueNode: JSONNode { document.node(at: value) }

  // The syntax cannot be copied (copying it retains the decoder and the object it holds): an
  // `@autoclosure` argument naming `path` borrows it.

  /// The verb's value read as a node to build (or, with `.expect`, to match).
  func node(mode: NodeMode = .build) throws(DecodingError) -> Blueprint {
    try nodes.blueprint(at: value, in: document, path: path, mode: mode)
  }

  /// The verb's value read as a list of nodes to build.
  func blueprints() throws(DecodingError) -> [Blueprint] {
    try decoder.blueprints(at: value, in: document, path: path)
  }

  /// The verb's value read as a selector.
  func valueSelector() throws(DecodingError) -> Selector {
    try decoder.selector(at: value, in: document, path: path)
  }

  /// The verb's value read as `true` (nil: the default target) or a selector.
  func selectorOrTrue() throws(DecodingError) -> Selector? {
    try decoder.selectorOrTrue(at: value, in: document, path: path)
  }

  /// The verb's value read as a tab reference.
  func tabReference() throws(DecodingError) -> TabReference {
    try decoder.tabReference(at: value, in: document, path: path)
  }

  /// The verb's value read as a case of `type`, named `noun` in errors.
  func enumValue<Value: RawRepresentable & CaseIterable>(_ type: Value.Type, noun: String)
    throws(DecodingError) -> Value where Value.RawValue == String
  {
    try document.enumCase(value, type, at: path, noun: noun)
  }

  /// The selector modifier `key`, if the step has one.
  func selector(_ key: String) throws(DecodingError) -> Selector? {
    try decoder.selector(key, in: object)
  }

  /// The Boolean modifier `key`, if the step has one.
  func flag(_ key: String) throws(DecodingError) -> Bool? {
    try decoder.flag(key, in: object)
  }
}
