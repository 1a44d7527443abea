import NavigationCore
import Testing

@testable import ScenarioFormat

/// `sel > part` in steps and conditions: decoded to the parts, a part that is not one reported
/// where the selector is written, and a typo in the selector before `>` still a typo.
@Suite struct SelectorPartDecodingTests {
  @Test func aColumnSelectorDecodesToItsParts() throws {
    let scenario = try decodeScenario(
      """
      {"start": {"split": {"primary": {"nav": ["A"]}, "secondary": {"nav": ["B"]}}, "id": "s"},
       "steps": [{"expect": {"nav": ["B"]}, "at": "#s > secondary"}]}
      """)
    guard case .check(.subtree(_, let selector)) = scenario.steps[0].action else {
      Issue.record("expected a subtree check, found \(scenario.steps[0].action)")
      return
    }
    #expect(selector == .within(.id("s"), [.column(.secondary)]))
  }

  @Test func aPartThatIsNotOneIsReportedAtTheSelector() {
    expectDiagnostic(
      """
      {"start": {"split": {"primary": "A"}, "id": "s"}, "steps": [{"push": "B", "on": ⟨"#s > detail"}]}
      """,
      ##"steps[0].on: "detail" is not a part of a container; after ">" come a split's column (primary, supplementary, secondary, compact) or a tab's place (tab(0), tab(1)…)"##
    )
  }

  @Test func aTabPlaceThatIsNotANumberIsReportedAtTheSelector() {
    expectDiagnostic(
      """
      {"start": {"tabs": ["A", "B"]}, "steps": [{"expect": "B", "at": ⟨"tabs > tab(one)"}]}
      """,
      ##"steps[0].at: a tab's place is a number from 0: "tab(0)", "tab(1)"…"##)
  }

  @Test func aTypoBeforeThePartIsStillATypo() {
    expectDiagnostic(
      """
      {"start": {"split": {"primary": "A"}, "id": "accounts"}, "steps": [{"expect": "A", "at": ⟨"#acounts > primary"}]}
      """,
      ##"steps[0].at: no controller with id "acounts" appears in this scenario; did you mean "#accounts"?"##
    )
  }
}
