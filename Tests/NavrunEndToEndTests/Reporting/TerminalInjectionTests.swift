import Foundation
import NavrunCommandTestSupport
import NavrunTestSupport
import Testing

@testable import ScenarioRunner

/// Text from a scenario, a golden, a file name or an argument never moves the terminal, in any
/// command and whatever `--color` says: only navrun's own styles reach it.
@Suite struct TerminalInjectionTests {
  static let clear = "\u{1B}[2J"
  static let move = "\u{1B}[3;3H"
  static let colors = ["auto", "always", "never"]

  func expectNothingMoves(_ outcome: Outcome, sourceLocation: SourceLocation = #_sourceLocation) {
    for text in [outcome.output, outcome.errors] {
      #expect(!text.contains(Self.clear), sourceLocation: sourceLocation)
      #expect(!text.contains(Self.move), sourceLocation: sourceLocation)
    }
  }

  @Test(arguments: colors) func printEscapesScreenTypes(color: String) throws {
    let folder = try TemporaryFolder()
    try folder.write(
      #"{"start": {"nav": ["H"]}, "steps": [{"push": "X\u001b[2J"}]}"#, to: "e.json")
    for format in ["text", "mermaid", "dot"] {
      let outcome = navrun(
        ["print", folder.path + "/e.json", "--format", format, "--color", color],
        isTerminal: true)
      // A control character in a screen type is an error that quotes it.
      #expect(outcome.code == 2)
      expectNothingMoves(outcome)
    }
  }

  @Test(arguments: colors) func reviewEscapesPendingGoldensBeforeStylingThem(color: String)
    throws
  {
    let folder = try TemporaryFolder()
    try folder.write(pushScenario, to: "S/e\u{1B}[3;3H.json")
    try folder.write("old\u{1B}[2J\u{1B}[3;3Hx\n", to: "S/e\u{1B}[3;3H.golden")
    try folder.write("new\u{1B}[2J\n", to: "S/e\u{1B}[3;3H.golden.new")
    let plain = navrun(["review", "--color", color, folder.path + "/S"], isTerminal: true)
    expectNothingMoves(plain)
    #expect(plain.output.contains("\\u001b[2J"))
    let interactive = navrun(
      ["review", "--color", color, folder.path + "/S"], isTerminal: true,
      isInputTerminal: true, keys: ["s"])
    expectNothingMoves(interactive)
  }

  @Test func exploreEscapesDestinationNames() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      #"{"define": {"destinations": {"go\u001b[2J": {"build": "P", "action": "push", "#
        + #""from": {"find": "M"}}}}, "start": {"nav": ["Home"]}, "explore": {"depth": 1}}"#,
      to: "c.json")
    let outcome = navrun(["explore", folder.path + "/c.json"], isTerminal: true)
    // Refused where it is written, and the error quoting it escapes it.
    #expect(outcome.code == 2)
    #expect(outcome.errors.contains("a destination name cannot hold a control character"))
    expectNothingMoves(outcome)
  }

  @Test(arguments: colors) func errorsEscapeThePathsTheyQuote(color: String) {
    expectNothingMoves(navrun(["nope\u{1B}[2J", "--color", color], isTerminal: true))
    expectNothingMoves(navrun(["review", "nope\u{1B}[2J"], isTerminal: true))
  }

  @Test func initEscapesItsFolder() throws {
    let folder = try TemporaryFolder()
    let outcome = navrun(["init", folder.path + "/d\u{1B}[2J"], isTerminal: true)
    #expect(outcome.code == 0)
    expectNothingMoves(outcome)
  }

  @Test func runEscapesUnreferencedGoldensAndHints() throws {
    let folder = try TemporaryFolder()
    try folder.write(pushScenario, to: "S\u{1B}[2J/a.json")
    try folder.write("gone\n", to: "S\u{1B}[2J/gone\u{1B}[3;3H.golden")
    let outcome = navrun(
      [folder.path + "/S\u{1B}[2J", "--record", "new", "--color", "always"], isTerminal: true)
    expectNothingMoves(outcome)
  }
}
