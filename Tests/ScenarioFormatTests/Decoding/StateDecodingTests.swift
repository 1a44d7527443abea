import NavigationCore
import Testing

@testable import ScenarioFormat

/// App state in scenario files: declarations, `setState`, conditions, interceptors that wait,
/// `router`, matrix starts and the `explore` section's states.
@Suite struct StateDecodingTests {
  @Test func theScenariosStateWinsOverTheDefinitions() throws {
    let scenario = try decodeScenario(
      #"""
      {"define": {"state": {"loggedIn": true, "plan": "free"}},
       "state": {"loggedIn": false, "launches": 3}, "start": "Home"}
      """#)
    #expect(
      scenario.definitions.state
        == AppState(["loggedIn": .bool(false), "plan": .string("free"), "launches": .number(3)]))
  }

  @Test func setStateNeedsADeclaredKeyOfTheSameType() {
    expectDiagnostic(
      #"{"state": {"loggedIn": false}, "start": "Home", "steps": [{"setState": {⟨"logedIn": true}}]}"#,
      #"steps[0].setState: unknown state key "logedIn"; did you mean "loggedIn"?"#)
    expectDiagnostic(
      #"{"state": {"loggedIn": false}, "start": "Home", "steps": [{"setState": {"loggedIn": ⟨"yes"}}]}"#,
      #"steps[0].setState.loggedIn: "loggedIn" is a Boolean (it starts as false); found a string"#
    )
    expectDiagnostic(
      #"{"start": "Home", "steps": [{"setState": {⟨"loggedIn": true}}]}"#,
      #"steps[0].setState: unknown state key "loggedIn"; declare it with its starting value in the scenario's "state""#
    )
    expectDiagnostic(
      #"{"state": {"a": ⟨null}, "start": "Home"}"#,
      "state.a: expected a string, a number or a Boolean, found null")
  }

  @Test func aStateKeyDeclaredTwiceInDefinitionsIsAnError() {
    expectDiagnostic(
      #"{"define": {"state": {"a": true, ⟨"a": false}}, "start": "Home"}"#,
      #"duplicate key "a""#)
  }

  @Test func interceptorsDecodeConditionsAndWaiting() throws {
    let scenario = try decodeScenario(
      #"""
      {"state": {"loggedIn": false},
       "define": {"destinations": {
         "login": {"find": "Login"},
         "cart": {"find": "Cart", "interceptor": {"navigate": "login", "wait": true, "when": {"state": {"loggedIn": false}}}},
         "shut": {"find": "Shut", "interceptor": {"cancel": true, "when": {"state": {"loggedIn": true}}}}}},
       "start": "Home",
       "steps": [{"navigate": "cart"}, {"interceptor": "complete", "state": {"loggedIn": true}}, {"interceptor": "cancel"}]}
      """#)
    let condition = StateCondition(["loggedIn": .bool(false)])
    #expect(
      scenario.definitions.destinations["cart"]?.interceptor
        == Interceptor(.navigate("login", context: nil), when: condition, waits: true))
    #expect(
      scenario.definitions.destinations["shut"]?.interceptor
        == Interceptor(.cancel, when: StateCondition(["loggedIn": .bool(true)])))
    guard case .perform(let complete) = scenario.steps[1].action,
      case .perform(let cancel) = scenario.steps[2].action
    else {
      Issue.record("expected operations")
      return
    }
    #expect(complete == .interceptor(.complete, setting: ["loggedIn": .bool(true)]))
    #expect(cancel == .interceptor(.cancel, setting: [:]))
  }

  @Test func interceptorFormsAreChecked() {
    expectDiagnostic(
      #"{"define": {"destinations": {"a": {"find": "A", "interceptor": {"cancel": true, ⟨"wait": true}}}}, "start": "A"}"#,
      #"define.destinations.a.interceptor: an interceptor either cancels or navigates; "wait" does not go with "cancel""#
    )
    expectDiagnostic(
      #"{"define": {"destinations": {"a": {"find": "A", "interceptor": {"navigate": "a", ⟨"wiat": true}}}}, "start": "A"}"#,
      #"define.destinations.a.interceptor: unknown interceptor key "wiat"; did you mean "wait"?"#)
    expectDiagnostic(
      #"{"start": "A", "steps": [{"interceptor": ⟨"finish"}]}"#,
      #"steps[0].interceptor: unknown interceptor outcome "finish""#
    )
  }

  @Test func aSwitchCaseOnTheStateDecodesBesideFinderCases() throws {
    let scenario = try decodeScenario(
      #"""
      {"state": {"loggedIn": false},
       "define": {"destinations": {"a": {"find": "A", "from": {"switch": [
         {"when": {"state": {"loggedIn": true}}, "from": "root"},
         {"when": "nav", "from": "current"}]}}}},
       "start": "Home"}
      """#)
    #expect(
      scenario.definitions.destinations["a"]?.from
        == .switch(
          [
            SwitchCase(state: StateCondition(["loggedIn": .bool(true)]), from: .root),
            SwitchCase(when: Finder(.nav), from: .current),
          ], default: nil))
    expectDiagnostic(
      #"{"define": {"destinations": {"a": {"find": "A", "from": {"switch": [{"when": {"state": {"x": true}, ⟨"id": "a"}, "from": "root"}]}}}}, "state": {"x": false}, "start": "A"}"#,
      #"define.destinations.a.from.switch[0].when: unknown condition key "id""#
    )
  }

  @Test func theRouterSectionDecodes() throws {
    let scenario = try decodeScenario(
      #"""
      {"state": {"maintenance": false},
       "define": {"destinations": {"login": {"find": "Login"}},
                  "router": {"interceptors": ["cancel", {"navigate": "login", "when": {"state": {"maintenance": true}}}],
                             "contextTask": true, "single": true}},
       "start": "Home"}
      """#)
    #expect(
      scenario.definitions.router
        == RouterSettings(
          interceptors: [
            .cancel,
            Interceptor(
              .navigate("login", context: nil),
              when: StateCondition(["maintenance": .bool(true)])),
          ], contextTask: true, isSingleNavigation: true))
    expectDiagnostic(
      #"{"define": {"router": {⟨"singel": true}}, "start": "A"}"#,
      #"define.router: unknown router setting "singel"; did you mean "single"?"#)
  }

  @Test func postTasksAndGlobalInterceptorRouterDecode() throws {
    let scenario = try decodeScenario(
      #"""
      {"define": {"destinations": {"home": {"find": "Home", "postTask": "track"}},
                  "router": {"postTasks": ["analytics"], "globalInterceptors": ["cancel"]}},
       "start": "Home"}
      """#)
    #expect(scenario.definitions.router.postTasks == ["analytics"])
    #expect(scenario.definitions.router.globalInterceptors == [.cancel])
    #expect(scenario.definitions.destinations["home"]?.postTask == "track")
    expectDiagnostic(
      #"{"define": {"router": {"postTasks": [⟨3]}}, "start": "A"}"#,
      "define.router.postTasks[0]: expected a post task's name, a string that is not empty")
  }

  @Test func coordinatorBranchesAndFlowPagesTakeConditions() throws {
    let scenario = try decodeScenario(
      #"""
      {"state": {"onboarded": false},
       "define": {"coordinators": {"Home": {"kind": "stack", "routes": {
                    "home": {"if": {"state": {"onboarded": true}}, "then": {"push": "Home"}, "else": "none"}}}},
                  "flows": {"pages": {"intro": {"screen": "Intro", "skipWhen": {"state": {"onboarded": true}}}}}},
       "start": "Home"}
      """#)
    let condition = StateCondition(["onboarded": .bool(true)])
    #expect(
      scenario.definitions.coordinators["Home"]?.routes["home"]
        == .stateBranch(condition, then: .push(.screen("Home")), else: .none))
    #expect(scenario.definitions.flows.pages["intro"]?.skipWhen == condition)
    expectDiagnostic(
      #"{"state": {"a": true}, "define": {"coordinators": {"H": {"kind": "stack", "routes": {"h": ⟨{"if": {"state": {"a": true}}}}}}}, "start": "A"}"#,
      #"define.coordinators.H.routes.h: missing key "then""#)
  }

  @Test func aMatrixStartMaySetTheState() throws {
    let scenario = try decodeScenario(
      #"""
      {"state": {"loggedIn": false},
       "starts": {"out": "Home", "in": {"start": "Home", "state": {"loggedIn": true}}}}
      """#)
    #expect(scenario.starts.map(\.state) == [[:], ["loggedIn": .bool(true)]])
    #expect(try scenario.makeState(from: scenario.starts[1]).appState["loggedIn"] == .bool(true))
    expectDiagnostic(
      #"{"state": {"a": true}, "starts": {"x": {"start": "Home", "state": {"a": true}, ⟨"id": "b"}}}"#,
      #"starts.x: unknown key of a start with state or a size class "id""#)
  }

  @Test func exploreListsStates() throws {
    let scenario = try decodeScenario(
      #"{"state": {"loggedIn": false}, "start": "Home", "explore": {"states": [{"loggedIn": true}]}}"#
    )
    #expect(scenario.exploration?.states == [["loggedIn": .bool(true)]])
  }
}
