// App state in scenario files: `"state": {"loggedIn": false}` (flat: strings, numbers,
// Booleans) at the top of a scenario, in a definitions file, in a matrix start and in the
// `setState` step; and the condition `{"state": {"loggedIn": false}}` wherever the app decides.
// A key a step or a condition names must be declared with a starting value, and keep its type,
// so that a typo is an error rather than a condition that never holds.

import NavigationCore

struct StateDecoder {
  let context: DecodingContext

  static let expectedValues =
    "an object of state values such as {\"loggedIn\": false} (strings, numbers, Booleans)"
  static let expectedCondition = "a condition such as {\"state\": {\"loggedIn\": false}}"

  /// Declares the keys of a flat object of starting values (a `state` section, the scenario's
  /// `state`), any keys, over those declared before; a value that does not decode is recorded,
  /// and its key is taken as declared, of no type.
  func declare(_ node: JSONNode, at path: CodingPath, in file: String) {
    guard
      let members = context.collecting(
        node, in: file,
        { () throws(DecodingError) in try node.members(at: path, expected: Self.expectedValues) })
    else {
      context.unreadSections.insert("state")
      return
    }
    for member in members {
      let value = context.collecting(member.value, in: file) { () throws(DecodingError) in
        guard !member.key.isEmpty else {
          throw DecodingError(member.keyLocation, path, "a state key cannot be empty")
        }
        try JSONDocument.checkPrintableName(
          member.key, at: member.keyLocation, path: path, noun: "a state key", shown: "app state")
        return try self.value(member.value, at: path.appending(key: member.key))
      }
      if let value {
        context.stateValues[member.key] = value
        context.brokenStateKeys.remove(member.key)
      } else {
        context.brokenStateKeys.insert(member.key)
      }
    }
  }

  /// A flat object of values whose keys are declared, each of its declared type (`setState`,
  /// a start's `state`, a condition's values).
  func values(_ node: JSONNode, at path: CodingPath) throws(DecodingError) -> [String: StateValue] {
    let members = try node.members(at: path, expected: Self.expectedValues)
    guard !members.isEmpty else {
      throw DecodingError(node.location, path, "expected at least one state value")
    }
    var values: [String: StateValue] = [:]
    for member in members {
      let valuePath = path.appending(key: member.key)
      if context.brokenStateKeys.contains(member.key)
        || context.mayBeDefinedInError(member.key, in: "state")
      {
        // Its declaration's error is the one to fix.
        values[member.key] = try value(member.value, at: valuePath)
        continue
      }
      guard let declared = context.stateValues[member.key] else {
        let known = context.stateValues.keys.sorted()
        throw DecodingError(
          member.keyLocation, path,
          "unknown state key \"\(member.key)\""
            + (known.isEmpty
              ? "; declare it with its starting value in the scenario's \"state\""
              : Suggestion.hint(for: member.key, among: known)))
      }
      let value = try value(member.value, at: valuePath)
      guard value.hasSameType(as: declared) else {
        throw DecodingError(
          member.value.location, valuePath,
          "\"\(member.key)\" is \(declared.typeName) (it starts as \(declared)); "
            + "found \(value.typeName)")
      }
      values[member.key] = value
    }
    return values
  }

  /// `{"state": {…}}`.
  func condition(_ node: JSONNode, at path: CodingPath) throws(DecodingError) -> StateCondition {
    let object = try ObjectDecoder(node, at: path, expected: Self.expectedCondition)
    try object.rejectUnknownKeys(allowed: ["state"], noun: "condition key")
    let values = try object.required("state", describing: "key")
    return StateCondition(try self.values(values, at: object.path("state")))
  }

  private func value(_ node: JSONNode, at path: CodingPath) throws(DecodingError) -> StateValue {
    switch node.value {
    case .bool(let flag): return .bool(flag)
    case .string(let text): return .string(text)
    case .number(let number):
      guard number.doubleValue.isFinite else {
        throw DecodingError(node.location, path, "\(number.literal) is too large a number")
      }
      return .number(number.doubleValue)
    default:
      throw node.typeError(path, expected: "a string, a number or a Boolean")
    }
  }
}
