import NavigationCore
import Testing

@testable import ScenarioFormat

/// Coordinator definitions, the coordinator start, and the steps of docs/coordinators.md.
@Suite struct CoordinatorDecodingTests {
  /// The example of docs/coordinators.md, plus the coordinators it hands over to, as a
  /// `define` section.
  static let define = """
    "define": {"coordinators": {
      "ColorList": {
        "kind": "stack",
        "routes": {
          "list": {"initial": {"push": "ColorList"}, "else": "backToRoot"},
          "color": {"handover": "Color"},
          "info": {"present": "Info", "style": "pageSheet"},
          "colorRoute.settings": ["drop", {"handover": "Settings", "route": "list"}],
          "newListRoute.colorRoute.*": {"send": "colorRoute.*"}
        },
        "pullback": {"Color": "colorRoute", "ColorList": "newListRoute"}
      },
      "Color": {"kind": "stack", "routes": {
        "color": {"initial": {"push": {"screen": "Color", "context": "$arg"}}},
        "settings": "none"}},
      "Settings": {"kind": "stack", "routes": {"list": {"push": "Settings"}}},
      "News": {"kind": "split", "routes": {
        "list": {"initial": {"primary": {"handover": "Color", "route": "color(x)"}},
                 "else": "dismiss"},
        "x.*": {"root": {"secondary": ["pop", {"set": []}]}}}}
    }}
    """

  /// A scenario with the definitions above and the given rest.
  static func scenario(_ rest: String) -> String {
    "{\(define),\n\(rest)}"
  }

