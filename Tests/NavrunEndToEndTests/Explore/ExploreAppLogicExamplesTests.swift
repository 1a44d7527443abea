import Foundation
import NavrunCommandTestSupport
import NavrunTestSupport
import Testing

@testable import ScenarioRunner

/// `navrun explore` on the app-logic examples: a plain UIKit app explored action by action,
/// and a banking app whose exploration reports no false failure; a property's failure comes
/// with a reproducer that passes as written.
@Suite struct ExploreAppLogicExamplesTests {
  private var examples: String { packageRoot.appendingPathComponent("Scenarios/app-logic").path }

  @Test func thePlainUIKitAppIsExploredActionByAction() {
    let outcome = navrun("explore", examples + "/plain-uikit-app.json")
    #expect(outcome.code == 0, "\(outcome.output)\(outcome.errors)")
    for action in [
      "tap open article (a-1) on Timeline", "tap open author (ada) on Article",
      "tap compose on Timeline", "tap type on Compose", "tap sign in on SignIn",
    ] {
      #expect(outcome.output.contains("  \(action) "), "\(action)")
    }
  }

  @Test func theSwiftUIAppIsExploredWithItsBackSwipeDialogsAndDetents() {
    let outcome = navrun(
      "explore",
      packageRoot.appendingPathComponent("Scenarios/swiftui").path + "/social-app.json")
    #expect(outcome.code == 0, "\(outcome.output)\(outcome.errors)")
    #expect(outcome.output.contains("1 start explored, 0 distinct failures"))
    for action in [
      "back: pop", "back: swipe the sheet down", "drag the sheet to large",
      "tap Delete of the confirmationDialog", "tap Cancel of the confirmationDialog",
      "tap post on Compose", "openURL social://status/42",
    ] {
      #expect(outcome.output.contains("  \(action) "), "\(action)")
    }
  }

  @Test func theBankingAppReportsNoFalseFailure() {
    let outcome = navrun("explore", examples + "/banking.json")
    #expect(outcome.code == 0, "\(outcome.output)\(outcome.errors)")
    #expect(outcome.output.contains("  openURL banko://transaction/t-2 "))
    #expect(outcome.output.contains("  route payee(p-2) "))
    #expect(outcome.output.contains("  tap open payee (p-1) on PayeeList "))
    // Internal destinations are reached through the app's actions, not navigated to.
    #expect(!outcome.output.contains("  navigate "))
    #expect(!outcome.output.contains("  route payee "))
    #expect(!outcome.output.contains("noSuchCoordinator"))
  }

  @Test func aBrokenPropertyHasAShortestPathAndAReproducerThatPasses() throws {
    let folder = try TemporaryFolder()
    // The sign-in screen presented from the root, which ignores it while a sheet is up.
    let definitions = try String(contentsOfFile: examples + "/banko.defs.json", encoding: .utf8)
      .replacingOccurrences(of: #""from": "top""#, with: #""from": "root""#)
    try folder.write(definitions, to: "banko.defs.json")
    try folder.write(
      try String(contentsOfFile: examples + "/banking.json", encoding: .utf8), to: "banking.json")
    let out = try TemporaryFolder()
    let outcome = navrun("explore", folder.path + "/banking.json", "--out", out.path)
    #expect(outcome.code == 1)
    #expect(
      outcome.output.contains(
        "FAIL setState signedIn=false: never from Transfer, 2 actions from the start\n"))
    #expect(outcome.output.contains("path: do new transfer → setState signedIn=false\n"))
    let name = try #require(out.files().first { $0.contains("never-at-transfer") })
    let reproducer = out.read(name) ?? ""
    #expect(reproducer.contains(#"{"do": "new transfer"}"#))
    let run = navrun(out.path + "/" + name, "--record", "never")
    #expect(run.code == 0, "\(run.output)\(run.errors)")
  }
}
