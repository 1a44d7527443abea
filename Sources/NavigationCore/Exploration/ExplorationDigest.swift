// How exploration fingerprints a state at the cost of what its last action changed: every
// controller keeps a digest of what it renders (its line, its children's digests, what it
// presents), cleared when it changes (`Controller.makeUnique`). A transition copies the tree,
// sharing every controller it does not change, so only the controllers on the way to a change
// are digested again, and only they are checked against the invariants.
//
// The digest tells states apart exactly as `explorationKey` does: two states have the same
// digest when they have the same exploration key (and, but for a collision of 128-bit hashes,
// only then). It hashes the pieces the key's text is made of, in the same order, rather than the
// text: a line without its indentation, the tab mark and `<- top`, which it takes from the
// parent (its selected index) and the window (the path of `top`).

/// The digests a controller keeps: of what it renders, and of its children's digests in order.
///
/// Not part of what makes two controllers equal: a digest is a function of the rest.
struct CachedDigests: Sendable, Equatable {
  var node: StateDigest?
  var children: StateDigest?

  static func == (_: CachedDigests, _: CachedDigests) -> Bool { true }
}

/// A 128-bit digest, the same on every machine and run.
public struct StateDigest: Sendable, Hashable {
  /// The digest's first half.
  public var high: UInt64
  /// The digest's second half.
  public var low: UInt64
}

/// Builds a `StateDigest` from words and text: two lanes mixed as SplitMix64 mixes, with
/// different constants, each word then each text by its length and bytes.
struct DigestHasher {
  private var high: UInt64 = 0x243f_6a88_85a3_08d3
  private var low: UInt64 = 0x1319_8a2e_0370_7344

  private static func mix(_ value: UInt64, _ first: UInt64, _ second: UInt64) -> UInt64 {
    var value = value
    value = (value ^ (value >> 30)) &* first
    value = (value ^ (value >> 27)) &* second
    return value ^ (value >> 31)
  }

  /// Adds a word.
  mutating func combine(_ word: UInt64) {
    high = Self.mix(high ^ word, 0xbf58_476d_1ce4_e5b9, 0x94d0_49bb_1331_11eb)
    low = Self.mix(low &+ word, 0xff51_afd7_ed55_8ccd, 0xc4ce_b9fe_1a85_ec53)
  }

  /// Adds a number.
  mutating func combine(_ number: Int) {
    combine(UInt64(bitPattern: Int64(number)))
  }

  /// Adds a digest.
  mutating func combine(_ digest: StateDigest) {
    combine(digest.high)
    combine(digest.low)
  }

  /// Adds bytes, eight at a time, after their count.
  mutating func combine(_ bytes: UnsafeBufferPointer<UInt8>) {
    combine(bytes.count)
    var word: UInt64 = 0
    var filled = 0
    for byte in bytes {
      word = word << 8 | UInt64(byte)
      filled += 1
      if filled == 8 {
        combine(word)
        word = 0
        filled = 0
      }
    }
    if filled > 0 { combine(word) }
  }

  /// Adds a text's UTF-8.
  mutating func combine(_ text: String) {
    var text = text
    text.withUTF8 { combine($0) }
  }

  /// Adds a text that may be missing, told apart from an empty one.
  mutating func combine(optional text: String?) {
    if let text { combine(text) } else { combine(-1) }
  }

  /// The digest of what was added.
  var digest: StateDigest { StateDigest(high: high, low: low) }
}

/// What digesting a state needs besides the tree, kept from one state to the next so that
/// digesting one allocates nothing: which ids it shows, what it has seen of the controllers it
/// digested again, the first broken invariant among them, and a buffer for their lines.
public struct DigestWalk: Sendable {
  /// The registry whose authors' ids the key shows.
  var identifiers = IdentifierRegistry()
  /// The ids of the controllers digested again, to find one used twice.
  var ids: Set<String> = []
  /// The unchanged controllers hanging from changed ones, to find one held twice.
  var unchanged = IdentitySet()
  /// The first broken invariant found.
  var violation: String?
  /// One buffer for every line.
  var line = TextBuffer(capacity: 128)

  /// An empty walk.
  public init() {}

  /// Ready for a state whose ids `identifiers` made.
  mutating func reset(for identifiers: IdentifierRegistry) {
    self.identifiers = identifiers
    if !ids.isEmpty { ids.removeAll(keepingCapacity: true) }
    unchanged.removeAll()
    violation = nil
  }
}

