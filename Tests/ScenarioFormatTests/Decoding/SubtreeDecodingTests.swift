import NavigationCore
import Testing

@testable import ScenarioFormat

/// `{"expect": node, "at": sel}` and `"golden": {"at": sel}`: the subtree forms decode to the
/// selector they name, and a wrong one is reported where it is written.
@Suite struct SubtreeDecodingTests {
  @Test func anExpectWithAtChecksTheSelectedSubtree() throws {
    let scenario = try decodeScenario(
      """
      {"start": {"tabs": [{"nav": ["Feed"], "id": "feed"}, "B"]},
       "steps": [{"expect": {"nav": ["Feed"]}, "at": "#feed"}, {"expect": {"tabs": ["Feed", "B"]}}]}
      """)
    guard case .check(.subtree(let expected, let selector)) = scenario.steps[0].action else {
      Issue.record("expected a subtree check, found \(scenario.steps[0].action)")
      return
    }
    #expect(expected.kind == .nav)
    #expect(selector == .id("feed"))
    guard case .check(.window) = scenario.steps[1].action else {
      Issue.record("expected a window check, found \(scenario.steps[1].action)")
      return
    }
  }

  @Test func anAtThatIsNotASelectorIsReportedAtItsValue() {
    expectDiagnostic(
      """
      {"start": {"nav": ["Feed"]}, "steps": [{"expect": {"nav": ["Feed"]}, "at": ⟨3}]}
      """,
      ##"steps[0].at: expected a selector ("#id", "Type", "nav", "top", "root"…), found a number"##)
  }

  @Test func anAtNamingNoNodeIsATypo() {
    expectDiagnostic(
      """
      {"start": {"nav": ["Feed"], "id": "feed"}, "steps": [{"expect": "Feed", "at": ⟨"#fede"}]}
      """,
      ##"steps[0].at: no controller with id "fede" appears in this scenario; did you mean "#feed"?"##
    )
  }

  @Test func aGoldenWithAtHoldsThatSubtree() throws {
    let source = MarkedSource(
      """
      {"start": {"nav": ["Feed"], "id": "feed"}, "golden": {"at": ⟨"#feed"}}
      """)
    let scenario = try decodeScenario(source.text)
    #expect(scenario.comparesGolden)
    #expect(scenario.goldenSubtree?.selector == .id("feed"))
    #expect(scenario.goldenSubtree?.location.line == source.line)
    #expect(scenario.goldenSubtree?.location.column == source.column)
    #expect(try decodeScenario(#"{"start": "A"}"#).goldenSubtree == nil)
    #expect(try decodeScenario(#"{"start": "A", "golden": false}"#).comparesGolden == false)
  }

  @Test func aGoldenObjectTakesOnlyAt() {
    expectDiagnostic(
      """
      {"start": {"nav": ["Feed"], "id": "feed"}, "golden": {⟨"on": "#feed"}}
      """, #"golden: unknown golden key "on""#)
    expectDiagnostic(
      """
      {"start": {"nav": ["Feed"], "id": "feed"}, "golden": ⟨{}}
      """, #"golden: missing key "at""#)
  }

  @Test func aGoldenOfAnotherTypeSaysWhatItTakes() {
    expectDiagnostic(
      """
      {"start": "A", "golden": ⟨"yes"}
      """, #"golden: expected true, false or {"at": selector}, found a string"#)
  }

  @Test func aGoldenAtNamingNoNodeIsATypo() {
    expectDiagnostic(
      """
      {"start": {"nav": ["Feed"]}, "golden": {"at": ⟨"Fede"}}
      """, #"golden.at: no screen of type "Fede" appears in this scenario; did you mean "Feed"?"#)
  }
}
