import Testing

@testable import NavrunCommand
@testable import ScenarioRunner

/// `navrun explore`'s console: a name from the scenario (a route's text in an action, a code,
/// a message, a file) never starts a line of its own, and so never a workflow command either.
@Suite struct ExploreConsoleTests {
  @Test func everyNameIsEscapedIntoItsLine() {
    var result = ExplorationResult()
    let forged = "go\nNEW FAILURE forged"
    result.tallies = [ActionTally(name: "route " + forged, failed: 1, codes: [forged: 1])]
    result.failures = [
      ExploreFailure(
        action: "route " + forged, code: forged, message: "failed: " + forged, kind: .error,
        place: forged, path: [])
    ]
    let text = ExploreConsole.text(
      for: ExploredStart(
        file: "a\n::error::x.json", startName: forged, result: result, reproducers: [forged]))
    let lines = text.split(separator: "\n")
    #expect(!lines.contains { $0.hasPrefix("NEW FAILURE") || $0.hasPrefix("::") }, "\(text)")
    #expect(text.contains(#"route go\u000aNEW FAILURE forged"#))
  }
}
