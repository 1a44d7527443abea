import NavrunCommandTestSupport
import NavrunTestSupport
import Testing

@testable import NavrunCommand
@testable import ScenarioRunner

@Suite struct ExitCodeTests {
  @Test func allPassingIsZero() throws {
    let folder = try TemporaryFolder()
    try folder.write(#"{"start": "A", "golden": false}"#, to: "a.json")
    let outcome = navrun(folder.path)
    #expect(outcome.code == 0)
    #expect(outcome.output.hasSuffix("1 passed, 0 failed\n"))
  }

  @Test func aFailedExpectationIsOneWithItsLocation() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      """
      {"start": {"nav": ["A"]}, "golden": false,
       "steps": [{"push": "B"}, {"expectTop": "A"}]}
      """, to: "a.json")
    let outcome = navrun(folder.path)
    #expect(outcome.code == 1)
    #expect(
      outcome.output.contains(
        "\(folder.path)/a.json:2:27: error: steps[1] expectTop: expected top to be A, found B"))
  }

  @Test func anUnexpectedStepErrorIsOneWithTheCodeAndSentence() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      #"{"start": {"nav": ["A"]}, "golden": false, "steps": [{"push": {"nav": []}}]}"#,
      to: "a.json")
    let outcome = navrun(folder.path)
    #expect(outcome.code == 1)
    #expect(
      outcome.output.contains(
        "a.json:1:54: error: steps[0] push failed: cannotPushContainer: a navigation controller "
          + "cannot be pushed onto nav"))
  }

  @Test func aStepThatShouldHaveFailedIsOne() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      #"{"start": {"nav": ["A"]}, "golden": false, "steps": [{"push": "B", "expectError": "notFound"}]}"#,
      to: "a.json")
    let outcome = navrun(folder.path)
    #expect(outcome.code == 1)
    #expect(
      outcome.output.contains("steps[0] push: expected error notFound, but the step succeeded"))
  }

  @Test func badInputIsTwoAndTheOtherFilesStillRun() throws {
    let folder = try TemporaryFolder()
    try folder.write("{ not json", to: "a.json")
    try folder.write(#"{"start": "A", "golden": false}"#, to: "b.json")
    try folder.write(
      #"{"start": {"nav": ["A"]}, "golden": false, "steps": [{"push": {"nav": []}}]}"#,
      to: "c.json")
    let outcome = navrun(folder.path)
    #expect(outcome.code == 2)
    #expect(outcome.output.contains("ERROR   \(folder.path)/a.json"))
    #expect(outcome.output.contains("PASS    \(folder.path)/b.json"))
    #expect(outcome.output.contains("FAIL    \(folder.path)/c.json"))
    #expect(outcome.output.hasSuffix("1 passed, 2 failed\n"))
  }

  @Test func usageErrorsAreTwo() {
    let unknown = navrun("--recrod", "all")
    #expect(unknown.code == 2)
    #expect(
      unknown.errors.hasPrefix("navrun: error: unknown option --recrod; did you mean --record?"))
    #expect(navrun("--record", "sometimes").code == 2)
    #expect(navrun("print").code == 2)
    #expect(navrun("/no/such/folder").code == 2)
  }

  @Test func helpIsZero() {
    for arguments in [["--help"], ["help"]] {
      let help = navrun(arguments)
      #expect(help.code == 0)
      #expect(help.output.hasPrefix("usage: navrun"))
    }
    let version = navrun("--version")
    #expect(version.code == 0)
    #expect(version.output == "navrun \(Navrun.version)\n")
  }

  /// A usage error is one line and a pointer to the help, not the whole help.
  @Test func aUsageErrorIsOneLine() {
    let outcome = navrun("--recrod", "all")
    #expect(
      outcome.errors
        == "navrun: error: unknown option --recrod; did you mean --record?\n"
        + "Run `navrun --help` for the usage.\n")
  }

  /// A mistyped subcommand is not taken for a path: nothing runs, no golden is written.
  @Test func aMistypedSubcommandRunsNothing() throws {
    for (typed, meant) in [("acept", "accept"), ("valdate", "validate"), ("reveiw", "review")] {
      let outcome = navrun(typed, ".")
      #expect(outcome.code == 2)
      #expect(
        outcome.errors.hasPrefix(
          #"navrun: error: unknown command "\#(typed)"; did you mean "\#(meant)"?"#))
      #expect(outcome.output.isEmpty)
    }
    // A folder of that name is a path, as always.
    let folder = try TemporaryFolder()
    try folder.write(pushScenario, to: "acept/a.json")
    #expect(Invocation.mistypedCommand(folder.path + "/acept") == nil)
  }

  /// A run whose files all passed but that exits non-zero says why on its last line.
  @Test func theLastLineExplainsANonZeroExitWithoutFailures() throws {
    let folder = try TemporaryFolder()
    try folder.write(pushScenario, to: "a.json")
    #expect(navrun(folder.path).code == 0)
    try folder.write("old\n", to: "gone.golden")
    let unreferenced = navrun(folder.path, "--unreferenced", "fail")
    #expect(unreferenced.code == 1)
    #expect(
      unreferenced.output.hasSuffix(
        "1 passed, 0 failed; exit 1: unreferenced goldens (--unreferenced fail, the default "
          + "under CI)\n"))
    try folder.write("keep", to: "out/report.html/inside.txt")
    let report = navrun(folder.path + "/a.json", "--html", folder.path + "/out/report.html")
    #expect(report.code == 2)
    #expect(report.output.hasSuffix("1 passed, 0 failed; exit 2: a report could not be written\n"))
  }
}
