import Foundation
import NavrunCommandTestSupport
import NavrunTestSupport
import Testing

@testable import NavrunCommand
@testable import ScenarioRunner

/// A report path that names one of the run's inputs — a scenario, a golden, a definitions file
/// — is refused before anything runs, and the input is left as it was.
@Suite struct ReportInputTests {
  @Test(arguments: [
    ["run", "--json", "a.json"], ["run", "--junit", "b.golden"], ["run", "--html", "b.json"],
    ["validate", "--json", "shared.defs.json"], ["run", "--json", "link.json"],
  ])
  func aReportPathNamingAnInputIsRefused(arguments: [String]) throws {
    let folder = try TemporaryFolder()
    try folder.write(pushScenario, to: "S/a.json")
    try folder.write(pushScenario, to: "S/b.json")
    try folder.write("old golden\n", to: "S/b.golden")
    try folder.write(#"{"destinations": {}}"#, to: "S/shared.defs.json")
    try #require(symlink("a.json", folder.path + "/S/link.json") == 0)
    let before = folder.files().map { folder.read($0) }
    let outcome = navrun(
      [arguments[0], folder.path + "/S", arguments[1], folder.path + "/S/" + arguments[2]])
    #expect(outcome.code == 2)
    #expect(outcome.errors.contains("which this run reads"))
    #expect(folder.files().map { folder.read($0) } == before)
  }

  @Test func aReportOfAnEarlierRunIsReplaced() throws {
    let folder = try TemporaryFolder()
    try folder.write(pushScenario, to: "S/a.json")
    #expect(navrun(folder.path + "/S", "--json", folder.path + "/S/r.json").code == 0)
    #expect(navrun(folder.path + "/S", "--json", folder.path + "/S/r.json").code == 0)
    #expect(navrun(folder.path + "/S", "--junit", folder.path + "/S/j.json").code == 0)
    #expect(navrun(folder.path + "/S", "--junit", folder.path + "/S/j.json").code == 0)
  }

  @Test(arguments: ["app.json", "app.defs.json"])
  func exploreRefusesAReportOverItsInputs(name: String) throws {
    let folder = try TemporaryFolder()
    try folder.write(#"{"destinations": {}}"#, to: "app.defs.json")
    let app = #"{"use": ["app.defs.json"], "start": {"nav": ["Home"]}, "explore": {"depth": 1}}"#
    try folder.write(app, to: "app.json")
    let outcome = navrun(
      "explore", folder.path + "/app.json", "--json", folder.path + "/" + name)
    #expect(outcome.code == 2)
    #expect(outcome.errors.contains("which this run reads"))
    #expect(folder.read("app.json") == app)
    #expect(folder.read("app.defs.json") == #"{"destinations": {}}"#)
  }
}
