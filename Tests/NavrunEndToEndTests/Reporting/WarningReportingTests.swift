import NavrunCommandTestSupport
import NavrunTestSupport
import Testing

@testable import ScenarioRunner

/// Warnings reach the console and TAP for every scenario, passing ones included.
@Suite struct WarningReportingTests {
  static let ignoredPop = #"{"start": {"nav": ["A"]}, "golden": false, "steps": [{"pop": true}]}"#

  @Test func theConsoleShowsTheWarningsOfAPassingScenario() throws {
    let folder = try TemporaryFolder()
    try folder.write(Self.ignoredPop, to: "a.json")
    let outcome = navrun(folder.path)
    #expect(outcome.code == 0)
    #expect(
      outcome.output.contains(
        "    warning: steps[0] pop: cannotPopRoot: cannot pop A, the root of nav"))
  }

  @Test func tapCarriesTheWarningsAsCommentsBeforeTheTestPoint() throws {
    let folder = try TemporaryFolder()
    try folder.write(Self.ignoredPop, to: "a.json")
    let outcome = navrun(folder.path, "--tap")
    #expect(outcome.code == 0)
    #expect(
      outcome.output.contains(
        "# warning: steps[0] pop: cannotPopRoot: cannot pop A, the root of nav\n"
          + "# warning: the scenario asserts nothing: it compares no golden (\"golden\": false) "
          + "and checks nothing (no expectation step, expectError or expectWarning), so it "
          + "passes unless a step fails\nok 1 - "))
  }

  @Test func theHTMLReportListsTheWarningsOfPassingScenarios() throws {
    let folder = try TemporaryFolder()
    try folder.write(Self.ignoredPop, to: "a.json")
    let outcome = navrun(folder.path, "--html", folder.path + "/report.html")
    #expect(outcome.code == 0)
    let html = folder.read("report.html") ?? ""
    #expect(html.contains("<h2>Warnings of passing scenarios</h2>"))
    #expect(html.contains("<li>steps[0] pop: cannotPopRoot: cannot pop A, the root of nav</li>"))
  }
}
