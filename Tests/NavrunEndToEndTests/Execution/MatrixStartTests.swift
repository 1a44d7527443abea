import NavrunCommandTestSupport
import NavrunTestSupport
import Testing

@testable import ScenarioRunner

/// A matrix scenario runs its steps from every named start; the golden has a section per start.
@Suite struct MatrixStartTests {
  @Test func theGoldenHasOneSectionPerStartInFileOrder() throws {
    let folder = try TemporaryFolder()
    try folder.write(matrixDeepLinkScenario, to: "a.json")
    #expect(navrun(folder.path).code == 0)
    #expect(
      folder.read("a.golden") == """
        -- start feed --
        window (regular)
          nav
            Feed
            Comments {context: 7}  <- top

        -- start post --
        window (regular)
          nav
            Feed
            Post
            Comments {context: 7}  <- top

        """)
    #expect(navrun(folder.path, "--record", "never").code == 0)
  }

  @Test func checkpointsAndWarningsStayInsideTheirStartsSection() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      """
      {"starts": {"one": {"nav": ["A"]}, "two": {"nav": ["B"]}},
       "steps": [{"push": "C", "checkpoint": "pushed"}, {"pop": true}]}
      """, to: "a.json")
    #expect(navrun(folder.path).code == 0)
    #expect(
      folder.read("a.golden") == """
        -- start one --
        -- checkpoint pushed (after steps[0] push) --
        window (regular)
          nav
            A
            C  <- top

        -- final --
        window (regular)
          nav
            A  <- top

        -- start two --
        -- checkpoint pushed (after steps[0] push) --
        window (regular)
          nav
            B
            C  <- top

        -- final --
        window (regular)
          nav
            B  <- top

        """)
  }

  @Test func aFailureNamesItsStartAndTheOtherStartsStillRun() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      """
      {"starts": {"root": {"nav": ["A"]}, "pushed": {"nav": ["A", "B"]}, "bare": "A"},
       "steps": [{"pop": true, "expectWarning": "cannotPopRoot"}]}
      """, to: "a.json")
    let outcome = navrun(folder.path)
    #expect(outcome.code == 1)
    #expect(
      outcome.output.contains(
        #"a.json:2:12: error: start "pushed": steps[0] pop: expected warning cannotPopRoot, "#
          + "but the step recorded none"))
    #expect(
      outcome.output.contains(
        #"a.json:2:12: error: start "bare": steps[0] pop: expected warning cannotPopRoot, but "#
          + "the step failed: notInNavigation"))
    #expect(!outcome.output.contains(#"error: start "root""#))
    #expect(folder.files() == ["a.json"])
  }

  @Test func aGoldenMismatchNamesTheStartsThatDiffer() throws {
    let folder = try TemporaryFolder()
    try folder.write(matrixDeepLinkScenario, to: "a.json")
    #expect(navrun(folder.path).code == 0)
    let golden = folder.read("a.golden") ?? ""
    try folder.write(
      golden.replacingOccurrences(of: "    Post\n", with: "    Profile\n"), to: "a.golden")
    let outcome = navrun(folder.path)
    #expect(outcome.code == 1)
    #expect(
      outcome.output.contains(
        #"a.golden: error: the result differs from the golden (from start "post")"#))
  }

  @Test func differingStartsAreFoundBySection() {
    let old = "-- start a --\nx\n\n-- start b --\ny\n\n-- start gone --\nz\n"
    let new = "-- start a --\nx\n\n-- start b --\nY\n\n-- start c --\nw\n"
    #expect(GoldenDocument.differingStarts(from: old, to: new) == ["b", "c", "gone"])
    #expect(GoldenDocument.differingStarts(from: old, to: old) == [])
    #expect(
      GoldenDocument.naming(starts: ["b", "c", "gone"]) == #" (from starts "b", "c" and "gone")"#)
    #expect(GoldenDocument.naming(starts: []) == "")
  }

  @Test func stepResultsNameTheirStart() throws {
    let folder = try TemporaryFolder()
    try folder.write(matrixDeepLinkScenario, to: "a.json")
    let report = ScenarioRun(record: .missing).report(for: folder.path + "/a.json")
    #expect(report.steps.map(\.start) == ["feed", "post"])
    #expect(report.steps.map(\.outcome) == [.passed, .passed])
    #expect(report.steps[0].events == ["disappear Feed", "appear Comments"])
  }

  @Test func printShowsEveryStart() throws {
    let folder = try TemporaryFolder()
    try folder.write(matrixDeepLinkScenario, to: "a.json")
    let outcome = navrun("print", folder.path + "/a.json")
    #expect(outcome.code == 0)
    #expect(outcome.output.hasPrefix("-- start feed --\n"))
    #expect(outcome.output.contains("\n-- after steps[0] push (from feed) --\n"))
    #expect(outcome.output.contains("\n-- start post --\n"))
    #expect(outcome.output.contains("\n-- after steps[0] push (from post) --\n"))
  }
}
