// How the search remembers the states it has seen: a digest of each one's exploration key, the
// same on every machine and run.

/// A state's exploration key, kept as a 128-bit digest: a set of them costs a few dozen bytes a
/// state however large the trees are.
///
/// Two FNV-1a hashes with different offsets; the same on every machine and run.
package struct StateKey: Hashable, Sendable {
  var high: UInt64
  var low: UInt64

  init(_ text: String) {
    var high: UInt64 = 0xcbf2_9ce4_8422_2325
    var low: UInt64 = 0x8422_2325_cbf2_9ce4
    for byte in text.utf8 {
      high = (high ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
      low = (low ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 &+ 0x9e37_79b9_7f4a_7c15
    }
    self.high = high
    self.low = low
  }
}
