// Finding which of a few known names an object key is, from the key's bytes: the decoders ask
// this of every key of every step and node, and making a `String` of each key to look it up
// cost more than the lookup.

/// A list of names that object keys are looked up in.
///
/// A class, so that reading a table kept in a static property retains one reference rather
/// than each of its arrays.
final class JSONKeyTable: Sendable {
  /// A name: where its bytes are in `bytes`, and its position in `names`.
  private struct Entry {
    var offset: Int
    var length: Int
    var position: Int
  }

  /// The names, in the order given.
  let names: [String]
  /// The names ordered by length, so that a key is compared only with names as long.
  private let entries: [Entry]
  /// For each length, the range of `entries` of names that long.
  private let entriesByLength: [Range<Int>]
  private let bytes: [UInt8]
  /// Whether every name is ASCII: only then is comparing bytes exact, since a non-ASCII
  /// string can equal an ASCII one (U+037E is ';').
  private let isASCII: Bool

  init(_ names: [String]) {
    self.names = names
    var bytes: [UInt8] = []
    var entries: [Entry] = []
    for (position, name) in names.enumerated() {
      entries.append(Entry(offset: bytes.count, length: name.utf8.count, position: position))
      bytes.append(contentsOf: name.utf8)
    }
    entries.sort { ($0.length, $0.position) < ($1.length, $1.position) }
    var entriesByLength: [Range<Int>] = []
    var start = 0
    for length in 0...(entries.last?.length ?? 0) {
      var end = start
      while end < entries.count, entries[end].length == length { end += 1 }
      entriesByLength.append(start..<end)
      start = end
    }
    self.bytes = bytes
    self.entries = entries
    self.entriesByLength = entriesByLength
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
    guard length < entriesByLength.count else { return nil }
    let candidates = entriesByLength[length]
    return document.bytes.withUnsafeBufferPointer { keyBytes in
      bytes.withUnsafeBufferPointer { nameBytes in
        entries.withUnsafeBufferPointer { entries in
          for entry in candidates {
            let name = entries[entry]
            var offset = 0
            while offset < length,
              keyBytes[token.first + offset] == nameBytes[name.offset + offset]
            {
              offset += 1
            }
            if offset == length { return name.position }
          }
          return nil
        }
      }
    }
  }
}
