// Deterministic identities, per scenario: a screen is named after its type while that name is
// free, then `Type#2`, `Type#3`…; containers `nav`, `nav#2`… in creation order. Never a global
// counter or an address, so the same scenario always renders the same ids.

/// The ids a scenario has handed out so far.
///
/// Only the authors' ids and one counter per base name are kept, so that copying the registry for a
/// transaction stays cheap however long the scenario runs.
public struct IdentifierRegistry: Sendable, Equatable {
  private var authored: Set<String> = []
  /// The last number handed out for each base name, in the order the names were first used.
  private var counters: [Counter] = []
  /// Where each base name's counter is, kept once there are too many names to look through.
  private var positions: [String: Int] = [:]

  private struct Counter: Sendable, Equatable {
    var base: String
    var last: Int
  }

  /// How many base names are looked through one by one.
  ///
  /// A scenario names a handful, and comparing a few short names costs less than hashing one,
  /// which building the start and every push would do for each id.
  private static let namesToLookThrough = 16

  /// Creates an empty registry.
  public init() {}

  /// Records an author's id so that generated ids never take it.
  public mutating func reserve(_ id: String) {
    authored.insert(id)
  }

  /// A fresh id based on a name: the name itself the first time, else `name#N`, skipping
  /// the authors' ids.
  public mutating func makeID(base: String) -> String {
    let position = self.position(of: base)
    return Self.nextID(base: base, counter: &counters[position].last, skipping: authored)
  }

  /// Whether `id` is an author's id, rather than one the registry made.
  public func isAuthored(_ id: String) -> Bool {
    authored.contains(id)
  }

  /// Whether `id` may be in use: an author's id reserved so far, or one this registry made.
  ///
  /// Every controller's id is one or the other, so an id for which this is false is in no window,
  /// and a push of a fresh id need not walk the tree to know it.
  public func mayHaveHandedOut(_ id: String) -> Bool {
    if authored.contains(id) { return true }
    if let counter = counter(of: id), counter.last >= 1 { return true }
    guard let mark = id.lastIndex(of: "#"),
      let number = Int(id[id.index(after: mark)...]), number >= 2,
      let counter = counter(of: String(id[..<mark]))
    else { return false }
    return counter.last >= number
  }

  private func counter(of base: String) -> Counter? {
    if counters.count <= Self.namesToLookThrough {
      return counters.first { $0.base == base }
    }
    return positions[base].map { counters[$0] }
  }

  /// The position of the counter of `base`, added when the name is new.
  private mutating func position(of base: String) -> Int {
    if counters.count <= Self.namesToLookThrough {
      if let found = counters.firstIndex(where: { $0.base == base }) { return found }
    } else if let found = positions[base] {
      return found
    }
    // Room for a few base names at the first: every scenario names several. Not before,
    // since a registry that makes no id (a scenario's coordinators, mostly) need not
    // allocate at all.
    if counters.isEmpty { counters.reserveCapacity(8) }
    counters.append(Counter(base: base, last: 0))
    if counters.count > Self.namesToLookThrough {
      if positions.isEmpty {
        for (position, counter) in counters.enumerated() { positions[counter.base] = position }
      } else {
        positions[base] = counters.count - 1
      }
    }
    return counters.count - 1
  }

  private static func nextID(base: String, counter: inout Int, skipping authored: Set<String>)
    -> String
  {
    var candidate: String
    repeat {
      counter += 1
      candidate = counter == 1 ? base : numbered(base, counter)
    } while !authored.isEmpty && authored.contains(candidate)
    return candidate
  }

  /// `base#number`, written in one go: concatenating the name, the mark and a string of
  /// the number made two strings on the way, for every id after the first of a name.
  private static func numbered(_ base: String, _ number: Int) -> String {
    var digitCount = 1
    var rest = number / 10
    while rest > 0 {
      digitCount += 1
      rest /= 10
    }
    var base = base
    return base.withUTF8 { name in
      String(unsafeUninitializedCapacity: name.count + 1 + digitCount) { buffer in
        _ = buffer.initialize(fromContentsOf: name)
        buffer[name.count] = UInt8(ascii: "#")
        var value = number
        for index in (name.count + 1..<name.count + 1 + digitCount).reversed() {
          buffer[index] = UInt8(ascii: "0") + UInt8(value % 10)
          value /= 10
        }
        return name.count + 1 + digitCount
      }
    }
  }

  /// Registries are equal when they hand out the same ids from now on, whatever order they
  /// first met the names in.
  public static func == (left: Self, right: Self) -> Bool {
    left.authored == right.authored && left.lastNumbers == right.lastNumbers
  }

  private var lastNumbers: [String: Int] {
    Dictionary(uniqueKeysWithValues: counters.map { ($0.base, $0.last) })
  }
}
