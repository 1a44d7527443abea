import NavigationCore
import Testing

@testable import ScenarioFormat

@Suite struct SwiftUIDecodingTests {
  @Test func aNavigationStackDecodesItsRootPathAndDestinations() throws {
    let scenario = try decodeScenario(
      """
      {"start": {"navigationStack": "Timeline", "id": "t", "path": ["status(1)", "settings"],
                 "destinations": {"status": "Status", "settings": {"screen": "Settings"}}},
       "steps": [{"append": "status(2)", "on": "#t"}, {"removeLast": 2}, {"setPath": ["settings"]}]}
      """)
    var expected = Blueprint.container(.nav, [.screen("Timeline")], id: "t")
    expected.destinations = NavigationDestinations([
      "status": .screen("Status"), "settings": .screen("Settings"),
    ])
    expected.path = ["status(1)", "settings"]
    #expect(scenario.start == expected)
    let operations = scenario.steps.compactMap { step -> Operation? in
      guard case .perform(let operation) = step.action else { return nil }
      return operation
    }
    #expect(
      operations == [
        .appendPath("status(2)", on: .id("t")), .removeLastOfPath(2, on: nil),
        .setPath(["settings"], on: nil),
      ])
  }

  @Test func aPathValueStartsWithItsType() {
    expectDiagnostic(
      """
      {"start": {"navigationStack": "T", "path": [⟨"(1)"]}}
      """, #"start.path[0]: a path value starts with its type, as in "item(1)"; found "(1)""#)
    expectDiagnostic(
      """
      {"start": {"navigationStack": "T"}, "steps": [{"append": ⟨""}]}
      """, #"steps[0].append: expected a path value such as "item(1)", found """#)
    expectDiagnostic(
      """
      {"start": {"navigationStack": "T"}, "steps": [{"setPath": ["a", ⟨3]}]}
      """, #"steps[0].setPath[1]: expected a path value such as "item(1)", found a number"#)
  }

  @Test func removeLastTakesACountOfZeroOrMore() {
    expectDiagnostic(
      """
      {"start": {"navigationStack": "T"}, "steps": [{"removeLast": ⟨-1}]}
      """, "steps[0].removeLast: removeLast takes a count of 0 or more, found -1")
    expectDiagnostic(
      """
      {"start": {"navigationStack": "T"}, "steps": [{"removeLast": ⟨true}]}
      """, "steps[0].removeLast: expected an integer, found a Boolean")
  }

  @Test func aDestinationIsNamedByAValueTypeAndGivesNoID() {
    expectDiagnostic(
      """
      {"start": {"navigationStack": "T", "destinations": {⟨"status(1)": "S"}}}
      """,
      #"start.destinations: a destination is named by a value type, such as "item" for "#
        + #""item(1)"; found "status(1)""#)
    expectDiagnostic(
      """
      {"start": {"navigationStack": "T", "destinations": {"status": ⟨{"screen": "S", "id": "s"}}}}
      """,
      "start.destinations.status: a destination's view is built for every value of its type: "
        + "it cannot give an id")
  }

  @Test func aNavigationStacksRootIsAView() {
    expectDiagnostic(
      """
      {"start": {"navigationStack": ⟨{"nav": ["A"]}}}
      """,
      "start.navigationStack: a NavigationStack's root is a view, not a navigation or split "
        + "container")
  }

  @Test func pathAndDestinationsBelongToANavigationStack() {
    expectDiagnostic(
      """
      {"start": {"nav": ["A"], ⟨"path": []}}
      """, #"start: "path" is an attribute of navigationStack nodes, not of nav nodes"#)
  }
}
