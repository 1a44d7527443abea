import Foundation
import Testing

@testable import ScenarioFormat

/// Every error of a definitions file, or of a scenario's `define`, in one run: decoding goes on
/// past each section and each definition that does not decode, and what names a broken
/// definition reports nothing more, since the definition's error is the one to fix.
@Suite struct DefinitionErrorTests {
  @Test func everyBrokenSectionAndDefinitionIsReportedInFileOrder() {
    expectDiagnostics(
      """
      {"start": "Home",
       "define": {
         "templates": {"card": ⟨3, "ok": {"nav": ["Home"]}},
         "screens": {"Home": {⟨"defaultDetial": "X"}},
         "strategies": {⟨"current": ["top"], "mine": ⟨[]},
         "destinations": {"home": {"find": "Home", ⟨"bulid": "Home"}},
         "flows": {"pages": {"menu": {"screen": ⟨3}}, "paths": ["menu => play", "menu =>⟨"]},
         "router": {"interceptors": ⟨3},
         "coordinators": {"Shop": {"kind": ⟨"stak", "routes": {}}},
         "state": {"signedIn": ⟨{"yes": true}},
         ⟨"bogus": {}}}
      """,
      [
        #"templates.card: expected a node (a screen type or an object such as {"nav": […]}), found a number"#,
        #"define.screens.Home: unknown screen setting "defaultDetial"; did you mean "defaultDetail"?"#,
        #"define.strategies: "current" is a built-in strategy; give the defined strategy another name"#,
        #"define.strategies.mine: a strategy needs at least one sub-strategy"#,
        #"define.destinations.home: unknown destination step key "bulid"; did you mean "build"?"#,
        #"define.flows.pages.menu.screen: expected a screen type, found a number"#,
        #"define.flows.paths[1]: malformed path: expected a page or a transition after "=>", found the end of the path"#,
        #"define.router.interceptors: expected an array of interceptors, found a number"#,
        #"define.coordinators.Shop.kind: unknown coordinator kind "stak"; did you mean "stack"?"#,
        #"define.state.signedIn: expected a string, a number or a Boolean, found an object"#,
        #"define: unknown definitions section "bogus""#,
      ])
  }

  @Test func whatNamesABrokenDefinitionReportsNothingMore() {
    // Each step names a definition that does not decode: a template (in the start and a
    // push), a destination and one whose chain goes through it, a strategy, a page and the
    // path naming it, a state key given another type, a coordinator. Only the typo at the end
    // is the steps' own.
    expectDiagnostics(
      """
      {"define": {
         "templates": {"card": {"screen": ⟨5}},
         "destinations": {"home": {"find": "Home", ⟨"bulid": "Home"},
                          "cart": {"find": "Cart", "build": "Cart", "action": "push", "from": "home"}},
         "strategies": {"mine": ⟨[]},
         "flows": {"pages": {"menu": {"screen": ⟨3}}, "paths": ["menu => play"]},
         "coordinators": {"Shop": {"kind": ⟨"stak", "routes": {"list": "Shop"}}}
       },
       "state": {"signedIn": ⟨[true]},
       "start": {"tabs": [{"template": "card"}, {"nav": ["Home"]}]},
       "steps": [
         {"push": {"template": "card"}},
         {"navigate": "home"},
         {"navigate": "cart"},
         {"fluidPush": "X", "target": "mine"},
         {"showPage": "menu"},
         {"setState": {"signedIn": "maybe"}},
         {"startCoordinator": "Shop", "on": "nav", "route": "list"},
         {"expectTop": ⟨"Hme"}
       ]}
      """,
      [
        #"templates.card.screen: expected a screen type, found a number"#,
        #"define.destinations.home: unknown destination step key "bulid"; did you mean "build"?"#,
        #"define.strategies.mine: a strategy needs at least one sub-strategy"#,
        #"define.flows.pages.menu.screen: expected a screen type, found a number"#,
        #"define.coordinators.Shop.kind: unknown coordinator kind "stak"; did you mean "stack"?"#,
        #"state.signedIn: expected a string, a number or a Boolean, found an array"#,
        #"steps[7].expectTop: no screen of type "Hme" appears in this scenario"#,
      ])
  }

