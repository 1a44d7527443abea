// Reading a value by its position in a document. The hot decoders (steps and nodes) hold the
// document and pass plain positions, since every `JSONNode` made, copied and dropped retains
// and releases its document.

extension JSONDocument {
  /// The kind of the value at `index`.
  func kind(at index: Int) -> JSONToken.Kind { tokens[index].kind }

  /// Where the value at `index` starts.
  func location(at index: Int) -> SourceLocation { tokens[index].location }

  /// The string at `index`, when the value there is one.
  func stringValue(at index: Int) -> String? {
    tokens[index].kind == .string ? text(at: index) : nil
  }

  /// The kind of the value at `index` with its article, as `JSONNode.typeName` says it.
  func typeName(at index: Int) -> String {
    switch tokens[index].kind {
    case .null: "null"
    case .false, .true: "a Boolean"
    case .number: "a number"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }

  /// The node at `index`, for the decoders that take nodes.
  func node(at index: Int) -> JSONNode { JSONNode(document: self, index: index) }

  /// The positions of the elements of the array at `index`, in order.
  ///
  /// A position's successor is `next(after:)`; the range holds the array's descendants too.
  func elements(of index: Int) -> JSONElements {
    let token = tokens[index]
    guard token.kind == .array else {
      return JSONElements(document: self, startIndex: index, endIndex: index, count: 0)
    }
    return JSONElements(
      document: self, startIndex: index + 1, endIndex: token.second, count: token.first)
  }

  /// The members of the object at `index`, indexed by the positions of their keys.
  func members(of index: Int) -> JSONMembers {
    let token = tokens[index]
    guard token.kind == .object else {
      return JSONMembers(document: self, startIndex: index, endIndex: index, count: 0)
    }
    return JSONMembers(
      document: self, startIndex: index + 1, endIndex: token.second, count: token.first)
  }
}
