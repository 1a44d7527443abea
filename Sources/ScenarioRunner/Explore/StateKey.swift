// How the search remembers the states it has seen: a digest of each one's exploration key, the
// same on every machine and run.

import NavigationCore

/// A state's exploration key, kept as a 128-bit digest: a set of them costs a few dozen bytes a
/// state however large the trees are.
package struct StateKey: Hashable, Sendable {
  var high: UInt64
  var low: UInt64

  /// The key of a state's exploration digest (`NavigationState.explorationDigest`).
  init(_ digest: StateDigest) {
    high = digest.high
    low = digest.low
  }
}
