// Typed access to located JSON values: each accessor throws a located error naming the path,
// what was expected and what was found. Paths are taken as autoclosures because a path is a
// chain of allocated links, needed only for the message of an error.
//
// The accessors read a value by its position in its document, so that the hot decoders need
// no `JSONNode` (whose copies retain the document); the `JSONNode` ones forward to them.

import NavigationCore

extension JSONDocument {
  func typeError(at index: Int, _ path: CodingPath, expected: String) -> DecodingError {
    DecodingError(location(at: index), path, "expected \(expected), found \(typeName(at: index))")
  }

  func string(
    _ index: Int, at path: @autoclosure () -> CodingPath, expected: String = "a string"
  ) throws(DecodingError) -> String {
    guard let text = stringValue(at: index) else {
      throw typeError(at: index, path(), expected: expected)
    }
    return text
  }

  func nonEmptyString(_ index: Int, at path: @autoclosure () -> CodingPath, expected: String)
    throws(DecodingError) -> String
  {
    let text = try string(index, at: path(), expected: expected)
    guard !text.isEmpty else {
      throw DecodingError(location(at: index), path(), "expected \(expected), found \"\"")
    }
    return text
  }

  func bool(_ index: Int, at path: @autoclosure () -> CodingPath) throws(DecodingError) -> Bool {
    switch kind(at: index) {
    case .true: return true
    case .false: return false
    default: throw typeError(at: index, path(), expected: "true or false")
    }
  }

  /// The integer at `index`: a number with an integral value, written `2`, `2.0` or `2e0`, as
  /// JSON Schema's `integer` takes it.
  func int(_ index: Int, at path: @autoclosure () -> CodingPath) throws(DecodingError) -> Int {
    let token = tokens[index]
    guard token.kind == .number else { throw typeError(at: index, path(), expected: "an integer") }
    if token.hasInteger { return integer(at: index) }
    guard let integral = number(at: index).integralValue else {
      throw typeError(at: index, path(), expected: "an integer")
    }
    return integral
  }

  func array(
    _ index: Int, at path: @autoclosure () -> CodingPath, expected: String = "an array"
  ) throws(DecodingError) -> JSONElements {
    guard kind(at: index) == .array else { throw typeError(at: index, path(), expected: expected) }
    return elements(of: index)
  }

  /// A string naming a case of an enumeration, with a did-you-mean hint when it is none.
  func enumCase<Value: RawRepresentable & CaseIterable>(
    _ index: Int, _ type: Value.Type, at path: @autoclosure () -> CodingPath, noun: String
  ) throws(DecodingError) -> Value where Value.RawValue == String {
    if let text = stringValue(at: index), let found = Value(rawValue: text) { return found }
    let names = Value.allCases.map(\.rawValue)
    let text = try string(
      index, at: path(), expected: "\(noun) (\(names.joined(separator: ", ")))")
    // Some values are chosen among names an author cannot guess: every choice is named.
    let hint = Suggestion.hint(for: text, among: names)
    var choices = ""
    if Value.self is any ChoicesNamedInErrors.Type {
      choices = (hint.isEmpty ? "; the" : " The") + " choices: " + names.joined(separator: ", ")
    }
    throw DecodingError(
      location(at: index), path(), "unknown \(noun) \(Suggestion.quoted(text))" + hint + choices)
  }

  /// Whether the value at `index` is `true`, the only accepted Boolean for steps like
  /// `{"pop": true}`.
  func isTrue(_ index: Int) -> Bool {
    kind(at: index) == .true
  }
}

extension JSONNode {
  func typeError(_ path: CodingPath, expected: String) -> DecodingError {
    document.typeError(at: index, path, expected: expected)
  }

  func string(at path: @autoclosure () -> CodingPath, expected: String = "a string")
    throws(DecodingError) -> String
  {
    try document.string(index, at: path(), expected: expected)
  }

  func nonEmptyString(at path: @autoclosure () -> CodingPath, expected: String)
    throws(DecodingError) -> String
  {
    try document.nonEmptyString(index, at: path(), expected: expected)
  }

  func bool(at path: @autoclosure () -> CodingPath) throws(DecodingError) -> Bool {
    try document.bool(index, at: path())
  }

  func int(at path: @autoclosure () -> CodingPath) throws(DecodingError) -> Int {
    try document.int(index, at: path())
  }

  func array(at path: @autoclosure () -> CodingPath, expected: String = "an array")
    throws(DecodingError)
    -> JSONElements
  {
    try document.array(index, at: path(), expected: expected)
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
    try document.enumCase(index, type, at: path(), noun: noun)
  }

  /// `true`, the only accepted Boolean for steps like `{"pop": true}`.
  var isTrue: Bool { document.isTrue(index) }
}

/// A value whose unknown-value error names every choice: the presentation styles, which are
/// UIKit's names and which no hint alone recalls.
protocol ChoicesNamedInErrors {}

extension PresentationStyle: ChoicesNamedInErrors {}
