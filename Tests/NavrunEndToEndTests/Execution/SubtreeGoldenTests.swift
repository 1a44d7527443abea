import NavrunCommandTestSupport
import NavrunTestSupport
import ScenarioFormat
import Testing

@testable import ScenarioRunner

/// `"golden": {"at": sel}` records and compares one controller's subtree, so that a change
/// elsewhere in the window (a tab added to a shared template) leaves the golden alone; and
/// `{"expect": node, "at": sel}` fails where its selector finds nothing.
@Suite struct SubtreeGoldenTests {
  static func scenario(tabs: String) -> String {
    """
    {"start": {"tabs": [{"nav": ["Feed"], "id": "feed"}, \(tabs)]},
     "steps": [{"push": {"screen": "Post", "context": "7"}, "on": "#feed", "checkpoint": "post"}],
     "golden": {"at": "#feed"}}
    """
  }

  @Test func theGoldenHoldsTheSubtreeInEverySection() throws {
    let folder = try TemporaryFolder()
    try folder.write(Self.scenario(tabs: #"{"nav": ["Search"]}"#), to: "a.json")
    #expect(navrun(folder.path).code == 0)
    #expect(
      folder.read("a.golden") == """
        -- checkpoint post (after steps[0] push) --
        window (regular) at #feed
          nav #feed
            Feed
            Post {context: 7}  <- top

        -- final --
        window (regular) at #feed
          nav #feed
            Feed
            Post {context: 7}  <- top

        """)
  }

  @Test func aChangeOutsideTheSubtreeLeavesTheGoldenMatching() throws {
    let folder = try TemporaryFolder()
    try folder.write(Self.scenario(tabs: #"{"nav": ["Search"]}"#), to: "a.json")
    #expect(navrun(folder.path).code == 0)
    try folder.write(
      Self.scenario(tabs: #"{"nav": ["Search"]}, {"nav": ["Profile"]}"#), to: "a.json")
    #expect(navrun(folder.path, "--record", "never").code == 0)
  }

  @Test func aChangeInsideTheSubtreeFailsTheComparison() throws {
    let folder = try TemporaryFolder()
    try folder.write(Self.scenario(tabs: #"{"nav": ["Search"]}"#), to: "a.json")
    #expect(navrun(folder.path).code == 0)
    try folder.write(
      Self.scenario(tabs: #"{"nav": ["Search"]}"#).replacing(
        #"["Feed"]"#, with: #"["Feed", "Trending"]"#), to: "a.json")
    let outcome = navrun(folder.path, "--record", "never")
    #expect(outcome.code == 1)
    #expect(outcome.output.contains("+    Trending"))
  }

  @Test func aSectionWhereTheSelectorFindsNothingSaysSo() throws {
    let scenario = try ScenarioLoader().decode(
      Array(
        """
        {"start": {"nav": ["Feed"]}, "record": ["tree"],
         "steps": [{"present": {"nav": ["Login"], "id": "login"}}, {"dismiss": true},
                   {"present": {"nav": ["Login"], "id": "login"}}],
         "golden": {"at": "#login"}}
        """.utf8), file: "a.json")
    let result = ScenarioExecution.run(scenario)
    #expect(result.failures.isEmpty)
    #expect(
      result.golden?.contains(
        "-- after steps[1] dismiss --\nwindow (regular) at #login: nothing matches\n") == true)
  }

  @Test func aFinalTreeWithoutTheSubtreeFailsAtTheGoldensSelector() throws {
    let scenario = try ScenarioLoader().decode(
      Array(
        """
        {"start": {"nav": ["Feed"]},
         "steps": [{"present": {"nav": ["Login"], "id": "login"}}, {"dismiss": true}],
         "golden": {"at": "#login"}}
        """.utf8), file: "a.json")
    let result = ScenarioExecution.run(scenario)
    #expect(result.golden == nil)
    #expect(
      result.failure?.message
        == ##"golden.at: notFound: no controller matches "#login" in the final tree"##)
    #expect(result.failure?.location?.line == 3)
    #expect(result.failure?.location?.column == 19)
  }

  @Test func anExpectAtASelectorThatFindsNothingFailsWithNotFound() throws {
    let scenario = try ScenarioLoader().decode(
      Array(
        """
        {"start": {"nav": ["Feed"], "id": "feed"},
         "steps": [{"present": {"nav": ["Login"], "id": "login"}}, {"dismiss": true},
                   {"expect": {"nav": ["Login"]}, "at": "#login"}],
         "golden": false}
        """.utf8), file: "a.json")
    let result = ScenarioExecution.run(scenario)
    #expect(
      result.failure?.message == ##"steps[2] expect: notFound: no controller matches "#login""##)
    #expect(result.failure?.location?.line == 3)
  }
}