extension Controller {
  /// The digest of what this controller renders, kept in it and in every controller below it
  /// that had none; `walk` collects the invariants those controllers break.
  ///
  /// Recursive as the text rendering is, to the depth of the tree.
  mutating func digest(_ walk: inout DigestWalk) -> StateDigest {
    let kept = cachedDigests
    if let node = kept.node { return node }
    if walk.violation == nil {
      if !walk.ids.insert(id).inserted {
        walk.violation = "#\(id) appears more than once"
      } else if let own = firstOwnViolation {
        walk.violation = own
      }
    }
    let childrenDigest = kept.children ?? digestChildren(&walk)
    var hasher = DigestHasher()
    walk.line.removeAll()
    appendOwnLine(showingID: id != type && walk.identifiers.isAuthored(id), to: &walk.line)
    walk.line.withBytes { hasher.combine($0) }
    hasher.combine(childrenDigest)
    // The headers and the mark that the text puts on the children, from this controller.
    if let columns = split?.columns {
      hasher.combine(Swift.min(columns.count, children.count))
      for column in columns.prefix(children.count) { hasher.combine(column.rawValue) }
    } else {
      hasher.combine(-1)
      hasher.combine(moreNavIndex ?? -1)
      let marked =
        kind == .tabs && children.indices.contains(selectedIndex)
        && selectedIndex != moreNavIndex
      hasher.combine(marked ? selectedIndex : -1)
    }
    if isPresenting {
      hasher.combine(presentations[0].styleDescription)
      if let kept = noteUnchanged(presentations[0].controller, in: &walk) {
        hasher.combine(kept)
      } else {
        hasher.combine(updatePresentedDigests { $0.digest(&walk) })
      }
    } else {
      hasher.combine(-2)
    }
    let node = hasher.digest
    keep(CachedDigests(node: node, children: childrenDigest))
    return node
  }

  /// The digest of the children's digests, in order.
  private mutating func digestChildren(_ walk: inout DigestWalk) -> StateDigest {
    var hasher = DigestHasher()
    hasher.combine(children.count)
    for index in children.indices {
      if let kept = noteUnchanged(children[index], in: &walk) {
        hasher.combine(kept)
      } else {
        hasher.combine(updateChildDigests(at: index) { $0.digest(&walk) })
      }
    }
    return hasher.digest
  }

  /// The digest an unchanged controller keeps, noting it so that one held in two places is
  /// found; nil for a changed one.
  private func noteUnchanged(_ controller: Controller, in walk: inout DigestWalk) -> StateDigest? {
    guard let node = controller.cachedDigests.node else { return nil }
    if walk.violation == nil, !walk.unchanged.insert(controller.storageIdentity) {
      walk.violation = "#\(controller.id) appears more than once"
    }
    return node
  }
}

extension NavigationState {
  /// The state's exploration digest: equal for states with equal `explorationKey`s, computed
  /// from the digests the controllers keep, of which it computes only the missing ones (those
  /// the last action changed), and the first invariant those controllers break.
  ///
  /// A controller's id repeated elsewhere is found when both copies changed, or when one
  /// unchanged controller is held twice by changed ones; not when a changed controller takes
  /// the id of one in an unchanged subtree, or one unchanged subtree is held both whole and
  /// inside another, which the engine's own checks and the tests' full walk after every step
  /// (`Window.firstInvariantViolation`) are for: checking every controller here made a
  /// transition cost the whole tree again. `walk` is scratch space, reused from one state to
  /// the next.
  public mutating func explorationDigest(using walk: inout DigestWalk) -> (
    digest: StateDigest, violation: String?
  ) {
    walk.reset(for: identifiers)
    var hasher = DigestHasher()
    if appState.isEmpty {
      hasher.combine(-1)
    } else {
      let entries = appState.entryDigest
      hasher.combine(entries.high)
      hasher.combine(entries.low)
      hasher.combine(entries.count)
    }
    hasher.combine(window.sizeClass.rawValue)
    hasher.combine(window.verticalSizeClass.rawValue)
    hasher.combine(window.width.rawValue)
    if let root = window.root.cachedDigests.node {
      hasher.combine(root)
    } else {
      hasher.combine(window.root.digest(&walk))
    }
    // The line marked `<- top`: the controller at `top`, when there is one.
    let top = window.top
    if window[top] != nil {
      hasher.combine(top.count)
      for step in top {
        switch step {
        case .child(let index): hasher.combine(index)
        case .presented: hasher.combine(-1)
        }
      }
    } else {
      hasher.combine(-1)
    }
    hasher.combine(optional: pendingNavigationText)
    combineFlow(into: &hasher)
    hasher.combine(optional: coordinatorText)
    return (hasher.digest, walk.violation)
  }
}
