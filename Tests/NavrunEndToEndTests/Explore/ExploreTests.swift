import Foundation
import NavrunCommandTestSupport
import NavrunTestSupport
import Testing

@testable import ScenarioRunner

/// `navrun explore`: breadth first from every start, shortest reproducers that pass as written,
/// the same output at any number of jobs.
@Suite struct ExploreTests {
  private var examples: String { packageRoot.appendingPathComponent("Scenarios/explore").path }

  @Test func aHealthyAppPasses() {
    let outcome = navrun("explore", examples + "/healthy-shop.json")
    #expect(outcome.code == 0, "\(outcome.output)\(outcome.errors)")
    #expect(outcome.output.contains("stopped at the limit of depth 4"))
    #expect(outcome.output.contains("navigate home"))
    #expect(outcome.output.hasSuffix("1 start explored, 0 distinct failures\n"))
  }

  @Test func thePlantedBugIsFoundAtTheShortestDepthAndItsReproducerPasses() throws {
    let out = try TemporaryFolder()
    let outcome = navrun("explore", examples + "/locked-checkout.json", "--out", out.path)
    #expect(outcome.code == 1)
    #expect(
      outcome.output.contains(
        "FAIL navigate home: cantBeDismissed from Payment, 2 actions from the start\n"))
    #expect(outcome.output.contains("path: navigate checkout → navigate home\n"))
    let name = "locked-checkout-navigate-home-cantbedismissed.json"
    #expect(outcome.output.contains("reproducer: \(out.path)/\(name)"))
    let reproducer = out.read(name) ?? ""
    #expect(reproducer.contains(#"{"navigate": "home", "expectError": "cantBeDismissed"}"#))
    // Run as written, from another folder than the app's, with its `use` path rewritten.
    let run = navrun(out.path + "/" + name, "--record", "never")
    #expect(run.code == 0, "\(run.output)")
  }

  @Test func aMatrixScenariosReproducersAreNamedAfterTheirStart() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      #"{"golden": false, "define": {"destinations": {"home": {"find": "Home", "build": "Home", "action": "replaceRoot", "from": "root"}}}, "starts": {"locked": {"nav": ["A"], "presents": {"screen": "Lock", "dismissible": false}}}, "explore": {"depth": 1, "gestures": false}}"#,
      to: "app.json")
    let out = try TemporaryFolder()
    #expect(navrun("explore", folder.path + "/app.json", "--out", out.path).code == 1)
    #expect(out.files() == ["app-locked-navigate-home-cantbedismissed.json", "app.defs.json"])
  }

  @Test func theOutputIsTheSameAtAnyNumberOfJobs() throws {
    let one = try TemporaryFolder()
    let two = try TemporaryFolder()
    let file = examples + "/locked-checkout.json"
    let serial = navrun(
      "explore", file, "--jobs", "1", "--out", one.path, "--json", one.path + "/r.json")
    let parallel = navrun(
      "explore", file, "--jobs", "4", "--out", two.path, "--json", two.path + "/r.json")
    #expect(
      serial.output.replacingOccurrences(of: one.path, with: "OUT")
        == parallel.output.replacingOccurrences(of: two.path, with: "OUT"))
    #expect(one.files() == two.files())
    for name in one.files() where name.hasSuffix(".json") && name != "r.json" {
      #expect(one.read(name) == two.read(name), "\(name)")
    }
  }

  @Test func allowedCodesAreTheAppsAnswersNotFailures() throws {
    let folder = try TemporaryFolder()
    var text = try String(
      contentsOfFile: examples + "/locked-checkout.json", encoding: .utf8)
    text = text.replacingOccurrences(
      of: #""explore": {"#, with: #""explore": {"allow": ["cantBeDismissed"], "#)
    try folder.write(text, to: "app.json")
    try folder.write(
      try String(contentsOfFile: examples + "/shop.defs.json", encoding: .utf8),
      to: "shop.defs.json")
    let outcome = navrun("explore", folder.path + "/app.json")
    #expect(outcome.code == 0, "\(outcome.output)")
    #expect(outcome.output.contains("cantBeDismissed ×"))
  }

  @Test func theStateLimitStopsTheSearchAndSaysSo() {
    let outcome = navrun("explore", examples + "/healthy-shop.json", "--max-states", "5")
    #expect(outcome.output.contains("5 states"))
    #expect(outcome.output.contains("stopped at the limit of 5 states"))
  }

  @Test func gesturesApplyWhereTheScreenOffersThem() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      #"{"golden": false, "start": {"tabs": [{"nav": ["A", "B"]}, "C"], "id": "t", "presents": {"screen": "Sheet", "style": "pageSheet"}}, "explore": {"depth": 1}}"#,
      to: "app.json")
    let outcome = navrun("explore", folder.path + "/app.json")
    #expect(outcome.code == 0)
    #expect(outcome.output.contains("back: swipe the sheet down"))
    #expect(outcome.output.contains("rotate to compact"))
    // Under the sheet, the tab bar and the nav are not where the user's finger is.
    #expect(!outcome.output.contains("select tab"))
    #expect(!outcome.output.contains("back: pop"))
  }

  @Test func theUserSwipesBetweenPagesWhereTheDataSourceHasOne() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      #"{"golden": false, "start": {"pages": ["A"], "dataSource": ["A", "B", "C"], "id": "reader"}, "explore": {"depth": 3, "reachable": ["C"]}}"#,
      to: "reader.json")
    let outcome = navrun("explore", folder.path + "/reader.json")
    #expect(outcome.code == 0, "\(outcome.output)\(outcome.errors)")
    #expect(outcome.output.contains("swipe #reader forward"))
    #expect(outcome.output.contains("swipe #reader reverse"))
  }

  @Test func theLoginGateIsExploredThroughTheStateAndTheWaitingInterceptor() {
    let outcome = navrun("explore", examples + "/login-gate.json")
    #expect(outcome.code == 0, "\(outcome.output)\(outcome.errors)")
    for action in [
      "setState loggedIn=true", "setState loggedIn=false", "interceptor complete",
      "interceptor cancel",
    ] {
      #expect(outcome.output.contains("  \(action) "), "\(action)")
    }
  }

  @Test func aReproducerStartsInTheStateOfItsMatrixStart() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      #"{"golden": false, "state": {"loggedIn": false, "plan": "free"}, "define": {"destinations": {"x": {"find": "X", "build": "X", "action": "push", "from": {"find": "nav"}, "interceptor": {"cancel": true, "when": {"state": {"loggedIn": true}}}}}}, "starts": {"in": {"start": {"nav": ["A"]}, "state": {"loggedIn": true}}}, "explore": {"depth": 1, "gestures": false, "states": [{"plan": "pro"}]}}"#,
      to: "app.json")
    let out = try TemporaryFolder()
    #expect(navrun("explore", folder.path + "/app.json", "--out", out.path).code == 1)
    let name = "app-in-navigate-x-cancelledbyinterceptor.json"
    #expect(out.read(name)?.contains(#""state": {"plan": "free", "loggedIn": true}"#) == true)
    let run = navrun(out.path + "/" + name, "--record", "never")
    #expect(run.code == 0, "\(run.output)\(run.errors)")
  }

  @Test func withoutListedStatesEachBooleanIsSetBothWays() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      #"{"golden": false, "state": {"beta": false, "plan": "free"}, "start": {"nav": ["A"]}, "explore": {"depth": 1, "gestures": false}}"#,
      to: "app.json")
    let outcome = navrun("explore", folder.path + "/app.json")
    #expect(outcome.code == 0)
    #expect(outcome.output.contains("setState beta=true"))
    #expect(outcome.output.contains("setState beta=false"))
    #expect(!outcome.output.contains("plan="))
  }

  @Test func theNewGesturesAreTriedWhereTheyApply() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      #"{"golden": false, "sizeClass": "compact", "start": {"tabs": [{"nav": ["A", "B"]}, "C", "D", "E", "F", "G"], "id": "t"}, "explore": {"depth": 2}}"#,
      to: "app.json")
    let outcome = navrun("explore", folder.path + "/app.json")
    #expect(outcome.code == 0, "\(outcome.output)")
    #expect(outcome.output.contains("tap the selected tab 0 of #t"))
    #expect(outcome.output.contains("tap More of #t"))
    #expect(outcome.output.contains("tap the selected tab more of #t"))
    // A sheet that is modal in presentation is not swiped; a popover is tapped outside.
    try folder.write(
      #"{"golden": false, "start": {"nav": ["A"], "presents": {"screen": "S", "modalInPresentation": true}}, "explore": {"depth": 1}}"#,
      to: "modal.json")
    let modal = navrun("explore", folder.path + "/modal.json")
    #expect(!modal.output.contains("swipe the sheet down"), "\(modal.output)")
    try folder.write(
      #"{"golden": false, "start": {"nav": ["A"], "presents": {"screen": "S", "style": "popover"}}, "explore": {"depth": 1}}"#,
      to: "popover.json")
    let popover = navrun("explore", folder.path + "/popover.json")
    #expect(popover.output.contains("back: tap outside the popover"), "\(popover.output)")
  }

  /// A colour list's coordinator: some routes succeed with a warning (a pop at the root).
  private func coordinatorApp(failOnWarnings: Bool) throws -> TemporaryFolder {
    let folder = try TemporaryFolder()
    try folder.write(
      try String(
        contentsOfFile: packageRoot.appendingPathComponent(
          "Scenarios/coordinators/colors.defs.json"
        )
        .path, encoding: .utf8), to: "colors.defs.json")
    try folder.write(
      #"{"golden": false, "use": ["colors.defs.json"], "start": {"coordinator": "ColorList", "route": "list"}, "explore": {"routes": ["color(Red)"], "depth": 2, "gestures": false, "allow": ["unhandledRoute"], "failOnWarnings": \#(failOnWarnings)}}"#,
      to: "app.json")
    return folder
  }

  @Test func warningsAreCountedAndFailOnlyWhenAsked() throws {
    let counted = try coordinatorApp(failOnWarnings: false)
    let outcome = navrun("explore", counted.path + "/app.json")
    #expect(outcome.code == 0, "\(outcome.output)")
    #expect(outcome.output.contains("warning cannotPopRoot ×"))
    let failing = try coordinatorApp(failOnWarnings: true)
    let out = try TemporaryFolder()
    let strict = navrun("explore", failing.path + "/app.json", "--out", out.path)
    #expect(strict.code == 1)
    #expect(strict.output.contains("FAIL route colorRoute.settings: cannotPopRoot"))
    let name = try #require(out.files().first { $0.contains("cannotpoproot") })
    #expect(out.read(name)?.contains(#""expectWarning": "cannotPopRoot""#) == true)
    #expect(navrun(out.path + "/" + name, "--record", "never").code == 0)
  }

  @Test func reportsForCI() throws {
    let out = try TemporaryFolder()
    let outcome = navrun(
      "explore", examples + "/locked-checkout.json", "--json", out.path + "/e.json", "--junit",
      out.path + "/e.xml")
    #expect(outcome.code == 1)
    let jsonText = out.read("e.json") ?? ""
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(jsonText.utf8)) as? [String: Any])
    let starts = try #require(json["starts"] as? [[String: Any]])
    #expect((starts.first?["failures"] as? [Any])?.count == 3)
    let xml = out.read("e.xml") ?? ""
    #expect(xml.contains(#"<testcase name="navigate home""#))
    #expect(xml.contains(#"failures="3""#))
  }

  @Test func badInputIsExitTwo() throws {
    #expect(navrun("explore").code == 2)
    #expect(navrun("explore", "/nonexistent/app.json").code == 2)
    let folder = try TemporaryFolder()
    try folder.write(
      #"{"start": {"nav": ["A"]}, "explore": {"contexts": {"nowhere": ["1"]}}}"#, to: "app.json")
    let outcome = navrun("explore", folder.path + "/app.json")
    #expect(outcome.code == 2)
    #expect(outcome.errors.contains(#"unknown destination or action "nowhere""#))
    try folder.write(
      #"{"start": {"nav": ["A"]}, "explore": {"allow": ["cantBeDismised"]}}"#, to: "b.json")
    #expect(navrun("explore", folder.path + "/b.json").errors.contains("did you mean"))
  }
}
