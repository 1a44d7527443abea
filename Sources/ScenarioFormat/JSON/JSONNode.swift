/// A JSON value with the location of its first character: a position in a parsed document.
///
/// Copying a node copies a reference to its document, never the value; `value` makes the
/// value's strings and its children's nodes when it is read.
public struct JSONNode: Sendable, Equatable {
  let document: JSONDocument
  /// The position of the value's token in `document.tokens`.
  let index: Int

  init(document: JSONDocument, index: Int) {
    self.document = document
    self.index = index
  }

  /// Creates a node from a value and the location where it starts.
  public init(value: JSONValue, location: SourceLocation) {
    var builder = JSONDocumentBuilder()
    builder.append(value, at: location)
    self.init(document: builder.document(), index: 0)
  }

  /// The value, whose children carry their own locations.
  public var value: JSONValue {
    let token = document.tokens[index]
    switch token.kind {
    case .null: return .null
    case .false: return .bool(false)
    case .true: return .bool(true)
    case .number: return .number(document.number(at: index))
    case .string: return .string(document.text(at: index))
    case .array: return .array(Array(elements))
    case .object: return .object(Array(members))
    }
  }

  /// Where the value starts: its opening bracket, brace or quote, or its first character.
  public var location: SourceLocation { document.tokens[index].location }

  /// The kind of value with its article, for messages such as "expected a string, found an
  /// array": "null", "a Boolean", "a number", "a string", "an array" or "an object".
  public var typeName: String { document.typeName(at: index) }

  /// The value of the member named `key` when this is an object that has one.
  public subscript(key: String) -> JSONNode? {
    guard let keyIndex = keyIndex(of: key) else { return nil }
    return JSONNode(document: document, index: keyIndex + 1)
  }

  /// The member named `key` when this is an object that has one.
  public func member(_ key: String) -> JSONMember? {
    keyIndex(of: key).map { members[$0] }
  }

  /// Compares two values and all their descendants, locations included.
  public static func == (lhs: JSONNode, rhs: JSONNode) -> Bool {
    lhs.location == rhs.location && lhs.value == rhs.value
  }
}

/// A JSON value whose array elements and object members are located nodes.
public enum JSONValue: Sendable, Equatable {
  /// `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// A number, keeping its literal text exactly as written.
  case number(JSONNumber)
  /// A string with its escapes decoded.
  case string(String)
  /// An array.
  case array([JSONNode])
  /// An object, its members in source order; keys are unique.
  case object([JSONMember])

  /// Compares two values and all their descendants, locations included.
  ///
  /// Iterative rather than synthesized, so that comparing the deepest documents the reader
  /// accepts cannot exhaust a small thread stack.
  public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
    var pending = [(lhs, rhs)]
    while let (left, right) = pending.popLast() {
      switch (left, right) {
      case (.null, .null):
        continue
      case (.bool(let leftFlag), .bool(let rightFlag)):
        guard leftFlag == rightFlag else { return false }
      case (.number(let leftNumber), .number(let rightNumber)):
        guard leftNumber == rightNumber else { return false }
      case (.string(let leftString), .string(let rightString)):
        guard leftString == rightString else { return false }
      case (.array(let leftElements), .array(let rightElements)):
        guard leftElements.count == rightElements.count else { return false }
        for (leftElement, rightElement) in zip(leftElements, rightElements) {
          guard leftElement.location == rightElement.location else { return false }
          pending.append((leftElement.value, rightElement.value))
        }
      case (.object(let leftMembers), .object(let rightMembers)):
        guard leftMembers.count == rightMembers.count else { return false }
        for (leftMember, rightMember) in zip(leftMembers, rightMembers) {
          guard leftMember.key == rightMember.key,
            leftMember.keyLocation == rightMember.keyLocation,
            leftMember.value.location == rightMember.value.location
          else { return false }
          pending.append((leftMember.value.value, rightMember.value.value))
        }
      case (.null, _), (.bool, _), (.number, _), (.string, _), (.array, _), (.object, _):
        return false
      }
    }
    return true
  }

  /// The kind of value with its article: "null", "a Boolean", "a number", "a string",
  /// "an array" or "an object".
  public var typeName: String {
    switch self {
    case .null: "null"
    case .bool: "a Boolean"
    case .number: "a number"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }
}

/// A member of a JSON object: a key, where it is written, and its value.
public struct JSONMember: Sendable, Equatable {
  /// The key with its escapes decoded.
  public var key: String
  /// The location of the key's opening quote.
  public var keyLocation: SourceLocation
  /// The member's value.
  public var value: JSONNode

  /// Creates a member.
  public init(key: String, keyLocation: SourceLocation, value: JSONNode) {
    self.key = key
    self.keyLocation = keyLocation
    self.value = value
  }
}
