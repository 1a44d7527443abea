import NavigationCore
import Testing

@testable import ScenarioFormat

/// The app's own logic in scenario files: screen actions, the `app` section, `tap`, `do`,
/// `openURL`, `if`, `update` and conditions, with their errors where they are written.
@Suite struct AppLogicDecodingTests {
  static let screens = #"""
    "screens": {"Feed": {"actions": {"open": [{"push": {"screen": "Post", "context": "$arg"}}], "refresh": [{"pop": true}]},
                         "onAppear": [{"setState": {"seen": true}}]}}
    """#

  @Test func actionsReactionsAndURLsDecodeIntoTheAppLogic() throws {
    let scenario = try decodeScenario(
      #"""
      {"state": {"seen": false}, "define": {\#(Self.screens),
        "app": {"actions": {"home": [{"popToRoot": true}]},
                "urls": {"app://post/{id}": [{"tap": "open", "with": "$id"}]},
                "onState": [{"when": {"state": {"seen": true}}, "do": [{"do": "home"}]}]}},
       "start": {"nav": ["Feed"]},
       "steps": [{"tap": "open", "with": "p-1"}, {"do": "home"}, {"openURL": "app://post/7"}]}
      """#)
    let app = scenario.definitions.app
    #expect(app.screens["Feed"]?.actions["open"]?.takesValue == true)
    #expect(
      app.screens["Feed"]?.actions["refresh"] == AppAction(steps: [.pop(nil)], takesValue: false))
    #expect(app.screens["Feed"]?.onAppear == [.setState(["seen": .bool(true)])])
    #expect(app.actions["home"] == AppAction(steps: [.popToRoot(nil)], takesValue: false))
    #expect(app.urls.map(\.placeholderNames) == [["id"]])
    #expect(app.onState.map(\.place) == ["test.json:5:23"])
    #expect(scenario.steps.map(\.verb) == ["tap", "do", "openURL"])
  }

  @Test func aTapOrDoNamesAnActionTheDefinitionsGiveWithTheValueItTakes() {
    let start = #""state": {"seen": false}, "start": {"nav": ["Feed"]}"#
    expectDiagnostic(
      #"{"define": {\#(Self.screens)}, \#(start), "steps": [{"tap": ⟨"opne", "with": "1"}]}"#,
      #"steps[0].tap: no definition gives a screen's action "opne"; did you mean "open"?"#)
    expectDiagnostic(
      #"{"define": {\#(Self.screens)}, \#(start), "steps": [{"tap": ⟨"refresh", "with": "1"}]}"#,
      #"steps[0].tap: "refresh" takes no value (its steps write no $arg), but the step has "with""#)
    expectDiagnostic(
      #"{"define": {\#(Self.screens)}, \#(start), "steps": [{"tap": ⟨"open"}]}"#,
      #"steps[0].tap: "open" takes a value, written $arg in its steps: add "with""#)
    expectDiagnostic(
      #"{\#(start), "steps": [{"do": ⟨"search"}]}"#,
      #"steps[0].do: no definition gives an app action "search"; define it in "screens" or "app" (docs/app-logic.md)"#
    )
  }

  @Test func anAppActionThatRunsItselfIsRefusedWhereItIsWritten() {
    expectDiagnostic(
      #"""
      {"define": {"app": {"actions": {⟨"a": [{"do": "b"}], "b": [{"do": "a"}]}}}, "start": "Home"}
      """#,
      #"define.app.actions: the app action "a" runs itself ("a" → "b" → "a"): it would never end; put the repeated step under an "if""#
    )
  }

  @Test func theLoopReportedIsTheOneTheFirstActionOnALoopRuns() {
    expectDiagnostic(
      #"""
      {"define": {"app": {"actions": {"a": [{"do": "b"}], ⟨"b": [{"do": "c"}], "c": [{"do": "b"}]}}}, "start": "Home"}
      """#,
      #"define.app.actions: the app action "b" runs itself ("b" → "c" → "b"): it would never end; put the repeated step under an "if""#
    )
  }

  @Test func aLongChainOfActionsDecodesAndALongLoopIsNamedByItsEnds() throws {
    let count = 20_000
    func actions(loop: Bool) -> String {
      (0..<count).map { index in
        let next = index + 1 < count ? "a\(index + 1)" : (loop ? "a0" : nil)
        return #""a\#(index)": [\#(next.map { #"{"do": "\#($0)"}"# } ?? #"{"pop": true}"#)]"#
      }.joined(separator: ", ")
    }
    let chain = try decodeScenario(
      #"{"define": {"app": {"actions": {\#(actions(loop: false))}}}, "start": "Home"}"#)
    #expect(chain.definitions.app.actions.count == count)
    do {
      _ = try decodeScenario(
        #"{"define": {"app": {"actions": {\#(actions(loop: true))}}}, "start": "Home"}"#)
      Issue.record("a loop of \(count) actions decoded")
    } catch {
      #expect(
        error.message
          == #"define.app.actions: the app action "a0" runs itself ("a0" → "a1" → "a2" → "a3" → … 19994 more … → "a19998" → "a19999" → "a0"): it would never end; put the repeated step under an "if""#
      )
    }
  }

  @Test func urlPatternsAndTheirPlaceholdersAreChecked() {
    expectDiagnostic(
      #"{"define": {"app": {"urls": {⟨"app://{a}{b}": []}}}, "start": "Home"}"#,
      #"define.app.urls: the URL pattern "app://{a}{b}" has two placeholders must be apart: nothing tells where one ends"#
    )
    expectDiagnostic(
      #"{"define": {"app": {"urls": {"app://p/{id}": ⟨[{"push": {"screen": "P", "context": "$pid"}}]}}}, "start": "Home"}"#,
      "define.app.urls.app://p/{id}: the steps use $pid, but the pattern has no {pid}; it has {id}")
  }

  @Test func stepListsHoldOnlyStepsThatChangeTheApp() {
    expectDiagnostic(
      #"{"define": {"screens": {"Feed": {"actions": {"x": [⟨{"expectTop": "Feed"}]}}}}, "start": "Feed"}"#,
      #"define.screens.Feed.actions.x[0]: the action "x" changes the app; "expectTop" checks it, and belongs in the scenario's steps"#
    )
    expectDiagnostic(
      #"{"start": "Feed", "steps": [{"if": {"top": "Feed"}, "then": [⟨{"pop": true, "checkpoint": "c"}]}]}"#,
      "steps[0].then[0]: expectError, expectWarning and checkpoint belong on the scenario's steps, not on the steps of an if"
    )
  }

  @Test func ifUpdateAndConditionsSayWhatTheyMiss() {
    expectDiagnostic(
      #"{"start": "Feed", "steps": [⟨{"if": {"top": "Feed"}}]}"#,
      #"steps[0]: "if" needs "then": the steps to run"#)
    expectDiagnostic(
      #"{"start": "Feed", "steps": [{"if": {⟨"topp": "Feed"}, "then": []}]}"#,
      #"steps[0].if: unknown condition key "topp"; did you mean "top"?"#)
    expectDiagnostic(
      #"{"start": "Feed", "steps": [{"if": {"any": ⟨[]}, "then": []}]}"#,
      "steps[0].if.any: expected at least one condition")
    expectDiagnostic(
      #"{"start": "Feed", "steps": [⟨{"update": "Feed"}]}"#,
      #"steps[0]: "update" changes "context" or "modalInPresentation"; found neither"#)
  }

  @Test func internalMarksAWholeDestination() throws {
    let scenario = try decodeScenario(
      #"{"define": {"destinations": {"t": {"find": "T", "internal": true}}}, "start": "Home"}"#)
    #expect(scenario.definitions.internalDestinations == ["t"])
    expectDiagnostic(
      #"{"define": {"destinations": {"t": {"find": "T", "from": {⟨"internal": true, "find": "U"}}}}, "start": "Home"}"#,
      #"define.destinations.t.from: "internal" marks a whole destination: write it beside the destination's first step"#
    )
  }
}

/// The delegate answers nodes give: a refused tab, a split's conditional top column, and the
/// steps a split runs once collapsed or expanded.
@Suite struct DelegateAnswerDecodingTests {
  @Test func nodesCarryTheirDelegatesAnswers() throws {
    let scenario = try decodeScenario(
      #"""
      {"state": {"reading": true},
       "start": {"tabs": [
         {"split": {"primary": "List", "secondary": "Item"}, "columnStyle": "doubleColumn",
          "topColumnForCollapsing": {"if": {"state": {"reading": true}}, "then": "secondary", "else": "primary"},
          "onCollapse": [{"setState": {"reading": false}}], "onExpand": [{"pop": true}]},
         {"screen": "New", "shouldSelect": false, "onTap": [{"present": "Compose"}]}]}}
      """#)
    let split = scenario.start.children[0].answers
    #expect(
      split?.topColumn
        == ConditionalColumn(
          .state(StateCondition(["reading": .bool(true)])), then: .secondary, else: .primary))
    #expect(split?.onCollapse == [.setState(["reading": .bool(false)])])
    #expect(split?.onExpand == [.pop(nil)])
    #expect(scenario.start.children[1].answers?.refusesSelection == true)
    #expect(
      scenario.start.children[1].answers?.onTap
        == [.present(Blueprint(kind: .screen, type: "Compose"), from: nil, style: nil)])
  }

  @Test func aDelegatesAnswerSaysWhatItNeeds() {
    expectDiagnostic(
      #"{"start": {"tabs": [{"screen": "New", "onTap": ⟨[]}]}}"#,
      #"start.tabs[0].onTap: onTap runs when the tab bar's delegate refuses the tab: add "shouldSelect": false"#
    )
    expectDiagnostic(
      #"{"start": {"split": {"primary": "L", "secondary": "I"}, "topColumnForCollapsing": ⟨{"if": {"top": "L"}, "then": "primary", "else": "secondary"}}}"#,
      #"start.topColumnForCollapsing: topColumnForCollapsing is a column-style split's delegate answer; add "columnStyle""#
    )
    expectDiagnostic(
      #"{"start": {"split": {"primary": "L", "secondary": "I"}, "columnStyle": "doubleColumn", "topColumnForCollapsing": ⟨{"if": {"top": "L"}, "then": "primary"}}}"#,
      #"start.topColumnForCollapsing: missing key "else""#)
  }
}

/// Starts and templates: a size class per matrix start, template parameters, and a coordinator
/// a nav node starts.
@Suite struct StartAndTemplateDecodingTests {
  static let templates = #"""
    "define": {"templates": {"row": {"nav": ["$first"], "id": "n$first"}},
               "coordinators": {"Flow": {"kind": "stack", "routes": {"go": {"push": "Step"}}}}}
    """#

  @Test func aTemplateTakesParametersAndANavStartsItsCoordinator() throws {
    let scenario = try decodeScenario(
      #"""
      {\#(Self.templates),
       "starts": {"a": {"template": "row", "with": {"first": "Feed"}},
                  "b": {"start": {"nav": ["Home"], "startsCoordinator": {"name": "Flow", "route": "go"}}, "sizeClass": "compact"}}}
      """#)
    #expect(scenario.starts[0].blueprint.children.first?.type == "Feed")
    #expect(scenario.starts[0].blueprint.id == "nFeed")
    #expect(scenario.starts[0].sizeClass == nil)
    #expect(scenario.starts[1].sizeClass == .compact)
    #expect(
      scenario.starts[1].blueprint.launch == CoordinatorStart(coordinator: "Flow", route: "go"))
    let state = try scenario.makeState(from: scenario.starts[1])
    #expect(state.window.sizeClass == .compact)
    #expect(state.window[state.window.top]?.type == "Step")
  }

  @Test func parametersAndCoordinatorsAreChecked() {
    expectDiagnostic(
      #"{\#(Self.templates), "start": {"template": "row", "with": {⟨"frist": "Feed"}}}"#,
      #"start.with: the template "row" writes no $frist; it writes $first"#)
    expectDiagnostic(
      #"{\#(Self.templates), "start": {"nav": ["A"], "startsCoordinator": {"name": ⟨"Flwo", "route": "go"}}}"#,
      #"start.startsCoordinator.name: unknown coordinator "Flwo"; did you mean "Flow"?"#)
    expectDiagnostic(
      #"{"starts": {"a": {"start": "Home", "sizeClass": ⟨"tiny"}}}"#,
      #"starts.a.sizeClass: unknown size class "tiny""#)
  }
}
