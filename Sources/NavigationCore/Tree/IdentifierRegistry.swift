// Deterministic identities, per scenario: a screen is named after its type while that name is
// free, then `Type#2`, `Type#3`…; containers `nav`, `nav#2`… in creation order. Never a global
// counter or an address, so the same scenario always renders the same ids.

/// The ids a scenario has handed out so far. Only the authors' ids and one counter per base
/// name are kept, so that copying the registry for a transaction stays cheap however long the
/// scenario runs.
public struct IdentifierRegistry: Sendable, Equatable {
  private var authored: Set<String> = []
  private var counters: [String: Int] = [:]

  /// Creates an empty registry.
  public init() {}

  /// Records an author's id so that generated ids never take it.
  public mutating func reserve(_ id: String) {
    authored.insert(id)
  }

  /// A fresh id based on a name: the name itself the first time, else `name#N`, skipping
  /// the authors' ids.
  public mutating func makeID(base: String) -> String {
    // Room for a few base names at the first: every scenario names several, and growing the
    // table one name at a time showed in building the start. Not before, since a registry
    // that makes no id (a scenario's coordinators, mostly) need not allocate at all.
    if counters.isEmpty { counters.reserveCapacity(8) }
    // The counter is updated in place: one hash of the base name per id.
    return Self.nextID(base: base, counter: &counters[base, default: 0], skipping: authored)
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
