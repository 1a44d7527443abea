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
    var number = counters[base, default: 0]
    var candidate: String
    repeat {
      number += 1
      candidate = number == 1 ? base : "\(base)#\(number)"
    } while authored.contains(candidate)
    counters[base] = number
    return candidate
  }
}
