import NavrunTestSupport
import Testing

@testable import ScenarioRunner

/// A golden matches only when its bytes are the result's UTF-8, byte for byte.
@Suite struct GoldenCompareTests {
  @Test(arguments: [
    ("window (regular)\n  Feed\n", "window (regular)\n  Feed\n", true),
    ("window (regular)\n  Feed\n", "window (regular)\n  Feef\n", false),
    ("window (regular)\n  Feed\n", "window (regular)\n  Feed", false),
    ("", "", true), ("", "\n", false), ("Écran\n", "E\u{301}cran\n", false),
  ])
  func aGoldenMatchesOnlyItsOwnBytes(golden: String, result: String, matches: Bool) throws {
    let folder = try TemporaryFolder()
    try folder.write(golden, to: "a.golden")
    let outcome = GoldenStore(mode: .never).compare(result, withGoldenAt: folder.path + "/a.golden")
    #expect(outcome == (matches ? .matched : .mismatched(expected: golden)))
  }
}
