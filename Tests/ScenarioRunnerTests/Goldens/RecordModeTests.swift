import NavrunTestSupport
import Testing

@testable import ScenarioRunner

@Suite struct RecordModeTests {
  @Test func missingWritesAMissingGoldenAndThenPasses() throws {
    let folder = try TemporaryFolder()
    try folder.write(pushScenario, to: "a.json")
    let first = navrun(folder.path, "--record", "missing")
    #expect(first.code == 0)
    #expect(first.output.contains("NEW"))
    #expect(folder.read("a.golden") == "window (regular)\n  nav\n    Feed\n    Post  <- top\n")
    let second = navrun(folder.path)
    #expect(second.code == 0)
    #expect(second.output.contains("PASS"))
  }

  @Test func missingDoesNotOverwriteAMismatch() throws {
    let folder = try TemporaryFolder()
    try folder.write(pushScenario, to: "a.json")
    try folder.write("old\n", to: "a.golden")
    let outcome = navrun(folder.path)
    #expect(outcome.code == 1)
    #expect(folder.read("a.golden") == "old\n")
    #expect(outcome.output.contains("-old"))
    #expect(outcome.output.contains("+window (regular)"))
  }

  @Test func allRewritesEveryGoldenThatDiffers() throws {
    let folder = try TemporaryFolder()
    try folder.write(pushScenario, to: "a.json")
    try folder.write("old\n", to: "a.golden")
    let outcome = navrun(folder.path, "--update")
    #expect(outcome.code == 0)
    #expect(outcome.output.contains("UPDATED"))
    #expect(folder.read("a.golden")?.hasPrefix("window (regular)") == true)
    #expect(folder.files() == ["a.golden", "a.json"])
  }

  @Test func neverWritesNothingAndAMissingGoldenFails() throws {
    let folder = try TemporaryFolder()
    try folder.write(pushScenario, to: "a.json")
    let outcome = navrun(folder.path, "--record=never")
    #expect(outcome.code == 1)
    #expect(outcome.output.contains("the golden is missing and recording is off"))
    #expect(folder.files() == ["a.json"])
  }

  @Test func ciMakesNeverTheDefaultAndAFlagWins() throws {
    let folder = try TemporaryFolder()
    try folder.write(pushScenario, to: "a.json")
    #expect(navrun(folder.path, environment: ["CI": "true"]).code == 1)
    #expect(folder.files() == ["a.json"])
    #expect(navrun(folder.path, "--record", "missing", environment: ["CI": "1"]).code == 0)
    #expect(folder.files() == ["a.golden", "a.json"])
  }

  @Test func goldenFalseWritesNoGolden() throws {
    let folder = try TemporaryFolder()
    try folder.write(#"{"start": "A", "golden": false}"#, to: "a.json")
    #expect(navrun(folder.path).code == 0)
    #expect(folder.files() == ["a.json"])
  }

  @Test func aFailingScenarioWritesNoGolden() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      #"{"start": {"nav": ["A"]}, "steps": [{"push": {"nav": []}}]}"#, to: "a.json")
    #expect(navrun(folder.path, "--update").code == 1)
    #expect(folder.files() == ["a.json"])
  }
}
