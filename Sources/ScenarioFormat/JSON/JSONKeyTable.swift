// Finding which of a few known names an object key is, from the key's bytes, without making a
// `String` of the key: the decoders ask this of every key of every step and node.

/// A list of names that object keys are looked up in.
///
/// A class, so that reading a table kept in a static property retains one reference rather
/// than each of its arrays.
final class JSONKeyTable: Sendable {
  /// A name: its bytes, little-endian in two words when it has at most 16, and its position in
  /// `names`.
  private struct Entry {
    var low: UInt64
    var high: UInt64
    var position: Int
  }

  /// The names, in the order given.
  let names: [String]
  /// The names of at most 16 bytes ordered by length, so that a key is compared only with
  /// names as long.
  private let entries: [Entry]
  /// For each length up to 16, the range of `entries` of names that long.
  private let entriesByLength: [Range<Int>]
  /// Whether every name is ASCII: only then is comparing bytes exact, since a non-ASCII
  /// string can equal an ASCII one (U+037E is ';').
  private let isASCII: Bool

  init(_ names: [String]) {
    self.names = names
    var entries: [(length: Int, entry: Entry)] = []
    for (position, name) in names.enumerated() {
      let bytes = Array(name.utf8)
      // Longer names are found by comparing strings, as keys with escapes are.
      guard bytes.count <= 16 else { continue }
      let (low, high) = bytes.withUnsafeBufferPointer { Self.words(of: $0) }
      entries.append((bytes.count, Entry(low: low, high: high, position: position)))
    }
    entries.sort { ($0.length, $0.entry.position) < ($1.length, $1.entry.position) }
    var entriesByLength: [Range<Int>] = []
    var start = 0
    for length in 0...16 {
      var end = start
      while end < entries.count, entries[end].length == length { end += 1 }
      entriesByLength.append(start..<end)
      start = end
    }
    self.entries = entries.map(\.entry)
    self.entriesByLength = entriesByLength
    isASCII = names.allSatisfy { $0.utf8.allSatisfy { $0 < 0x80 } }
  }

  /// Up to 16 bytes as two little-endian words, zero-padded.
  @inline(__always)
  private static func words(of bytes: UnsafeBufferPointer<UInt8>) -> (UInt64, UInt64) {
    var low: UInt64 = 0
    var high: UInt64 = 0
    var offset = bytes.count
    while offset > 8 {
      offset -= 1
      high = high << 8 | UInt64(bytes[offset])
    }
    while offset > 0 {
      offset -= 1
      low = low << 8 | UInt64(bytes[offset])
    }
    return (low, high)
  }

  /// The position in `names` of the key of the member at `index`, if it is one of them.
  func position(ofKeyAt index: Int, in members: JSONMembers) -> Int? {
    let document = members.document
    let token = document.tokens[index]
    let length = token.second - token.first
    guard isASCII, !token.isStored, token.isPlainASCII, length <= 16 else {
      let key = document.text(at: index)
      return names.firstIndex(of: key)
    }
    let (low, high) = document.bytes.withUnsafeBufferPointer {
      Self.words(of: UnsafeBufferPointer(rebasing: $0[token.first..<token.second]))
    }
    return entries.withUnsafeBufferPointer { entries in
      for entry in entriesByLength[length] where entries[entry].low == low {
        if entries[entry].high == high { return entries[entry].position }
      }
      return nil
    }
  }
}
