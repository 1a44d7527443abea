// A set of object identities for the digest's walk, which notes every unchanged controller
// hanging from a changed one: a tab bar of thousands of tabs notes thousands on every
// transition, and the standard set's seeded hashing of each was most of the transition.

/// Object identities, inserted and cleared many times over: open addressing with a
/// multiplicative hash, cleared in constant time by a generation number.
struct IdentitySet: Sendable {
  /// Each slot: an identity's bits and the generation it was inserted in.
  private var slots: [(key: UInt, generation: UInt32)] = []
  private var generation: UInt32 = 1
  private var count = 0

  /// Empties the set, keeping its room.
  mutating func removeAll() {
    count = 0
    if generation == .max {
      generation = 1
      for index in slots.indices { slots[index].generation = 0 }
    } else {
      generation += 1
    }
  }

  /// Inserts an identity; returns whether it was not in the set yet.
  mutating func insert(_ identity: ObjectIdentifier) -> Bool {
    if (count + 1) * 2 > slots.count { grow() }
    return insert(bits: UInt(bitPattern: identity))
  }

  private mutating func insert(bits: UInt) -> Bool {
    let mask = slots.count - 1
    var index = Int(truncatingIfNeeded: (bits &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask
    while slots[index].generation == generation {
      if slots[index].key == bits { return false }
      index = (index + 1) & mask
    }
    slots[index] = (bits, generation)
    count += 1
    return true
  }

  /// Doubles the room, keeping what this generation holds.
  private mutating func grow() {
    let kept = slots.filter { $0.generation == generation }.map(\.key)
    slots = Array(repeating: (0, 0), count: Swift.max(64, slots.count * 2))
    generation = 1
    count = 0
    for bits in kept { _ = insert(bits: bits) }
  }
}
