// Running one decoded scenario on the engine: steps in order, `expectError` and expectations
// checked, checkpoints, events and warnings collected for the golden. The first failing step
// ends the scenario; a failed step never changes the tree (the engine's transactions).

import NavigationCore
import ScenarioFormat

/// What running a scenario's steps produced.
public struct ExecutionResult: Sendable {
  /// The golden text when every step passed, else nil.
  public var golden: String?
  /// The first failure: a located message, when a step failed.
  public var failure: Diagnostic?
  /// Every warning, with the step that logged it.
  public var warnings: [String]
}

/// Runs scenarios on the engine.
public enum ScenarioExecution {
  /// Runs every step of a scenario.
  public static func run(_ scenario: Scenario) -> ExecutionResult {
    var document = GoldenDocument()
    var warnings: [String] = []
    func fail(_ step: Step?, _ message: String) -> ExecutionResult {
      ExecutionResult(
        golden: nil,
        failure: Diagnostic(
          file: scenario.file, location: step?.location, message: message,
          sourceLine: step?.sourceLine),
        warnings: warnings)
    }
    var state: NavigationState
    do {
      state = try scenario.makeState()
    } catch {
      return fail(nil, "start: \(error.code.rawValue): \(error.message)")
    }
    for case .warning(let message) in state.startEvents {
      warnings.append("start: \(message)")
    }
    document.recordStart(events: state.startEvents, scenario: scenario)
    var previousEvents: [Event] = []
    for step in scenario.steps {
      var events: [Event] = []
      var refusal: NavigationError?
      switch step.action {
      case .perform(let operation):
        do {
          events = try state.perform(operation)
          if let expected = step.expectedError {
            return fail(
              step, "\(step.title): expected error \(expected.rawValue), but the step succeeded")
          }
        } catch {
          guard let expected = step.expectedError else {
            return fail(step, "\(step.title) failed: \(error.code.rawValue): \(error.message)")
          }
          guard expected == error.code else {
            return fail(
              step,
              "\(step.title): expected error \(expected.rawValue), got \(error.code.rawValue): "
                + error.message)
          }
          refusal = error
        }
        previousEvents = events
      case .check(let expectation):
        if let failure = state.failure(of: expectation, previousEvents: previousEvents) {
          return fail(step, "\(step.title): \(failure)")
        }
      }
      for case .warning(let message) in events {
        warnings.append("\(step.title): \(message)")
      }
      document.record(
        step: step, events: events, refusal: refusal, state: state, scenario: scenario)
    }
    document.warnings = warnings
    return ExecutionResult(
      golden: document.text(final: state.rendering), failure: nil, warnings: warnings)
  }
}
