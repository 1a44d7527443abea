// Whether a step that changes the tree did what its modifiers say: `expectError` passes when the
// step fails with that code or records it as a warning (a call the real code ignores, which
// older scenarios expected as an error); `expectWarning` passes when the step records that
// warning. Without either, an error fails the scenario and a warning does not.

import NavigationCore
import ScenarioFormat

/// The judgement of one step against its `expectError` and `expectWarning`.
///
/// Its initializers borrow the step, which the playback goes on holding: an initializer takes
/// its arguments owned otherwise, and every step of every file would be copied to be judged.
package struct StepVerdict {
  /// The code the step was refused with, as its `expectError` asked.
  var refusal: NavigationError.Code?
  /// Why the step fails the scenario, when it does.
  package var failure: String?

  /// The verdict on a step that ran and reported its events.
  init(of step: borrowing Step, events: [Event]) {
    var warnings: [NavigationError.Code] = []
    for case .warning(let warning) in events { warnings.append(warning.code) }
    if let expected = step.expectedError {
      guard warnings.contains(expected) else {
        failure =
          "\(step.title): expected error \(expected.rawValue), but the step succeeded"
          + (warnings.isEmpty ? "" : " with warnings \(Self.list(warnings))")
        return
      }
      refusal = expected
    }
    if let expected = step.expectedWarning, !warnings.contains(expected) {
      failure =
        "\(step.title): expected warning \(expected.rawValue), but the step recorded "
        + (warnings.isEmpty ? "none" : Self.list(warnings))
    }
  }

  /// The verdict on a step that failed.
  init(of step: borrowing Step, error: NavigationError) {
    if let expected = step.expectedError, expected == error.code {
      refusal = expected
    } else if let expected = step.expectedError {
      failure =
        "\(step.title): expected error \(expected.rawValue), got \(error.code.rawValue): "
        + error.message
    } else if let expected = step.expectedWarning {
      failure =
        "\(step.title): expected warning \(expected.rawValue), but the step failed: "
        + "\(error.code.rawValue): \(error.message)"
    } else {
      failure = "\(step.title) failed: \(error.code.rawValue): \(error.message)"
    }
  }

  /// The verdict on a check: it fails the scenario with its message when it does not hold.
  init(of step: borrowing Step, checkFailure: String?) {
    failure = checkFailure.map { "\(step.title): \($0)" }
  }

  private static func list(_ codes: [NavigationError.Code]) -> String {
    codes.map(\.rawValue).joined(separator: ", ")
  }
}
