import NavrunCommandTestSupport
import NavrunTestSupport
import Testing

@testable import NavrunCommand
@testable import ScenarioRunner

/// `NAVRUN_RECORD` sets the record mode where no flag does, for the command and for
/// `runScenarios` in tests; on CI the default is `never`.
@Suite struct RecordEnvironmentTests {
  @Test func theVariableSetsTheModeAndAFlagWins() throws {
    let folder = try TemporaryFolder()
    try folder.write(pushScenario, to: "a.json")
    let never = navrun([folder.path], environment: ["NAVRUN_RECORD": "never"])
    #expect(never.code == 1)
    #expect(folder.read("a.golden") == nil)
    let flagWins = navrun(
      [folder.path, "--record", "missing"], environment: ["NAVRUN_RECORD": "never"])
    #expect(flagWins.code == 0)
    #expect(folder.read("a.golden") != nil)
  }

  @Test func ciMakesNeverTheDefaultAndAFlagWins() throws {
    let folder = try TemporaryFolder()
    try folder.write(pushScenario, to: "a.json")
    #expect(navrun(folder.path, environment: ["CI": "true"]).code == 1)
    #expect(folder.files() == ["a.json"])
    #expect(navrun(folder.path, "--record", "missing", environment: ["CI": "1"]).code == 0)
    #expect(folder.files() == ["a.golden", "a.json"])
  }

  @Test func aValueThatNamesNoModeIsAUsageError() throws {
    let folder = try TemporaryFolder()
    try folder.write(pushScenario, to: "a.json")
    let outcome = navrun([folder.path], environment: ["NAVRUN_RECORD": "sometimes"])
    #expect(outcome.code == 2)
    #expect(outcome.errors.hasPrefix("navrun: error: NAVRUN_RECORD=sometimes names no record mode"))
    #expect(folder.read("a.golden") == nil)
  }

  @Test func theEnvironmentIsReadAsTheLibraryReadsIt() throws {
    #expect(try RecordMode(environment: ["NAVRUN_RECORD": "all"]) == .all)
    #expect(try RecordMode(environment: ["NAVRUN_RECORD": ""]) == nil)
    #expect(try RecordMode(environment: [:]) == nil)
    #expect(throws: UsageError.self) { try RecordMode(environment: ["NAVRUN_RECORD": "x"]) }
  }

  @Test func aGoldenFailureInATestSaysHowToRecordFromSwiftTest() throws {
    let folder = try TemporaryFolder()
    try folder.write(pushScenario, to: "a.json")
    var messages: [String] = []
    assertScenarios(at: folder.path, record: .never) { messages.append($0) }
    #expect(messages.count == 1)
    #expect(messages.first?.contains("NAVRUN_RECORD=missing swift test") == true)
  }
}