  @Test func aMisspelledSectionIsTheOnlyErrorOfWhatItWouldDefine() {
    // Every step names what a misspelled section would define: its error is the one to fix.
    expectDiagnostics(
      """
      {"define": {
         ⟨"template": {"main": {"tabs": [{"nav": ["Feed"], "id": "feedNav"}, {"nav": ["Settings"]}]}},
         ⟨"destinaton": {"login": {"build": "Login", "action": "present", "from": "current"}},
         ⟨"strategy": {"mine": ["current"]},
         ⟨"coordinator": {"Shop": {"kind": "stack", "routes": {}}},
         ⟨"stat": {"signedIn": false}
       },
       "start": {"template": "main"},
       "steps": [
         {"push": "Post", "on": "#feedNav"},
         {"selectTab": {"holding": "Settings"}},
         {"navigate": "login"},
         {"fluidPush": "X", "target": "mine"},
         {"startCoordinator": "Shop", "on": "nav", "route": "list"},
         {"setState": {"signedIn": true}},
         {"expectTop": ⟨"Psot"}
       ]}
      """,
      [
        #"define: unknown definitions section "template"; did you mean "templates"?"#,
        #"define: unknown definitions section "destinaton"; did you mean "destinations"?"#,
        #"define: unknown definitions section "strategy"; did you mean "strategies"?"#,
        #"define: unknown definitions section "coordinator"; did you mean "coordinators"?"#,
        #"define: unknown definitions section "stat"; did you mean "state"?"#,
        #"steps[6].expectTop: no screen of type "Psot" appears in this scenario; did you mean "Post"?"#,
      ])
  }

  @Test func aSectionThatIsNotAnObjectIsTheOnlyErrorOfWhatItWouldDefine() {
    expectDiagnostics(
      """
      {"define": {
         "templates": ⟨["main"],
         "destinations": ⟨"login",
         "strategies": ⟨3,
         "coordinators": ⟨[],
         "state": ⟨["signedIn"],
         "flows": {"pages": ⟨["menu"], "paths": ["menu => play"]}
       },
       "start": {"template": "main"},
       "steps": [
         {"navigate": "login"},
         {"fluidPush": "X", "target": "mine"},
         {"startCoordinator": "Shop", "on": "nav", "route": "list"},
         {"setState": {"signedIn": true}},
         {"showPage": "menu"},
         {⟨"pussh": "X"}
       ]}
      """,
      [
        "define.templates: expected an object, found an array",
        "define.destinations: expected an object, found a string",
        "define.strategies: expected an object, found a number",
        "define.coordinators: expected an object of coordinators, found an array",
        #"define.state: expected an object of state values such as {"loggedIn": false} (strings, numbers, Booleans), found an array"#,
        "define.flows.pages: expected an object of pages, found an array",
        #"steps[5]: unknown step "pussh"; did you mean "push"?"#,
      ])
  }

