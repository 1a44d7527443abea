import NavrunCommandTestSupport
import NavrunTestSupport
import ScenarioFormat
import Testing

@testable import NavrunCommand
@testable import ScenarioRunner

/// On GitHub Actions: an `::error` annotation per failure at its line, at most ten, and a
/// Markdown job summary kept under GitHub's limit.
@Suite struct GitHubActionsTests {
  func environment(_ folder: borrowing TemporaryFolder) -> [String: String] {
    [
      "GITHUB_ACTIONS": "true", "GITHUB_WORKSPACE": folder.path,
      "GITHUB_STEP_SUMMARY": folder.path + "/summary.md",
    ]
  }

  @Test func messagesAndPropertiesAreEscapedAsTheRunnerReadsThem() {
    #expect(GitHubAnnotations.data("50% a\r\nb: c, d") == "50%25 a%0D%0Ab: c, d")
    #expect(GitHubAnnotations.property("50% a\nb: c, d") == "50%25 a%0Ab%3A c%2C d")
  }

  @Test func aFailingStepIsAnnotatedAtItsLineAndColumn() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "{\"scenario\": \"Deep, link: 100%\",\n \"start\": {\"nav\": [\"A\"]}, \"golden\": false,\n"
        + " \"steps\": [{\"push\": \"B\"}, {\"expectTop\": \"A\"}]}", to: "tabs/a.json")
    try folder.write("", to: "summary.md")
    let outcome = navrun(folder.path, environment: environment(folder))
    #expect(outcome.code == 1)
    #expect(
      outcome.output.contains(
        "::error file=tabs/a.json,line=3,col=27,title=navrun%3A Deep%2C link%3A 100%25::"
          + "steps[1] expectTop: expected top to be A, found B\n"))
    #expect(!navrun(folder.path).output.contains("::error"))
  }

  @Test func aGoldenMismatchIsAnnotatedAtTheGoldensFirstDifferingLine() throws {
    let folder = try TemporaryFolder()
    try folder.write(pushScenario, to: "a.json")
    try folder.write("window (regular)\n  nav\n    Feed  <- top\n", to: "a.golden")
    let outcome = navrun(folder.path, environment: environment(folder))
    let line = try #require(outcome.output.split(separator: "\n").first { $0.hasPrefix("::") })
    #expect(line.hasPrefix("::error file=a.golden,line=3,title=navrun%3A a::the result differs"))
    #expect(line.contains("%0A-    Feed  <- top%0A+    Feed%0A+    Post  <- top"))
  }

  /// The runner reads a line starting with `::` after its white space as a command: a quoted
  /// source line or a screen type in a diff must not be one.
  @Test func scenarioTextNeverStartsAWorkflowCommand() throws {
    let folder = try TemporaryFolder()
    try folder.write("{\"start\": \"A\",\n::error file=README.md,line=1::forged\n}", to: "bad.json")
    try folder.write(
      #"{"start": {"nav": ["::notice title=navrun::all 250 scenarios passed", "Feed"]}}"#,
      to: "b.json")
    try folder.write(
      "window (regular)\n  nav\n    ::notice title=navrun::all 250 scenarios passed\n    Old  <- top\n",
      to: "b.golden")
    let outcome = navrun(folder.path, environment: environment(folder))
    #expect(outcome.code == 2)
    let commands = (outcome.output + outcome.errors).split(separator: "\n").filter {
      $0.drop(while: \.isWhitespace).hasPrefix("::")
    }
    #expect(commands.allSatisfy { $0.hasPrefix("::error file=") }, "\(commands)")
    #expect(!commands.contains { $0.hasPrefix("::error file=README.md") }, "\(commands)")
    #expect(outcome.output.contains("    \\u003a:error file=README.md,line=1::forged"))
    #expect(outcome.output.contains("     \\u003a:notice title=navrun::all 250 scenarios passed\n"))
  }

  @Test func everyCommandsOutputIsInert() throws {
    let folder = try TemporaryFolder()
    try folder.write(#"{"start": {"nav": ["::notice title=x::forged"]}}"#, to: "a.json")
    let outcome = navrun("print", folder.path + "/a.json", environment: environment(folder))
    #expect(outcome.code == 0)
    #expect(
      outcome.output.contains("    \\u003a:notice title=x::forged  <- top\n"), "\(outcome.output)")
  }

  @Test func inertLinesKeepTheirIndentAndEverythingElse() {
    #expect(
      GitHubActions.inert("a\n  ::x::y\n\u{A0}::z\nb::c\n")
        == "a\n  \\u003a:x::y\n\u{A0}\\u003a:z\nb::c\n")
    #expect(GitHubActions.inert("plain") == "plain")
  }

  @Test func aMissingGoldenIsAnnotatedOnTheScenario() throws {
    let folder = try TemporaryFolder()
    try folder.write(pushScenario, to: "a.json")
    var environment = environment(folder)
    environment["CI"] = "true"
    let outcome = navrun(folder.path, environment: environment)
    #expect(outcome.output.contains("::error file=a.json,title=navrun%3A a::the golden is missing"))
  }

  @Test func pastTenFailuresNineAreAnnotatedAndTheTenthCountsTheRest() throws {
    let folder = try TemporaryFolder()
    for index in 0..<12 {
      try folder.write(
        #"{"start": {"nav": ["A"]}, "golden": false, "steps": [{"push": "B"}, {"expectTop": "A"}]}"#,
        to: "s\(index < 10 ? "0" : "")\(index).json")
    }
    let outcome = navrun(folder.path, environment: environment(folder))
    let commands = outcome.output.split(separator: "\n").filter { $0.hasPrefix("::error") }
    #expect(commands.count == 10)
    #expect(commands[8].contains("file=s08.json"))
    #expect(
      commands[9]
        == "::error title=navrun%3A 3 more failures::GitHub shows 10 error annotations per "
        + "step: 3 more failures are not annotated; the job summary and the log list every one")
  }

  @Test func tenFailuresAreAllAnnotated() throws {
    let folder = try TemporaryFolder()
    for index in 0..<10 {
      try folder.write(
        #"{"start": {"nav": ["A"]}, "golden": false, "steps": [{"push": "B"}, {"expectTop": "A"}]}"#,
        to: "s\(index).json")
    }
    let outcome = navrun(folder.path, environment: environment(folder))
    let commands = outcome.output.split(separator: "\n").filter { $0.hasPrefix("::error") }
    #expect(commands.count == 10)
    #expect(commands.allSatisfy { $0.contains("expected top to be A, found B") })
  }

  @Test func underTAPTheAnnotationsGoToStandardError() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      #"{"start": {"nav": ["A"]}, "golden": false, "steps": [{"push": "B"}, {"expectTop": "A"}]}"#,
      to: "a.json")
    let outcome = navrun(folder.path, "--tap", environment: environment(folder))
    #expect(!outcome.output.contains("::error"))
    #expect(outcome.errors.contains("::error file=a.json,line=1"))
  }

  @Test func theJobSummaryIsAddedToWhatTheStepWrote() throws {
    let folder = try TemporaryFolder()
    try folder.write(pushScenario, to: "a.json")
    try folder.write("window (regular)\n  nav\n    Feed  <- top\n", to: "a.golden")
    try folder.write(
      #"{"scenario": "<script>x</script> | **bold** #12 @me", "start": {"nav": ["A"]}, "golden": false, "steps": [{"push": "B"}, {"expectTop": "A"}]}"#,
      to: "b.json")
    try folder.write(pushScenario, to: "c.json")
    try folder.write("window (regular)\n  nav\n    Feed\n    Post  <- top\n", to: "c.golden")
    try folder.write("# Earlier\n", to: "summary.md")
    #expect(navrun(folder.path, environment: environment(folder)).code == 1)
    let summaryText = folder.read("summary.md")
    let summary = try #require(summaryText)
    #expect(summary.hasPrefix("# Earlier\n## navrun\n\n1 passed, 2 failed  \n"))
    #expect(summary.contains("| status | file | scenario | first message |\n|---|---|---|---|\n"))
    #expect(summary.contains("| failed | a.json | a | the result differs from the golden |\n"))
    #expect(
      summary.contains(
        "| failed | b.json | &lt;script&gt;x&lt;/script&gt; \\| \\*\\*bold\\*\\* \\#12 \\@me |"))
    // Raw only inside a fenced code block, the source line of the located message.
    #expect(summary.contains("### b.json: &lt;script&gt;x&lt;/script&gt; \\| \\*\\*bold"))
    #expect(
      summary.contains(
        "error: steps[1] expectTop: expected top to be A, found B\n{\"scenario\": \"<script>x</script> |"
      ))
    #expect(
      summary.contains(
        "<details><summary>diff of a.golden</summary>\n\n```diff\n--- "))
    #expect(summary.contains("+    Post  <- top\n```\n\n</details>\n"))
    #expect(!summary.contains("c.json"))
  }

  @Test func aCodeBlocksFenceIsLongerThanAnyBackticksInside() {
    #expect(MarkdownText.codeBlock("a\n```\nb") == "````\na\n```\nb\n````\n")
    #expect(MarkdownText.codeBlock("x", language: "diff") == "```diff\nx\n```\n")
  }

  @Test func theSummaryStaysUnderGitHubsLimitWithANoteOfWhatIsLeftOut() throws {
    var reports: [ScenarioReport] = []
    for index in 0..<400 {
      var report = ScenarioRun.emptyReport(for: "s\(index).json")
      report.status = .failed
      report.diagnostics = [Diagnostic(file: "s\(index).golden", location: nil, message: "differs")]
      report.diff = String(repeating: "+ a long line of a long diff\n", count: 2_000)
      reports.append(report)
    }
    let existing = 100_000
    let markdown = GitHubSummary.markdown(
      for: RunSummary(reports: reports), counts: "0 passed, 400 failed\n", existing: existing,
      path: { $0 })
    let text = try #require(markdown)
    #expect(text.utf8.count + existing <= GitHubSummary.limit)
    #expect(
      text.hasSuffix(
        "failing files are not shown: GitHub drops a job summary over 1 MiB. The log and the "
          + "report files list every one._\n"))
    #expect(text.contains("more lines: see the log or the report files"))
    #expect(
      GitHubSummary.markdown(
        for: RunSummary(reports: reports), counts: "x", existing: GitHubSummary.limit, path: { $0 })
        == nil)
  }

  @Test func pathsAreRelativeToTheRepositoryWhereverNavrunRuns() {
    let gitHub = GitHubActions(
      environment: ["GITHUB_ACTIONS": "true", "GITHUB_WORKSPACE": "/w/repo"],
      currentFolder: "/w/repo/App")
    #expect(gitHub?.path("Scenarios/a.json") == "App/Scenarios/a.json")
    #expect(gitHub?.path("./Scenarios/a.json") == "App/Scenarios/a.json")
    #expect(gitHub?.path("/w/repo/b.json") == "b.json")
    #expect(GitHubActions(environment: ["GITHUB_ACTIONS": "false"], currentFolder: "/") == nil)
  }
}
