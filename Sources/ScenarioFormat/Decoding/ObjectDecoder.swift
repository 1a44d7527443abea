// The members of an object being decoded, looked up by key or by the position a one-pass key
// lookup found, each accessor throwing a located error naming the member's path.

import NavigationCore

/// The members of a JSON object, with checks against the keys a form allows.
///
/// Members are identified by the positions of their keys in the document, as `JSONMembers`
/// indexes them.
struct ObjectDecoder {
  /// Where the object starts.
  let location: SourceLocation
  let path: CodingPath
  let members: JSONMembers

  init(_ node: JSONNode, at path: CodingPath, expected: String = "an object") throws(DecodingError)
  {
    try self.init(at: node.index, in: node.document, path: path, expected: expected)
  }

  /// The object at position `index` of `document`.
  init(
    at index: Int, in document: JSONDocument, path: CodingPath, expected: String = "an object"
  ) throws(DecodingError) {
    guard document.kind(at: index) == .object else {
      throw document.typeError(at: index, path, expected: expected)
    }
    members = document.members(of: index)
    location = document.location(at: index)
    self.path = path
  }

  /// The document the object is in.
  var document: JSONDocument { members.document }

  /// Refuses the first key not in `allowed`, with a did-you-mean hint.
  func rejectUnknownKeys(
    allowed: some Collection<String>, noun: @autoclosure () -> String = "key"
  ) throws(DecodingError) {
    if let first = unknownKeys(allowed: allowed, noun: noun(), limit: 1).first { throw first }
  }

  /// An error for each key not in `allowed`, in the order written, with a did-you-mean hint;
  /// the first `limit` of them.
  func unknownKeys(
    allowed: some Collection<String>, noun: @autoclosure () -> String = "key", limit: Int
  ) -> [DecodingError] {
    var errors: [DecodingError] = []
    for member in members where !allowed.contains(member.key) {
      guard errors.count < limit else { break }
      errors.append(
        DecodingError(
          member.keyLocation, path,
          "unknown \(noun()) \(Suggestion.quoted(member.key))"
            + Suggestion.hint(forKey: member.key, among: allowed)))
    }
    return errors
  }

  /// The position of the first member whose key satisfies `predicate`.
  func firstIndex(whereKey predicate: (String) -> Bool) -> Int? {
    members.indices.first { predicate(members.key(at: $0)) }
  }

  /// The key of the member at `index`.
  func key(at index: Int) -> String { members.key(at: index) }

  /// The value of the member at `index`.
  func value(at index: Int) -> JSONNode { members.value(at: index) }

  /// The position in the document of the value of the member at `index`.
  func valueIndex(at index: Int) -> Int { index + 1 }

  subscript(key: String) -> JSONNode? {
    index(of: key).map(value(at:))
  }

  func path(_ key: String) -> CodingPath { path.appending(key: key) }

  /// The member named `key`, with its key's location.
  func member(_ key: String) -> JSONMember? {
    members.first { $0.key == key }
  }

  func required(_ key: String, describing what: String) throws(DecodingError) -> JSONNode {
    guard let value = self[key] else {
      throw DecodingError(location, path, "missing \(what) \"\(key)\"")
    }
    return value
  }

  /// The position of the member named `key`.
  func index(of key: String) -> Int? {
    members.index(ofKey: key)
  }

  func string(_ key: String) throws(DecodingError) -> String? {
    try string(key, at: index(of: key))
  }

  func bool(_ key: String) throws(DecodingError) -> Bool? {
    try bool(key, at: index(of: key))
  }

  func int(_ key: String) throws(DecodingError) -> Int? {
    try int(key, at: index(of: key))
  }

  func enumCase<Value: RawRepresentable & CaseIterable>(
    _ key: String, _ type: Value.Type, noun: String
  ) throws(DecodingError) -> Value? where Value.RawValue == String {
    try enumCase(key, type, noun: noun, at: index(of: key))
  }

  // The accessors below take the position of the member named `key`, found beforehand (nil
  // when there is none), as `NodeAttributes` finds all of a node's attributes in one pass.
  // They unwrap with `guard` rather than `Optional.map`, whose closure copies the whole
  // decoder for every key looked up, and are inlined: a node is checked for each attribute of
  // every kind and usually has one or none, so most calls find nil.

  @inline(__always)
  func string(_ key: String, at index: Int?) throws(DecodingError) -> String? {
    guard let index else { return nil }
    return try document.string(valueIndex(at: index), at: path(key))
  }

  @inline(__always)
  func bool(_ key: String, at index: Int?) throws(DecodingError) -> Bool? {
    guard let index else { return nil }
    return try document.bool(valueIndex(at: index), at: path(key))
  }

  @inline(__always)
  func int(_ key: String, at index: Int?) throws(DecodingError) -> Int? {
    guard let index else { return nil }
    return try document.int(valueIndex(at: index), at: path(key))
  }

  @inline(__always)
  func enumCase<Value: RawRepresentable & CaseIterable>(
    _ key: String, _ type: Value.Type, noun: String, at index: Int?
  ) throws(DecodingError) -> Value? where Value.RawValue == String {
    guard let index else { return nil }
    return try document.enumCase(valueIndex(at: index), type, at: path(key), noun: noun)
  }

  func strings(_ key: String) throws(DecodingError) -> [String]? {
    guard let node = self[key] else { return nil }
    let items = try node.array(at: path(key), expected: "an array of strings")
    var result: [String] = []
    for (index, item) in items.enumerated() {
      result.append(try item.string(at: path(key).appending(index: index)))
    }
    return result
  }
}
