import Foundation
import NavigationCore
import Testing

@testable import ScenarioFormat

@Suite struct FlowDecodingTests {
  func operations(_ scenario: Scenario) -> [NavigationCore.Operation] {
    scenario.steps.compactMap { step -> NavigationCore.Operation? in
      guard case .perform(let operation) = step.action else { return nil }
      return operation
    }
  }

  @Test func flowDefinitionsDecodePagesAndPaths() throws {
    let scenario = try decodeScenario(
      """
      {"define": {"flows": {
         "pages": {"start": "StartViewController", "play": {"screen": "Play", "variants": true},
                   "menu": {"variants": false}},
         "paths": ["start => menu =>> [page1, page2 => modal => page3]", "menu => tab => play"]}},
       "start": {"nav": []}}
      """)
    #expect(
      scenario.definitions.flows
        == FlowDefinitions(
          pages: [
            "start": FlowPage(screen: "StartViewController"),
            "play": FlowPage(screen: "Play", supportsVariants: true),
            "menu": FlowPage(screen: "menu"),
          ],
          paths: [
            "start => menu =>> [page1, page2 => modal => page3]", "menu => tab => play",
          ]))
  }

  @Test func flowStepsDecodeToTheirOperations() throws {
    let scenario = try decodeScenario(
      """
      {"define": {"flows": {"pages": {"play": {"variants": true}},
                            "paths": ["start =>> [page1 => play, page2 => page3]"]}},
       "start": {"nav": []},
       "steps": [
         {"showPage": "play", "variant": "page1", "skip": ["page1"], "parameters": {"play": "42"}},
         {"showPage": "page3"},
         {"goBack": true}, {"popToPage": "page2"}, {"register": "page2 => modal => about"},
         {"resetFlow": true},
         {"expectPage": "start", "parameter": "1", "path": "start"}
       ]}
      """)
    #expect(
      operations(scenario) == [
        .showPage("play", variant: "page1", skip: ["page1"], parameters: ["play": "42"]),
        .showPage("page3", variant: nil, skip: [], parameters: [:]),
        .goBack, .popToPage("page2"), .register("page2 => modal => about"), .resetFlow,
      ])
    guard case .check(let expectation) = scenario.steps.last?.action else {
      Issue.record("expectPage did not decode")
      return
    }
    #expect(expectation == .page("start", parameter: "1", path: "start"))
  }

  @Test func aMalformedPathPointsAtTheCharacterInsideTheString() {
    expectDiagnostic(
      """
      {"define": {"flows": {"paths": ["start => menu =>> ⟨page1"]}}, "start": {"nav": []}}
      """,
      #"define.flows.paths[0]: malformed path: expected "[" after "=>>", found "page1"; "#
        + #""=>>" forks into a list"#)
    expectDiagnostic(
      """
      {"define": {"flows": {"paths": ["café =>⟨"]}}, "start": {"nav": []}}
      """,
      #"define.flows.paths[0]: malformed path: expected a page or a transition after "=>", "#
        + "found the end of the path")
  }

  @Test func aPathWithEscapesIsPointedAtAsAWhole() {
    expectDiagnostic(
      """
      {"define": {"flows": {"paths": [⟨"start \\u003D> menu =>"]}}, "start": {"nav": []}}
      """,
      #"define.flows.paths[0]: malformed path: expected a page or a transition after "=>", "#
        + "found the end of the path")
  }

  @Test func aRefusedPathPointsAtThePageThatIsRefused() {
    expectDiagnostic(
      """
      {"define": {"flows": {"paths": ["start => menu", "start => ⟨menu"]}},
       "start": {"nav": []}}
      """,
      #"define.flows.paths[1]: pathAlreadyRegistered: "menu" is already registered (start/menu); "#
        + "only a page with variants may be registered more than once")
    expectDiagnostic(
      """
      {"define": {"flows": {"paths": ["start => [menu, ⟨more]"]}}, "start": {"nav": []}}
      """,
      #"define.flows.paths[0]: missingTransition: "more" follows "menu" without a transition; "#
        + #"join pages with "=>", and list branches with "=>> [a, b]""#)
  }

  @Test func pagesWithVariantsFromAnotherFileAreKnownWhenPathsAreChecked() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("navrun-flows-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data(
      #"{"flows": {"paths": ["start =>> [a => play, b => play]", "a => mistake => a"]}}"#.utf8
    ).write(to: folder.appendingPathComponent("app.defs.json"))
    let text =
      #"{"use": ["app.defs.json"], "define": {"flows": {"pages": {"play": {"variants": true}}}}, "start": {"nav": []}}"#
    #expect {
      try ScenarioLoader().decode(
        Array(text.utf8), file: folder.appendingPathComponent("s.json").path)
    } throws: { error in
      let diagnostic = error as? Diagnostic
      return diagnostic?.file == folder.appendingPathComponent("app.defs.json").path
        && diagnostic?.location?.column == 75
        && diagnostic?.message.hasPrefix("flows.paths[1]: pathAlreadyRegistered: \"a\"") == true
    }
  }

  @Test func aPageDefinedTwiceIsAnErrorAtTheSecondDefinition() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("navrun-flows-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data(#"{"flows": {"pages": {"start": "Start"}}}"#.utf8).write(
      to: folder.appendingPathComponent("app.defs.json"))
    let source = MarkedSource(
      """
      {"use": ["app.defs.json"], "define": {"flows": {"pages": {⟨"start": "Other"}}},
       "start": {"nav": []}}
      """)
    #expect {
      try ScenarioLoader().decode(
        Array(source.text.utf8), file: folder.appendingPathComponent("s.json").path)
    } throws: { error in
      let diagnostic = error as? Diagnostic
      return diagnostic?.message
        == #"define.flows.pages: page "start" is already defined in \#(folder.path)/app.defs.json"#
        && diagnostic?.location?.line == source.line
        && diagnostic?.location?.column == source.column
    }
  }

  @Test func flowSectionsRefuseUnknownKeysAndUnwritablePageNames() {
    expectDiagnostic(
      """
      {"define": {"flows": {⟨"path": []}}, "start": {"nav": []}}
      """, #"define.flows: unknown flows key "path"; did you mean "paths"?"#)
    expectDiagnostic(
      """
      {"define": {"flows": {"pages": {"a": {⟨"variant": true}}}}, "start": {"nav": []}}
      """, #"define.flows.pages.a: unknown page key "variant"; did you mean "variants"?"#)
    expectDiagnostic(
      """
      {"define": {"flows": {"pages": {⟨"tab": "Tab"}}}, "start": {"nav": []}}
      """, #"define.flows.pages: "tab" is a transition; give the page another name"#)
    expectDiagnostic(
      """
      {"define": {"flows": {"pages": {⟨"my page": "Tab"}}}, "start": {"nav": []}}
      """,
      #"define.flows.pages: page "my page" cannot be written in a path; a page name is made of "#
        + #"letters, digits, "_", "-" and ".""#)
    expectDiagnostic(
      """
      {"define": {"flows": {"pages": {"a": ⟨3}}}, "start": {"nav": []}}
      """,
      #"define.flows.pages.a: expected a screen type or {"screen": "Type", "variants": true}, "#
        + "found a number")
    expectDiagnostic(
      """
      {"define": {"flows": {"paths": [⟨3]}}, "start": {"nav": []}}
      """,
      #"define.flows.paths[0]: expected a path string such as "start => menu =>> [page1, "#
        + #"page2]", found a number"#)
  }

  @Test func flowStepsRefuseWrongValues() {
    expectDiagnostic(
      """
      {"start": {"nav": []}, "steps": [{"goBack": ⟨false}]}
      """, "steps[0].goBack: expected true, found a Boolean")
    expectDiagnostic(
      """
      {"start": {"nav": []}, "steps": [{"showPage": ⟨""}]}
      """, #"steps[0].showPage: expected a page name, found """#)
    expectDiagnostic(
      """
      {"start": {"nav": []}, "steps": [{"showPage": "a", "parameters": {"a": ⟨42}}]}
      """, "steps[0].parameters.a: expected a string, found a number")
    expectDiagnostic(
      """
      {"start": {"nav": []}, "steps": [{"showPage": "a", ⟨"skips": ["b"]}]}
      """, #"steps[0]: unknown key for "showPage" "skips"; did you mean "skip"?"#)
    expectDiagnostic(
      """
      {"start": {"nav": []}, "steps": [{"expectPage": "a", "expectError": ⟨"unregisteredPage"}]}
      """,
      #"steps[0].expectError: "expectError" applies to steps that change the tree, not to "#
        + #""expectPage""#)
    expectDiagnostic(
      """
      {"start": {"nav": []}, "steps": [{"showPag": "a"}]}
      """.replacingOccurrences(of: "{\"showPag", with: "{⟨\"showPag"),
      #"steps[0]: unknown step "showPag"; did you mean "showPage"?"#)
  }

  @Test func aRegisterStepsStringIsCheckedWhenItRunsSoThatItsErrorCanBeExpected() throws {
    let scenario = try decodeScenario(
      """
      {"start": {"nav": []}, "steps": [{"register": "a =>", "expectError": "malformedPath"}]}
      """)
    #expect(scenario.steps.first?.expectedError == .malformedPath)
  }

  @Test func pageScreensAreKnownToSelectors() throws {
    _ = try decodeScenario(
      """
      {"define": {"flows": {"pages": {"start": "StartViewController"}, "paths": ["start => menu"]}},
       "start": {"nav": []},
       "steps": [{"register": "menu => about"}, {"expectTop": "StartViewController"},
                 {"expectTop": "menu"}, {"expectTop": "about"}]}
      """)
  }
}

extension FlowDecodingTests {
  @Test func pageQueriesDecode() throws {
    let scenario = try decodeScenario(
      """
      {"define": {"flows": {"paths": ["a => b"]}}, "start": {"nav": []}, "steps": [
        {"expectPage": null}, {"expectParameter": "42", "page": "b"},
        {"expectPath": null}, {"expectPath": "a/b_c", "page": "c", "variant": "b"}]}
      """)
    let checks = scenario.steps.compactMap { step -> NavigationCore.Expectation? in
      if case .check(let expectation) = step.action { return expectation }
      return nil
    }
    #expect(
      checks == [
        .noPage, .parameter("42", page: "b", variant: nil), .path(nil, page: nil, variant: nil),
        .path("a/b_c", page: "c", variant: "b"),
      ])
  }

  @Test func pageQueryMistakesAreLocated() {
    expectDiagnostic(
      """
      {"start": {"nav": []}, "steps": [{"expectPage": null, ⟨"parameter": "1"}]}
      """,
      #"steps[0].expectPage: no page has a parameter: write {"expectParameter": null} or "#
        + #"{"expectPath": null} for the current page's"#)
    expectDiagnostic(
      """
      {"start": {"nav": []}, "steps": [⟨{"expectPath": "a", "variant": "b"}]}
      """,
      #"steps[0].expectPath: "variant" names the page before "page"; add "page""#)
    expectDiagnostic(
      """
      {"start": {"nav": []}, "steps": [{"expectParameter": ⟨3}]}
      """, "steps[0].expectParameter: expected a parameter or null, found a number")
  }
}
