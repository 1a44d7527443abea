// Reading a node's children in place: the decoders walk elements and members by position in
// the document, and make a key's `String` only when they need one.

extension JSONNode {
  /// The kind of the value.
  var kind: JSONToken.Kind { document.kind(at: index) }

  /// The string, when the value is one.
  var stringValue: String? { document.stringValue(at: index) }

  /// The elements, when the value is an array; else none.
  var elements: JSONElements { document.elements(of: index) }

  /// The members, when the value is an object; else none.
  var members: JSONMembers { document.members(of: index) }

  /// The position of the key token of the member named `key`, if this is an object with one.
  func keyIndex(of key: String) -> Int? {
    members.index(ofKey: key)
  }
}

/// The elements of an array, indexed by their positions in the document.
struct JSONElements: Collection {
  let document: JSONDocument
  let startIndex: Int
  let endIndex: Int
  let count: Int

  func index(after index: Int) -> Int { document.next(after: index) }

  subscript(index: Int) -> JSONNode { JSONNode(document: document, index: index) }
}

/// The members of an object, indexed by the positions of their keys in the document.
struct JSONMembers: Collection {
  let document: JSONDocument
  let startIndex: Int
  let endIndex: Int
  let count: Int

  func index(after index: Int) -> Int { document.next(after: index + 1) }

  subscript(index: Int) -> JSONMember {
    JSONMember(
      key: key(at: index), keyLocation: document.tokens[index].location, value: value(at: index))
  }

  /// The key of the member at `index`.
  func key(at index: Int) -> String { document.text(at: index) }

  /// Where the key of the member at `index` is written.
  func keyLocation(at index: Int) -> SourceLocation { document.tokens[index].location }

  /// The value of the member at `index`.
  func value(at index: Int) -> JSONNode { JSONNode(document: document, index: index + 1) }

  /// The position of the member whose key is `key`.
  ///
  /// Keys are compared as `String`s; bytes are compared instead, first their counts, when both
  /// sides are ASCII, since an ASCII string equals another only byte for byte.
  func index(ofKey key: String) -> Int? {
    let found = key.utf8.withContiguousStorageIfAvailable { keyBytes -> Int? in
      let keyIsASCII = keyBytes.allSatisfy { $0 < 0x80 }
      return document.bytes.withUnsafeBufferPointer { bytes in
        document.tokens.withUnsafeBufferPointer { tokens in
          var index = startIndex
          while index < endIndex {
            let token = tokens[index]
            if keyIsASCII, !token.isStored, token.isPlainASCII {
              let length = token.second - token.first
              if length == keyBytes.count {
                var offset = 0
                while offset < length, bytes[token.first + offset] == keyBytes[offset] {
                  offset += 1
                }
                if offset == length { return index }
              }
            } else if token.text(in: bytes, strings: document.strings) == key {
              return index
            }
            index = tokens[index + 1].end(at: index + 1)
          }
          return nil
        }
      }
    }
    if let found { return found }
    return indices.first { document.text(at: $0) == key }
  }
}
