import NavigationCore
import Testing

@testable import ScenarioFormat

@Suite struct TabGestureDecodingTests {
  @Test func theTabFormsDecode() throws {
    let scenario = try decodeScenario(
      """
      {"start": {"tabs": [{"nav": ["A", {"screen": "P", "id": "p"}]}, "B"]},
       "steps": [
         {"selectTab": {"holding": "#p"}}, {"selectTab": "more"}, {"selectMore": true},
         {"selectMore": "tabs"}, {"tapTab": 1, "in": "tabs"}, {"tapTab": "more"},
         {"tapTab": "B"}, {"swipeDown": true}, {"swipeDown": "#p"}
       ]}
      """)
    let operations = scenario.steps.compactMap { step -> Operation? in
      guard case .perform(let operation) = step.action else { return nil }
      return operation
    }
    #expect(
      operations == [
        .selectTab(.holding(.id("p")), in: nil), .selectTab(.more, in: nil), .selectMore(nil),
        .selectMore(.kind(.tabs)), .tapTab(.index(1), in: .kind(.tabs)), .tapTab(.more, in: nil),
        .tapTab(.controller(.type("B")), in: nil), .swipeDown(nil), .swipeDown(.id("p")),
      ])
  }

  @Test func editTabsTakesTheDraggedTabAndTheOneItReplaces() throws {
    let scenario = try decodeScenario(
      """
      {"start": {"tabs": ["A", "B"]},
       "steps": [{"editTabs": 1, "onto": "A", "in": "tabs"}, {"editTabs": {"holding": "B"}, "onto": 0}]}
      """)
    let operations = scenario.steps.compactMap { step -> Operation? in
      guard case .perform(let operation) = step.action else { return nil }
      return operation
    }
    #expect(
      operations == [
        .editTabs(.index(1), onto: .controller(.type("A")), in: .kind(.tabs)),
        .editTabs(.holding(.type("B")), onto: .index(0), in: nil),
      ])
    expectDiagnostic(
      """
      {"start": {"tabs": ["A"]}, "steps": [⟨{"editTabs": 0}]}
      """, #"steps[0]: missing the tab whose place it takes, "onto""#)
    expectDiagnostic(
      """
      {"start": {"tabs": ["A"]}, "steps": [{"editTabs": 0, "onto": ⟨true}]}
      """,
      ##"steps[0].onto: expected a tab index, "more", a selector or {"holding": selector} ("#id", "Type", "nav", "top", "root"…), found a Boolean"##
    )
  }

  @Test func aTabObjectTakesOnlyHolding() {
    expectDiagnostic(
      """
      {"start": {"tabs": ["A"]}, "steps": [{"selectTab": {⟨"holdng": "A"}}]}
      """, #"steps[0].selectTab: unknown tab form "holdng"; did you mean "holding"?"#)
    expectDiagnostic(
      """
      {"start": {"tabs": ["A"]}, "steps": [{"tapTab": ⟨{}}]}
      """, #"steps[0].tapTab: a tab object names the controller a tab holds: {"holding": …}"#)
  }

  @Test func wrongValuesNameWhatWasExpected() {
    expectDiagnostic(
      """
      {"start": {"tabs": ["A"]}, "steps": [{"tapTab": ⟨false}]}
      """,
      ##"steps[0].tapTab: expected a tab index, "more", a selector or {"holding": selector} ("#id", "Type", "nav", "top", "root"…), found a Boolean"##
    )
    expectDiagnostic(
      """
      {"start": "A", "steps": [{"swipeDown": ⟨1}]}
      """,
      ##"steps[0].swipeDown: expected true or a selector ("#id", "Type", "nav", "top", "root"…), found a number"##
    )
  }

  @Test func modalInPresentationIsANodeAttribute() throws {
    let scenario = try decodeScenario(
      """
      {"start": {"nav": ["A"], "presents": {"screen": "M", "modalInPresentation": true}}}
      """)
    #expect(scenario.start.presents?.isModalInPresentation == true)
    expectDiagnostic(
      """
      {"start": {"screen": "A", "modalInPresentation": ⟨1}}
      """, #"start.modalInPresentation: expected true or false, found a number"#)
  }
}
