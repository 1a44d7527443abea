// Deterministic identities, per scenario: a screen is named after its type while that name is
// free, then `Type#2`, `Type#3`…; containers `nav`, `nav#2`… in creation order. Never a global
// counter or an address, so the same scenario always renders the same ids.

/// The ids a scenario has handed out so far. Only the authors' ids and one counter per base
/// name are kept, so that copying the registry for a transaction stays cheap however long the
/// scenario runs.
public struct IdentifierRegistry: Sendable, Equatable {
  private var authored: Set<String> = []
  /// The counters of the first few base names, found by comparing names: a scenario names a
  /// handful, and comparing a few short strings costs less than hashing one.
  private var firstCounters: [Counter] = []
  /// The counters of the names after those, by hash, so that a scenario naming thousands of
  /// types does not compare every name on every id.
  private var moreCounters: [String: Int] = [:]

  private struct Counter: Sendable, Equatable {
    var base: String
    var count: Int
  }

  /// How many names are looked up by comparison before the others go to the table.
  private static let comparedNames = 16

  /// Creates an empty registry.
  public init() {}

  /// Records an author's id so that generated ids never take it.
  public mutating func reserve(_ id: String) {
    authored.insert(id)
  }

  /// A fresh id based on a name: the name itself the first time, else `name#N`, skipping
  /// the authors' ids.
  public mutating func makeID(base: String) -> String {
    if let index = firstCounters.firstIndex(where: { $0.base == base }) {
      return Self.nextID(base: base, counter: &firstCounters[index].count, skipping: authored)
    }
    if firstCounters.count < Self.comparedNames {
      firstCounters.append(Counter(base: base, count: 0))
      return Self.nextID(
        base: base, counter: &firstCounters[firstCounters.count - 1].count, skipping: authored)
    }
    // The counter is updated in place: one hash of the base name per id.
    return Self.nextID(base: base, counter: &moreCounters[base, default: 0], skipping: authored)
  }

  private static func nextID(base: String, counter: inout Int, skipping authored: Set<String>)
    -> String
  {
    var candidate: String
    repeat {
      counter += 1
      candidate = counter == 1 ? base : base + "#" + String(counter)
    } while !authored.isEmpty && authored.contains(candidate)
    return candidate
  }
}
