import Foundation
import NavrunCommandTestSupport
import NavrunTestSupport
import Testing

@testable import ScenarioRunner

/// A line break in a scenario's name or its file's name is shown as an escape inside the
/// file's line: it never prints a console line of its own, such as a forged PASS.
@Suite struct ConsoleLineForgingTests {
  static let forged = "x\nPASS    S/forged.json  0.1 ms"

  func expectNoForgedLine(_ outcome: Outcome, sourceLocation: SourceLocation = #_sourceLocation) {
    let lines = outcome.output.split(separator: "\n")
    #expect(!lines.contains { $0.hasPrefix("PASS    S/forged") }, sourceLocation: sourceLocation)
    #expect(outcome.output.contains(#"\u000aPASS"#), sourceLocation: sourceLocation)
  }

  @Test func aLineBreakInAScenarioNameStaysInItsLine() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      #"{"scenario": "x\nPASS    S/forged.json  0.1 ms", "start": {"nav": ["H"]}, "golden": false}"#,
      to: "a.json")
    let outcome = navrun(folder.path)
    #expect(outcome.code == 0)
    expectNoForgedLine(outcome)
  }

  @Test func aLineBreakInAFileNameStaysInItsLine() throws {
    let folder = try TemporaryFolder()
    try folder.write(#"{"start": {"nav": ["H"]}, "golden": false}"#, to: Self.forged + ".json")
    expectNoForgedLine(navrun(folder.path))
    try folder.write("old\n", to: Self.forged + ".golden")
    try folder.write("new\n", to: Self.forged + ".golden.new")
    expectNoForgedLine(navrun("review", folder.path))
  }

  @Test func aLineBreakInAnIdAnErrorQuotesStaysInTheErrorsLine() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      ##"{"start": {"nav": ["H"]}, "steps": [{"popTo": "#x\nPASS    S/forged.json  0.1 ms"}]}"##,
      to: "a.json")
    let outcome = navrun(folder.path, "--record", "never")
    #expect(outcome.code == 2)
    let lines = outcome.output.split(separator: "\n")
    #expect(!lines.contains { $0.trimmingCharacters(in: .whitespaces).hasPrefix("PASS ") })
    #expect(outcome.output.contains(#"no controller with id "x\u000aPASS"#))
  }
}
