import NavrunTestSupport
import Testing

@testable import ScenarioRunner

/// A golden that an editor or Git rewrote — CRLF line endings, no final newline, a byte-order
/// mark — fails with a sentence that says so and how to fix it, not with identical-looking
/// lines or no diff at all.
@Suite struct GoldenEncodingTests {
  /// Records the golden, rewrites it with `change`, runs again with recording off, and gives
  /// the report and the console's lines for it.
  func rerun(changing change: (String) -> String) throws -> (
    report: ScenarioReport, output: String
  ) {
    let folder = try TemporaryFolder()
    try folder.write(pushScenario, to: "a.json")
    #expect(ScenarioRun(record: .missing).report(for: folder.path + "/a.json").isPassing)
    let recorded = folder.read("a.golden")
    let golden = try #require(recorded)
    try folder.write(change(golden), to: "a.golden")
    let report = ScenarioRun(record: .never).report(for: folder.path + "/a.json")
    return (report, ConsoleReporter(palette: Palette(isEnabled: false)).lines(for: report))
  }

  @Test func windowsLineEndingsAreNamed() throws {
    let outcome = try rerun { $0.replacing("\n", with: "\r\n") }
    #expect(outcome.report.status == .failed)
    #expect(outcome.output.contains("the golden has Windows (CRLF) line endings"))
    #expect(outcome.output.contains("*.golden text eol=lf"))
    #expect(!outcome.output.contains("\r"), "no raw carriage return reaches the console")
  }

  @Test func aMissingFinalNewlineIsNamed() throws {
    let outcome = try rerun { String($0.dropLast()) }
    #expect(outcome.report.status == .failed)
    #expect(outcome.output.contains("the golden lacks the final newline"))
  }

  @Test func aByteOrderMarkIsNamed() throws {
    let outcome = try rerun { "\u{FEFF}" + $0 }
    #expect(outcome.output.contains("the golden starts with a byte-order mark"))
  }

  @Test func allThreeAtOnceAreNamedTogether() {
    let message = GoldenEncoding.difference(
      expected: "\u{FEFF}a\r\nb", actual: "a\nb\n", scenario: "a.json")
    #expect(
      message?.hasPrefix(
        "the golden starts with a byte-order mark and has Windows (CRLF) line endings and "
          + "lacks the final newline") == true)
  }

  @Test func aRealDifferenceIsLeftToTheDiff() {
    #expect(
      GoldenEncoding.difference(expected: "a\r\nb\r\n", actual: "a\nc\n", scenario: "a.json") == nil
    )
    #expect(GoldenEncoding.difference(expected: "a\n", actual: "a\n", scenario: "a.json") == nil)
  }
}
