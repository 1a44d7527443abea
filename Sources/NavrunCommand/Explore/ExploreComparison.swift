// `navrun explore NEW --compare OLD`: what a change to an app's definitions does to its
// navigation, start by start (matched by name). States are compared by the digest exploration
// tells them apart by, screens by type (the type of `top`), transitions between screens by
// their screen, action and screen reached, and failures as exploration counts them distinct
// (the action, the code, the screen). Each difference comes with the shortest path that
// shows it, in the version that has it: a screen no longer reachable with the old path that
// reached it, a new failure with the new path to it. Lists are in breadth-first order, so the
// shallowest come first; states, which can be many, are counted, and only the first
// `stateListLimit` of each kind are listed.

import ScenarioRunner

/// A screen or state, with the shortest path that reaches it.
struct ReachedPlace: Sendable, Equatable, Encodable {
  var screen: String
  var depth: Int
  var path: [String]
}

/// A transition between screens, with the shortest path that tries it (the action last).
struct ScreenMove: Sendable, Equatable, Encodable {
  var from: String
  var action: String
  var to: String
  var path: [String]
}

/// One side of a comparison: the figures of a version's exploration of a start.
struct ComparedSide: Sendable, Encodable {
  var file: String
  var states: Int
  var transitions: Int
  var screens: Int
  var failures: Int
  var depth: Int
  var limit: String?
  /// Whether the version has this start at all.
  var hasStart: Bool
}

/// What changed in the navigation of one start.
struct StartComparison: Sendable {
  var startName: String?
  var old: ComparedSide
  var new: ComparedSide
  var statesGained = 0
  var statesLost = 0
  /// The first states gained and lost, shallowest first.
  var gainedStates: [ReachedPlace] = []
  var lostStates: [ReachedPlace] = []
  var gainedScreens: [ReachedPlace] = []
  /// Screens the new version no longer reaches, with the old path that reached them.
  var lostScreens: [ReachedPlace] = []
  /// Transitions between screens both versions reach that only the new version makes.
  var gainedMoves: [ScreenMove] = []
  /// Transitions between screens both versions reach that the new version no longer makes,
  /// with the old path.
  var lostMoves: [ScreenMove] = []
  /// Failures of the new version the old did not have.
  var newFailures: [ExploreFailure] = []
  /// Failures of the old version the new does not have.
  var fixedFailures: [ExploreFailure] = []

  /// The most states of each kind listed.
  static let stateListLimit = 100

  /// Whether anything differs.
  var isUnchanged: Bool {
    statesGained == 0 && statesLost == 0 && gainedScreens.isEmpty && lostScreens.isEmpty
      && gainedMoves.isEmpty && lostMoves.isEmpty && newFailures.isEmpty
      && fixedFailures.isEmpty
  }

  /// Compares a start's exploration in the old and the new version; a start one version lacks
  /// compares as an app with no states.
  init(
    startName: String?, old: ExploredStart?, new: ExploredStart?, oldFile: String, newFile: String
  ) {
    self.startName = startName
    let empty = ExploredGraph(cards: .none)
    let oldGraph = old?.graph ?? empty
    let newGraph = new?.graph ?? empty
    self.old = Self.side(old, graph: oldGraph, file: oldFile)
    self.new = Self.side(new, graph: newGraph, file: newFile)
    (statesGained, gainedStates) = Self.states(of: newGraph, missingFrom: oldGraph)
    (statesLost, lostStates) = Self.states(of: oldGraph, missingFrom: newGraph)
    gainedScreens = Self.screens(of: newGraph, missingFrom: oldGraph)
    lostScreens = Self.screens(of: oldGraph, missingFrom: newGraph)
    // A screen gained or lost brings every transition to and from it along: those are left
    // out, so that the lists show what changed between the screens both versions reach.
    gainedMoves = Self.moves(
      of: newGraph, missingFrom: oldGraph, besides: Set(gainedScreens.map(\.screen)))
    lostMoves = Self.moves(
      of: oldGraph, missingFrom: newGraph, besides: Set(lostScreens.map(\.screen)))
    let oldFailures = old?.result.failures ?? []
    let newFailures = new?.result.failures ?? []
    self.newFailures = Self.failures(newFailures, missingFrom: oldFailures)
    fixedFailures = Self.failures(oldFailures, missingFrom: newFailures)
  }

