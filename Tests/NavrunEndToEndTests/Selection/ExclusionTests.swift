import NavrunCommandTestSupport
import NavrunTestSupport
import Testing

@testable import ScenarioRunner

/// Files a run leaves out: `--exclude` globs and the run's own report files.
@Suite struct ExclusionTests {
  @Test func aReportWrittenInsideTheScannedFolderIsNotTakenForAScenario() throws {
    let folder = try TemporaryFolder()
    try folder.write(pushScenario, to: "a.json")
    let report = folder.path + "/out/navrun.json"
    #expect(navrun(folder.path, "--json", report).code == 0)
    #expect(folder.read("out/navrun.json") != nil)
    let again = navrun(folder.path, "--json", report)
    #expect(again.code == 0)
    #expect(again.output.contains("1 passed, 0 failed"))
    #expect(!again.output.contains("navrun.json"))
  }

  @Test func excludedFilesAreNotRunAndTheirGoldensAreNotUnreferenced() throws {
    let folder = try TemporaryFolder()
    try folder.write(pushScenario, to: "a.json")
    try folder.write(pushScenario, to: "vendor/b.json")
    try folder.write("{ not a scenario", to: "build/c.json")
    #expect(navrun(folder.path + "/a.json", folder.path + "/vendor/b.json").code == 0)
    let outcome = navrun(
      folder.path, "--exclude", "vendor/**", "--exclude", "build/*", "--unreferenced", "fail")
    #expect(outcome.code == 0)
    #expect(outcome.output.contains("1 passed, 0 failed"))
    #expect(!outcome.output.contains("b.json"))
    #expect(!outcome.output.contains("unreferenced"))
  }

  @Test func aGlobWithoutASlashMatchesFileNames() {
    let exclusion = Exclusion(globs: [Glob("*.report.json")], ownFiles: [])
    #expect(
      exclusion.excludes(path: "Scenarios/x/ci.report.json", relativePath: "x/ci.report.json"))
    #expect(!exclusion.excludes(path: "Scenarios/x/login.json", relativePath: "x/login.json"))
  }
}
