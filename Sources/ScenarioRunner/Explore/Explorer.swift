// Breadth-first exploration of an app's navigation, as a model checker searches a state space:
// from the start, every action the catalogue offers is tried on every state; a state seen
// before (by its exploration key) is not explored again; the search stops at a depth or a
// number of states. Breadth first, so the first path found to a failure is a shortest one.
// Each level's states are expanded in parallel and merged in order, so the result is the same
// at any number of jobs.

import NavigationCore
import ScenarioFormat

/// How a transition ended.
enum TransitionOutcome: Sendable {
  /// A state, new or not, with the events of the transition.
  case reached(NavigationState, key: StateKey, events: [Event])
  /// An error the author allows.
  case allowed(NavigationError.Code)
  /// A failure: the code, and what happened.
  case failed(code: String, message: String, kind: FailureKind)
}

/// What failed: the step (an error), a warning the author made fail, or a check exploration
/// makes after every transition (the invariants, what navigate and showPage promise).
enum FailureKind: String, Sendable {
  case error, warning, check
}

/// A failure found, with the shortest path to it.
package struct ExploreFailure: Sendable {
  package var action: String
  package var code: String
  package var message: String
  var kind: FailureKind
  /// The type of `top` in the state the action failed from.
  package var place: String
  /// The actions from the start, the failing one last.
  package var path: [ExploreAction]
}

/// How often an action succeeded and failed.
package struct ActionTally: Sendable {
  package var name: String
  package var succeeded = 0
  package var failed = 0
  package var allowed = 0
  /// How often it succeeded with a warning.
  package var warned = 0
  /// The codes it failed (or was allowed to fail) with, and how often.
  package var codes: [String: Int] = [:]
}

/// What an exploration found.
package struct ExplorationResult: Sendable {
  package var states = 0
  package var transitions = 0
  /// The deepest level explored.
  package var depth = 0
  /// Why the search stopped before every reachable state was seen, if it did.
  package var limit: String?
  package var tallies: [ActionTally] = []
  package var failures: [ExploreFailure] = []
  /// What the transitions used of the app's definitions.
  package var coverage = CoverageRecord()
  /// The bytes the search keeps for each state it saw, besides the frontier's trees: the
  /// digests of the states seen and the links of the paths back to the start.
  package var storedBytesPerState = 0
}

