// Finding which of a few known names an object key is, from the key's bytes: the decoders ask
// this of every key of every step and node, and making a `String` of each key to look it up
// cost more than the lookup.

/// A list of names that object keys are looked up in.
struct JSONKeyTable: Sendable {
  /// Where a name's bytes are in `bytes`.
  private struct Entry {
    var offset: Int
    var length: Int
    var first: UInt8
  }

  /// The names, in the order given.
  let names: [String]
  private let entries: [Entry]
  private let bytes: [UInt8]
  /// Whether every name is ASCII: only then is comparing bytes exact, since a non-ASCII
  /// string can equal an ASCII one (U+037E is ';').
  private let isASCII: Bool

  init(_ names: [String]) {
    self.names = names
    var bytes: [UInt8] = []
    var entries: [Entry] = []
    for name in names {
      entries.append(
        Entry(offset: bytes.count, length: name.utf8.count, first: name.utf8.first ?? 0))
      bytes.append(contentsOf: name.utf8)
    }
    self.bytes = bytes
    self.entries = entries
    isASCII = bytes.allSatisfy { $0 < 0x80 }
  }

  /// The position in `names` of the key of the member at `index`, if it is one of them.
  func position(ofKeyAt index: Int, in members: JSONMembers) -> Int? {
    let document = members.document
    let token = document.tokens[index]
    guard isASCII, !token.isStored, token.isPlainASCII else {
      let key = document.text(at: index)
      return names.firstIndex(of: key)
    }
    let length = token.second - token.first
    return document.bytes.withUnsafeBufferPointer { keyBytes in
      bytes.withUnsafeBufferPointer { nameBytes in
        entries.withUnsafeBufferPointer { entries in
          for (position, entry) in entries.enumerated() where entry.length == length {
            guard length > 0 else { return position }
            guard entry.first == keyBytes[token.first] else { continue }
            var offset = 1
            while offset < length,
              keyBytes[token.first + offset] == nameBytes[entry.offset + offset]
            {
              offset += 1
            }
            if offset == length { return position }
          }
          return nil
        }
      }
    }
  }
}
