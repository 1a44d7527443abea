// Deterministic identities, per scenario: a screen is named after its type while that name is
// free, then `Type#2`, `Type#3`…; containers `nav`, `nav#2`… in creation order. Never a global
// counter or an address, so the same scenario always renders the same ids.

/// The ids a scenario has handed out so far.
public struct IdentifierRegistry: Sendable, Equatable {
  private var issued: Set<String> = []
  private var counters: [String: Int] = [:]

  /// Creates an empty registry.
  public init() {}

  /// Records an author's id so that generated ids never take it.
  public mutating func reserve(_ id: String) {
    issued.insert(id)
  }

  /// A fresh id based on a name: the name itself if never issued, else `name#N`.
  public mutating func makeID(base: String) -> String {
    if issued.insert(base).inserted { return base }
    var number = counters[base, default: 1]
    var candidate: String
    repeat {
      number += 1
      candidate = "\(base)#\(number)"
    } while issued.contains(candidate)
    counters[base] = number
    issued.insert(candidate)
    return candidate
  }
}
