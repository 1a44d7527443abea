import NavrunTestSupport
import Testing

@testable import ScenarioRunner

/// What each record mode writes beside a scenario, and what its report says.
@Suite struct RecordModeTests {
  /// The report of `a.json` in `folder` under `mode`.
  func report(_ folder: borrowing TemporaryFolder, _ mode: RecordMode) -> ScenarioReport {
    ScenarioRun(record: mode).report(for: folder.path + "/a.json")
  }

  @Test func missingWritesAMissingGoldenAndThenPasses() throws {
    let folder = try TemporaryFolder()
    try folder.write(pushScenario, to: "a.json")
    #expect(report(folder, .missing).status == .recorded)
    #expect(folder.read("a.golden") == "window (regular)\n  nav\n    Feed\n    Post  <- top\n")
    #expect(report(folder, .missing).status == .passed)
  }

  @Test func missingDoesNotOverwriteAMismatch() throws {
    let folder = try TemporaryFolder()
    try folder.write(pushScenario, to: "a.json")
    try folder.write("old\n", to: "a.golden")
    let mismatch = report(folder, .missing)
    #expect(mismatch.status == .failed)
    #expect(folder.read("a.golden") == "old\n")
    let diff = try #require(mismatch.diff)
    #expect(diff.contains("-old"))
    #expect(diff.contains("+window (regular)"))
  }

  @Test func allRewritesEveryGoldenThatDiffers() throws {
    let folder = try TemporaryFolder()
    try folder.write(pushScenario, to: "a.json")
    try folder.write("old\n", to: "a.golden")
    #expect(report(folder, .all).status == .updated)
    #expect(folder.read("a.golden")?.hasPrefix("window (regular)") == true)
    #expect(folder.files() == ["a.golden", "a.json"])
  }

  @Test func neverWritesNothingAndAMissingGoldenFails() throws {
    let folder = try TemporaryFolder()
    try folder.write(pushScenario, to: "a.json")
    let missing = report(folder, .never)
    #expect(missing.status == .failed)
    #expect(
      missing.diagnostics.contains {
        $0.message.contains("the golden is missing and recording is off")
      })
    #expect(folder.files() == ["a.json"])
  }

  @Test func goldenFalseWritesNoGolden() throws {
    let folder = try TemporaryFolder()
    try folder.write(#"{"start": "A", "golden": false}"#, to: "a.json")
    #expect(report(folder, .missing).isPassing)
    #expect(folder.files() == ["a.json"])
  }

  @Test func aFailingScenarioWritesNoGolden() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      #"{"start": {"nav": ["A"]}, "steps": [{"push": {"nav": []}}]}"#, to: "a.json")
    #expect(report(folder, .all).status == .failed)
    #expect(folder.files() == ["a.json"])
  }
}