  private static func side(_ start: ExploredStart?, graph: ExploredGraph, file: String)
    -> ComparedSide
  {
    ComparedSide(
      file: file, states: start?.result.states ?? 0,
      transitions: start?.result.transitions ?? 0,
      screens: graph.screenCounts.filter { $0 > 0 }.count,
      failures: start?.result.failures.count ?? 0, depth: start?.result.depth ?? 0,
      limit: start?.result.limit, hasStart: start != nil)
  }

  /// How many states of `graph` the other lacks, and the first of them.
  private static func states(of graph: ExploredGraph, missingFrom other: ExploredGraph)
    -> (Int, [ReachedPlace])
  {
    var count = 0
    var listed: [ReachedPlace] = []
    for (record, key) in graph.keys.enumerated() where other.record(of: key) == nil {
      count += 1
      if listed.count < stateListLimit { listed.append(place(record, in: graph)) }
    }
    return (count, listed)
  }

  /// The screens `graph` reaches and the other does not, each with its first state's path.
  private static func screens(of graph: ExploredGraph, missingFrom other: ExploredGraph)
    -> [ReachedPlace]
  {
    var reached: Set<String> = []
    for (index, name) in other.screenNames.enumerated() where other.screenCounts[index] > 0 {
      reached.insert(name)
    }
    return graph.screenNames.indices
      .filter { graph.screenCounts[$0] > 0 && !reached.contains(graph.screenNames[$0]) }
      .map { graph.firstOfScreen[$0] }.sorted()
      .map { place($0, in: graph) }
  }

  /// The transitions between screens `graph` makes and the other does not, but those to or
  /// from the screens `besides`.
  private static func moves(
    of graph: ExploredGraph, missingFrom other: ExploredGraph, besides screens: Set<String>
  ) -> [ScreenMove] {
    var made: Set<[String]> = []
    for edge in other.edges.keys {
      made.insert([
        other.screenNames[Int(edge.from)], other.actions[Int(edge.action)].name,
        other.screenNames[Int(edge.to)],
      ])
    }
    var found: [(record: Int32, move: ScreenMove)] = []
    for (edge, record) in graph.edges {
      let action = graph.actions[Int(edge.action)].name
      let from = graph.screenNames[Int(edge.from)]
      let to = graph.screenNames[Int(edge.to)]
      guard !made.contains([from, action, to]), !screens.contains(from), !screens.contains(to)
      else { continue }
      found.append(
        (
          record,
          ScreenMove(
            from: from, action: action, to: to,
            path: graph.pathNames(to: Int(record)) + [action])
        ))
    }
    // The dictionary's order differs from run to run; breadth-first order does not.
    return found.sorted {
      ($0.record, $0.move.action, $0.move.to) < ($1.record, $1.move.action, $1.move.to)
    }.map(\.move)
  }

  /// The failures of a list that the other lacks (the same action, code and screen).
  private static func failures(_ failures: [ExploreFailure], missingFrom other: [ExploreFailure])
    -> [ExploreFailure]
  {
    let known = Set(other.map { [$0.action, $0.code, $0.place] })
    return failures.filter { !known.contains([$0.action, $0.code, $0.place]) }
  }

  private static func place(_ record: Int, in graph: ExploredGraph) -> ReachedPlace {
    ReachedPlace(
      screen: graph.screen(of: record), depth: graph.depth(of: record),
      path: graph.pathNames(to: record))
  }
}
