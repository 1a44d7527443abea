import NavigationCore
import ScenarioFormat
import Testing

@testable import ScenarioRunner

/// A run that keeps no steps (the console's) still checks the events a scenario asks about.
@Suite struct StepRecordTests {
  func run(_ text: String, keepingSteps: Bool) throws -> ExecutionResult {
    let scenario = try ScenarioLoader().decode(Array(text.utf8), file: "events.json")
    return ScenarioExecution.run(scenario, keepingSteps: keepingSteps)
  }

  @Test(arguments: [true, false])
  func expectEventsFailsOnTheWrongEventsWhetherStepsAreKeptOrNot(keepingSteps: Bool) throws {
    let result = try run(
      """
      {"golden": false, "start": {"nav": ["Feed"]},
       "steps": [{"push": "Post"}, {"expectEvents": ["disappear Feed", "appear Comments"]}]}
      """, keepingSteps: keepingSteps)
    #expect(result.failure?.message.contains("appear Post") == true, "\(result.failures)")
  }

  @Test func recordedEventsAreTheSameWhetherStepsAreKeptOrNot() throws {
    let text = """
      {"record": ["events"], "start": {"tabs": [{"nav": ["Feed"]}, {"nav": ["Search"]}]},
       "steps": [{"push": "Post"}, {"selectTab": 1}, {"present": "Share"}]}
      """
    let kept = try run(text, keepingSteps: true)
    let lean = try run(text, keepingSteps: false)
    #expect(lean.golden?.contains("appear Share") == true)
    #expect(lean.golden == kept.golden)
    #expect(kept.steps.map(\.verb) == ["push", "selectTab", "present"])
    #expect(lean.steps.isEmpty)
  }
}
