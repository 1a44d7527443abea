// The states of one level of the search, waiting to be expanded. A state's tree is kept while
// the trees the search holds stay under a bound; past it a state is kept as its record only, and
// its tree is rebuilt by replaying its path when its turn comes. The trees of an app of
// thousands of controllers share most of their storage with the start, but a state that pushed
// onto a long stack holds a copy of that stack: the bound keeps memory from growing with the
// frontier times the stack.

import NavigationCore

/// The states of one level of the search, in the order they were discovered.
struct ExploreFrontier {
  /// Each state's record, and where its tree is in `trees` (-1 when it is rebuilt).
  private var entries: [(record: Int32, tree: Int32)] = []
  /// The trees kept, with the bytes each holds besides what it shares with the start.
  private var trees: [(state: NavigationState?, bytes: Int)] = []
  /// The bytes the trees kept and not yet released hold.
  private(set) var heldBytes = 0

  /// A frontier of the start alone.
  init(start: NavigationState) {
    entries = [(0, 0)]
    trees = [(start, 0)]
  }

  /// An empty frontier.
  init() {}

  /// The number of states.
  var count: Int { entries.count }

  /// Whether it holds no state.
  var isEmpty: Bool { entries.isEmpty }

  /// The record of the state at a position.
  func record(at position: Int) -> Int {
    Int(entries[position].record)
  }

  /// The tree of the state at a position, or nil when it is rebuilt or released.
  func state(at position: Int) -> NavigationState? {
    let tree = Int(entries[position].tree)
    return tree >= 0 ? trees[tree].state : nil
  }

  /// Adds a state, with its tree when `keepsTree`.
  mutating func append(record: Int, state: NavigationState, bytes: Int, keepsTree: Bool) {
    guard keepsTree else {
      entries.append((Int32(record), -1))
      return
    }
    entries.append((Int32(record), Int32(trees.count)))
    trees.append((state, bytes))
    heldBytes += bytes
  }

  /// Lets go of the trees of the states in a range, once they are expanded.
  mutating func release(_ positions: Range<Int>) {
    for position in positions {
      let tree = Int(entries[position].tree)
      guard tree >= 0, trees[tree].state != nil else { continue }
      trees[tree].state = nil
      heldBytes -= trees[tree].bytes
    }
  }
}
