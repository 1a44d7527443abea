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

/// How far a search got: the states seen, the level being expanded, the transitions tried.
package struct ExploreProgress: Sendable, Equatable {
  package var states: Int
  package var depth: Int
  package var transitions: Int
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
  /// The states discovered, as links back to the start, with the actions they name.
  package var discovered = DiscoveredStates()
  /// The most bytes the frontier's trees held at once, besides what they share with the start
  /// (`NavigationState.bytesNotShared(with:)`'s estimate).
  package var peakFrontierBytes = 0
  /// The states kept as their path, and rebuilt when expanded, because the frontier's trees
  /// were at their bound.
  package var rebuiltStates = 0
  /// The actions the catalogue could not try, each with why.
  package var untried: [String] = []
}

package struct Explorer: Sendable {
  var catalogue: ActionCatalogue
  var maximumDepth: Int
  var maximumStates: Int
  var exploration: Exploration
  var jobs: Int
  /// What the app's definitions offer, for coverage.
  var offered = CoverageRecord()

  /// The bytes the frontier's trees may hold besides what they share with the start; past
  /// them, a state discovered is kept as its path and rebuilt when it is expanded.
  var frontierByteLimit = Explorer.defaultFrontierByteLimit

  /// The default of `frontierByteLimit`.
  static let defaultFrontierByteLimit = 64 << 20

  /// How many frontier states are expanded together.
  static let chunkSize = 256

  /// What a frontier state led to: for each action tried, its outcome; what the successful ones
  /// used of the definitions; and the type of `top` in the state, when an action failed.
  private struct Expansion: Sendable {
    var outcomes: [(action: ActionReference, outcome: TransitionOutcome)]
    var used: Set<CoverageItem>
    var place: String?
  }

  /// An action tried: one of the catalogue's fixed ones by position, which costs a state's
  /// expansion no copy of the action, or a gesture of that state.
  private enum ActionReference: Sendable {
    case fixed(Int)
    case gesture(ExploreAction)
  }

  /// A frontier state handed to a worker: its tree, or the path to rebuild it from.
  private struct Expandable: Sendable {
    var state: NavigationState?
    var path: [ExploreAction]
  }

  /// The tally of every action tried, at the action's position in `DiscoveredStates.actions`,
  /// where records name it.
  private struct ActionTable {
    var tallies: [ActionTally] = []
    private var positionsByName: [String: Int] = [:]
    /// The positions of the catalogue's fixed actions, found without hashing their names.
    private var positionsOfFixed: [Int?]

    init(fixedCount: Int) {
      positionsOfFixed = Array(repeating: nil, count: fixedCount)
    }

    /// The position of an action, added on first use.
    mutating func position(
      of reference: ActionReference, in catalogue: ActionCatalogue,
      adding actions: inout [ExploreAction]
    ) -> Int {
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

  /// The search from `start`, telling `progress` how far it got after each chunk of states
  /// it expands.
  package func explore(
    from start: NavigationState, progress: (ExploreProgress) -> Void = { _ in }
  ) -> ExplorationResult {
    var observer = IgnoringObserver()
    return explore(from: start, observer: &observer, progress: progress)
  }

  /// The search, telling `observer` of each state when it is first reached and of each
  /// transition tried, and `progress` how far it got after each chunk of states it expands.
  func explore(
    from given: NavigationState, observer: inout some ExploreObserver,
    progress: (ExploreProgress) -> Void = { _ in }
  ) -> ExplorationResult {
    // The start with the digests of its controllers kept, which every state shares: a
    // transition digests only what it changed.
    var digested = given
    var walk = DigestWalk()
    let startKey = StateKey(digested.explorationDigest(using: &walk).digest)
    let start = digested
    var result = ExplorationResult()
    result.coverage = offered
    result.untried = catalogue.untried
    let startPlace = Self.place(of: start)
    if let broken = exploration.brokenProperty(of: start) {
      result.failures.append(
        ExploreFailure(
          action: "start", code: broken.code, message: broken.message, kind: .check,
          place: startPlace, path: []))
    }
    // The screen types `explore.reachable` lists that no state discovered has shown yet.
    var unreached = Set(exploration.reachable)
    unreached.subtract(Self.visibleTypes(of: start, among: unreached))
    var seen: Set<StateKey> = [startKey]
    observer.discover(0, from: nil, by: nil, depth: 0, state: start, key: startKey)
    var table = ActionTable(fixedCount: catalogue.fixed.count)
    var failureKeys: Set<String> = []
    var frontier = ExploreFrontier(start: start)
    var depth = 0
    search: while !frontier.isEmpty {
      guard depth < maximumDepth else {
        result.limit = "depth \(maximumDepth)"
        break
      }
      depth += 1
      result.depth = depth
      var next = ExploreFrontier()
      // A level is expanded a chunk at a time: the states a chunk reaches are held only until
      // they are merged, and the search stops within the chunk that reaches the state limit.
      for chunkStart in stride(from: 0, to: frontier.count, by: Self.chunkSize) {
        let positions = chunkStart..<min(chunkStart + Self.chunkSize, frontier.count)
        let chunk = positions.map { position in
          let state = frontier.state(at: position)
          return Expandable(
            state: state,
            path: state == nil ? result.discovered.path(to: frontier.record(at: position)) : [])
        }
        // Merged here as they come, in order, while the workers expand the states after them.
        var stopped = false
        ParallelMap.run(
          count: chunk.count, jobs: jobs,
          work: { [self] index in
            let item = chunk[index]
            return expand(item.state ?? replay(item.path, from: start))
          }
        ) { index, expansion in
          guard !stopped else { return }
          let from = frontier.record(at: positions.lowerBound + index)
          result.coverage.used.formUnion(expansion.used)
          // The one place a transition's outcome is recorded, in the search's order.
          for (reference, outcome) in expansion.outcomes {
            result.transitions += 1
            let tally = table.position(
              of: reference, in: catalogue, adding: &result.discovered.actions)
            let action = result.discovered.actions[tally]
            observer.tried(tally, action, from: from, outcome: outcome)
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
              // The one place a state is discovered, and the bytes it holds besides what it
              // shares with the start, counted only for a new state.
              seen.insert(key)
              let bytes = state.bytesNotShared(with: start)
              let record = result.discovered.add(parent: from, action: tally)
              let held = frontier.heldBytes + next.heldBytes
              let keepsTree = held + bytes <= frontierByteLimit
              next.append(record: record, state: state, bytes: bytes, keepsTree: keepsTree)
              if keepsTree {
                result.peakFrontierBytes = max(result.peakFrontierBytes, held + bytes)
              } else {
                result.rebuiltStates += 1
              }
              if !unreached.isEmpty {
                unreached.subtract(Self.visibleTypes(of: state, among: unreached))
              }
              observer.discover(
                record, from: from, by: tally, depth: depth, state: state, key: key)
            case .allowed(let code):
              table.tallies[tally].allowed += 1
              table.tallies[tally].codes[code.rawValue, default: 0] += 1
            case .failed(let code, let message, let kind):
              table.tallies[tally].failed += 1
              table.tallies[tally].codes[code, default: 0] += 1
              let place = expansion.place ?? "nothing"
              guard failureKeys.insert("\(action.name)\u{0}\(code)\u{0}\(place)").inserted else {
                continue
              }
              result.failures.append(
                ExploreFailure(
                  action: action.name, code: code, message: message, kind: kind, place: place,
                  path: result.discovered.path(to: from) + [action]))
            }
          }
        }
        frontier.release(positions)
        if stopped { break search }
        progress(
          ExploreProgress(states: seen.count, depth: depth, transitions: result.transitions))
      }
      frontier = next
    }
    result.states = seen.count
    result.tallies = table.tallies
    for type in exploration.reachable where unreached.contains(type) {
      let searched =
        result.limit.map { "within the limit of \($0)" } ?? "among every reachable state"
      result.failures.append(
        ExploreFailure(
          action: "reachable \(type)", code: "unreachable",
          message: "explore.reachable lists \(type), but no state shows one (\(searched))",
          kind: .check, place: startPlace, path: []))
    }
    let stored =
      seen.capacity * MemoryLayout<StateKey>.stride + seen.capacity / 8
      + result.discovered.storedBytes
    result.storedBytesPerState = stored / max(1, seen.count)
    return result
  }

  /// Tries every action on a state.
  private func expand(_ state: NavigationState) -> Expansion {
    var coverage = offered
    coverage.used = []
    var outcomes: [(action: ActionReference, outcome: TransitionOutcome)] = []
    var failed = false
    let gestures = catalogue.triesGestures ? ActionCatalogue.gestures(in: state) : []
    outcomes.reserveCapacity(gestures.count + catalogue.fixed.count)
    var walk = DigestWalk()
    func attempt(_ action: ExploreAction, _ reference: ActionReference) {
      let outcome = transition(state, action, walk: &walk)
      switch outcome {
      case .reached(let reached, _, let events):
        coverage.note(action.operation, events: events, after: reached)
      case .failed: failed = true
      case .allowed: break
      }
      outcomes.append((reference, outcome))
    }
    for gesture in gestures { attempt(gesture, .gesture(gesture)) }
    let top = state.window[state.window.top]
    let topType = top?.kind == .screen ? top?.type : nil
    for (position, action) in catalogue.fixed.enumerated()
    where action.applies.holds(in: state, topType: topType) {
      attempt(action, .fixed(position))
    }
    let place = failed ? Self.place(of: state) : nil
    return Expansion(outcomes: outcomes, used: coverage.used, place: place)
  }

  /// The type of `top`, where failures are told apart.
  private static func place(of state: NavigationState) -> String {
    state.window[state.window.top]?.type ?? "nothing"
  }

  /// The types among `types` of the screens a state shows.
  private static func visibleTypes(of state: NavigationState, among types: Set<String>)
    -> Set<String>
  {
    var found: Set<String> = []
    state.window.forEachVisibleScreen { controller, _ in
      if types.contains(controller.type) { found.insert(controller.type) }
    }
    return found
  }

  /// Runs an action on a state as every transition does, leaving the state as the action
  /// leaves it.
  static func step(_ state: inout NavigationState, _ action: ExploreAction) throws(NavigationError)
    -> [Event]
  {
    do {
      return try state.perform(action.operation, reporting: .libraryOnly)
    } catch  where error.code == .cancelledByInterceptor && action.isClosingInterceptor {
      // The user closing a login is an answer the app expects: the navigation it held fails,
      // and the window it leaves is a state like any other.
      return []
    }
  }

  /// `replay`, with the digests of the controllers the path changed kept, as they are in the
  /// state the search reached, so that its transitions digest only what they change.
  private func replay(_ path: [ExploreAction], from start: NavigationState) -> NavigationState {
    var state = Self.replay(path, from: start)
    var walk = DigestWalk()
    _ = state.explorationDigest(using: &walk)
    return state
  }

  /// The state a path of actions that the search took reaches from `start`: the same state,
  /// ids included, since the engine is deterministic.
  static func replay(_ path: [ExploreAction], from start: NavigationState) -> NavigationState {
    var state = start
    for action in path {
      do {
        _ = try step(&state, action)
      } catch {
        preconditionFailure("a path the search took fails when replayed: \(error.message)")
      }
    }
    return state
  }

  /// One action on a copy of the state, with the checks every transition gets; `walk` is
  /// scratch space for the digest, reused from one transition to the next.
  func transition(_ state: NavigationState, _ action: ExploreAction, walk: inout DigestWalk)
    -> TransitionOutcome
  {
    var next = state
    let events: [Event]
    do {
      events = try Self.step(&next, action)
    } catch {
      if exploration.allowed.contains(error.code) { return .allowed(error.code) }
      return .failed(code: error.code.rawValue, message: error.message, kind: .error)
    }
    // The invariants, checked on what the action changed, as the digest is computed.
    let (digest, violation) = next.explorationDigest(using: &walk)
    if let violation {
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
    if let broken = exploration.brokenProperty(of: next) {
      return .failed(code: broken.code, message: broken.message, kind: .check)
    }
    return .reached(next, key: StateKey(digest), events: events)
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

extension Exploration {
  /// The property of `explore.never` or `explore.always` a state breaks: its code and what
  /// happened.
  func brokenProperty(of state: NavigationState) -> (code: String, message: String)? {
    if let never, state.holds(never) {
      return ("never", "the state meets explore.never: \(never)")
    }
    if let always, !state.holds(always) {
      return ("always", "the state does not meet explore.always: \(always)")
    }
    return nil
  }
}
