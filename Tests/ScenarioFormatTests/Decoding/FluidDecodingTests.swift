import NavigationCore
import Testing

@testable import ScenarioFormat

@Suite struct FluidDecodingTests {
  @Test func fluidPushDecodesItsSourceTargetAndRelation() throws {
    let scenario = try decodeScenario(
      """
      {"define": {"strategies": {"fullScreen": [{"identifier": "loggedIn"}, "root"]}},
       "start": {"stack": ["Home"], "id": "loggedIn"},
       "steps": [
         {"fluidPush": "A", "from": "Home", "target": "fullScreen", "relation": "modality"},
         {"fluidPush": "B", "target": {"identifier": "loggedIn"}},
         {"fluidPush": {"stack": ["C"], "retainsRoot": false, "preventsForwardingPop": true}},
         {"fluidPop": true}, {"fluidPop": "A"}
       ]}
      """)
    #expect(scenario.definitions.strategies == ["fullScreen": [.identifier("loggedIn"), .root]])
    let operations = scenario.steps.compactMap { step -> Operation? in
      guard case .perform(let operation) = step.action else { return nil }
      return operation
    }
    var pushedStack = Blueprint.container(.stack, [.screen("C")])
    pushedStack.retainsRoot = false
    pushedStack.preventsForwardingPop = true
    #expect(
      operations == [
        .fluidPush(
          .screen("A"), from: .type("Home"), target: .named("fullScreen"), relation: .modality),
        .fluidPush(.screen("B"), from: nil, target: .identifier("loggedIn"), relation: nil),
        .fluidPush(pushedStack, from: nil, target: .current, relation: nil),
        .fluidPop(nil), .fluidPop(.type("A")),
      ])
  }

  @Test(arguments: [
    ("current", FluidTarget.current), ("nearestAncestor", .nearestAncestor), ("root", .root),
  ])
  func theBuiltInStrategiesDecode(name: String, target: FluidTarget) throws {
    let scenario = try decodeScenario(
      #"{"start": {"stack": ["Home"]}, "steps": [{"fluidPush": "A", "target": "\#(name)"}]}"#)
    guard case .perform(.fluidPush(_, _, let decoded, _)) = scenario.steps.first?.action else {
      Issue.record("fluidPush did not decode")
      return
    }
    #expect(decoded == target)
  }

  @Test func anUndefinedStrategyNameIsATypo() {
    expectDiagnostic(
      """
      {"define": {"strategies": {"fullScreen": ["root"]}}, "start": {"stack": ["Home"]},
       "steps": [{"fluidPush": "A", "target": ⟨"fullScren"}]}
      """, #"steps[0].target: unknown strategy "fullScren"; did you mean "fullScreen"?"#)
    expectDiagnostic(
      """
      {"start": {"stack": ["Home"]}, "steps": [{"fluidPush": "A", "target": ⟨"nearestAncestr"}]}
      """, #"steps[0].target: unknown strategy "nearestAncestr"; did you mean "nearestAncestor"?"#)
    expectDiagnostic(
      """
      {"define": {"strategies": {"full": ["current", ⟨"other"]}}, "start": {"stack": ["Home"]}}
      """, #"define.strategies.full[1]: unknown strategy "other""#)
  }

  @Test func aStrategyObjectTakesOnlyANonEmptyIdentifierWithoutHash() {
    expectDiagnostic(
      """
      {"start": {"stack": ["Home"]}, "steps": [{"fluidPush": "A", "target": {⟨"identifer": "x"}}]}
      """, #"steps[0].target: unknown strategy key "identifer"; did you mean "identifier"?"#)
    expectDiagnostic(
      """
      {"start": {"stack": ["Home"]}, "steps": [{"fluidPush": "A", "target": ⟨{}}]}
      """, #"steps[0].target: missing key "identifier""#)
    expectDiagnostic(
      """
      {"start": {"stack": ["Home"], "id": "s"},
       "steps": [{"fluidPush": "A", "target": {"identifier": ⟨"#s"}}]}
      """,
      ##"steps[0].target.identifier: write the id without "#" ("s"); "#" marks ids in selectors"##)
    expectDiagnostic(
      """
      {"start": {"stack": ["Home"]}, "steps": [{"fluidPush": "A", "target": ⟨3}]}
      """,
      #"steps[0].target: expected a strategy ("current", "nearestAncestor", "root", "#
        + #"{"identifier": "id"} or the name of a defined strategy), found a number"#)
  }

  @Test func anIdentifierNamingNoControllerOfTheScenarioIsATypo() {
    expectDiagnostic(
      """
      {"start": {"stack": ["Home"], "id": "loggedIn"},
       "steps": [{"fluidPush": "A", "target": {"identifier": ⟨"logedIn"}}]}
      """,
      #"steps[0].target.identifier: no controller with id "logedIn" appears in this scenario; "#
        + ##"did you mean "#loggedIn"?"##)
  }

  @Test func anIdentifierNamingNoStackIsKeptForAStepExpectingStackNotFound() throws {
    let scenario = try decodeScenario(
      """
      {"start": {"stack": ["Home"], "id": "loggedIn"},
       "steps": [{"fluidPush": "A", "target": {"identifier": "nope"},
                  "expectError": "stackNotFound"}]}
      """)
    #expect(scenario.steps.first?.expectedError == .stackNotFound)
    // Only the target's id is taken back: a `from` naming no controller is still a typo.
    expectDiagnostic(
      """
      {"start": {"stack": ["Home"], "id": "loggedIn"},
       "steps": [{"fluidPush": "A", "from": ⟨"#hom", "target": {"identifier": "nope"},
                  "expectError": "stackNotFound"}]}
      """,
      #"steps[0].from: no controller with id "hom" appears in this scenario; "#
        + ##"did you mean "#Home"?"##)
  }

  @Test func identifiersInSharedStrategiesMayNameStacksOtherScenariosHave() throws {
    let scenario = try decodeScenario(
      """
      {"define": {"strategies": {"fullScreen": [{"identifier": "loggedOut"}, "root"]}},
       "start": {"stack": ["Home"]}, "steps": [{"fluidPush": "A", "target": "fullScreen"}]}
      """)
    #expect(scenario.definitions.strategies["fullScreen"] == [.identifier("loggedOut"), .root])
  }

  @Test func aDefinedStrategyMayNotTakeABuiltInNameOrBeEmpty() {
    expectDiagnostic(
      """
      {"define": {"strategies": {⟨"root": ["current"]}}, "start": "A"}
      """,
      #"define.strategies: "root" is a built-in strategy; give the defined strategy another name"#
    )
    expectDiagnostic(
      """
      {"define": {"strategies": {"full": ⟨[]}}, "start": "A"}
      """, "define.strategies.full: a strategy needs at least one sub-strategy")
    expectDiagnostic(
      """
      {"define": {"strategies": {"full": ⟨"root"}}, "start": "A"}
      """,
      "define.strategies.full: expected an array of strategies, tried in order, found a string")
  }

  @Test func aStrategyThatRefersBackToItselfIsRefused() {
    expectDiagnostic(
      """
      {"define": {"strategies": {"a": ["current", ⟨"b"], "b": [{"identifier": "x"}, "a"]}},
       "start": "A"}
      """, #"define.strategies.a[1]: strategy "a" refers to itself through "a" -> "b" -> "a""#)
    expectDiagnostic(
      """
      {"define": {"strategies": {"a": [⟨"a"]}}, "start": "A"}
      """, #"define.strategies.a[0]: strategy "a" refers to itself through "a" -> "a""#)
  }

  @Test func fluidStepsRefuseUnknownModifiersAndValues() {
    expectDiagnostic(
      """
      {"start": {"stack": ["Home"]}, "steps": [{"fluidPush": "A", ⟨"targett": "root"}]}
      """, #"steps[0]: unknown key for "fluidPush" "targett"; did you mean "target"?"#)
    expectDiagnostic(
      """
      {"start": {"stack": ["Home"]}, "steps": [{"fluidPop": true, ⟨"relation": "modality"}]}
      """, #"steps[0]: unknown key for "fluidPop" "relation""#)
    expectDiagnostic(
      """
      {"start": {"stack": ["Home"]}, "steps": [{"fluidPush": "A", "relation": ⟨"modal"}]}
      """, #"steps[0].relation: unknown relation "modal"; did you mean "modality"?"#)
    expectDiagnostic(
      """
      {"start": {"stack": ["Home"]}, "steps": [{"fluidPop": ⟨false}]}
      """,
      ##"steps[0].fluidPop: expected true or a selector ("#id", "Type", "nav", "top", "root"…), found a Boolean"##
    )
    expectDiagnostic(
      """
      {"start": {"stack": ["Home"]}, "steps": [{"fluidPsh": "A"}]}
      """.replacingOccurrences(of: "{\"fluidPsh", with: "{⟨\"fluidPsh"),
      #"steps[0]: unknown step "fluidPsh"; did you mean "fluidPush"?"#)
  }
}
