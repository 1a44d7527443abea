import NavrunTestSupport
import Testing

@testable import ScenarioRunner

/// A scenario with `"golden": false` and no expectation passes whatever the app does: navrun
/// says so with a warning.
@Suite struct AssertsNothingTests {
  func run(_ document: String) throws -> Outcome {
    let folder = try TemporaryFolder()
    try folder.write(document, to: "a.json")
    return navrun(folder.path)
  }

  @Test func aScenarioThatAssertsNothingIsWarnedAbout() throws {
    let outcome = try run(#"{"start": {"nav": ["A"]}, "golden": false, "steps": [{"push": "B"}]}"#)
    #expect(outcome.code == 0)
    #expect(outcome.output.contains("warning: the scenario asserts nothing"))
  }

  @Test func anExpectationOrAGoldenIsAnAssertion() throws {
    let expecting = try run(
      #"{"start": {"nav": ["A"]}, "golden": false, "steps": [{"pop": true, "expectWarning": "cannotPopRoot"}]}"#
    )
    #expect(!expecting.output.contains("asserts nothing"))
    let withGolden = try run(#"{"start": {"nav": ["A"]}, "steps": [{"push": "B"}]}"#)
    #expect(!withGolden.output.contains("asserts nothing"))
  }
}
