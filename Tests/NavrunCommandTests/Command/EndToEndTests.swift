import Foundation
import NavrunCommandTestSupport
import NavrunTestSupport
import Testing

@testable import NavrunCommand

/// A few runs of the built `navrun` binary, checking its standard output and exit code.
@Suite struct EndToEndTests {
  func run(_ arguments: [String], in folder: String) throws -> (code: Int32, output: String) {
    let process = Process()
    process.executableURL = navrunBinary
    process.arguments = arguments
    process.currentDirectoryURL = URL(fileURLWithPath: folder)
    process.environment = ["PATH": "/usr/bin:/bin"]
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }

  @Test func theBinaryRunsScenariosByDefaultAndRecordsGoldens() throws {
    let folder = try TemporaryFolder()
    try folder.write(pushScenario, to: "Scenarios/push.json")
    let first = try run([], in: folder.path)
    #expect(first.code == 0)
    #expect(first.output.hasPrefix("NEW     Scenarios/push.json"))
    #expect(first.output.hasSuffix("1 new golden written\n1 passed, 0 failed\n"))
    let second = try run(["run", "Scenarios", "--record", "never"], in: folder.path)
    #expect(second.code == 0)
    #expect(second.output.hasPrefix("PASS    Scenarios/push.json"))
  }

  @Test func theBinaryPointsAtATypo() throws {
    let folder = try TemporaryFolder()
    try folder.write(#"{"start": {"nav": ["A"]}, "steps": [{"pussh": "B"}]}"#, to: "typo.json")
    let outcome = try run(["typo.json"], in: folder.path)
    #expect(outcome.code == 2)
    #expect(
      outcome.output.contains(
        """
        typo.json:1:38: error: steps[0]: unknown step "pussh"; did you mean "push"?
            {"start": {"nav": ["A"]}, "steps": [{"pussh": "B"}]}
                                                 ^
        """))
  }

  @Test func theBinaryReportsAGoldenMismatchWithADiff() throws {
    let folder = try TemporaryFolder()
    try folder.write(pushScenario, to: "a.json")
    try folder.write("window (regular)\n  nav\n    Feed  <- top\n", to: "a.golden")
    let outcome = try run(["a.json"], in: folder.path)
    #expect(outcome.code == 1)
    #expect(outcome.output.contains("-    Feed  <- top"))
    #expect(outcome.output.contains("+    Post  <- top"))
    #expect(outcome.output.hasSuffix("0 passed, 1 failed\n"))
  }

  @Test func theBinaryWritesItsReportFilesBeforeItExits() throws {
    let folder = try TemporaryFolder()
    try folder.write(pushScenario, to: "a.json")
    try folder.write("window (regular)\n  nav\n    Feed  <- top\n", to: "a.golden")
    try folder.write(pushScenario, to: "b.json")
    let outcome = try run(
      [".", "--record", "missing", "--junit", "report.xml", "--jobs", "2"], in: folder.path)
    #expect(outcome.code == 1)
    #expect(outcome.output.hasSuffix("1 new golden written\n1 passed, 1 failed\n"))
    let report = folder.read("report.xml") ?? ""
    #expect(report.contains("tests=\"2\""))
    #expect(report.hasSuffix("</testsuites>\n"))
  }
}
