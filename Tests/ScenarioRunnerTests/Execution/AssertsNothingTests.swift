import NavrunTestSupport
import Testing

@testable import ScenarioRunner

/// A scenario with `"golden": false` and no expectation passes whatever the app does: navrun
/// says so with a warning.
@Suite struct AssertsNothingTests {
  func run(_ document: String) throws -> ScenarioReport {
    let folder = try TemporaryFolder()
    try folder.write(document, to: "a.json")
    return ScenarioRun(record: .missing).report(for: folder.path + "/a.json")
  }

  func assertsNothing(_ report: ScenarioReport) -> Bool {
    report.warnings.contains { $0.hasPrefix("the scenario asserts nothing") }
  }

  @Test func aScenarioThatAssertsNothingIsWarnedAbout() throws {
    let report = try run(#"{"start": {"nav": ["A"]}, "golden": false, "steps": [{"push": "B"}]}"#)
    #expect(report.isPassing)
    #expect(assertsNothing(report))
  }

  @Test func anExpectationOrAGoldenIsAnAssertion() throws {
    let expecting = try run(
      #"{"start": {"nav": ["A"]}, "golden": false, "steps": [{"pop": true, "expectWarning": "cannotPopRoot"}]}"#
    )
    #expect(!assertsNothing(expecting))
    let withGolden = try run(#"{"start": {"nav": ["A"]}, "steps": [{"push": "B"}]}"#)
    #expect(!assertsNothing(withGolden))
  }
}
