// Conditions on the app (docs/app-logic.md#conditions): `{"state": {…}}`, `{"top": sel}`,
// `{"exists": sel}`, `{"not": …}`, `{"all": […]}`, `{"any": […]}`; several keys in one object
// must all hold. `if` steps, reactions, a split's answer to `topColumnForCollapsing` and
// explore's properties read them.

import NavigationCore

struct ConditionDecoder {
  let context: DecodingContext

  static let keys = ["state", "top", "exists", "not", "all", "any"]
  static let expected =
    "a condition such as {\"state\": {\"loggedIn\": false}} or {\"top\": \"SignIn\"}"

  /// The condition at `node`.
  ///
  /// Nesting is bounded by the reader's depth limit, so the recursion is too.
  func condition(_ node: JSONNode, at path: CodingPath) throws(DecodingError) -> AppCondition {
    let object = try ObjectDecoder(node, at: path, expected: Self.expected)
    try object.rejectUnknownKeys(allowed: Self.keys, noun: "condition key")
    guard !object.members.isEmpty else {
      throw DecodingError(node.location, path, "expected \(Self.expected)")
    }
    var parts: [AppCondition] = []
    for member in object.members {
      let memberPath = object.path(member.key)
      switch member.key {
      case "state":
        parts.append(
          .state(
            StateCondition(try StateDecoder(context: context).values(member.value, at: memberPath)))
        )
      case "top": parts.append(.top(try selector(member.value, at: memberPath)))
      case "exists": parts.append(.exists(try selector(member.value, at: memberPath)))
      case "not": parts.append(.not(try condition(member.value, at: memberPath)))
      default:
        let items = try member.value.array(at: memberPath, expected: "an array of conditions")
        guard !items.isEmpty else {
          throw DecodingError(member.value.location, memberPath, "expected at least one condition")
        }
        var conditions: [AppCondition] = []
        for (index, item) in items.enumerated() {
          conditions.append(try condition(item, at: memberPath.appending(index: index)))
        }
        parts.append(member.key == "all" ? .all(conditions) : .any(conditions))
      }
    }
    return parts.count == 1 ? parts[0] : .all(parts)
  }

  /// A selector of a condition: it tests whether a controller is there, so naming one that no
  /// node of the scenario builds is no error.
  private func selector(_ node: JSONNode, at path: CodingPath) throws(DecodingError) -> Selector {
    let text = try node.nonEmptyString(
      at: path, expected: "a selector (\"#id\", \"Type\", \"nav\", \"top\", \"root\"…)")
    do {
      return try Selector(parsing: text)
    } catch {
      throw DecodingError(node.location, path, error.message)
    }
  }
}
