import Foundation
import NavrunCommandTestSupport
import NavrunTestSupport
import Testing

@testable import NavrunCommand
@testable import ScenarioRunner

/// The progress line of a long exploration: after its delay, on a terminal, outside CI.
@Suite struct ExploreProgressTests {
  /// A line on a clock the test moves, writing into `written`.
  final class Drawing: @unchecked Sendable {
    var time = Duration.zero
    var written = ""
  }

  func line(_ drawing: Drawing, isEnabled: Bool = true) -> ExploreProgressLine {
    ExploreProgressLine(
      isEnabled: isEnabled, now: { drawing.time }, write: { drawing.written += $0 })
  }

  @Test func theLineWaitsASecondIsRedrawnInPlaceAndErased() {
    let drawing = Drawing()
    var progress = line(drawing)
    progress.show(ExploreProgress(states: 10, depth: 1, transitions: 40))
    #expect(drawing.written.isEmpty, "before the delay")
    drawing.time = .seconds(2)
    progress.show(ExploreProgress(states: 12_345, depth: 7, transitions: 200_000))
    #expect(
      drawing.written == "\r\u{1B}[Kexploring: 12 345 states, depth 7, 100 000 transitions/s")
    drawing.written = ""
    drawing.time += .milliseconds(10)
    progress.show(ExploreProgress(states: 12_400, depth: 7, transitions: 200_100))
    #expect(drawing.written.isEmpty, "too soon after the last drawing")
    drawing.time += .milliseconds(200)
    progress.show(ExploreProgress(states: 13_000, depth: 8, transitions: 201_000))
    #expect(drawing.written.hasPrefix("\r\u{1B}[Kexploring: 13 000 states, depth 8"))
    drawing.written = ""
    progress.erase()
    #expect(drawing.written == "\r\u{1B}[K")
    drawing.written = ""
    progress.erase()
    #expect(drawing.written.isEmpty, "erased once")
  }

  @Test func aLineThatIsOffDrawsNothing() {
    let drawing = Drawing()
    var progress = line(drawing, isEnabled: false)
    drawing.time = .seconds(5)
    progress.show(ExploreProgress(states: 1, depth: 1, transitions: 1))
    progress.erase()
    #expect(drawing.written.isEmpty)
  }

  /// An app of two screens that push each other: a few states, explored in process.
  func app() throws -> TemporaryFolder {
    let folder = try TemporaryFolder()
    try folder.write(
      #"""
      {"golden": false, "define": {"destinations": {
        "a": {"build": "A", "action": "push", "from": {"find": {"nav": true}}},
        "b": {"build": "B", "action": "push", "from": {"find": {"nav": true}}}}},
       "start": {"nav": ["Home"]}, "explore": {"depth": 3}}
      """#, to: "app.json")
    return folder
  }

  func explore(_ folder: borrowing TemporaryFolder, environment: [String: String], isTerminal: Bool)
    -> (code: Int32, output: String)
  {
    var output = ""
    let code = Navrun.main(
      arguments: ["explore", folder.path + "/app.json", "--jobs", "1"],
      environment: environment, isTerminal: isTerminal, write: { output += $0 },
      writeError: { _ in }, progressDelay: .zero)
    return (code, output)
  }

  @Test func aTerminalShowsTheLineAndEndsWithItErased() throws {
    let folder = try app()
    let outcome = explore(folder, environment: [:], isTerminal: true)
    #expect(outcome.code == 0)
    #expect(outcome.output.hasPrefix("\r\u{1B}[Kexploring: "))
    // Erased before the results: no line of them starts on the progress line.
    let results = try #require(outcome.output.components(separatedBy: "\r\u{1B}[K").last)
    #expect(!results.contains("\r") && results.contains("1 start explored"))
    #expect(outcome.output.hasSuffix("1 start explored, 0 distinct failures\n"))
  }

  @Test func notOnATerminalNorUnderCIIsThereALine() throws {
    let folder = try app()
    #expect(!explore(folder, environment: [:], isTerminal: false).output.contains("\r"))
    #expect(!explore(folder, environment: ["CI": "true"], isTerminal: true).output.contains("\r"))
  }
}
