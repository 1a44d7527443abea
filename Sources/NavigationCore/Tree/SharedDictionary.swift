// A dictionary whose copies share everything neither of them changed: a hash array mapped trie
// (Bagwell's HAMT, with the entries and the subtries of a node kept apart as in Steindorfer's
// CHAMP). A change copies only the nodes on the way from the root to its key, at most 13 of 32
// slots each, where a hash table copies every entry. Exploration keeps thousands of states that
// each make one id more than the state they came from; each shares with it every node but those
// on the way to that id's name, where a hash table would hold every name the app uses.

/// A dictionary whose copies share the nodes neither of them changed.
///
/// Only what the ids of a scenario need: reading, setting, the count, and a walk over the entries
/// in no particular order.
struct SharedDictionary<Key: Hashable & Sendable, Value: Sendable>: Sendable {
  /// The root, nil while empty: an empty dictionary allocates nothing.
  private var root: Node?
  /// The number of entries.
  private(set) var count = 0

  /// Bits of the hash each level of the trie consumes.
  private static var bitsPerLevel: Int { 5 }

  /// The shift from which a node holds every key of one full hash, in a list: 13 levels consume
  /// the 64 bits, so the trie is never deeper than 14 nodes, whatever the keys.
  private static var collisionShift: Int { 65 }

  /// One node: the entries that end here and the subtries below, each in the order of its slot,
  /// with a bitmap saying which of the 32 slots each holds.
  ///
  /// Changed only while uniquely referenced (copy on write), so sharing it between threads is
  /// safe.
  private final class Node: @unchecked Sendable {
    var entryMap: UInt32 = 0
    var childMap: UInt32 = 0
    var entries: ContiguousArray<(key: Key, value: Value)> = []
    var children: ContiguousArray<Node> = []

    init() {}

    init(copying other: Node) {
      entryMap = other.entryMap
      childMap = other.childMap
      entries = other.entries
      children = other.children
    }
  }

  /// An empty dictionary.
  init() {}

  /// Whether it holds no entry.
  var isEmpty: Bool { count == 0 }

  private static func hash(_ key: Key) -> UInt64 {
    UInt64(UInt(bitPattern: key.hashValue))
  }

  /// The bit of a node's maps that stands for the slot of a hash at a level.
  private static func bit(_ hash: UInt64, _ shift: Int) -> UInt32 {
    1 << UInt32(truncatingIfNeeded: (hash >> UInt64(shift)) & 31)
  }

  /// The position, in a node's entries or children, of the slot a bit stands for.
  private static func position(_ map: UInt32, _ bit: UInt32) -> Int {
    (map & (bit &- 1)).nonzeroBitCount
  }

  /// The value for a key, or nil; setting it adds or replaces the entry (nil is not allowed:
  /// the dictionary never removes).
  subscript(key: Key) -> Value? {
    guard var node = root else { return nil }
    let hash = Self.hash(key)
    var shift = 0
    while shift < Self.collisionShift {
      let bit = Self.bit(hash, shift)
      if node.entryMap & bit != 0 {
        let entry = node.entries[Self.position(node.entryMap, bit)]
        return entry.key == key ? entry.value : nil
      }
      guard node.childMap & bit != 0 else { return nil }
      node = node.children[Self.position(node.childMap, bit)]
      shift += Self.bitsPerLevel
    }
    return node.entries.first { $0.key == key }?.value
  }

  /// Sets the value of a key, adding the entry when the key is new.
  mutating func set(_ value: Value, for key: Key) {
    var node = root ?? Node()
    // Released from `root` first, so that a dictionary that is not shared changes in place.
    root = nil
    if Self.set(value, for: key, hash: Self.hash(key), shift: 0, in: &node) { count += 1 }
    root = node
  }

