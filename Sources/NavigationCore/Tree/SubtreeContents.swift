// What a controller's subtree may hold, kept in every controller as a word of bits so that a
// search that would find nothing is answered without walking the tree: RouteComposer's
// finders look for a kind and a screen type through the whole window on every navigation, and
// most of the destinations an app defines are not on screen. The bits are a superset of what
// the subtree holds (a change deep in a long stack adds bits without looking at the other
// children), so a bit set means "walk and see" and a bit clear means "none there".

/// The kinds and screen types of the controllers in a subtree (and in what they present), and
/// whether one of them makes the subtree refuse to be dismissed, as bits.
///
/// Not part of what makes two controllers equal: it is derived from the rest, and may hold
/// more than the subtree does.
struct SubtreeContents: Sendable, Equatable {
  /// Bits 0–5: the kinds; bits 6–62: the screen types, hashed; bit 63: a controller that
  /// refuses to be dismissed (`Controller.firstNonDismissible`).
  var bits: UInt64 = 0
  /// The bits of the controller alone (`own(kind:type:isDismissible:)`).
  var own: UInt64 = 0
  /// The ids of the controllers in the subtree (and in what they present), hashed onto bits.
  var ids: UInt64 = 0
  /// The bit of the controller's own id.
  var ownID: UInt64 = 0

  static func == (_: SubtreeContents, _: SubtreeContents) -> Bool { true }

  /// The bit of a controller that refuses to be dismissed.
  static let refusesDismissal: UInt64 = 1 << 63

  /// The bit of a kind.
  static func bit(of kind: Controller.Kind) -> UInt64 {
    switch kind {
    case .screen: 1 << 0
    case .nav: 1 << 1
    case .tabs: 1 << 2
    case .split: 1 << 3
    case .stack: 1 << 4
    case .pages: 1 << 5
    }
  }

  /// The bit of a screen type: its hash onto bits 6–62.
  static func bit(ofType type: String) -> UInt64 {
    1 << (6 + hash(type) % 57)
  }

  /// The bit of an id: its hash onto the 64 bits of `ids`.
  static func bit(ofID id: String) -> UInt64 {
    1 << (hash(id) >> 58)
  }

  /// FNV-1a of a text's UTF-8: the same on every machine and run.
  ///
  /// Read from the text's contiguous bytes: every controller made hashes its id, and
  /// stepping through `utf8` one index at a time cost more than the rest of making it.
  private static func hash(_ text: String) -> UInt64 {
    var text = text
    return text.withUTF8 { bytes in
      var hash: UInt64 = 0xcbf2_9ce4_8422_2325
      for byte in bytes {
        hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
      }
      return hash
    }
  }

  /// The bits of a controller alone: its kind, its type when it is a screen, whether it
  /// refuses to be dismissed.
  static func own(kind: Controller.Kind, type: String, isDismissible: Bool) -> UInt64 {
    var bits = bit(of: kind)
    if kind == .screen { bits |= bit(ofType: type) }
    if !isDismissible { bits |= refusesDismissal }
    return bits
  }

  /// The bits a child adds to its parent: everything it holds, but its refusal only where
  /// the parent asks its children (a nav, a tab bar, a split).
  static func fromChild(_ child: UInt64, of kind: Controller.Kind) -> UInt64 {
    asksChildren(kind) ? child : child & ~refusesDismissal
  }

  /// The bits a presented controller adds to its presenter: never its refusal, which
  /// `firstNonDismissible` does not ask.
  static func fromPresented(_ presented: UInt64) -> UInt64 {
    presented & ~refusesDismissal
  }

  /// Whether a container of this kind refuses to be dismissed when one of its children does.
  static func asksChildren(_ kind: Controller.Kind) -> Bool {
    kind == .nav || kind == .tabs || kind == .split
  }
}

extension Finder {
  /// The bits a subtree must hold for this finder to find a controller in it.
  var requiredContents: UInt64 {
    var bits = SubtreeContents.bit(of: kind)
    if kind == .screen, let type { bits |= SubtreeContents.bit(ofType: type) }
    return bits
  }
}
