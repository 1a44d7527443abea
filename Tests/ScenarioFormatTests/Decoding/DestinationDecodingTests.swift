import NavigationCore
import Testing

@testable import ScenarioFormat

@Suite struct DestinationDecodingTests {
  /// Decodes `define.destinations` written inline, with a start that uses every type named.
  func destinations(_ json: String) throws -> [String: DestinationStep] {
    try decodeScenario(
      #"{"define": {"destinations": \#(json)}, "start": {"nav": ["Home"]}}"#
    ).definitions.destinations
  }

  @Test func everyFinderFormDecodes() throws {
    let decoded = try destinations(
      """
      {"a": {"find": "Product"}, "b": {"find": "nav", "options": "currentVisibleOnly"},
       "c": {"find": {"screen": "Product", "context": true, "id": "p", "modal": true,
                      "options": ["current", "visible"], "start": "root"}},
       "d": {"find": {"tabs": true, "start": {"find": "nav", "options": "visible"}}},
       "e": {"find": {"find": "split", "start": "topmost", "options": "parent"}},
       "f": {"find": null}}
      """)
    #expect(decoded["a"]?.finder == .screen("Product"))
    #expect(decoded["b"]?.finder == Finder(.nav, options: .currentVisibleOnly))
    var product = Finder(.screen, type: "Product", id: "p", matchesContext: true)
    product.isPresentedOnly = true
    product.options = [.current, .visible]
    product.start = .root
    #expect(decoded["c"]?.finder == product)
    #expect(decoded["d"]?.finder == Finder(.tabs, start: .custom(Finder(.nav, options: .visible))))
    #expect(decoded["e"]?.finder == Finder(.split, options: .parent))
    #expect(decoded["f"] == DestinationStep())
  }

