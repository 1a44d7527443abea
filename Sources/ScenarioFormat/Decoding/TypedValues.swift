// Typed access to located JSON values: each accessor throws a located error naming the path,
// what was expected and what was found. Paths are taken as autoclosures because a path is a
// chain of allocated links, needed only for the message of an error.

extension JSONNode {
  func typeError(_ path: CodingPath, expected: String) -> DecodingError {
    DecodingError(location, path, "expected \(expected), found \(typeName)")
  }

  func string(at path: @autoclosure () -> CodingPath, expected: String = "a string")
    throws(DecodingError) -> String
  {
    guard let text = stringValue else { throw typeError(path(), expected: expected) }
    return text
  }

  func nonEmptyString(at path: @autoclosure () -> CodingPath, expected: String)
    throws(DecodingError) -> String
  {
    let text = try string(at: path(), expected: expected)
    guard !text.isEmpty else {
      throw DecodingError(location, path(), "expected \(expected), found \"\"")
    }
    return text
  }

  func bool(at path: @autoclosure () -> CodingPath) throws(DecodingError) -> Bool {
    switch kind {
    case .true: return true
    case .false: return false
    default: throw typeError(path(), expected: "true or false")
    }
  }

  func int(at path: @autoclosure () -> CodingPath) throws(DecodingError) -> Int {
    let token = document.tokens[index]
    guard token.kind == .number, token.hasInteger else {
      throw typeError(path(), expected: "an integer")
    }
    return token.integer
  }

  func array(at path: @autoclosure () -> CodingPath, expected: String = "an array")
    throws(DecodingError)
    -> JSONElements
  {
    guard kind == .array else { throw typeError(path(), expected: expected) }
    return elements
  }

  func members(at path: @autoclosure () -> CodingPath, expected: String = "an object")
    throws(DecodingError)
    -> JSONMembers
  {
    guard kind == .object else { throw typeError(path(), expected: expected) }
    return members
  }

  /// A string naming a case of an enumeration, with a did-you-mean hint when it is none.
  func enumCase<Value: RawRepresentable & CaseIterable>(
    _ type: Value.Type, at path: @autoclosure () -> CodingPath, noun: String
  ) throws(DecodingError) -> Value where Value.RawValue == String {
    if let text = stringValue, let found = Value(rawValue: text) { return found }
    let names = Value.allCases.map(\.rawValue)
    let text = try string(at: path(), expected: "\(noun) (\(names.joined(separator: ", ")))")
    throw DecodingError(
      location, path(), "unknown \(noun) \"\(text)\"" + Suggestion.hint(for: text, among: names))
  }

  /// `true`, the only accepted Boolean for steps like `{"pop": true}`.
  var isTrue: Bool {
    kind == .true
  }
}

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
    members = try node.members(at: path, expected: expected)
    location = node.location
    self.path = path
  }

  /// Refuses the first key not in `allowed`, with a did-you-mean hint.
  func rejectUnknownKeys(
    allowed: some Collection<String>, noun: @autoclosure () -> String = "key"
  ) throws(DecodingError) {
    for member in members where !allowed.contains(member.key) && member.key != "$schema" {
      throw DecodingError(
        member.keyLocation, path,
        "unknown \(noun()) \"\(member.key)\"" + Suggestion.hint(for: member.key, among: allowed))
    }
  }

  /// The position of the first member whose key satisfies `predicate`.
  func firstIndex(whereKey predicate: (String) -> Bool) -> Int? {
    members.indices.first { predicate(members.key(at: $0)) }
  }

  /// The key of the member at `index`.
  func key(at index: Int) -> String { members.key(at: index) }

  /// The value of the member at `index`.
  func value(at index: Int) -> JSONNode { members.value(at: index) }

  subscript(key: String) -> JSONNode? {
    index(of: key).map(value(at:))
  }

  func path(_ key: String) -> CodingPath { path.appending(key: key) }

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
  // They unwrap with `guard` rather than `Optional.map`, whose closure copied the whole
  // decoder for every key looked up.

  func string(_ key: String, at index: Int?) throws(DecodingError) -> String? {
    guard let index else { return nil }
    return try value(at: index).string(at: path(key))
  }

  func bool(_ key: String, at index: Int?) throws(DecodingError) -> Bool? {
    guard let index else { return nil }
    return try value(at: index).bool(at: path(key))
  }

  func int(_ key: String, at index: Int?) throws(DecodingError) -> Int? {
    guard let index else { return nil }
    return try value(at: index).int(at: path(key))
  }

  func enumCase<Value: RawRepresentable & CaseIterable>(
    _ key: String, _ type: Value.Type, noun: String, at index: Int?
  ) throws(DecodingError) -> Value? where Value.RawValue == String {
    guard let index else { return nil }
    return try value(at: index).enumCase(type, at: path(key), noun: noun)
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
