// One playback of a scenario from one of its starts: the start is built, then each step is
// performed on the engine or checked against the state, in order, and judged against its
// `expectError` and `expectWarning`. `navrun run`, `print` and its pictures, and `explore` all
// walk a scenario through it; each keeps what it shows and decides where to stop.

import NavigationCore
import ScenarioFormat

/// What one step of a playback did.
package struct StepOutcome {
  /// The events of a step that changed the tree; empty for a check or a failed step.
  package var events: [Event] = []
  /// The error a step that changes the tree failed with.
  package var error: NavigationError?
  /// The step's verdict: the refusal its `expectError` named, or why it fails the scenario.
  package var verdict: StepVerdict
  /// Whether the step changed what a picture of the state shows; false for a check.
  package var changed = false
}

/// A scenario played from one start.
package struct ScenarioPlayback {
  /// The scenario.
  var scenario: Scenario
  /// The start its steps run from.
  var start: NamedStart
  /// Which events the engine derives.
  var detail: EventDetail = .all

  /// The state of the start, or the error UIKit or a library would raise building it.
  package func makeState() -> Result<NavigationState, NavigationError> {
    do {
      return .success(try scenario.makeState(from: start))
    } catch {
      return .failure(error)
    }
  }

  /// Plays the steps on `state` in order, calling `visit` after each one with what it did and
  /// the state it left; stops after the last step or when `visit` returns false.
  package func play(
    on state: inout NavigationState, _ visit: (Step, StepOutcome, NavigationState) -> Bool
  ) {
    var previousEvents: [Event] = []
    for step in scenario.steps {
      let played: StepOutcome
      switch step.action {
      case .perform(let operation):
        do {
          let events = try state.perform(operation, reporting: detail)
          played = StepOutcome(
            events: events, verdict: StepVerdict(of: step, events: events),
            changed: state.changedByLastOperation)
        } catch {
          played = StepOutcome(
            error: error, verdict: StepVerdict(of: step, error: error),
            changed: state.changedByLastOperation)
        }
        previousEvents = played.events
      case .check(let expectation):
        let failure = state.failure(of: expectation, previousEvents: previousEvents)
        played = StepOutcome(verdict: StepVerdict(of: step, checkFailure: failure))
      }
      guard visit(step, played, state) else { return }
    }
  }

  /// The located diagnostic of a failure at a step, or of the start when `step` is nil.
  package func diagnostic(at step: Step?, _ message: String) -> Diagnostic {
    guard let step else {
      return Diagnostic(file: scenario.file, location: start.location, message: message)
    }
    return Diagnostic(
      file: scenario.file, location: step.location, message: message, sourceLine: step.sourceLine)
  }

  /// Creates a value with every stored property given.
  package init(scenario: Scenario, start: NamedStart, detail: EventDetail = .all) {
    self.scenario = scenario
    self.start = start
    self.detail = detail
  }
}
