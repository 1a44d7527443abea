import NavrunTestSupport
import ScenarioFormat
import Testing

@testable import ScenarioRunner

/// `expectWarning` and `expectError` against calls the real code ignores: such a call records a
/// warning and the scenario goes on; `expectError` naming the warning's code still passes, so
/// scenarios written when navrun refused these calls keep working.
@Suite struct ExpectWarningTests {
  func run(_ steps: String, start: String = #"{"nav": ["A"]}"#) throws -> ExecutionResult {
    let text = #"{"start": \#(start), "record": ["events"], "steps": [\#(steps)]}"#
    let scenario = try ScenarioLoader().decode(Array(text.utf8), file: "w.json")
    return ScenarioExecution.run(scenario)
  }

  @Test func aPopAtTheRootIsAWarningAndTheScenarioGoesOn() throws {
    let result = try run(#"{"pop": true}, {"push": "B"}, {"expectTop": "B"}"#)
    #expect(result.failures.isEmpty)
    #expect(result.warnings == ["steps[0] pop: cannotPopRoot: cannot pop A, the root of nav"])
    #expect(
      result.golden?.contains("warning: cannotPopRoot: cannot pop A, the root of nav") == true)
  }

  @Test func expectWarningPassesWhenTheStepRecordsIt() throws {
    let result = try run(#"{"pop": true, "expectWarning": "cannotPopRoot"}"#)
    #expect(result.failures.isEmpty)
    #expect(result.steps.map(\.outcome) == [.passed])
  }

  @Test func expectWarningFailsWhenTheStepRecordsNone() throws {
    let result = try run(#"{"push": "B", "expectWarning": "cannotPopRoot"}"#)
    #expect(
      result.failure?.message
        == "steps[0] push: expected warning cannotPopRoot, but the step recorded none")
  }

  @Test func expectWarningFailsWhenTheStepFails() throws {
    let result = try run(#"{"push": {"nav": []}, "expectWarning": "cannotPopRoot"}"#)
    #expect(
      result.failure?.message.hasPrefix(
        "steps[0] push: expected warning cannotPopRoot, but the step failed: cannotPushContainer")
        == true)
  }

  @Test func expectErrorStillPassesForACallRefusedAsAWarning() throws {
    let result = try run(
      #"{"pop": true, "expectError": "cannotPopRoot"}, {"dismiss": true, "expectError": "nothingToDismiss"}"#
    )
    #expect(result.failures.isEmpty)
    #expect(result.steps.map(\.outcome) == [.refused, .refused])
    #expect(result.golden?.contains("(refused as expected: cannotPopRoot)") == true)
  }

  @Test func expectErrorFailsWhenTheStepOnlyRecordsAnotherWarning() throws {
    let result = try run(#"{"pop": true, "expectError": "nothingToDismiss"}"#)
    #expect(
      result.failure?.message
        == "steps[0] pop: expected error nothingToDismiss, but the step succeeded with warnings "
        + "cannotPopRoot")
  }

  @Test func aSelectorNoNodeDeclaresDoesNotStopAStepThatExpectsNotFound() throws {
    let result = try run(##"{"push": "X", "on": "#nowhere", "expectError": "notFound"}"##)
    #expect(result.failures.isEmpty)
    #expect(result.steps.map(\.outcome) == [.refused])
  }

  @Test func aSelectorNoNodeDeclaresIsStillAnErrorWithoutThatExpectation() throws {
    #expect(throws: (any Error).self) {
      try run(##"{"push": "X", "on": "#nowhere", "expectError": "cannotPopRoot"}"##)
    }
  }
}