  @Test func everyActionFormDecodes() throws {
    let cases: [(String, DestinationAction)] = [
      (#""replaceRoot""#, .replaceRoot),
      (#""present""#, .present(style: .fullScreen, from: .current)),
      (#"{"present": {}}"#, .present(style: .fullScreen, from: .current)),
      (#"{"present": {"style": null}}"#, .present(style: nil, from: .current)),
      (
        #"{"present": {"style": "pageSheet", "from": "topmostParent"}}"#,
        .present(style: .pageSheet, from: .topmostParent)
      ),
      (#""push""#, .push), (#""pushAsRoot""#, .pushAsRoot),
      (#""pushReplacingLast""#, .pushReplacingLast),
      (#""addTab""#, .addTab(at: nil, replacing: false)),
      (#"{"addTab": {"at": 0, "replacing": true}}"#, .addTab(at: 0, replacing: true)),
      (#""setAsPrimary""#, .setAsPrimary), (#""pushToDetails""#, .pushToDetails),
      (#""pushOnToDetails""#, .pushOnToDetails), (#""none""#, .none),
    ]
    for (json, action) in cases {
      let decoded = try destinations(#"{"x": {"build": "X", "action": \#(json)}}"#)
      #expect(decoded["x"]?.action == action, "\(json)")
      #expect(decoded["x"]?.build == .screen("X"))
    }
  }

  @Test func everyFromFormDecodes() throws {
    let decoded = try destinations(
      """
      {"nav": {"find": "nav"},
       "root": {"from": "root"}, "current": {"from": "current"}, "name": {"from": "nav"},
       "custom": {"from": {"custom": {"nav": true}}},
       "step": {"from": {"build": {"nav": []}, "action": "present", "from": "current"}},
       "switch": {"from": {"switch": [{"when": "nav", "from": {"find": "nav"}},
                                      {"when": null, "from": "root"}],
                           "default": "current"}},
       "noDefault": {"from": {"switch": [{"when": "nav", "from": "root"}]}}}
      """)
    #expect(decoded["root"]?.from == .root)
    #expect(decoded["current"]?.from == .current)
    #expect(decoded["name"]?.from == .destination("nav"))
    #expect(decoded["custom"]?.from == .custom(Finder(.nav)))
    #expect(
      decoded["step"]?.from
        == .step(
          DestinationStep(
            build: .container(.nav, []), action: .present(style: .fullScreen, from: .current),
            from: .current)))
    #expect(
      decoded["switch"]?.from
        == .switch(
          [
            SwitchCase(when: Finder(.nav), from: .step(DestinationStep(find: Finder(.nav)))),
            SwitchCase(when: nil, from: .root),
          ], default: .current))
    #expect(
      decoded["noDefault"]?.from
        == .switch([SwitchCase(when: Finder(.nav), from: .root)], default: nil))
  }

  @Test func buildTakesAnyNodeIncludingTemplates() throws {
    let scenario = try decodeScenario(
      """
      {"define": {"templates": {"shop": {"tabs": ["Home", "Account"], "id": "shop"}},
                  "destinations": {"shop": {"find": {"tabs": true, "id": "shop"},
                                            "build": {"template": "shop"}, "action": "replaceRoot",
                                            "from": "root"}}},
       "start": "Splash", "steps": [{"navigate": "shop"}, {"expectTop": "Home"}]}
      """)
    var shop = Blueprint.container(.tabs, [.screen("Home"), .screen("Account")], id: "shop")
    shop.id = "shop"
    #expect(scenario.definitions.destinations["shop"]?.build == shop)
  }

  @Test func navigateDecodesItsDestinationAndContext() throws {
    let scenario = try decodeScenario(
      """
      {"define": {"destinations": {"product": {"find": "Product"}}}, "start": "Home",
       "steps": [{"navigate": "product", "context": "42"}, {"navigate": "product"}]}
      """)
    let operations = scenario.steps.compactMap { step -> Operation? in
      guard case .perform(let operation) = step.action else { return nil }
      return operation
    }
    #expect(
      operations == [.navigate("product", context: "42"), .navigate("product", context: nil)])
  }

  @Test func aDestinationMayContinueWithOneDefinedAfterIt() throws {
    let scenario = try decodeScenario(
      """
      {"define": {"destinations": {"a": {"find": "A", "from": "b"}, "b": {"from": "root"}}},
       "start": "Home"}
      """)
    #expect(scenario.definitions.destinations.keys.sorted() == ["a", "b"])
  }

  @Test func anUnknownDestinationIsATypo() {
    expectDiagnostic(
      """
      {"define": {"destinations": {"product": {"find": "Product"}}}, "start": "Home",
       "steps": [{"navigate": ⟨"prodcut"}]}
      """, #"steps[0].navigate: unknown destination "prodcut"; did you mean "product"?"#)
    expectDiagnostic(
      """
      {"define": {"destinations": {"login": {"find": "Login"},
                                   "forgot": {"find": "Forgot", "from": ⟨"logn"}}},
       "start": "Home"}
      """, #"define.destinations.forgot.from: unknown destination "logn"; did you mean "login"?"#)
    expectDiagnostic(
      """
      {"define": {"destinations": {"a": {"from": ⟨"rot"}}}, "start": "Home"}
      """, #"define.destinations.a.from: unknown destination "rot"; did you mean "root"?"#)
  }

  @Test func unknownKeysAreTyposWithHints() {
    expectDiagnostic(
      """
      {"define": {"destinations": {"a": {"find": "A", ⟨"bulid": "A"}}}, "start": "Home"}
      """,
      #"define.destinations.a: unknown destination step key "bulid"; did you mean "build"?"#)
    expectDiagnostic(
      """
      {"define": {"destinations": {"a": {"find": {"screen": "A", ⟨"contxt": true}}}},
       "start": "Home"}
      """, #"define.destinations.a.find: unknown finder key "contxt"; did you mean "context"?"#)
    expectDiagnostic(
      """
      {"define": {"destinations": {"a": {"find": {⟨"sceen": "A"}}}}, "start": "Home"}
      """, #"define.destinations.a.find: unknown finder key "sceen"; did you mean "screen"?"#)
    expectDiagnostic(
      """
      {"define": {"destinations": {"a": {"from": {"switch": [{"when": "nav", "from": "root"}],
                                                  ⟨"defualt": "current"}}}}, "start": "Home"}
      """, #"define.destinations.a.from: unknown switch key "defualt"; did you mean "default"?"#)
  }

  @Test func unknownOptionsAndActionsAreTyposWithHints() {
    expectDiagnostic(
      """
      {"define": {"destinations": {"a": {"find": "A", "options": ⟨"fullstack"}}},
       "start": "Home"}
      """,
      #"define.destinations.a.options: unknown search option "fullstack"; did you mean "fullStack"?"#
    )
    expectDiagnostic(
      """
      {"define": {"destinations": {"a": {"find": {"nav": true, "options": ["current", ⟨"visble"]}}}},
       "start": "Home"}
      """,
      #"define.destinations.a.find.options[1]: unknown search option "visble"; did you mean "visible"?"#
    )
    expectDiagnostic(
      """
      {"define": {"destinations": {"a": {"build": "A", "action": ⟨"psh"}}}, "start": "Home"}
      """, #"define.destinations.a.action: unknown action "psh"; did you mean "push"?"#)
    expectDiagnostic(
      """
      {"define": {"destinations": {"a": {"build": "A",
                                         "action": {"present": {"from": ⟨"topmost"}}}}},
       "start": "Home"}
      """,
      #"define.destinations.a.action.present.from: unknown presenter "topmost"; did you mean "topmostParent"?"#
    )
    expectDiagnostic(
      """
      {"define": {"destinations": {"a": {"build": "A", "action": {"addTab": {"at": ⟨-1}}}}},
       "start": "Home"}
      """, #"define.destinations.a.action.addTab.at: a tab index cannot be negative; found -1"#)
    expectDiagnostic(
      """
      {"define": {"destinations": {"a": {"build": "A", "action": {⟨"presnt": {}}}}},
       "start": "Home"}
      """, #"define.destinations.a.action: unknown action "presnt"; did you mean "present"?"#)
  }

  @Test func aStepThatBuildsNeedsAnActionAndOnlyThen() {
    expectDiagnostic(
      """
      {"define": {"destinations": {"a": ⟨{"find": "A", "build": "A"}}}, "start": "Home"}
      """,
      "define.destinations.a: a step that builds needs an \"action\" (replaceRoot, present, "
        + "push, pushAsRoot, pushReplacingLast, addTab, setAsPrimary, pushToDetails, "
        + "pushOnToDetails, none)")
    expectDiagnostic(
      """
      {"define": {"destinations": {"a": {"find": "A", "action": ⟨"push"}}}, "start": "Home"}
      """,
      #"define.destinations.a.action: an action integrates what the step builds, and this step has no "build""#
    )
  }

  @Test func malformedFindersAreRefused() {
    expectDiagnostic(
      """
      {"define": {"destinations": {"a": {"find": {"nav": true, ⟨"tabs": true}}}}, "start": "Home"}
      """, #"define.destinations.a.find: a finder looks for one kind; found "nav" and "tabs""#)
    expectDiagnostic(
      """
      {"define": {"destinations": {"a": {"find": {"nav": ⟨false}}}}, "start": "Home"}
      """, #"define.destinations.a.find.nav: write "nav": true (or {}) to find any nav"#)
    expectDiagnostic(
      """
      {"define": {"destinations": {"a": {"find": ⟨"#home"}}}, "start": "Home"}
      """,
      #"define.destinations.a.find: a finder names a screen type or a container kind; find an id with {"screen": …, "id": "home"}"#
    )
    expectDiagnostic(
      """
      {"define": {"destinations": {"a": {"find": {"screen": "A"}, "options": ⟨"visible"}}},
       "start": "Home"}
      """,
      #"define.destinations.a.options: "options" beside "find" applies to a finder written as a string; write it inside the finder object"#
    )
    expectDiagnostic(
      """
      {"define": {"destinations": {"a": {"find": ⟨42}}}, "start": "Home"}
      """,
      "define.destinations.a.find: expected a finder (a screen type, \"nav\", \"tabs\", "
        + "\"split\", \"stack\", an object such as {\"screen\": \"Product\", \"context\": true}, "
        + "or null), found a number")
    expectDiagnostic(
      """
      {"define": {"destinations": {"a": {"from": {"custom": ⟨null}}}}, "start": "Home"}
      """, "define.destinations.a.from.custom: a custom step needs a finder, not null")
  }

  @Test func aSwitchWithoutCasesEndsTheChain() throws {
    let decoded = try destinations(#"{"a": {"from": {"switch": []}}}"#)
    #expect(decoded["a"]?.from == .switch([], default: nil))
  }

  @Test func aChainThatComesBackToItsDestinationIsRefusedWhereItLoops() {
    expectDiagnostic(
      """
      {"define": {"destinations": {
         "a": {"find": "A", "from": "b"},
         "b": {"find": "B", "from": {"switch": [{"when": "nav", "from": ⟨"a"}]}}}},
       "start": "Home"}
      """,
      #"define.destinations.b.from.switch[0].from: the chain of "a" comes back to it through "a" -> "b" -> "a""#
    )
  }

  @Test func theSchemaDescribesTheSameDestinationKeys() {
    let definitions = SchemaSyncTests.definitions
    #expect(SchemaSyncTests.properties(of: "finderObject") == Set(DestinationDecoder.finderKeys))
    #expect(SchemaSyncTests.properties(of: "destinationStep") == Set(DestinationDecoder.stepKeys))
    let actions = (definitions["destinationAction"]?["anyOf"] as? [[String: Any]])?.first?["enum"]
    #expect((actions as? [String]).map(Set.init) == Set(DestinationDecoder.actionNames))
    let options = (definitions["searchOptions"]?["anyOf"] as? [[String: Any]])?.first?["enum"]
    #expect(
      (options as? [String]).map(Set.init)
        == Set(SearchOptions.presetNames.map(\.name) + SearchOptions.bitNames.map(\.name)))
  }
}

/// `contextTask` on a destination step, and the empty-object form of a container finder.
@Suite struct ContextTaskDecodingTests {
  @Test func interceptorsDecode() throws {
    let decoded = try DestinationDecodingTests().destinations(
      #"{"a": {"find": "A", "interceptor": "cancel"}, "b": {"find": "B", "interceptor": {"navigate": "a", "context": "7"}}}"#
    )
    #expect(decoded["a"]?.interceptor == .cancel)
    #expect(decoded["b"]?.interceptor == .navigate("a", context: "7"))
    expectDiagnostic(
      """
      {"define": {"destinations": {"a": {"find": "A", "interceptor": ⟨"cancle"}}}, "start": "A"}
      """,
      #"define.destinations.a.interceptor: unknown interceptor "cancle"; did you mean "cancel"?"#)
  }

  @Test func anEmptyObjectFindsAnyControllerOfTheKind() throws {
    let decoded = try DestinationDecodingTests().destinations(
      #"{"n": {"find": {"nav": {}}}, "t": {"find": {"tabs": {}}}}"#)
    #expect(decoded["n"]?.finder == Finder(.nav))
    #expect(decoded["t"]?.finder == Finder(.tabs))
  }

  @Test func aStepMayAskForTheContextOrDeclineIt() throws {
    let decoded = try DestinationDecodingTests().destinations(
      #"{"a": {"find": "A", "contextTask": true}, "b": {"find": "B", "contextTask": false}, "c": {"find": "C"}}"#
    )
    #expect(decoded["a"]?.contextTask == true)
    #expect(decoded["b"]?.contextTask == false)
    #expect(decoded["c"]?.contextTask == nil)
  }
}
