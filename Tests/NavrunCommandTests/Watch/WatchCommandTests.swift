import Foundation
import NavrunCommandTestSupport
import NavrunTestSupport
import Testing

@testable import NavrunCommand
@testable import ScenarioRunner

/// `navrun --watch` as the command line runs it: what it refuses, and what each poll prints.
@Suite struct WatchCommandTests {
  @Test(arguments: [
    ["--watch", "--tap"], ["--watch", "--junit", "out.xml"], ["--watch", "--json=out.json"],
    ["--watch", "--html", "out.html"], ["--watch", "--shard", "1/2"], ["--watch", "--update"],
    ["--record", "all", "--watch"], ["--watch", "--unreferenced", "delete"],
    ["validate", "--watch", "--tap"],
  ])
  func refusesWhatMakesNoSenseWhileWatching(arguments: [String]) throws {
    let folder = try TemporaryFolder()
    try folder.write(pushScenario, to: "a.json")
    let outcome = navrun(arguments + [folder.path])
    #expect(outcome.code == 2)
    #expect(outcome.output.isEmpty)
    #expect(outcome.errors.hasPrefix("navrun: error: --watch does not go with "))
    #expect(outcome.errors.split(separator: "\n").count == 2, "one line and the pointer to help")
    #expect(folder.files() == ["a.json"], "nothing ran")
  }

  @Test(arguments: [["print", "--watch"], ["review", "--watch"], ["accept", "--watch"]])
  func otherCommandsDoNotWatch(arguments: [String]) throws {
    let folder = try TemporaryFolder()
    try folder.write(pushScenario, to: "a.json")
    let outcome = navrun(arguments + [folder.path + "/a.json"])
    #expect(outcome.code == 2)
    #expect(outcome.errors.contains("--watch"))
  }

  @Test func refusesToRewriteEveryGoldenFromTheEnvironment() throws {
    let folder = try TemporaryFolder()
    try folder.write(pushScenario, to: "a.json")
    let outcome = navrun(["--watch", folder.path], environment: ["NAVRUN_RECORD": "all"])
    #expect(outcome.code == 2)
    #expect(outcome.errors.hasPrefix("navrun: error: --watch does not go with NAVRUN_RECORD=all"))
    #expect(folder.files() == ["a.json"])
  }

  @Test func aMissingPathIsAnErrorAtOnce() throws {
    let folder = try TemporaryFolder()
    let outcome = navrun("--watch", folder.path + "/nowhere")
    #expect(outcome.code == 2)
    #expect(outcome.errors.contains("no such file or folder"))
  }

  /// Off a terminal each poll's text follows the last, plainly: no escape clears the screen.
  @Test func printsEachPollThatFoundSomethingAfterTheFirst() throws {
    let folder = try TemporaryFolder()
    try folder.write(pushScenario, to: "a.json")
    try folder.write(pushScenario, to: "b.json")
    var polls = 0
    let outcome = navrun(
      ["--watch", "--filter", "*.json", folder.path],
      watch: .polls(3) {
        polls += 1
        // The second poll finds a change; the third finds none and prints nothing.
        if polls == 1 { try? folder.write(pushScenario + " ", to: "a.json") }
      })
    #expect(outcome.code == 0)
    #expect(!outcome.output.contains("\u{1B}"))
    let screens = outcome.output.components(separatedBy: "watching ")
    #expect(screens.count == 3, "two screens, each ending with what it watches")
    #expect(screens[0].contains("b.json"))
    #expect(screens[1].contains("watch: 1 file changed: \(folder.path)/a.json\n"))
    #expect(screens[1].contains("a.json"))
    #expect(!screens[1].contains("b.json"))
    #expect(screens[1].hasSuffix("2 passed, 0 failed\n"))
  }

  /// On a terminal each screen starts by clearing the terminal, so the summary is redrawn.
  @Test func redrawsOnATerminal() throws {
    let folder = try TemporaryFolder()
    try folder.write(pushScenario, to: "a.json")
    let outcome = navrun(["--watch", "--color", "never", folder.path], isTerminal: true)
    #expect(outcome.output.hasPrefix("\u{1B}[2J\u{1B}[H"))
    #expect(outcome.output.contains("1 passed, 0 failed\n"))
  }

  /// A failure that did not re-run stays on the screen, and sets the exit code.
  @Test func aFailureOutOfTheRerunStaysInView() throws {
    let folder = try TemporaryFolder()
    try folder.write(pushScenario, to: "a.json")
    try folder.write(#"{"start": {"nav": ["A"]}, "steps": [{"pop": "x"}]}"#, to: "b.json")
    let outcome = navrun(
      ["--watch", folder.path],
      watch: .polls(2) { try? folder.write(pushScenario + " ", to: "a.json") })
    #expect(outcome.code == 2)
    let second = try #require(outcome.output.components(separatedBy: "watch: ").last)
    #expect(second.contains("ERROR   \(folder.path)/b.json"))
    #expect(second.contains("1 passed, 1 failed\n"))
  }
}