package struct Explorer: Sendable {
  var catalogue: ActionCatalogue
  var maximumDepth: Int
  var maximumStates: Int
  var exploration: Exploration
  var jobs: Int
  /// What the app's definitions offer, for coverage.
  var offered = CoverageRecord()

  /// How many frontier states are expanded together.
  static let chunkSize = 256

  /// One state on the frontier: where it came from, for the paths of failures.
  private struct Record {
    var parent: Int32
    var action: Int32
  }

  /// What a frontier state led to: for each action tried, its outcome; and what the
  /// successful ones used of the definitions.
  private struct Expansion: Sendable {
    var outcomes: [(action: ActionReference, outcome: TransitionOutcome)]
    var used: Set<CoverageItem>
  }

  /// An action tried: one of the catalogue's fixed ones by position, which costs a state's
  /// expansion no copy of the action, or a gesture of that state.
  private enum ActionReference: Sendable {
    case fixed(Int)
    case gesture(ExploreAction)
  }

  /// Every action tried, each once, with its tally at the same position; records name their
  /// action by that position.
  private struct ActionTable {
    var actions: [ExploreAction] = []
    var tallies: [ActionTally] = []
    private var positionsByName: [String: Int] = [:]
    /// The positions of the catalogue's fixed actions, found without hashing their names.
    private var positionsOfFixed: [Int?]

    init(fixedCount: Int) {
      positionsOfFixed = Array(repeating: nil, count: fixedCount)
    }

    /// The position of an action, added on first use.
    mutating func position(of reference: ActionReference, in catalogue: ActionCatalogue) -> Int {
      let action: ExploreAction
      switch reference {
      case .fixed(let fixed):
        if let known = positionsOfFixed[fixed] { return known }
        action = catalogue.fixed[fixed]
      case .gesture(let gesture):
        action = gesture
      }
      let position =
        positionsByName[action.name]
        ?? {
          actions.append(action)
          tallies.append(ActionTally(name: action.name))
          positionsByName[action.name] = actions.count - 1
          return actions.count - 1
        }()
      if case .fixed(let fixed) = reference { positionsOfFixed[fixed] = position }
      return position
    }
  }

  package func explore(from start: NavigationState) -> ExplorationResult {
    var observer = IgnoringObserver()
    return explore(from: start, observer: &observer)
  }

  /// The search, telling `observer` of each state when it is first reached and of each
  /// transition tried.
  func explore(from start: NavigationState, observer: inout some ExploreObserver)
    -> ExplorationResult
  {
    var result = ExplorationResult()
    result.coverage = offered
    var seen: Set<StateKey> = [StateKey(start.explorationKey)]
    observer.discover(
      0, from: nil, by: nil, depth: 0, state: start, key: StateKey(start.explorationKey))
    var records = [Record(parent: -1, action: -1)]
    var table = ActionTable(fixedCount: catalogue.fixed.count)
    var failureKeys: Set<String> = []
    var frontier: [(record: Int, state: NavigationState)] = [(0, start)]
    var depth = 0
    func path(to record: Int) -> [ExploreAction] {
      var path: [ExploreAction] = []
      var current = record
      while records[current].parent >= 0 {
        path.append(table.actions[Int(records[current].action)])
        current = Int(records[current].parent)
      }
      return path.reversed()
    }
    search: while !frontier.isEmpty {
      guard depth < maximumDepth else {
        result.limit = "depth \(maximumDepth)"
        break
      }
      depth += 1
      result.depth = depth
      var next: [(record: Int, state: NavigationState)] = []
      // A level is expanded a chunk at a time: the states a chunk reaches are held only until
      // they are merged, and the search stops within the chunk that reaches the state limit.
      for chunkStart in stride(from: 0, to: frontier.count, by: Self.chunkSize) {
        let chunk = frontier[chunkStart..<min(chunkStart + Self.chunkSize, frontier.count)]
        // Merged here as they come, in order, while the workers expand the states after them.
        var stopped = false
        ParallelMap.run(
          count: chunk.count, jobs: jobs,
          work: { [self] index in expand(chunk[chunk.startIndex + index].state) }
        ) { position, expansion in
          guard !stopped else { return }
          let from = chunk[chunk.startIndex + position]
          result.coverage.used.formUnion(expansion.used)
          for (reference, outcome) in expansion.outcomes {
            result.transitions += 1
            let tally = table.position(of: reference, in: catalogue)
            let action = table.actions[tally]
            observer.tried(tally, action, from: from.record, outcome: outcome)
            switch outcome {
            case .reached(let state, let key, let events):
              table.tallies[tally].succeeded += 1
              var warned = false
              for case .warning(let warning) in events {
                warned = true
                table.tallies[tally].codes["warning \(warning.code.rawValue)", default: 0] += 1
              }
              if warned { table.tallies[tally].warned += 1 }
              guard !seen.contains(key) else { continue }
              guard seen.count < maximumStates else {
                result.limit = "\(maximumStates) states"
                stopped = true
                return
              }
              seen.insert(key)
              records.append(Record(parent: Int32(from.record), action: Int32(tally)))
              next.append((records.count - 1, state))
              observer.discover(
                records.count - 1, from: from.record, by: tally, depth: depth, state: state,
                key: key)
            case .allowed(let code):
              table.tallies[tally].allowed += 1
              table.tallies[tally].codes[code.rawValue, default: 0] += 1
            case .failed(let code, let message, let kind):
              table.tallies[tally].failed += 1
              table.tallies[tally].codes[code, default: 0] += 1
              let place = from.state.window[from.state.window.top]?.type ?? "nothing"
              guard failureKeys.insert("\(action.name)\u{0}\(code)\u{0}\(place)").inserted else {
                continue
              }
              result.failures.append(
                ExploreFailure(
                  action: action.name, code: code, message: message, kind: kind, place: place,
                  path: path(to: from.record) + [action]))
            }
          }
        }
        if stopped { break search }
      }
      frontier = next
    }
    result.states = seen.count
    result.tallies = table.tallies
    let stored =
      seen.capacity * MemoryLayout<StateKey>.stride + seen.capacity / 8
      + records.capacity * MemoryLayout<Record>.stride
    result.storedBytesPerState = stored / max(1, seen.count)
    return result
  }

  /// Tries every action on a state.
  private func expand(_ state: NavigationState) -> Expansion {
    var coverage = offered
    coverage.used = []
    var outcomes: [(action: ActionReference, outcome: TransitionOutcome)] = []
    let gestures = catalogue.triesGestures ? ActionCatalogue.gestures(in: state) : []
    outcomes.reserveCapacity(gestures.count + catalogue.fixed.count)
    func attempt(_ action: ExploreAction, _ reference: ActionReference) {
      let outcome = transition(state, action)
      if case .reached(let reached, _, let events) = outcome {
        coverage.note(action.operation, events: events, after: reached)
      }
      outcomes.append((reference, outcome))
    }
    for gesture in gestures { attempt(gesture, .gesture(gesture)) }
    for (position, action) in catalogue.fixed.enumerated() { attempt(action, .fixed(position)) }
    return Expansion(outcomes: outcomes, used: coverage.used)
  }

  /// One action on a copy of the state, with the checks every transition gets.
  func transition(_ state: NavigationState, _ action: ExploreAction) -> TransitionOutcome {
    var next = state
    var events: [Event] = []
    do {
      events = try next.perform(action.operation, reporting: .libraryOnly)
    } catch  where error.code == .cancelledByInterceptor && action.isClosingInterceptor {
      // The user closing a login is an answer the app expects: the navigation it held fails,
      // and the window it leaves is a state like any other.
    } catch {
      if exploration.allowed.contains(error.code) { return .allowed(error.code) }
      return .failed(code: error.code.rawValue, message: error.message, kind: .error)
    }
    if let violation = next.window.firstInvariantViolation {
      return .failed(code: "invariant", message: violation, kind: .check)
    }
    var warnings: [Warning] = []
    for case .warning(let warning) in events { warnings.append(warning) }
    if exploration.failsOnWarnings,
      let warning = warnings.first(where: { !exploration.allowed.contains($0.code) })
    {
      return .failed(code: warning.code.rawValue, message: warning.message, kind: .warning)
    }
    switch action.promise {
    case .visibleScreen where next.pendingNavigation != nil:
      // The navigation waits on the user (a login) before it shows its destination.
      break
    case .visibleScreen(let type)?:
      var visible = false
      next.window.forEachVisibleScreen { controller, _ in
        if controller.type == type { visible = true }
      }
      if !visible {
        return .failed(
          code: "destinationNotVisible",
          message: "navigate succeeded, but no \(type) is visible", kind: .check)
      }
    case .currentPage(let identifier)?:
      if let problem = next.failure(
        of: .page(identifier, parameter: nil, path: nil), previousEvents: [])
      {
        return .failed(
          code: "pageNotCurrent", message: "showPage succeeded, but \(problem)", kind: .check)
      }
    case nil:
      break
    }
    return .reached(next, key: StateKey(next.explorationKey), events: events)
  }

  /// Creates a value with every stored property given.
  package init(
    catalogue: ActionCatalogue, maximumDepth: Int, maximumStates: Int, exploration: Exploration,
    jobs: Int,
    offered: CoverageRecord = CoverageRecord()
  ) {
    self.offered = offered
    self.catalogue = catalogue
    self.maximumDepth = maximumDepth
    self.maximumStates = maximumStates
    self.exploration = exploration
    self.jobs = jobs
  }
}

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
