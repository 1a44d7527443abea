// The states an exploration discovered, each kept as the link to the state it was first reached
// from and the action that reached it: a few bytes a state, however large its tree, and enough
// to name its shortest path and to rebuild its tree by replaying that path.

import NavigationCore

/// The states an exploration discovered, in the order it found them; the start is the first.
package struct DiscoveredStates: Sendable {
  /// One state: where it was first reached from, by which action.
  package struct Record: Sendable {
    /// The position of the state it was reached from; -1 for the start.
    package var parent: Int32
    /// The position of the action in `actions`; -1 for the start.
    package var action: Int32
  }

  /// The states, the start first.
  package private(set) var records = [Record(parent: -1, action: -1)]
  /// Every action the search tried, each once; records name theirs by position.
  package var actions: [ExploreAction] = []

  /// Adds a state reached from `parent` by the action at position `action`; returns its
  /// position.
  mutating func add(parent: Int, action: Int) -> Int {
    records.append(Record(parent: Int32(parent), action: Int32(action)))
    return records.count - 1
  }

  /// The actions from the start to a state: a shortest path, since the search is breadth
  /// first.
  package func path(to record: Int) -> [ExploreAction] {
    var path: [ExploreAction] = []
    var current = record
    while records[current].parent >= 0 {
      path.append(actions[Int(records[current].action)])
      current = Int(records[current].parent)
    }
    return path.reversed()
  }

  /// How many actions from the start a state is.
  package func depth(of record: Int) -> Int {
    var depth = 0
    var current = record
    while records[current].parent >= 0 {
      depth += 1
      current = Int(records[current].parent)
    }
    return depth
  }

  /// The state at a position, rebuilt by replaying its path from the start the search began
  /// at: the same state, ids included, that the search reached.
  package func state(at record: Int, from start: NavigationState) -> NavigationState {
    Explorer.replay(path(to: record), from: start)
  }

  /// The bytes the records take.
  var storedBytes: Int {
    records.capacity * MemoryLayout<Record>.stride
  }
}
