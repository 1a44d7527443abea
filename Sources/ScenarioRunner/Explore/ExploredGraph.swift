// The graph an exploration found, recorded as the search goes (an `ExploreObserver`), for the
// map and for the comparison of two versions of an app. For every state it keeps its digest,
// its screen, and the state and action it was first reached by — about 70 bytes, the digest
// map included — so that any state's shortest path can be written. The transitions are kept
// between screens (from, action, to), each with the first state it was tried from: a few per
// screen and action, however many states. Some states get a card on the map — their
// wireframe (each distinct one drawn once) and every transition tried from them — chosen as
// they are found (`CardRule`), so that the map's size is bounded however large the app.

import NavigationCore

package struct ExploredGraph: ExploreObserver, Sendable {
  /// A transition between screens, by their indices and the action's position.
  package struct ScreenEdge: Hashable {
    package var from: Int32
    package var action: Int32
    package var to: Int32
  }

  /// A distinct failure: the action, the code and the screen it failed from.
  package struct FailureSite: Hashable {
    package var action: Int32
    package var code: String
    package var screen: Int32

    /// A site with every part given.
    package init(action: Int32, code: String, screen: Int32) {
      self.action = action
      self.code = code
      self.screen = screen
    }
  }

  /// How a transition from a state with a card ended.
  package enum CardOutcome: Equatable {
    /// A state, found by its digest when the page is written (it may be found after).
    case reached(StateKey)
    /// An error the author allows, by code.
    case allowed(String)
    /// A failure, by code.
    case failed(String)
  }

  /// Which states get a card: the first ones breadth first, and the first ones of each
  /// screen, so that every screen has a card however deep it lies; never more than `total`.
  package struct CardRule: Sendable {
    package var total: Int
    package var breadthFirst: Int
    package var perScreen: Int

    /// No cards: the comparison needs none.
    package static let none = CardRule(total: 0, breadthFirst: 0, perScreen: 0)

    /// A rule with every figure given.
    package init(total: Int, breadthFirst: Int, perScreen: Int) {
      self.total = total
      self.breadthFirst = breadthFirst
      self.perScreen = perScreen
    }
  }

  /// What the map shows of a state besides its screen and path.
  package struct Card {
    /// The state's record.
    package var record: Int
    /// The wireframe's position in `thumbnails`.
    package var thumbnail: Int
    /// The app state, `loggedIn=false onboarded=true`; empty without one.
    package var appState: String
    /// Whether a navigation waits on an interceptor (a login).
    package var isWaiting: Bool
    /// Each action tried, in the order tried, with how it ended.
    package var transitions: [(action: Int32, outcome: CardOutcome)] = []
  }

  /// A wireframe drawn once: its size and its SVG elements.
  package struct Thumbnail {
    package var width: Int
    package var height: Int
    package var elements: String
  }

  /// Which states get a card.
  package var cardRule: CardRule

  /// Each state's digest, by record.
  package private(set) var keys: [StateKey] = []
  /// Each state's screen, by record.
  package private(set) var screens: [Int32] = []
  /// The record each state was first reached from (-1 for the start), by record.
  package private(set) var parents: [Int32] = []
  /// The action each state was first reached by (-1 for the start), by record.
  package private(set) var reachingActions: [Int32] = []
  /// The first record of each depth.
  package private(set) var levelStarts: [Int] = []
  private var recordsByKey: [StateKey: Int32] = [:]

  /// The screens, by index, in the order they were first seen.
  package private(set) var screenNames: [String] = []
  private var screenIndices: [String: Int32] = [:]
  /// How many states show each screen, by index.
  package private(set) var screenCounts: [Int] = []
  /// The first state found of each screen, by index: one of its shallowest; -1 for a screen
  /// only seen reached past the state limit.
  package private(set) var firstOfScreen: [Int] = []
  /// The last state found of each screen, by index: one of its deepest.
  package private(set) var lastOfScreen: [Int] = []

  /// Each action's name and step, by its position in the search's table.
  package private(set) var actions: [(name: String, step: String)] = []

  /// The transitions between screens, each with the first state it was tried from.
  package private(set) var edges: [ScreenEdge: Int32] = [:]
  /// The first state each distinct failure was found from.
  package private(set) var failureSources: [FailureSite: Int32] = [:]

  /// The cards, in the order of their records.
  package private(set) var cards: [Card] = []
  /// The position of each state's card in `cards`, -1 for none, by record.
  package private(set) var cardOf: [Int32] = []
  /// The distinct wireframes of the cards.
  package private(set) var thumbnails: [Thumbnail] = []
  private var thumbnailIndices: [String: Int] = [:]

  package init(cards: CardRule) {
    cardRule = cards
  }

  /// The number of states.
  package var count: Int { keys.count }

  mutating func discover(
    _ record: Int, from parent: Int?, by action: Int?, depth: Int, state: NavigationState,
    key: StateKey
  ) {
    precondition(record == keys.count, "states are discovered in the order of their records")
    keys.append(key)
    recordsByKey[key] = Int32(record)
    let screen = screenIndex(ExploreScreen.name(of: state))
    screens.append(screen)
    if screenCounts[Int(screen)] == 0 { firstOfScreen[Int(screen)] = record }
    screenCounts[Int(screen)] += 1
    lastOfScreen[Int(screen)] = record
    parents.append(Int32(parent ?? -1))
    reachingActions.append(Int32(action ?? -1))
    while levelStarts.count <= depth { levelStarts.append(record) }
    guard cards.count < cardRule.total,
      record < cardRule.breadthFirst || screenCounts[Int(screen)] <= cardRule.perScreen
    else {
      cardOf.append(-1)
      return
    }
    cardOf.append(Int32(cards.count))
    cards.append(
      Card(
        record: record, thumbnail: thumbnail(of: state.window),
        appState: state.appState.summary, isWaiting: state.pendingNavigation != nil))
  }

  mutating func tried(
    _ action: Int, _ named: ExploreAction, from record: Int, outcome: TransitionOutcome
  ) {
    // Positions are given in order, each when its action is first tried.
    if action == actions.count { actions.append((named.name, named.step)) }
    let cardOutcome: CardOutcome
    switch outcome {
    case .reached(let state, let key, _):
      // A state seen before has its screen at hand; only a new one's is looked for in its tree.
      let to =
        recordsByKey[key].map { screens[Int($0)] } ?? screenIndex(ExploreScreen.name(of: state))
      let edge = ScreenEdge(from: screens[record], action: Int32(action), to: to)
      if edges[edge] == nil { edges[edge] = Int32(record) }
      cardOutcome = .reached(key)
    case .allowed(let code):
      cardOutcome = .allowed(code.rawValue)
    case .failed(let code, _, _):
      let site = FailureSite(action: Int32(action), code: code, screen: screens[record])
      if failureSources[site] == nil { failureSources[site] = Int32(record) }
      cardOutcome = .failed(code)
    }
    let card = Int(cardOf[record])
    if card >= 0 { cards[card].transitions.append((Int32(action), cardOutcome)) }
  }

  /// The record of the state with this digest, if the search kept it.
  package func record(of key: StateKey) -> Int? {
    recordsByKey[key].map(Int.init)
  }

  /// The depth of a state: how many actions its shortest path takes.
  package func depth(of record: Int) -> Int {
    var low = 0
    var high = levelStarts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if levelStarts[middle] <= record { low = middle } else { high = middle - 1 }
    }
    return low
  }

  /// The positions of the actions of a state's shortest path, from the start.
  package func path(to record: Int) -> [Int] {
    var path: [Int] = []
    var current = record
    while current > 0, parents[current] >= 0 {
      path.append(Int(reachingActions[current]))
      current = Int(parents[current])
    }
    return path.reversed()
  }

  /// The names of the actions of a state's shortest path.
  package func pathNames(to record: Int) -> [String] {
    path(to: record).map { actions[$0].name }
  }

  /// The screen of a state.
  package func screen(of record: Int) -> String {
    screenNames[Int(screens[record])]
  }

  private mutating func screenIndex(_ name: String) -> Int32 {
    if let known = screenIndices[name] { return known }
    screenNames.append(name)
    screenIndices[name] = Int32(screenNames.count - 1)
    screenCounts.append(0)
    firstOfScreen.append(-1)
    lastOfScreen.append(-1)
    return Int32(screenNames.count - 1)
  }

  private mutating func thumbnail(of window: Window) -> Int {
    let wireframe = Wireframe(window)
    let elements = SVGWriter.elements(wireframe.shapes)
    if let known = thumbnailIndices[elements] { return known }
    thumbnails.append(
      Thumbnail(width: wireframe.width, height: wireframe.height, elements: elements))
    thumbnailIndices[elements] = thumbnails.count - 1
    return thumbnails.count - 1
  }
}

extension Explorer {
  /// The search, recording into `graph` each state when it is first reached and each
  /// transition tried, and telling `progress` how far it got after each chunk of states.
  package func explore(
    from start: NavigationState, recording graph: inout ExploredGraph,
    progress: (ExploreProgress) -> Void = { _ in }
  ) -> ExplorationResult {
    explore(from: start, observer: &graph, progress: progress)
  }
}
