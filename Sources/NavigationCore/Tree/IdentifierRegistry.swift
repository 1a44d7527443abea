// Deterministic identities, per scenario: a screen is named after its type while that name is
// free, then `Type#2`, `Type#3`…; containers `nav`, `nav#2`… in creation order. Never a global
// counter or an address, so the same scenario always renders the same ids.

/// The ids a scenario has handed out so far.
///
/// Only the authors' ids and one counter per base name are kept, so that copying the registry for a
/// transaction stays cheap however long the scenario runs; past a few names they are kept in
/// dictionaries whose copies share what neither changed, so that the thousands of states an
/// exploration keeps do not each hold every name the app uses.
public struct IdentifierRegistry: Sendable, Equatable {
  private var authored = SharedDictionary<String, Void>()
  /// The last number handed out for each base name, while there are few names.
  private var counters: [Counter] = []
  /// The last number handed out for each base name, once there are too many names to look
  /// through; `counters` is then empty.
  private var manyCounters = SharedDictionary<String, Int>()

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
    // Looked up first: setting an id already there would still copy a shared node.
    if authored[id] == nil { authored.set((), for: id) }
  }

  /// A fresh id based on a name: the name itself the first time, else `name#N`, skipping
  /// the authors' ids.
  public mutating func makeID(base: String) -> String {
    if manyCounters.isEmpty {
      if let found = counters.firstIndex(where: { $0.base == base }) {
        return Self.nextID(base: base, counter: &counters[found].last, skipping: authored)
      }
      if counters.count < Self.namesToLookThrough {
        // Room for a few base names at the first: every scenario names several. Not before,
        // since a registry that makes no id (a scenario's coordinators, mostly) need not
        // allocate at all.
        if counters.isEmpty { counters.reserveCapacity(8) }
        counters.append(Counter(base: base, last: 0))
        return Self.nextID(
          base: base, counter: &counters[counters.count - 1].last, skipping: authored)
      }
      for counter in counters { manyCounters.set(counter.last, for: counter.base) }
      counters = []
    }
    var last = manyCounters[base] ?? 0
    let id = Self.nextID(base: base, counter: &last, skipping: authored)
    manyCounters.set(last, for: base)
    return id
  }

  /// Whether `id` is an author's id, rather than one the registry made.
  public func isAuthored(_ id: String) -> Bool {
    authored[id] != nil
  }

  /// Whether `id` may be in use: an author's id reserved so far, or one this registry made.
  ///
  /// Every controller's id is one or the other, so an id for which this is false is in no window,
  /// and a push of a fresh id need not walk the tree to know it.
  public func mayHaveHandedOut(_ id: String) -> Bool {
    if authored[id] != nil { return true }
    if let last = lastNumber(of: id), last >= 1 { return true }
    guard let mark = id.lastIndex(of: "#"),
      let number = Int(id[id.index(after: mark)...]), number >= 2,
      let last = lastNumber(of: String(id[..<mark]))
    else { return false }
    return last >= number
  }

  private func lastNumber(of base: String) -> Int? {
    guard manyCounters.isEmpty else { return manyCounters[base] }
    return counters.first { $0.base == base }?.last
  }

  private static func nextID(
    base: String, counter: inout Int, skipping authored: SharedDictionary<String, Void>
  ) -> String {
    var candidate: String
    repeat {
      counter += 1
      candidate = counter == 1 ? base : numbered(base, counter)
    } while !authored.isEmpty && authored[candidate] != nil
    return candidate
  }

  /// `base#number`, written in one go: concatenating the name, the mark and a string of
  /// the number makes two strings on the way, for every id after the first of a name.
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
    guard left.authored.count == right.authored.count else { return false }
    var sameAuthors = true
    left.authored.forEach { id, _ in sameAuthors = sameAuthors && right.authored[id] != nil }
    return sameAuthors && left.lastNumbers == right.lastNumbers
  }

  private var lastNumbers: [String: Int] {
    guard manyCounters.isEmpty else {
      var numbers: [String: Int] = [:]
      manyCounters.forEach { base, last in numbers[base] = last }
      return numbers
    }
    return Dictionary(uniqueKeysWithValues: counters.map { ($0.base, $0.last) })
  }
}

extension IdentifierRegistry {
  /// An estimate of the bytes this registry holds that `other` does not share.
  func bytesNotShared(with other: IdentifierRegistry) -> Int {
    authored.bytesNotShared(with: other.authored)
      + manyCounters.bytesNotShared(with: other.manyCounters)
      + counters.capacity * MemoryLayout<Counter>.stride
  }
}
