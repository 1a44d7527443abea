import Foundation
import NavrunCommandTestSupport
import NavrunTestSupport
import Testing

@testable import NavrunCommand
@testable import ScenarioRunner

/// `navrun explore NEW --compare OLD`: screens, transitions and states gained and lost with
/// their shortest paths, failures new and fixed, `use` files read from each file's folder, the
/// JSON and Markdown reports, and exit 1 only when the new version fails where the old did not.
@Suite struct ExploreComparisonTests {
  private var impact: String {
    packageRoot.appendingPathComponent("Scenarios/explore/impact").path
  }

  @Test func theChangeLosesAScreenGainsOneAndFailsWhereTheBaseDidNot() {
    let outcome = navrun(
      "explore", impact + "/shop-after.json", "--compare", impact + "/shop-before.json")
    #expect(outcome.code == 1, "\(outcome.errors)")
    let output = outcome.output
    #expect(output.contains("  SCREEN LOST Wishlist, depth 1\n    old path: navigate wishlist\n"))
    #expect(output.contains("  SCREEN GAINED Orders, depth 1\n    path: navigate orders\n"))
    #expect(
      output.contains(
        "  NEW FAILURE navigate home: cantBeDismissed from Payment: Payment cannot be dismissed "
          + "to reach Shop\n    path: navigate checkout → navigate home\n"))
    #expect(
      output.contains(
        "  TRANSITION LOST Payment → Shop by navigate home\n"
          + "    old path: navigate checkout → navigate home\n"))
    // The transitions of the lost and gained screens come with them, not listed again.
    #expect(!output.contains("TRANSITION LOST Wishlist"))
    #expect(!output.contains("TRANSITION GAINED Shop → Orders"))
    #expect(output.hasSuffix("4 new failures, 0 fixed, 1 screen no longer reachable\n"))
  }

  @Test func failuresTheNewVersionFixesAreListedAndDoNotFail() {
    let outcome = navrun(
      "explore", impact + "/shop-before.json", "--compare", impact + "/shop-after.json")
    #expect(outcome.code == 0)
    #expect(outcome.output.contains("  FIXED navigate home: cantBeDismissed from Payment"))
    #expect(outcome.output.contains("  SCREEN LOST Orders, depth 1\n"))
    #expect(outcome.output.hasSuffix("0 new failures, 4 fixed, 1 screen no longer reachable\n"))
  }

  /// The old version in a folder of its own, as in a worktree of the base commit: each file
  /// reads its `use` files from its own folder.
  @Test func eachVersionReadsItsUseFilesFromItsOwnFolder() throws {
    let folder = try TemporaryFolder()
    let app = #"{"use": ["app.defs.json"], "start": {"nav": ["Home"]}, "explore": {"depth": 2}}"#
    let push = #"{"build": "B", "action": "push", "from": {"find": {"nav": true}}}"#
    try folder.write(app, to: "new/app.json")
    try folder.write(app, to: "base/app.json")
    try folder.write(#"{"destinations": {"b": \#(push)}}"#, to: "new/app.defs.json")
    try folder.write(#"{"destinations": {}}"#, to: "base/app.defs.json")
    let outcome = navrun(
      "explore", folder.path + "/new/app.json", "--compare", folder.path + "/base/app.json")
    #expect(outcome.code == 0, "\(outcome.errors)")
    #expect(outcome.output.contains("  SCREEN GAINED B, depth 1\n    path: navigate b\n"))
  }

  @Test func anUnchangedAppIsTheSame() throws {
    let folder = try TemporaryFolder()
    let app = packageRoot.appendingPathComponent("Scenarios/app")
    for name in ["explore.json", "shop.defs.json"] {
      try folder.write(
        String(contentsOf: app.appendingPathComponent(name), encoding: .utf8), to: name)
    }
    let outcome = navrun(
      "explore", app.path + "/explore.json", "--compare", folder.path + "/explore.json")
    #expect(outcome.code == 0)
    #expect(outcome.output.contains("  the navigation is the same\n"))
    #expect(outcome.output.hasSuffix("0 new failures, 0 fixed, 0 screens no longer reachable\n"))
  }

  @Test func theJSONAndTheMarkdownHoldTheComparison() throws {
    let out = try TemporaryFolder()
    let outcome = navrun(
      "explore", impact + "/shop-after.json", "--compare", impact + "/shop-before.json",
      "--json", out.path + "/impact.json", "--markdown", out.path + "/impact.md")
    #expect(outcome.code == 1)
    let data = Data((out.read("impact.json") ?? "").utf8)
    let json = try #require(JSONSerialization.jsonObject(with: data) as? [String: Any])
    #expect(json["newFailures"] as? Int == 4)
    let start = try #require((json["starts"] as? [[String: Any]])?.first)
    let lost = (start["screens"] as? [String: Any])?["lost"] as? [[String: Any]]
    #expect(lost?.first?["screen"] as? String == "Wishlist")
    #expect(lost?.first?["path"] as? [String] == ["navigate wishlist"])
    #expect((start["old"] as? [String: Any])?["failures"] as? Int == 0)
    let markdown = out.read("impact.md") ?? ""
    #expect(markdown.hasPrefix("## Navigation impact\n\n**The change fails where the base did not"))
    #expect(
      markdown.contains(
        "#### Screens no longer reachable (1)\n\n- `Wishlist` (depth 1); old path: "
          + "`navigate wishlist`\n"))
    #expect(markdown.contains("| failures | 0 | 4 |\n"))
  }

  /// Markdown, HTML, mentions and line breaks in scenario text are shown as code, never
  /// rendered.
  @Test(arguments: [
    ("Payment", "`Payment`"),
    ("a`b", "``a`b``"),
    ("`x", "`` `x ``"),
    ("@team <b>*x*</b>\n# h", "`@team <b>*x*</b>\\u000a# h`"),
  ])
  func scenarioTextInMarkdownIsACodeSpan(text: String, code: String) {
    #expect(MarkdownText.codeSpan(text) == code)
  }

  @Test func aStartOnlyOneVersionHasComparesAsAnAppWithoutStates() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      #"{"starts": {"phone": {"nav": ["Home"]}, "pad": {"nav": ["Home"]}}, "explore": {"depth": 1}}"#,
      to: "new.json")
    try folder.write(
      #"{"starts": {"phone": {"nav": ["Home"]}}, "explore": {"depth": 1}}"#, to: "old.json")
    let outcome = navrun(
      "explore", folder.path + "/new.json", "--compare", folder.path + "/old.json")
    #expect(outcome.code == 0)
    #expect(outcome.output.contains("(start pad)\n  old: no such start\n"))
    #expect(outcome.output.contains("  SCREEN GAINED Home, depth 0\n    path: (the start)\n"))
  }

  /// The pull request that adds navrun: its base commit has no app file yet, so everything the
  /// app reaches is gained, and nothing fails that did not before.
  @Test func aBaseWithoutTheFileIsAnAppWithNoStates() throws {
    let folder = try TemporaryFolder()
    try folder.write(#"{"start": {"nav": ["Home"]}, "explore": {"depth": 1}}"#, to: "new.json")
    let outcome = navrun(
      "explore", folder.path + "/new.json", "--compare", folder.path + "/base/new.json",
      "--markdown", folder.path + "/impact.md")
    #expect(outcome.code == 0, "\(outcome.errors)")
    #expect(
      outcome.output.hasPrefix(
        folder.path + "/base/new.json does not exist: compared as an app with no states\n"))
    #expect(outcome.output.contains("  old: no such start\n"))
    #expect(outcome.output.contains("  SCREEN GAINED Home, depth 0\n"))
    #expect(folder.read("impact.md")?.contains("The old version has no such start.") == true)
  }

  /// Only a missing file is an empty app: one that is there and does not read is still bad input.
  @Test func aBaseFileThatIsAFolderIsStillBadInput() throws {
    let folder = try TemporaryFolder()
    try folder.write(#"{"start": {"nav": ["Home"]}}"#, to: "new.json")
    try FileManager.default.createDirectory(
      atPath: folder.path + "/old.json", withIntermediateDirectories: true)
    let outcome = navrun(
      "explore", folder.path + "/new.json", "--compare", folder.path + "/old.json")
    #expect(outcome.code == 2)
    #expect(!outcome.output.contains("does not exist"))
  }

  @Test(arguments: [
    (["--markdown", "x.md"], "--markdown writes a comparison"),
    (["--compare", "old.json", "b.json"], "compares one scenario file with another"),
  ])
  func aComparisonTakesOneFileOfEachVersion(arguments: [String], message: String) {
    let outcome = navrun(["explore", "a.json"] + arguments)
    #expect(outcome.code == 2)
    #expect(outcome.errors.contains(message))
  }

  @Test func anOldVersionThatDoesNotReadIsBadInputAndNothingIsWritten() throws {
    let folder = try TemporaryFolder()
    try folder.write(#"{"start": {"nav": ["Home"]}}"#, to: "new.json")
    try folder.write(#"{"start": {"nav": ["Home"]}, "use": ["gone.defs.json"]}"#, to: "old.json")
    let outcome = navrun(
      "explore", folder.path + "/new.json", "--compare", folder.path + "/old.json",
      "--markdown", folder.path + "/impact.md")
    #expect(outcome.code == 2)
    #expect(outcome.errors.contains("old.json:1:"))
    #expect(folder.read("impact.md") == nil)
  }

  @Test func aReportOverTheOldVersionIsRefused() throws {
    let folder = try TemporaryFolder()
    try folder.write(#"{"start": {"nav": ["Home"]}}"#, to: "new.json")
    try folder.write(#"{"start": {"nav": ["Home"]}}"#, to: "old.json")
    let outcome = navrun(
      "explore", folder.path + "/new.json", "--compare", folder.path + "/old.json",
      "--markdown", folder.path + "/old.json")
    #expect(outcome.code == 2)
    #expect(folder.read("old.json") == #"{"start": {"nav": ["Home"]}}"#)
  }
}
