// Where an explored transition's time goes, for the benchmark: the transitions a search tried
// from a sample of the states it found, each stage of `Explorer.transition` run alone over all
// of them, so that the benchmark can time each stage and compare the whole with a step of
// `run`. The stages are the ones the search runs, in its order; the text key and the full
// invariant walk are kept beside them as what a transition cost before it digested only what
// it changed.

import NavigationCore
import ScenarioFormat

/// The transitions of a sample of explored states, with each stage of a transition runnable
/// alone.
package struct TransitionStages {
  /// A state and an action that applies to it, and the state the action reaches.
  private struct Sample {
    var state: NavigationState
    var action: ExploreAction
    var reached: NavigationState
  }

  private var samples: [Sample] = []
  /// The keys of the states reached, in order.
  private var keys: [StateKey] = []
  private let explorer: Explorer
  private let start: NavigationState

  /// The transitions that succeed from the first `states` states an exploration of
  /// `scenario`'s first start finds, nil when the start fails.
  package init?(scenario: Scenario, states: Int) {
    guard let start = scenario.startsToRun.first,
      case .success(let state) = ScenarioPlayback(scenario: scenario, start: start).makeState()
    else { return nil }
    self.start = state
    explorer = Explorer(
      catalogue: ActionCatalogue(scenario: scenario, start: state), maximumDepth: 1_000,
      maximumStates: states, exploration: scenario.exploration ?? Exploration(), jobs: 1)
    let result = explorer.explore(from: state)
    var walk = DigestWalk()
    var begin = state
    _ = begin.explorationDigest(using: &walk)
    for record in 0..<result.states {
      let from = result.discovered.state(at: record, from: begin)
      for action in ActionCatalogue.gestures(in: from) + explorer.catalogue.fixed {
        var reached = from
        guard (try? Explorer.step(&reached, action)) != nil else { continue }
        samples.append(Sample(state: from, action: action, reached: reached))
      }
    }
    for index in samples.indices {
      _ = samples[index].state.explorationDigest(using: &walk)
      var reached = samples[index].reached
      keys.append(StateKey(reached.explorationDigest(using: &walk).digest))
    }
  }

  /// How many transitions the sample holds.
  package var count: Int { samples.count }

  /// Each transition whole, as the search runs it; returns how many reached a state.
  package func transitions() -> Int {
    var walk = DigestWalk()
    var reached = 0
    for sample in samples {
      if case .reached = explorer.transition(sample.state, sample.action, walk: &walk) {
        reached += 1
      }
    }
    return reached
  }

  /// Copying each state: the copy the search makes before it applies an action.
  package func copy() -> Int {
    var count = 0
    for sample in samples {
      let next = sample.state
      count += next.window.root.children.count
    }
    return count
  }

  /// Copying each state and changing it as the action does.
  package func apply() -> Int {
    var changed = 0
    for sample in samples {
      var next = sample.state
      if (try? Explorer.step(&next, sample.action)) != nil { changed += 1 }
    }
    return changed
  }

  /// `apply`, then the digest of the state reached with the invariants of what changed.
  package func applyAndDigest() -> Int {
    var walk = DigestWalk()
    var clean = 0
    for sample in samples {
      var next = sample.state
      _ = try? Explorer.step(&next, sample.action)
      if next.explorationDigest(using: &walk).violation == nil {
        clean += 1
      }
    }
    return clean
  }

  /// Each state reached added to a set of seen keys, as the search's merge does.
  package func seenSet() -> Int {
    var seen = Set<StateKey>()
    for key in keys { seen.insert(key) }
    return seen.count
  }

  /// The whole search from the start, with the map's bookkeeping (an `ExploredGraph`) or
  /// without; returns the transitions tried.
  package func search(keepingMap: Bool) -> Int {
    if keepingMap {
      var graph = ExploredGraph(
        cards: ExploredGraph.CardRule(total: 2_000, breadthFirst: 500, perScreen: 4))
      return explorer.explore(from: start, recording: &graph).transitions
    }
    return explorer.explore(from: start).transitions
  }

  /// The text key of each state reached, hashed: what a transition computed before the digest.
  package func textKeys() -> Int {
    var keys = Set<String>()
    for sample in samples { keys.insert(sample.reached.explorationKey) }
    return keys.count
  }

  /// Every invariant of each state reached, every controller walked: what a transition checked
  /// before it checked what changed.
  package func fullInvariants() -> Int {
    samples.reduce(0) { $0 + ($1.reached.window.firstInvariantViolation == nil ? 1 : 0) }
  }

  /// `explore.never` and `explore.always` on each state reached, and the promise of
  /// `navigate`.
  package func properties() -> Int {
    samples.reduce(0) { count, sample in
      count + (explorer.exploration.brokenProperty(of: sample.reached) == nil ? 1 : 0)
    }
  }
}
