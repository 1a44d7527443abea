import NavrunCommandTestSupport
import NavrunTestSupport
import Testing

@testable import ScenarioRunner

/// The commands hints suggest run on the files the user ran: `navrun review` after
/// `navrun Tests/Flows --record new` would look in `Scenarios` and find nothing.
@Suite struct HintPathTests {
  @Test func pendingGoldenHintsRepeatThePaths() throws {
    let folder = try TemporaryFolder()
    try folder.write(pushScenario, to: "my flows/a.json")
    let path = folder.path + "/my flows"
    let outcome = navrun(path, "--record", "new")
    #expect(outcome.code == 1)
    let quoted = "'\(path)'"
    #expect(outcome.output.contains("for `navrun review '\(path)/a.json'`"))
    #expect(
      outcome.output.contains(
        "run `navrun review \(quoted)`, then `navrun accept \(quoted)` or `navrun reject \(quoted)`"
      ))
  }

  @Test func unreferencedGoldenHintsRepeatThePaths() throws {
    let folder = try TemporaryFolder()
    try folder.write("old\n", to: "gone.golden")
    try folder.write(pushScenario, to: "a.json")
    let outcome = navrun(folder.path)
    #expect(outcome.output.contains("delete with `navrun --unreferenced delete \(folder.path)`"))
  }
}
