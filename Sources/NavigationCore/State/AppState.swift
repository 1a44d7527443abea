// The app state that decides where navigation goes: whether the user is signed in, whether
// onboarding ran, which feature flags are on. The libraries never read it themselves; the app's
// code does (RouteComposer's `SwitchAssembly.addCase(when:)` and a login interceptor's
// `isLoggedIn` check, a coordinator's `prepare(to:)`, the pages an app skips in
// AppFlowController's `show`), so navrun keeps it beside the window and lets a condition on it
// stand wherever that code decides.

/// One value of the app state: a string, a number or a Boolean, as JSON writes it.
public enum StateValue: Sendable, Hashable, CustomStringConvertible {
  case bool(Bool)
  case number(Double)
  case string(String)

  /// The value as the golden shows it: `true`, `3`, `2.5`, or a JSON string literal.
  public var description: String {
    switch self {
    case .bool(let value): value ? "true" : "false"
    case .number(let value):
      if value.rounded() == value, abs(value) < 1e15 { String(Int64(value)) } else { "\(value)" }
    case .string(let value): TextEscaping.jsonLiteral(value)
    }
  }

  /// The name of the value's type, for messages.
  public var typeName: String {
    switch self {
    case .bool: "a Boolean"
    case .number: "a number"
    case .string: "a string"
    }
  }

  /// Whether two values are of the same type.
  public func hasSameType(as other: StateValue) -> Bool {
    switch (self, other) {
    case (.bool, .bool), (.number, .number), (.string, .string): true
    default: false
    }
  }
}

/// The app state: a flat set of named values.
///
/// Copies share every value neither of them set (`SharedDictionary`), and the state keeps a
/// digest of its entries as they are set: a step that sets a key costs that key, however many
/// the app has, and exploration keeps thousands of states that each differ by a key without
/// copying or reading the others.
public struct AppState: Sendable, Equatable {
  private var entries = SharedDictionary<String, StateValue>()
  /// The sum of the entries' hashes: the same for the same entries, in any order of setting.
  private var digest = (high: UInt64(0), low: UInt64(0))

  /// Creates a state.
  public init(_ values: [String: StateValue] = [:]) {
    merge(values)
  }

  /// The values by key, made on each call: what walks every key.
  public var values: [String: StateValue] {
    var values: [String: StateValue] = [:]
    values.reserveCapacity(entries.count)
    entries.forEach { values[$0] = $1 }
    return values
  }

  /// The keys, in order.
  public var sortedKeys: [String] {
    var keys: [String] = []
    keys.reserveCapacity(entries.count)
    entries.forEach { key, _ in keys.append(key) }
    return keys.sorted()
  }

  /// Whether the state has no value.
  public var isEmpty: Bool { entries.isEmpty }

  /// The value of a key.
  public subscript(key: String) -> StateValue? { entries[key] }

  /// Sets the listed values, keeping the others.
  public mutating func merge(_ changes: [String: StateValue]) {
    for (key, value) in changes {
      let old = entries[key]
      guard old != value else { continue }
      if let old {
        let removed = Self.hash(key, old)
        digest = (digest.high &- removed.high, digest.low &- removed.low)
      }
      let added = Self.hash(key, value)
      digest = (digest.high &+ added.high, digest.low &+ added.low)
      entries.set(value, for: key)
    }
  }

  /// Two FNV-1a hashes of an entry with different offsets, the same on every machine and run.
  private static func hash(_ key: String, _ value: StateValue) -> (high: UInt64, low: UInt64) {
    var high: UInt64 = 0xcbf2_9ce4_8422_2325
    var low: UInt64 = 0x8422_2325_cbf2_9ce4
    func add(_ byte: UInt8) {
      high = (high ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
      low = (low ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 &+ 0x9e37_79b9_7f4a_7c15
    }
    for byte in key.utf8 { add(byte) }
    // The key's end, then the value's type and text: no two entries write the same bytes.
    add(0)
    switch value {
    case .bool: add(1)
    case .number: add(2)
    case .string: add(3)
    }
    for byte in value.description.utf8 { add(byte) }
    // Mixed once more, so that sums of hashes of similar entries do not cancel out.
    high ^= high >> 29
    high &*= 0xbf58_476d_1ce4_e5b9
    low ^= low >> 31
    low &*= 0x94d0_49bb_1331_11eb
    return (high ^ (high >> 32), low ^ (low >> 29))
  }

  /// The digest of the entries and their count, which `digestText` writes.
  var entryDigest: (high: UInt64, low: UInt64, count: Int) {
    (digest.high, digest.low, entries.count)
  }

  /// A digest of the entries: equal states have the same one; for telling the states an
  /// exploration reaches apart without writing their every key.
  public var digestText: String {
    String(digest.high, radix: 16) + ":" + String(digest.low, radix: 16) + ":"
      + String(entries.count)
  }

  /// An estimate of the bytes this state holds that `other` does not share.
  func bytesNotShared(with other: AppState) -> Int {
    entries.bytesNotShared(with: other.entries)
  }

  /// Whether both hold the same values: by digest first, then by the entries they do not share.
  public static func == (left: AppState, right: AppState) -> Bool {
    left.entries.count == right.entries.count && left.digest == right.digest
      && left.entries.hasSameEntries(as: right.entries)
  }

  /// `loggedIn=false onboarded=true`, keys in order.
  public var summary: String {
    sortedKeys.map { Self.entryText($0, entries[$0]) }.joined(separator: " ")
  }

  /// Keys in order, each `key=value`.
  public static func summary(of values: [String: StateValue]) -> String {
    values.keys.sorted().map { entryText($0, values[$0]) }.joined(separator: " ")
  }

  /// `key=value`; a key that is not a plain name is a JSON string literal, so that no key
  /// reads as two entries or a line of its own.
  private static func entryText(_ key: String, _ value: StateValue?) -> String {
    TextEscaping.quotedKey(key) + "=" + (value?.description ?? "")
  }

  /// The golden's line: `state: loggedIn=false onboarded=true`; nil without state.
  public var text: String? {
    isEmpty ? nil : "state: " + summary + "\n"
  }
}

/// `{"state": {"loggedIn": false}}`: holds when every listed key has the listed value.
public struct StateCondition: Sendable, Equatable, CustomStringConvertible {
  /// The values the state must have.
  public var required: [String: StateValue]

  /// Creates a condition.
  public init(_ required: [String: StateValue]) {
    self.required = required
  }

  /// Whether the state has every required value.
  public func holds(in state: AppState) -> Bool {
    required.allSatisfy { state[$0.key] == $0.value }
  }

  /// `state loggedIn=false`.
  public var description: String { "state " + AppState.summary(of: required) }
}
