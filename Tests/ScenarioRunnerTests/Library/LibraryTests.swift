import NavrunTestSupport
import Testing

@testable import ScenarioRunner

/// `runScenarios(at:)` and `assertScenarios(at:fail:)`, the entry points for test suites.
@Suite struct LibraryTests {
  @Test func runScenariosReturnsOneReportPerFileInPathOrder() throws {
    let folder = try TemporaryFolder()
    try folder.write(pushScenario, to: "b.json")
    try folder.write("window (regular)\n  nav\n    Feed\n    Post  <- top\n", to: "b.golden")
    try folder.write(
      #"{"start": {"nav": ["A"]}, "steps": [{"push": {"nav": []}}]}"#, to: "a/x.json")
    let reports = runScenarios(at: folder.path)
    #expect(reports.map(\.file) == [folder.path + "/a/x.json", folder.path + "/b.json"])
    #expect(reports.map(\.isPassing) == [false, true])
    #expect(
      reports[0].failureMessage?.contains("steps[0] push failed: cannotPushContainer") == true)
    #expect(reports[1].failureMessage == nil)
    #expect(reports[1].steps.map(\.title) == ["steps[0] push"])
  }

  @Test func theDefaultRecordModeWritesNothing() throws {
    let folder = try TemporaryFolder()
    try folder.write(pushScenario, to: "a.json")
    let reports = runScenarios(at: folder.path)
    #expect(reports.map(\.status) == [.failed])
    #expect(folder.files() == ["a.json"])
    #expect(runScenarios(at: folder.path, record: .missing).map(\.status) == [.recorded])
    #expect(runScenarios(at: folder.path + "/a.json").map(\.status) == [.passed])
  }

  @Test func aMissingOrEmptyPathIsAFailingReport() throws {
    let folder = try TemporaryFolder()
    let empty = runScenarios(at: folder.path)
    #expect(empty.map(\.status) == [.invalid])
    #expect(empty[0].failureMessage?.contains("no scenario files") == true)
    #expect(runScenarios(at: folder.path + "/nowhere").map(\.status) == [.invalid])
  }

  @Test func assertScenariosCallsFailOncePerFailingFileWithTheDiff() throws {
    let folder = try TemporaryFolder()
    try folder.write(pushScenario, to: "a.json")
    try folder.write("window (regular)\n  nav\n    Feed  <- top\n", to: "a.golden")
    try folder.write(#"{"start": "A", "golden": false}"#, to: "b.json")
    var messages: [String] = []
    let reports = assertScenarios(at: folder.path) { messages.append($0) }
    #expect(reports.count == 2)
    #expect(messages.count == 1)
    #expect(messages.first?.hasPrefix("\(folder.path)/a.json: failed\n") == true)
    #expect(messages.first?.contains("+    Post  <- top") == true)
  }

  @Test func aSelectionNarrowsTheRun() throws {
    let folder = try TemporaryFolder()
    try folder.write(#"{"start": "A", "golden": false, "tags": ["smoke"]}"#, to: "a.json")
    try folder.write(#"{"start": "A", "golden": false}"#, to: "b.json")
    var selection = Selection()
    selection.tags = ["smoke"]
    #expect(runScenarios(at: folder.path, selection: selection).map(\.name) == ["a"])
  }
}

/// The README's examples, as a test suite would write them.
@Suite struct ReadmeExampleTests {
  static let scenarios = packageRoot.appendingPathComponent("Scenarios").path

  @Test func navigationScenariosMatchTheirGoldens() {
    let reports = assertScenarios(at: Self.scenarios) { Issue.record(Comment(rawValue: $0)) }
    #expect(reports.count > 10)
  }

  @Test(arguments: runScenarios(at: scenarios))
  func scenario(_ report: ScenarioReport) {
    #expect(report.isPassing, Comment(rawValue: report.failureMessage ?? ""))
  }
}
