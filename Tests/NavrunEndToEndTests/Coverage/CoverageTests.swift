import Foundation
import NavrunCommandTestSupport
import NavrunTestSupport
import Testing

@testable import ScenarioRunner

/// `--coverage`: what the scenarios use of what their definitions files offer.
@Suite struct CoverageTests {
  private func makeFolder() throws -> TemporaryFolder {
    let folder = try TemporaryFolder()
    try folder.write(
      #"""
      {"templates": {"home": {"nav": ["Home"]}, "unused": "Nothing"},
       "destinations": {
         "post": {"build": "Post", "action": "push", "from": {"find": {"nav": true}}},
         "help": {"build": "Help", "action": "present", "from": "current"}}}
      """#, to: "app.defs.json")
    try folder.write(
      #"{"use": ["app.defs.json"], "golden": false, "start": {"template": "home"}, "steps": [{"navigate": "post"}, {"expectTop": "Post"}]}"#,
      to: "a.json")
    return folder
  }

  @Test func theConsoleListsWhatWasNeverUsed() throws {
    let folder = try makeFolder()
    let outcome = navrun(folder.path, "--coverage")
    #expect(outcome.code == 0, "\(outcome.output)")
    #expect(outcome.output.contains("navigation coverage: 2 of 4 (50.0%)\n"))
    #expect(outcome.output.contains("    destinations: 1 of 2; never used: help\n"))
    #expect(outcome.output.contains("    templates: 1 of 2; never used: unused\n"))
    #expect(outcome.output.hasSuffix("1 passed, 0 failed\n"), "the summary stays last")
  }

  @Test func withoutTheFlagNothingIsCounted() throws {
    let folder = try makeFolder()
    #expect(!navrun(folder.path).output.contains("navigation coverage"))
  }

  @Test func coverageMinFailsARunBelowIt() throws {
    let folder = try makeFolder()
    let below = navrun(folder.path, "--coverage-min", "60")
    #expect(below.code == 1)
    #expect(
      below.output.hasSuffix("; exit 1: navigation coverage 50.0% is below --coverage-min 60\n"))
    #expect(navrun(folder.path, "--coverage-min", "50").code == 0)
    #expect(navrun(folder.path, "--coverage-min", "101").code == 2)
  }

  @Test func theReportsCarryTheSameFigures() throws {
    let folder = try makeFolder()
    let outcome = navrun(
      folder.path, "--coverage", "--json", folder.path + "/out/r.json", "--html",
      folder.path + "/out/r.html", "--exclude", "out/**")
    #expect(outcome.code == 0)
    let jsonText = folder.read("out/r.json") ?? ""
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(jsonText.utf8)) as? [String: Any])
    let coverage = try #require(json["coverage"] as? [String: Any])
    #expect(coverage["percent"] as? String == "50.0%")
    let files = try #require(coverage["files"] as? [[String: Any]])
    #expect(files.contains { ($0["unused"] as? [String]) == ["help"] })
    let html = folder.read("out/r.html") ?? ""
    #expect(html.contains("<h2>Navigation coverage: 2 of 4 (50.0%)</h2>"))
  }

  @Test func pagesPathEdgesAndRoutesAreCounted() {
    let flows = navrun(
      packageRoot.appendingPathComponent("Scenarios/flows/variants.json").path, "--coverage",
      "--record", "never")
    #expect(flows.output.contains("    path edges: 2 of 2\n"))
    let coordinators = navrun(
      packageRoot.appendingPathComponent("Scenarios/coordinators").path, "--coverage",
      "--record", "never")
    #expect(coordinators.output.contains("colors.defs.json\n    routes: 12 of 12\n"))
    #expect(coordinators.output.contains("never used: News: detailRoute.detail"))
  }

  @Test func theSameDefinitionsFileReachedByTwoPathsIsOne() {
    #expect(FilePaths.normalised("Scenarios/a/../app.defs.json") == "Scenarios/app.defs.json")
    #expect(FilePaths.normalised("./x/./y.json") == "x/y.json")
    #expect(FilePaths.normalised("../up.json") == "../up.json")
  }
}

/// Coverage counts what the run reached: destinations through a switch case, a chain or an
/// interceptor, and the app's own logic — screen actions, app actions, URL patterns, reactions.
@Suite struct AppCoverageTests {
  @Test func destinationsReachedThroughASwitchOrAnInterceptorAreUsed() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      #"""
      {"state": {"signedIn": false},
       "destinations": {
         "mainNav": {"find": {"nav": true, "id": "main"}},
         "login": {"build": "Login", "action": "present", "from": "current"},
         "profile": {"build": "Profile", "action": "push",
                     "from": {"switch": [{"when": {"state": {"signedIn": true}}, "from": "mainNav"}]}},
         "settings": {"build": "Settings", "action": "push", "from": "mainNav",
                      "interceptor": {"navigate": "login", "when": {"state": {"signedIn": false}}}},
         "never": {"build": "Never", "action": "push", "from": "mainNav"}}}
      """#, to: "app.defs.json")
    try folder.write(
      ##"{"use": ["app.defs.json"], "golden": false, "start": {"nav": ["Home"], "id": "main"}, "steps": [{"navigate": "settings"}, {"dismiss": true}, {"setState": {"signedIn": true}}, {"navigate": "profile"}]}"##,
      to: "a.json")
    let outcome = navrun(folder.path, "--coverage", "--record", "never")
    #expect(outcome.code == 0, "\(outcome.output)")
    // Never named by a step: mainNav through the switch and a chain, login through the
    // interceptor.
    #expect(outcome.output.contains("    destinations: 4 of 5; never used: never\n"))
  }

  @Test func theAppsActionsURLsAndReactionsAreCountedWhenTheRunPerformsThem() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      #"""
      {"state": {"signedIn": true, "seen": false, "helped": false},
       "screens": {
         "Home": {"actions": {"open": [{"push": "Item"}], "help": [{"push": "Help"}]}},
         "Item": {"onAppear": [{"setState": {"seen": true}}]},
         "Help": {"onAppear": [{"setState": {"helped": true}}]}},
       "app": {
         "actions": {"home": [{"popToRoot": true}], "search": [{"push": "Search"}]},
         "urls": {"app://item": [{"tap": "open"}], "app://help": [{"tap": "help"}]},
         "onState": [{"when": {"state": {"seen": true}}, "do": [{"do": "home"}]},
                     {"when": {"state": {"signedIn": false}}, "do": [{"present": "SignIn"}]}]}}
      """#, to: "app.defs.json")
    try folder.write(
      #"{"use": ["app.defs.json"], "golden": false, "start": {"nav": ["Home"]}, "steps": [{"openURL": "app://item"}, {"expectTop": "Home"}]}"#,
      to: "a.json")
    let outcome = navrun(folder.path, "--coverage", "--record", "never")
    #expect(outcome.code == 0, "\(outcome.output)")
    // The URL taps `open`, the Item appearing sets `seen`, which runs `do home`: each nested
    // run counts.
    #expect(outcome.output.contains("    screen actions: 1 of 2; never used: Home: help\n"))
    #expect(outcome.output.contains("    app actions: 1 of 2; never used: search\n"))
    #expect(outcome.output.contains("    URL patterns: 1 of 2; never used: app://help\n"))
    #expect(
      outcome.output.contains(
        "    reactions: 2 of 4; never used: Help onAppear, onState state signedIn=false\n"))
  }
}
