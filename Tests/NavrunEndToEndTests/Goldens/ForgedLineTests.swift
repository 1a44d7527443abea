import Foundation
import NavrunCommandTestSupport
import NavrunTestSupport
import Testing

/// Names a scenario writes never become lines of their own in a golden: a state key, a
/// checkpoint's or a destination's name holding a control character is a located error, a
/// state key that is not a plain name is quoted, and free text in an event (a route's
/// argument) is escaped.
@Suite struct ForgedLineTests {
  @Test func twoDifferentAppStatesRecordDifferentGoldens() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      #"{"state": {"a": true, "b": true}, "start": {"nav": ["Home"]}}"#, to: "one.json")
    try folder.write(#"{"state": {"a=true b": true}, "start": {"nav": ["Home"]}}"#, to: "two.json")
    #expect(navrun(folder.path).code == 0)
    let one = folder.read("one.golden") ?? ""
    let two = folder.read("two.golden") ?? ""
    #expect(one.hasPrefix("state: a=true b=true\n"))
    #expect(two.hasPrefix(#"state: "a=true b"=true"# + "\n"))
  }

  @Test(arguments: [
    (
      #"{"state": {"k\nwindow (regular)": true}, "start": {"nav": ["Home"]}}"#,
      "a.json:1:12: error: state: a state key cannot hold a control character (U+000A)"
    ),
    (
      #"{"start": {"nav": ["Home"]}, "steps": [{"push": "X", "checkpoint": "c --\n-- final"}]}"#,
      "a.json:1:68: error: steps[0].checkpoint: a checkpoint name cannot hold a control character (U+000A)"
    ),
    (
      #"{"define": {"destinations": {"x\n  (no events)": {"find": "Home"}}}, "start": {"nav": ["Home"]}}"#,
      "a.json:1:30: error: define.destinations: a destination name cannot hold a control character (U+000A)"
    ),
  ])
  func aNameWithALineBreakIsALocatedError(scenario: String, error: String) throws {
    let folder = try TemporaryFolder()
    try folder.write(scenario, to: "a.json")
    let outcome = navrun(folder.path)
    #expect(outcome.code == 2)
    #expect(outcome.output.contains(error), "\(outcome.output)")
  }

  @Test func aRouteArgumentWithALineBreakStaysOnItsEventLine() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      #"""
      {"define": {"coordinators": {"C": {"kind": "stack", "routes": {
         "start": {"push": "Home"}, "color": {"push": {"screen": "Color", "context": "$arg"}}}}}},
       "start": {"coordinator": "C", "route": "start"}, "record": ["events"],
       "steps": [{"route": "color(Red\n  forged event line\nsteps[7] fake)"}]}
      """#, to: "a.json")
    #expect(navrun(folder.path).code == 0)
    let golden = folder.read("a.golden") ?? ""
    #expect(!golden.contains("\n  forged event line"), "\(golden)")
    #expect(golden.contains(#"handles color(Red\u000a  forged event line\u000asteps[7] fake)"#))
  }

  /// A report written where a line of its own would mean something (a key file) holds no
  /// line of the scenario's choosing.
  @Test func aScenarioNameWithALineBreakIsOneLineOfTheHTMLReport() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      #"{"scenario": "a\nssh-ed25519 AAAA attacker@evil\n", "start": "Home", "golden": false}"#,
      to: "S/a.json")
    #expect(navrun(folder.path + "/S", "--html", folder.path + "/r.html").code == 0)
    let html = folder.read("r.html") ?? ""
    #expect(html.contains("a&#10;ssh-ed25519 AAAA attacker@evil&#10;"))
    #expect(!html.split(separator: "\n").contains { $0.hasPrefix("ssh-ed25519") })
  }

  /// A scenario in a pull request must not put a file from outside the checkout into the
  /// console, the JUnit or the HTML report.
  @Test(arguments: ["../../home/credentials.json", "../link/credentials.json"])
  func aUsedFileOutsideTheRepositoryIsRefusedUnread(use: String) throws {
    let folder = try TemporaryFolder()
    try folder.write(#"{"client_secret": "d-FL-secret-Ty"}"#, to: "home/credentials.json")
    try folder.write("", to: "proj/.git/HEAD")
    try folder.write(#"{"templates": {"t": "T"}}"#, to: "proj/shared.defs.json")
    try folder.write(
      #"{"use": ["../shared.defs.json"], "start": {"template": "t"}, "golden": false}"#,
      to: "proj/Scenarios/fine.json")
    try FileManager.default.createSymbolicLink(
      atPath: folder.path + "/proj/link", withDestinationPath: folder.path + "/home")
    try folder.write(
      #"{"use": ["\#(use)"], "start": {"nav": ["Home"]}}"#, to: "proj/Scenarios/leak.json")
    let outcome = navrun(
      folder.path + "/proj/Scenarios", "--junit", folder.path + "/r.xml", "--html",
      folder.path + "/r.html")
    #expect(outcome.code == 2)
    #expect(outcome.output.contains("is outside the repository"), "\(outcome.output)")
    #expect(outcome.output.contains("PASS") && outcome.output.contains("fine.json"))
    for text in [outcome.output, outcome.errors, folder.read("r.xml"), folder.read("r.html")] {
      #expect(text?.contains("secret") == false)
    }
  }
}