  @Test func aUsedFileThatIsNotAnObjectIsTheOnlyErrorOfWhatItWouldDefine() throws {
    let folder = try DefinitionsFolder()
    _ = try folder.write("[]", to: "app.defs.json")
    let scenario = """
      {"use": ["app.defs.json"], "start": {"template": "main"},
       "steps": [{"navigate": "login"}, {"setState": {"signedIn": true}}]}
      """
    #expect {
      try ScenarioLoader().decode(Array(scenario.utf8), file: folder.path("s.json"))
    } throws: { error in
      let all = (error as? Diagnostic)?.allErrors ?? []
      return all.count == 1
        && all[0].message.hasPrefix("expected an object of definitions (templates, screens, …)")
    }
  }

  @Test func aDefinitionsFileReportsEveryErrorWithItsLine() throws {
    let folder = try DefinitionsFolder()
    let source = MarkedSource(
      """
      {"templates": {"card": ⟨3, "ok": "Ok"},
       "destinations": {"home": {"find": "Home", ⟨"bulid": "Home"}},
       ⟨"bogus": {}}
      """)
    let file = try folder.write(source.text, to: "app.defs.json")
    #expect {
      try ScenarioLoader().validateDefinitions(file)
    } throws: { error in
      let all = (error as? Diagnostic)?.allErrors ?? []
      return all.map { "\($0.location?.line ?? 0):\($0.location?.column ?? 0)" }
        == source.marks.map { "\($0.line):\($0.column)" }
        && all.allSatisfy { $0.file == file }
        && all.map(\.sourceLine) == [
          #"{"templates": {"card": 3, "ok": "Ok"},"#,
          #" "destinations": {"home": {"find": "Home", "bulid": "Home"}},"#,
          #" "bogus": {}}"#,
        ]
    }
  }

  @Test func aDefinitionsFileStopsAtTheLimitAndSaysSo() throws {
    let folder = try DefinitionsFolder()
    let members = (0..<30).map { #""t\#($0)": 3"# }.joined(separator: ", ")
    let file = try folder.write(#"{"templates": {\#(members)}}"#, to: "app.defs.json")
    #expect {
      try ScenarioLoader().validateDefinitions(file)
    } throws: { error in
      let all = (error as? Diagnostic)?.allErrors ?? []
      return all.count == ScenarioLoader.maximumErrors + 1
        && all.first?.message.hasPrefix("templates.t0: expected a node") == true
        && all.last?.message == "navrun stops at 20 errors in a file; fix these and run it again"
    }
  }

  @Test func usedFilesAndTheScenarioReportTheirErrorsTogether() throws {
    // A name defined again is an error where it is defined again; the first definition stays.
    let folder = try DefinitionsFolder()
    _ = try folder.write(
      """
      {"templates": {"card": "Card", "bad": 3},
       "destinations": {"home": "Home"}}
      """, to: "app.defs.json")
    _ = try folder.write(#"{"templates": {"card": "Other"}}"#, to: "more.defs.json")
    let scenario = """
      {"use": ["app.defs.json", "more.defs.json"],
       "define": {"templates": {"card": "Third"}},
       "start": {"template": "card"},
       "steps": [{"navigate": "home"}, {"pussh": 1}]}
      """
    #expect {
      try ScenarioLoader().decode(Array(scenario.utf8), file: folder.path("s.json"))
    } throws: { error in
      let all = (error as? Diagnostic)?.allErrors ?? []
      let usedBy = { (column: Int) in "is used by \(folder.path("s.json")):1:\(column))" }
      return all.map { place($0) } == [
        "s.json:2:27", "s.json:4:35", "app.defs.json:1:39", "app.defs.json:2:27",
        "more.defs.json:1:16",
      ]
        && all[0].message
          == #"define.templates: "card" is already defined in \#(folder.path("app.defs.json"))"#
        && all[1].message == #"steps[1]: unknown step "pussh"; did you mean "push"?"#
        && all[2].message.hasPrefix("templates.bad: expected a node")
        && all[3].message.hasPrefix("destinations.home: expected a destination step")
        && all[4].message.hasPrefix(#"templates: "card" is already defined in "#)
        && all[2...3].allSatisfy { $0.message.hasSuffix(usedBy(10)) }
        && all[4].message.hasSuffix(usedBy(27))
    }
  }

  /// `file:line:column` of a diagnostic, with the file's name only.
  private func place(_ diagnostic: Diagnostic) -> String {
    let name = diagnostic.file.split(separator: "/").last.map(String.init) ?? diagnostic.file
    return "\(name):\(diagnostic.location?.line ?? 0):\(diagnostic.location?.column ?? 0)"
  }
}

/// A temporary folder of definitions files, removed when the value goes.
private final class DefinitionsFolder {
  let url = FileManager.default.temporaryDirectory
    .appendingPathComponent("navrun-definitions-\(UUID().uuidString)")

  init() throws {
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(at: url) }

  /// The path of `name` in the folder.
  func path(_ name: String) -> String { url.appendingPathComponent(name).path }

  /// Writes `text` to `name`; its path.
  func write(_ text: String, to name: String) throws -> String {
    try Data(text.utf8).write(to: url.appendingPathComponent(name))
    return path(name)
  }
}
