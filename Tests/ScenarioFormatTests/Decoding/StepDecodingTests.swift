import NavigationCore
import Testing

@testable import ScenarioFormat

@Suite struct StepDecodingTests {
  @Test func anUnknownStepSuggestsTheClosestVerb() {
    expectDiagnostic(
      """
      {"start": {"nav": ["Feed"]},
       "steps": [{"push": "Post"}, {⟨"pussh": "Post"}]}
      """, #"steps[1]: unknown step "pussh"; did you mean "push"?"#)
  }

  @Test func anUnknownModifierSuggestsTheClosestOne() {
    expectDiagnostic(
      """
      {"start": {"nav": ["Feed"]}, "steps": [{"push": "Post", ⟨"onn": "nav"}]}
      """, #"steps[0]: unknown key for "push" "onn"; did you mean "on"?"#)
  }

  @Test(arguments: Language.verbs)
  func aStepTakesTheModifiersOfItsVerbAndNoOthers(verb: String) throws {
    let form = try #require(Language.step(verb))
    let keys = Set(StepKeys.modifierNames + ["$schema"])
    // `route`, a verb that is also a modifier of `startCoordinator`, is a second verb in any
    // other step (tested with the coordinator steps).
    for key in keys.sorted() where !Language.verbs.contains(key) {
      // The verb's value is wrong on purpose: keys are checked before values.
      let text = #"{"start": "A", "steps": [{"\#(verb)": {}, "\#(key)": 0}]}"#
      var message = ""
      do { _ = try decodeScenario(text) } catch { message = error.message }
      let isRefused = message.hasPrefix(#"steps[0]: unknown key for "\#(verb)" "\#(key)""#)
      let isAllowed =
        form.modifierKeys.contains(key) || StepModifier.commonKeys.contains(key)
      #expect(isRefused == !isAllowed, "\(verb) with \(key): \(message)")
    }
  }

  @Test func commonModifiersDecodeOnAnyStep() throws {
    let scenario = try decodeScenario(
      """
      {"start": {"nav": ["A"]}, "steps": [
        {"pop": true},
        {"checkpoint": "after", "push": "B", "note": "why"},
        {"pop": true, "expectError": "cannotPopRoot"}]}
      """)
    #expect(scenario.steps.map(\.checkpoint) == [nil, "after", nil])
    #expect(scenario.steps.map(\.note) == [nil, "why", nil])
    #expect(scenario.steps.map(\.expectedError) == [nil, nil, .cannotPopRoot])
  }

  @Test func verbsAndModifiersWithEscapesAreTheKeysTheySpell() throws {
    let scenario = try decodeScenario(
      #"{"start": {"nav": ["A"]}, "steps": [{"p\u0075sh": "B", "n\u006Fte": "why"}]}"#)
    #expect(scenario.steps.map(\.verb) == ["push"])
    #expect(scenario.steps.map(\.note) == ["why"])
    expectDiagnostic(
      #"{"start": {"nav": ["A"]}, "steps": [{"pop": true, ⟨"\u006Fn": "nav"}]}"#,
      #"steps[0]: unknown key for "pop" "on""#)
  }

  @Test func errorsInsideAStepNameTheirPath() {
    expectDiagnostic(
      #"{"start": "A", "steps": [{"push": ⟨""}]}"#,
      "steps[0].push: a screen type cannot be empty")
    expectDiagnostic(
      ##"{"start": "A", "steps": [{"pop": true}, {"pop": ⟨"#"}]}"##,
      "steps[1].pop: a selector cannot be empty")
    expectDiagnostic(
      #"{"start": "A", "steps": [{"push": {"nav": ["B", ⟨""]}}]}"#,
      "steps[0].push.nav[1]: a screen type cannot be empty")
    expectDiagnostic(
      #"{"start": "A", "steps": [{"push": {"screen": "B", "context": ⟨3}}]}"#,
      "steps[0].push.context: expected a string, found a number")
    expectDiagnostic(
      #"{"start": "A", "steps": [{"push": "B", "on": ⟨"Bee"}]}"#,
      #"steps[0].on: no screen of type "Bee" appears in this scenario"#)
    expectDiagnostic(
      #"{"start": "A", "steps": [{"expectEvents": ["x", ⟨1]}]}"#,
      "steps[0].expectEvents[1]: expected a string, found a number")
  }

  @Test func aStepWithTwoVerbsIsRefusedAtTheSecond() {
    expectDiagnostic(
      """
      {"start": {"nav": ["Feed"]}, "steps": [{"push": "Post", ⟨"pop": true}]}
      """, #"steps[0]: a step has exactly one verb; found "push" and "pop""#)
  }

  @Test func aStepWithOnlyModifiersNeedsAVerb() {
    expectDiagnostic(
      """
      {"start": "Home", "steps": [⟨{"note": "hi"}]}
      """, "steps[0]: a step needs a verb such as push, pop, present or expect")
  }

  @Test func wrongTypesNameWhatWasExpected() {
    expectDiagnostic(
      """
      {"start": {"nav": ["Feed"]}, "steps": [{"pop": ⟨3}]}
      """,
      ##"steps[0].pop: expected true or a selector ("#id", "Type", "nav", "top", "root"…), found a number"##
    )
    expectDiagnostic(
      """
      {"start": {"tabs": ["A"]}, "steps": [{"selectTab": 0, "in": ⟨false}]}
      """,
      ##"steps[0].in: expected a selector ("#id", "Type", "nav", "top", "root"…), found a Boolean"##
    )
    expectDiagnostic(
      """
      {"start": "A", "steps": [{"present": "B", "style": ⟨"sheet"}]}
      """,
      #"steps[0].style: unknown presentation style "sheet"; did you mean "actionSheet"? The choices: "#
        + PresentationStyle.allCases.map(\.rawValue).joined(separator: ", "))
  }

  @Test func aSelectorNamingAnUnknownTypeIsATypo() {
    expectDiagnostic(
      """
      {"start": {"nav": ["Feed", "Post"]}, "steps": [{"popTo": ⟨"Fed"}]}
      """,
      #"steps[0].popTo: no screen of type "Fed" appears in this scenario; did you mean "Feed"?"#)
  }

  @Test func aSelectorNamingAnUnknownIdIsATypo() {
    expectDiagnostic(
      """
      {"start": {"nav": ["Feed"], "id": "feedNav"}, "steps": [{"push": "Post", "on": ⟨"#feedNv"}]}
      """,
      ##"steps[0].on: no controller with id "feedNv" appears in this scenario; did you mean "#feedNav"?"##
    )
  }

  @Test func generatedIdsAndTypesIntroducedByLaterStepsAreKnown() throws {
    let scenario = try decodeScenario(
      """
      {"start": {"nav": ["Feed"]},
       "steps": [{"popTo": "Post"}, {"push": "Post"}, {"pop": "#nav"}, {"expectTop": "#Post#2"}]}
      """)
    #expect(scenario.steps.count == 4)
  }

  @Test func expectErrorTakesAKnownCodeOnAChangingStep() {
    expectDiagnostic(
      """
      {"start": "A", "steps": [{"dismiss": true, "expectError": ⟨"nothingToDismis"}]}
      """,
      #"steps[0].expectError: unknown error code "nothingToDismis"; did you mean "nothingToDismiss"?"#
    )
    expectDiagnostic(
      """
      {"start": "A", "steps": [{"expectTop": "A", "expectError": ⟨"notFound"}]}
      """,
      #"steps[0].expectError: "expectError" applies to steps that change the tree, not to "expectTop""#
    )
  }

  @Test func everyUIKitVerbDecodesToItsOperation() throws {
    let scenario = try decodeScenario(
      """
      {"start": {"tabs": [{"nav": ["A"]}, "B"]},
       "steps": [
         {"push": "P", "on": "nav"}, {"pop": true}, {"popTo": "A"}, {"popToRoot": "nav"},
         {"setStack": ["A", "C"]}, {"present": "M", "from": "top", "style": "formSheet"},
         {"dismiss": true}, {"selectTab": 1, "in": "tabs"}, {"setTabs": ["X"]},
         {"addTab": "Y", "at": 0, "replacing": true}, {"show": "S"}, {"setRoot": "R"},
         {"sizeClass": "compact"}, {"expect": "R"}, {"expectTop": "root"}, {"expectEvents": []}
       ]}
      """)
    let verbs = scenario.steps.map(\.verb)
    #expect(
      verbs == [
        "push", "pop", "popTo", "popToRoot", "setStack", "present", "dismiss", "selectTab",
        "setTabs", "addTab", "show", "setRoot", "sizeClass", "expect", "expectTop", "expectEvents",
      ])
    guard case .perform(.addTab(_, let at, let replacing, _)) = scenario.steps[9].action else {
      Issue.record("addTab did not decode")
      return
    }
    #expect(at == 0 && replacing)
    guard case .perform(.present(_, .top, .formSheet, true)) = scenario.steps[5].action else {
      Issue.record("present did not decode")
      return
    }
  }

  @Test func showTakesASenderAndPopToANav() throws {
    let scenario = try decodeScenario(
      """
      {"start": {"nav": ["A", "B"], "id": "main"},
       "steps": [{"show": "S", "from": "A"}, {"popTo": "A", "on": "#main"}, {"show": "T"}]}
      """)
    guard case .perform(.show(_, from: .type("A"))) = scenario.steps[0].action,
      case .perform(.popTo(.type("A"), on: .id("main"))) = scenario.steps[1].action,
      case .perform(.show(_, from: nil)) = scenario.steps[2].action
    else {
      Issue.record("show or popTo did not decode: \(scenario.steps.map(\.action))")
      return
    }
  }
}

extension StepDecodingTests {
  @Test func presentAndDismissTakeAnimatedDefaultingToTrue() throws {
    let scenario = try decodeScenario(
      """
      {"start": {"nav": ["A"]}, "steps": [
        {"present": "B"}, {"present": "C", "animated": false},
        {"dismiss": true}, {"dismiss": true, "animated": false}]}
      """)
    var flags: [Bool] = []
    for step in scenario.steps {
      switch step.action {
      case .perform(.present(_, _, _, let animated)): flags.append(animated)
      case .perform(.dismiss(_, let animated)): flags.append(animated)
      default: Issue.record("decoded \(step.action)")
      }
    }
    #expect(flags == [true, false, true, false])
    expectDiagnostic(
      """
      {"start": {"nav": ["A"]}, "steps": [{"dismiss": true, "animated": ⟨"no"}]}
      """, "steps[0].animated: expected true or false, found a string")
  }
}
