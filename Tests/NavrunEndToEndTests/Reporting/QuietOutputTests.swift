import NavrunCommandTestSupport
import NavrunTestSupport
import ScenarioFormat
import Testing

@testable import NavrunCommand
@testable import ScenarioRunner

/// A passing scenario does not print the warnings it expects; `--quiet` prints the failing
/// files and the summary only.
@Suite struct QuietOutputTests {
  /// A pop at the root that the step expects, then one it does not.
  static let expectedThenUnexpected = """
    {"start": {"nav": ["A"]}, "steps": [
      {"pop": true, "expectWarning": "cannotPopRoot"},
      {"dismiss": true, "expectError": "nothingToDismiss"},
      {"pop": true}
    ]}
    """

  @Test func theResultKnowsWhichWarningsWereExpected() throws {
    let scenario = try ScenarioLoader().decode(
      Array(Self.expectedThenUnexpected.utf8), file: "w.json")
    let result = ScenarioExecution.run(scenario)
    #expect(result.warnings.count == 3)
    #expect(result.expectedWarnings == [0, 1])
  }

  @Test func aMatrixScenarioCountsExpectedWarningsAcrossItsStarts() throws {
    let text = """
      {"starts": {"one": {"nav": ["A"]}, "two": {"nav": ["B"]}},
       "steps": [{"pop": true}, {"pop": true, "expectWarning": "cannotPopRoot"}]}
      """
    let scenario = try ScenarioLoader().decode(Array(text.utf8), file: "m.json")
    let result = ScenarioExecution.run(scenario)
    #expect(result.warnings.count == 4)
    #expect(result.expectedWarnings == [1, 3])
    #expect(result.warnings[3].hasPrefix("start \"two\": steps[1] pop: cannotPopRoot"))
  }

  @Test func aPassingScenarioPrintsOnlyTheWarningsItDidNotExpect() throws {
    let folder = try TemporaryFolder()
    try folder.write(Self.expectedThenUnexpected, to: "a.json")
    let outcome = navrun(folder.path)
    #expect(outcome.code == 0)
    #expect(!outcome.output.contains("steps[0] pop: cannotPopRoot"))
    #expect(!outcome.output.contains("nothingToDismiss"))
    #expect(outcome.output.contains("    warning: steps[2] pop: cannotPopRoot"))
    let tap = navrun(folder.path, "--tap")
    #expect(!tap.output.contains("# warning: steps[0]"))
    #expect(tap.output.contains("# warning: steps[2] pop: cannotPopRoot"))
    #expect(folder.read("a.golden")?.contains("steps[0] pop: cannotPopRoot") == true)
  }

  @Test func theHTMLReportLeavesExpectedWarningsOutOfThePassingFilesWarnings() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      #"{"start": {"nav": ["A"]}, "steps": [{"pop": true, "expectWarning": "cannotPopRoot"}]}"#,
      to: "a.json")
    #expect(navrun(folder.path, "--html", folder.path + "/r.html").code == 0)
    #expect(folder.read("r.html")?.contains("Warnings of passing scenarios") == false)
  }

  @Test func aFailingScenarioPrintsEveryWarning() throws {
    let folder = try TemporaryFolder()
    try folder.write(Self.expectedThenUnexpected, to: "a.json")
    try folder.write("window (regular)\n", to: "a.golden")
    let outcome = navrun(folder.path)
    #expect(outcome.code == 1)
    #expect(outcome.output.contains("    warning: steps[0] pop: cannotPopRoot"))
    #expect(outcome.output.contains("    warning: steps[1] dismiss: nothingToDismiss"))
  }

  func makeMixedFolder() throws -> TemporaryFolder {
    let folder = try TemporaryFolder()
    try folder.write(
      #"{"start": {"nav": ["A"]}, "golden": false, "steps": [{"pop": true}]}"#, to: "a-pass.json")
    try folder.write(
      #"{"start": {"nav": ["A"]}, "golden": false, "steps": [{"push": "B"}, {"expectTop": "A"}]}"#,
      to: "b-fail.json")
    try folder.write(#"{"templates": {"x": "X"}}"#, to: "c.defs.json")
    try folder.write(pushScenario, to: "d-new.json")
    return folder
  }

  @Test func quietPrintsTheFailuresAndTheSummaryOnly() throws {
    let folder = try makeMixedFolder()
    for flag in ["--quiet", "-q"] {
      let outcome = navrun(folder.path, flag, "--record", "never")
      #expect(outcome.code == 1)
      #expect(!outcome.output.contains("a-pass.json"))
      #expect(!outcome.output.contains("warning:"))
      #expect(!outcome.output.contains("DEFS"))
      #expect(outcome.output.contains("FAIL    \(folder.path)/b-fail.json"))
      #expect(outcome.output.contains("steps[1] expectTop: expected top to be A, found B"))
      #expect(outcome.output.contains("FAIL    \(folder.path)/d-new.json"))
      #expect(outcome.output.hasSuffix("1 definitions file checked\n1 passed, 2 failed\n"))
    }
  }

  /// A golden written is a file the user commits: quiet names it, one line each.
  @Test func quietNamesTheGoldensItWrote() throws {
    let folder = try TemporaryFolder()
    try folder.write(pushScenario, to: "a.json")
    try folder.write(pushScenario, to: "b.json")
    let outcome = navrun(folder.path, "--quiet")
    #expect(outcome.code == 0)
    #expect(
      outcome.output
        == "wrote \(folder.path)/a.golden\nwrote \(folder.path)/b.golden\n"
        + "2 new goldens written\n2 passed, 0 failed\n")
    try folder.write("window (regular)\n", to: "b.golden")
    let updated = navrun(folder.path, "-q", "--update")
    #expect(
      updated.output == "updated \(folder.path)/b.golden\n1 golden updated\n2 passed, 0 failed\n")
  }

  @Test func quietListsOnlyTheUnreferencedGoldensThatFailTheRun() throws {
    let folder = try TemporaryFolder()
    try folder.write(pushScenario, to: "a.json")
    #expect(navrun(folder.path).code == 0)
    try folder.write("window (regular)\n", to: "gone.golden")
    let warned = navrun(folder.path, "--quiet")
    #expect(!warned.output.contains("warning: unreferenced golden"))
    #expect(warned.output.contains("1 unreferenced golden: delete with"))
    let failed = navrun(folder.path, "--quiet", "--unreferenced", "fail")
    #expect(failed.output.contains("error: unreferenced golden \(folder.path)/gone.golden"))
  }

  @Test func quietDoesNotGoWithTAP() {
    let outcome = navrun("--quiet", "--tap")
    #expect(outcome.code == 2)
    #expect(outcome.errors.hasPrefix("navrun: error: --quiet does not go with --tap"))
  }
}