  @Test func aCoordinatorDefinitionDecodesIntoTheEnginesActions() throws {
    let scenario = try decodeScenario(Self.scenario(#""start": "A""#))
    let colorList = try #require(scenario.definitions.coordinators["ColorList"])
    #expect(colorList.kind == .stack)
    #expect(colorList.pullback == ["Color": "colorRoute", "ColorList": "newListRoute"])
    #expect(
      colorList.routes["list"]
        == .branch(.initial, then: .push(.screen("ColorList")), else: .backToRoot))
    #expect(colorList.routes["info"] == .present(.screen("Info"), style: .pageSheet))
    #expect(
      colorList.routes["colorRoute.settings"]
        == .sequence([.drop, .handover("Settings", route: "list")]))
    #expect(colorList.routes["newListRoute.colorRoute.*"] == .send("colorRoute.*"))
    #expect(
      try decodeScenario(
        #"{"define": {"coordinators": {"A": {"kind": "stack", "routes": {"a": {"present": "#
          + #"{"coordinator": "A", "route": "go($arg)"}, "style": "formSheet"}}}}}, "start": "A"}"#
      ).definitions.coordinators["A"]?.routes["a"]
        == .presentCoordinator("A", route: "go($arg)", style: .formSheet))
    let color = try #require(scenario.definitions.coordinators["Color"])
    #expect(
      color.routes["color"]
        == .branch(.initial, then: .push(.screen("Color", context: "$arg")), else: .none))
    let news = try #require(scenario.definitions.coordinators["News"])
    #expect(
      news.routes["x.*"]
        == .branch(.root, then: .column(.secondary, .sequence([.pop, .set([])])), else: .none))
  }

  @Test func theCoordinatorStartAndTheCoordinatorStepsDecode() throws {
    let scenario = try decodeScenario(
      Self.scenario(
        """
        "start": {"coordinator": "ColorList", "route": "list"},
        "steps": [
          {"route": "color(Red)", "from": "ColorList"},
          {"deepLink": ["color(Red)", "settings"]},
          {"drop": "@ColorList#2"},
          {"expectCoordinators": {"coordinator": "ColorList", "owns": ["#ColorList"],
                                  "children": ["@Color", {"coordinator": "Settings"}]}},
          {"expectCoordinators": []}
        ]
        """))
    #expect(scenario.coordinatorStart == CoordinatorStart(coordinator: "ColorList", route: "list"))
    let actions = scenario.steps.map(\.action)
    guard case .perform(.route("color(Red)", from: .type("ColorList"))) = actions[0],
      case .perform(.deepLink(["color(Red)", "settings"])) = actions[1],
      case .perform(.drop("@ColorList#2")) = actions[2],
      case .check(.coordinators(let roots)) = actions[3],
      case .check(.coordinators([])) = actions[4]
    else {
      Issue.record("unexpected actions \(actions)")
      return
    }
    #expect(
      roots == [
        CoordinatorExpectation(
          "ColorList", owns: ["#ColorList"],
          children: [CoordinatorExpectation("@Color"), CoordinatorExpectation("Settings")])
      ])
    let state = try scenario.makeState()
    #expect(state.coordinators.all.map(\.id) == ["ColorList"])
    #expect(state.window.root.children.map(\.type) == ["ColorList"])
  }

  @Test func coordinatorsMayBeDefinedInAnyOrderAndAnyFile() throws {
    let scenario = try decodeScenario(
      """
      {"define": {"coordinators": {
        "A": {"kind": "stack", "routes": {"go": {"handover": "B"}}, "pullback": {"B": "b"}},
        "B": {"kind": "stack", "routes": {"go": "none"}}}},
       "start": {"coordinator": "A", "route": "go"}}
      """)
    #expect(scenario.definitions.coordinators.keys.sorted() == ["A", "B"])
  }

  @Test func definitionErrorsAreLocatedWithHints() {
    let cases: [(String, String)] = [
      (
        #"{"A": {"kind": "stack", ⟨"route": {}}}"#,
        #"define.coordinators.A: unknown coordinator key "route"; did you mean "routes"?"#
      ),
      (
        #"{"A": {"kind": ⟨"stak", "routes": {}}}"#,
        #"define.coordinators.A.kind: unknown coordinator kind "stak"; did you mean "stack"?"#
      ),
      (
        #"{"A": ⟨{"kind": "stack"}}"#,
        #"define.coordinators.A: missing key "routes""#
      ),
      (
        #"{"A": {"kind": "stack", "routes": {⟨"a..b": "none"}}}"#,
        #"define.coordinators.A.routes: "a..b" is not a route: names are letters, digits, "_" or "-" separated by ".", and only the last may be "*""#
      ),
      (
        #"{"A": {"kind": "stack", "routes": {"a": ⟨"backToRot"}}}"#,
        #"define.coordinators.A.routes.a: unknown coordinator action "backToRot"; did you mean "backToRoot"?"#
      ),
      (
        #"{"A": {"kind": "stack", "routes": {"a": {⟨"pussh": "X"}}}}"#,
        #"define.coordinators.A.routes.a: unknown coordinator action "pussh"; did you mean "push"?"#
      ),
      (
        #"{"A": {"kind": "stack", "routes": {"a": {"push": "X", ⟨"send": "b"}}}}"#,
        #"define.coordinators.A.routes.a: an action has one kind; found "push" and "send""#
      ),
      (
        #"{"A": {"kind": "stack", "routes": {"a": {"push": "X", ⟨"style": "pageSheet"}}}}"#,
        #"define.coordinators.A.routes.a: unknown key for "push" "style""#
      ),
      (
        #"{"A": {"kind": "stack", "routes": {"a": ⟨[]}}}"#,
        #"define.coordinators.A.routes.a: an empty list of actions; write "none""#
      ),
      (
        #"{"A": {"kind": "split", "routes": {"a": ⟨{"push": "X"}}}}"#,
        "define.coordinators.A.routes.a: a split coordinator must wrap push in primary, secondary or supplementary"
      ),
      (
        #"{"A": {"kind": "split", "routes": {"a": {"secondary": ⟨"dismiss"}}}}"#,
        "define.coordinators.A.routes.a.secondary: dismiss cannot be wrapped in a column"
      ),
      (
        #"{"A": {"kind": "stack", "routes": {"a": ["none", ⟨{"secondary": "pop"}]}}}"#,
        "define.coordinators.A.routes.a[1]: only split coordinators name a column (secondary)"
      ),
      (
        #"{"A": {"kind": "stack", "routes": {"a": {"handover": ⟨"Bx"}}}, "B": {"kind": "stack", "routes": {}}}"#,
        #"define.coordinators.A.routes.a.handover: no coordinator "Bx" is defined; did you mean "B"?"#
      ),
      (
        #"{"A": {"kind": "stack", "routes": {"a": {"handover": ⟨"S"}}}, "S": {"kind": "split", "routes": {}}}"#,
        "define.coordinators.A.routes.a.handover: S is a split coordinator; only a stack coordinator takes over a nav or a column"
      ),
      (
        #"{"A": {"kind": "stack", "routes": {"a": {"send": ⟨"b.*"}}}}"#,
        #"define.coordinators.A.routes.a.send: "*" stands for what a wildcard key matched; this key has no "*""#
      ),
      (
        #"{"A": {"kind": "stack", "routes": {"a": {"handover": "A", "route": ⟨"go("}}}}"#,
        #"define.coordinators.A.routes.a.route: "go(" is not a route: an argument must close the route with ")""#
      ),
      (
        #"{"A": {"kind": "stack", "routes": {"a": {"present": {"coordinator": ⟨"S", "route": "x"}}}}, "S": {"kind": "split", "routes": {}}}"#,
        "define.coordinators.A.routes.a.present.coordinator: S is a split coordinator; only a stack coordinator runs on a presented nav"
      ),
      (
        #"{"A": {"kind": "stack", "routes": {"a": {"present": ⟨{"coordinator": "A"}}}}}"#,
        #"define.coordinators.A.routes.a.present: missing key "route""#
      ),
      (
        #"{"A": {"kind": "stack", "routes": {"a": {"present": {"coordinator": "A", "route": "x", ⟨"styl": "formSheet"}}}}}"#,
        #"define.coordinators.A.routes.a.present: unknown key for a presented coordinator "styl""#
      ),
      (
        #"{"A": {"kind": "split", "routes": {"a": ⟨{"present": {"coordinator": "B", "route": "x"}}}}, "B": {"kind": "stack", "routes": {}}}"#,
        "define.coordinators.A.routes.a: a split coordinator hands a coordinator over only in a column; present a flow coordinator's nav from a stack coordinator"
      ),
      (
        #"{"A": {"kind": "stack", "routes": {}, "pullback": {⟨"Bee": "b"}}}"#,
        #"define.coordinators.A.pullback: no coordinator "Bee" is defined"#
      ),
      (
        #"{"A": {"kind": "stack", "routes": {}, "pullback": {"A": ⟨"a b"}}}"#,
        #"define.coordinators.A.pullback.A: "a b" is not a route: names are letters, digits, "_" or "-" separated by ".""#
      ),
    ]
    for (coordinators, message) in cases {
      expectDiagnostic(
        #"{"define": {"coordinators": "# + coordinators + #"}, "start": "A"}"#, message)
    }
  }

  @Test func stepAndStartErrorsAreLocatedWithHints() {
    let cases: [(String, String)] = [
      (
        #""start": {"coordinator": ⟨"ColourList", "route": "list"}"#,
        #"start.coordinator: no coordinator "ColourList" is defined; did you mean "ColorList"?"#
      ),
      (
        #""start": {"coordinator": "ColorList", ⟨"rute": "list"}"#,
        #"start: unknown key for a coordinator start "rute"; did you mean "route"?"#
      ),
      (
        #""start": "A", "steps": [{"route": ⟨"color(Red"}]"#,
        #"steps[0].route: "color(Red" is not a route: an argument must close the route with ")""#
      ),
      (
        #""start": "A", "steps": [{"route": "list", ⟨"on": "A"}]"#,
        #"steps[0]: unknown key for "route" "on""#
      ),
      (
        #""start": "A", "steps": [{"deepLink": ⟨[]}]"#,
        "steps[0].deepLink: expected at least one route"
      ),
      (
        #""start": "A", "steps": [{"drop": ⟨"ColorList"}]"#,
        #"steps[0].drop: write the coordinator with "@", as in "@ColorList""#
      ),
      (
        #""start": "A", "steps": [{"drop": ⟨"@Colr#2"}]"#,
        #"steps[0].drop: no coordinator "Colr" is defined; did you mean "Color"?"#
      ),
      (
        #""start": "A", "steps": [{"expectCoordinators": {"coordinator": "ColorList", "children": [⟨"Setings"]}}]"#,
        #"steps[0].expectCoordinators.children[0]: no coordinator "Setings" is defined; did you mean "Settings"?"#
      ),
      (
        #""start": "A", "steps": [{"startCoordinator": ⟨"Setings", "route": "list"}]"#,
        #"steps[0].startCoordinator: no coordinator "Setings" is defined; did you mean "Settings"?"#
      ),
      (
        #""start": "A", "steps": [{"startCoordinator": ⟨"News", "route": "list"}]"#,
        "steps[0].startCoordinator: News is a split coordinator: it builds its own split; only a "
          + "stack coordinator starts on a nav"
      ),
      (
        #""start": "A", "steps": [⟨{"startCoordinator": "Settings", "on": "nav"}]"#,
        #"steps[0]: missing key "route""#
      ),
      (
        #""start": "A", "steps": [{"startCoordinator": "Settings", "route": ⟨"li st"}]"#,
        #"steps[0].route: "li st" is not a route: names are letters, digits, "_" or "-" separated by ".""#
      ),
      (
        #""start": "A", "steps": [{"route": "list", ⟨"deepLink": ["list"]}]"#,
        #"steps[0]: a step has exactly one verb; found "route" and "deepLink""#
      ),
      (
        #""start": "A", "steps": [{"route": "list", "startCoordinator": "Settings", ⟨"pop": true}]"#,
        #"steps[0]: a step has exactly one verb; found "startCoordinator" and "pop""#
      ),
      (
        #""start": "A", "steps": [{"expectCoordinators": {"coordinator": "ColorList", ⟨"own": []}}]"#,
        #"steps[0].expectCoordinators: unknown key for an expected coordinator "own"; did you mean "owns"?"#
      ),
    ]
    for (rest, message) in cases {
      let text = Self.scenario(rest)
      expectDiagnostic(text, message)
    }
  }
}

extension CoordinatorDecodingTests {
  @Test func startCoordinatorTakesRouteAsAModifierWhereverItIsWritten() throws {
    for step in [
      ##"{"startCoordinator": "Settings", "on": "#cart", "route": "list"}"##,
      ##"{"route": "list", "on": "#cart", "startCoordinator": "Settings"}"##,
    ] {
      let scenario = try decodeScenario(
        Self.scenario(#""start": {"nav": ["A"], "id": "cart"}, "steps": ["# + step + "]"))
      let action = try #require(scenario.steps.first?.action)
      guard case .perform(.startCoordinator("Settings", on: .id("cart"), route: "list")) = action
      else {
        Issue.record("decoded \(action)")
        continue
      }
    }
  }
}
