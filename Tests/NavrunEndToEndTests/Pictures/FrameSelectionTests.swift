import Foundation
import NavrunCommandTestSupport
import NavrunTestSupport
import ScenarioFormat
import Testing

@testable import ScenarioRunner

/// `print` and the film strips draw a frame for the start and for each step that changed what
/// they draw: an expectation, a call UIKit ignores and a step refused as expected add none,
/// unless `--step` asks for that step.
@Suite struct FrameSelectionTests {
  static let scenario = """
    {"start": {"nav": ["Feed"]}, "golden": false,
     "steps": [
       {"push": "Post"},
       {"expect": {"nav": ["Feed", "Post"]}},
       {"expectTop": "Post"},
       {"dismiss": true, "expectWarning": "nothingToDismiss"},
       {"push": {"nav": ["X"]}, "expectError": "cannotPushContainer"},
       {"push": "Comments"}
     ]}
    """

  /// The `-- … --` headers of `print`'s text.
  func headers(_ arguments: String...) throws -> [String] {
    let folder = try TemporaryFolder()
    try folder.write(Self.scenario, to: "a.json")
    let outcome = navrun(["print", folder.path + "/a.json"] + arguments)
    #expect(outcome.code == 0, Comment(rawValue: outcome.errors))
    return outcome.output.split(separator: "\n").filter { $0.hasPrefix("-- ") }.map(String.init)
  }

  @Test func printShowsOnlyTheStartAndTheStepsThatChangedTheTree() throws {
    #expect(
      try headers() == [
        "-- start --", "-- after steps[0] push --", "-- after steps[5] push --",
      ])
  }

  @Test func stepNShowsTheTreeAfterThatStepWhateverItDid() throws {
    #expect(try headers("--step", "2") == ["-- after steps[2] expectTop --"])
  }

  @Test func theFilmStripHasAFrameForEachTreeShown() throws {
    let folder = try TemporaryFolder()
    try folder.write(Self.scenario, to: "a.json")
    let svg = navrun("print", folder.path + "/a.json", "--format", "svg").output
    #expect(svg.contains(">after steps[0] push</text>"))
    #expect(svg.contains(">after steps[5] push</text>"))
    for skipped in ["expect", "expectTop", "dismiss"] {
      #expect(!svg.contains(">after steps[1] \(skipped)</text>"))
    }
    #expect(!svg.contains("steps[1]") && !svg.contains("steps[3]") && !svg.contains("steps[4]"))
  }

  @Test func jsonAndDotHaveATreeForEachFrame() throws {
    let folder = try TemporaryFolder()
    try folder.write(Self.scenario, to: "a.json")
    let json = navrun("print", folder.path + "/a.json", "--format", "json").output
    let trees = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
    #expect(
      trees.compactMap { $0["after"] as? String } == [
        "start", "after steps[0] push", "after steps[5] push",
      ])
    let dot = navrun("print", folder.path + "/a.json", "--format", "dot").output
    #expect(dot.components(separatedBy: "subgraph cluster_").count == 4)
  }

  @Test func theHTMLFilmStripCountsTheTreesItShows() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      Self.scenario.replacing(#"{"push": "Comments"}"#, with: #"{"expectTop": "Feed"}"#),
      to: "a.json")
    let outcome = navrun([folder.path, "--html", folder.path + "/r.html"])
    #expect(outcome.code == 1)
    let html = folder.read("r.html") ?? ""
    #expect(html.contains("<summary>every step (2 trees)</summary>"))
  }

  @Test func aLibraryStepThatFailsHalfWayAsExpectedKeepsItsFrame() throws {
    // RouteComposer's router dismisses the sheet and selects the start's tab before the action
    // fails, and leaves both changes.
    let folder = try TemporaryFolder()
    try folder.write(
      """
      {"golden": false,
       "define": {"destinations": {
         "home": {"find": null, "build": "Home", "action": "replaceRoot", "from": {"custom": "Feed"}}
       }},
       "start": {"tabs": [{"nav": ["Feed"]}, {"nav": ["Shop"]}], "selected": 1,
                 "presents": {"screen": "Sheet", "style": "pageSheet"}},
       "steps": [{"navigate": "home", "expectError": "compositionFailed"}]}
      """, to: "a.json")
    let outcome = navrun("print", folder.path + "/a.json")
    #expect(outcome.code == 0, Comment(rawValue: outcome.errors))
    #expect(
      outcome.output.contains(
        "-- after steps[0] navigate (failed as expected: compositionFailed) --"))
  }
}