  /// Sets a value below `node`, copying the nodes on the way that are shared; returns whether
  /// the key is new.
  private static func set(
    _ value: Value, for key: Key, hash: UInt64, shift: Int, in node: inout Node
  ) -> Bool {
    if !isKnownUniquelyReferenced(&node) { node = Node(copying: node) }
    guard shift < collisionShift else {
      if let found = node.entries.firstIndex(where: { $0.key == key }) {
        node.entries[found].value = value
        return false
      }
      node.entries.append((key, value))
      return true
    }
    let bit = bit(hash, shift)
    if node.childMap & bit != 0 {
      return set(
        value, for: key, hash: hash, shift: shift + bitsPerLevel,
        in: &node.children[position(node.childMap, bit)])
    }
    let entry = position(node.entryMap, bit)
    guard node.entryMap & bit != 0 else {
      node.entries.insert((key, value), at: entry)
      node.entryMap |= bit
      return true
    }
    if node.entries[entry].key == key {
      node.entries[entry].value = value
      return false
    }
    // Two keys in one slot: both move one level down.
    let other = node.entries.remove(at: entry)
    node.entryMap &= ~bit
    var child = Node()
    _ = set(
      other.value, for: other.key, hash: Self.hash(other.key), shift: shift + bitsPerLevel,
      in: &child)
    _ = set(value, for: key, hash: hash, shift: shift + bitsPerLevel, in: &child)
    node.children.insert(child, at: position(node.childMap, bit))
    node.childMap |= bit
    return true
  }

  /// Calls `body` with every entry, in no particular order.
  func forEach(_ body: (Key, Value) -> Void) {
    var pending = root.map { [$0] } ?? []
    while let node = pending.popLast() {
      for entry in node.entries { body(entry.key, entry.value) }
      pending.append(contentsOf: node.children)
    }
  }

  /// An estimate of the bytes this dictionary holds that `other` does not share: its nodes that
  /// are not also `other`'s, at the same place in the trie.
  func bytesNotShared(with other: Self) -> Int {
    var pending: [(node: Node, other: Node?)] = root.map { [($0, other.root)] } ?? []
    var bytes = 0
    while let (node, counterpart) = pending.popLast() {
      if let counterpart, node === counterpart { continue }
      bytes +=
        48 + node.entries.capacity * MemoryLayout<(key: Key, value: Value)>.stride
        + node.children.capacity * MemoryLayout<Node>.stride
      for (index, child) in node.children.enumerated() {
        let bit = Self.bit(forChildAt: index, in: node.childMap)
        let match = counterpart.flatMap { counterpart -> Node? in
          guard counterpart.childMap & bit != 0 else { return nil }
          return counterpart.children[Self.position(counterpart.childMap, bit)]
        }
        pending.append((child, match))
      }
    }
    return bytes
  }

  /// The bit of the slot of a node's `index`th child.
  private static func bit(forChildAt index: Int, in map: UInt32) -> UInt32 {
    var rest = map
    for _ in 0..<index { rest &= rest &- 1 }
    return rest & (0 &- rest)
  }
}

extension SharedDictionary where Value: Equatable {
  /// Whether both hold the same entries, comparing only the nodes they do not share.
  ///
  /// A trie's shape depends on its keys alone, not on the order they were set in: a slot holds
  /// an entry when one key reaches it, a subtrie when several do. So two dictionaries with the
  /// same entries have the same nodes, slot for slot, but for the lists of keys of one full hash.
  func hasSameEntries(as other: Self) -> Bool {
    guard count == other.count else { return false }
    guard let root, let otherRoot = other.root else { return root == nil && other.root == nil }
    var pending = [(root, otherRoot, 0)]
    while let (node, counterpart, shift) = pending.popLast() {
      if node === counterpart { continue }
      guard node.entryMap == counterpart.entryMap, node.childMap == counterpart.childMap,
        node.entries.count == counterpart.entries.count,
        node.children.count == counterpart.children.count
      else { return false }
      if shift >= Self.collisionShift {
        for entry in node.entries
        where !counterpart.entries.contains(where: {
          $0.key == entry.key && $0.value == entry.value
        }) {
          return false
        }
      } else {
        for (entry, match) in zip(node.entries, counterpart.entries)
        where entry.key != match.key || entry.value != match.value {
          return false
        }
      }
      for (child, match) in zip(node.children, counterpart.children) {
        pending.append((child, match, shift + Self.bitsPerLevel))
      }
    }
    return true
  }
}
