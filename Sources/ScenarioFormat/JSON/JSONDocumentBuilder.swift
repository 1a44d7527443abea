// Building a document from values, for `JSONNode(value:location:)`: the children, nodes of
// other documents, are copied token by token with their texts.

struct JSONDocumentBuilder {
  private var tokens: [JSONToken] = []
  private var strings: [String] = []
  private var numbers: [JSONNumber] = []

  /// The document of the values appended.
  func document() -> JSONDocument {
    JSONDocument(bytes: [], tokens: tokens, strings: strings, numbers: numbers)
  }

  /// Appends a value and, after it, its children.
  mutating func append(_ value: JSONValue, at location: SourceLocation) {
    let position = tokens.count
    switch value {
    case .null:
      tokens.append(JSONToken(.null, at: location))
    case .bool(let flag):
      tokens.append(JSONToken(flag ? .true : .false, at: location))
    case .number(let number):
      tokens.append(storedNumber(number, at: location))
    case .string(let text):
      tokens.append(storedText(text, kind: .string, at: location))
    case .array(let elements):
      tokens.append(JSONToken(.array, at: location))
      for element in elements {
        copy(element)
      }
      tokens[position].first = elements.count
      tokens[position].second = tokens.count
    case .object(let members):
      tokens.append(JSONToken(.object, at: location))
      for member in members {
        tokens.append(storedText(member.key, kind: .string, at: member.keyLocation))
        copy(member.value)
      }
      tokens[position].first = members.count
      tokens[position].second = tokens.count
    }
  }

  /// Appends the tokens of `node` and its descendants, their texts stored.
  private mutating func copy(_ node: JSONNode) {
    let source = node.document
    let base = tokens.count
    for index in node.index..<source.next(after: node.index) {
      var token = source.tokens[index]
      switch token.kind {
      case .number:
        token = storedNumber(source.number(at: index), at: token.location)
      case .string:
        strings.append(source.text(at: index))
        token.isStored = true
        token.first = strings.count - 1
      case .array, .object:
        token.second = token.second - node.index + base
      case .null, .false, .true:
        break
      }
      tokens.append(token)
    }
  }

  private mutating func storedNumber(
    _ number: JSONNumber, at location: SourceLocation
  ) -> JSONToken {
    numbers.append(number)
    var token = storedText(number.literal, kind: .number, at: location)
    token.hasInteger = number.intValue != nil
    token.second = numbers.count - 1
    return token
  }

  private mutating func storedText(
    _ text: String, kind: JSONToken.Kind, at location: SourceLocation
  ) -> JSONToken {
    strings.append(text)
    var token = JSONToken(kind, at: location)
    token.isStored = true
    token.first = strings.count - 1
    return token
  }
}
