import NavrunTestSupport
import Testing

@testable import ScenarioRunner

/// The JUnit report counts each start of a matrix scenario as a test of its own, failing or
/// passing alone.
@Suite struct JUnitMatrixTests {
  /// The JUnit report of a run of `s/` in `folder`, read back.
  func junit(_ folder: borrowing TemporaryFolder, record: RecordMode = .missing) throws
    -> JUnitReader
  {
    let reports = runScenarios(at: folder.path + "/s", record: record, jobs: 1)
    return try #require(JUnitReader.read(JUnitReport.document(for: RunSummary(reports: reports))))
  }

  @Test func eachStartIsATestCase() throws {
    let folder = try TemporaryFolder()
    try folder.write(commentsMatrixScenario, to: "s/m.json")
    let report = try junit(folder)
    #expect(report.suites.first?["tests"] == "2")
    #expect(report.cases.map { $0.attributes["name"] } == ["Comments [feed]", "Comments [post]"])
    #expect(report.cases.allSatisfy { $0.failure == nil })
    #expect(report.cases[0].output?.hasPrefix("start feed: steps[0] push: passed") == true)
    #expect(report.cases[0].output?.contains("start post:") == false)
  }

  @Test func aStartWhoseSectionDiffersFailsAlone() throws {
    let folder = try TemporaryFolder()
    try folder.write(commentsMatrixScenario, to: "s/m.json")
    #expect(runScenarios(at: folder.path + "/s", record: .missing).allSatisfy { $0.isPassing })
    let goldenText = folder.read("s/m.golden")
    let golden = try #require(goldenText)
    try folder.write(golden.replacing("Post\n", with: "Poster\n"), to: "s/m.golden")
    let report = try junit(folder, record: .never)
    #expect(report.suites.first?["tests"] == "2")
    #expect(report.suites.first?["failures"] == "1")
    #expect(report.cases[0].failure == nil)
    let failing = report.cases[1]
    #expect(
      failing.failureAttributes["message"]
        == "the result differs from the golden (from start \"post\")")
    #expect(failing.failure?.contains("-    Poster\n+    Post\n") == true)
    #expect(failing.failure?.contains("Feed\n+") == false)
  }

  @Test func aStartWhoseStepFailsFailsAloneAndTheOthersAreComparedWithTheirSections() throws {
    let folder = try TemporaryFolder()
    try folder.write(commentsMatrixScenario, to: "s/m.json")
    #expect(runScenarios(at: folder.path + "/s", record: .missing).allSatisfy { $0.isPassing })
    // A third start whose push fails: a lone screen is in no navigation controller.
    try folder.write(
      commentsMatrixScenario.replacing(#""post": {"#, with: #""bad": "Lonely", "post": {"#),
      to: "s/m.json")
    let report = try junit(folder, record: .never)
    #expect(
      report.cases.map { $0.attributes["name"] ?? "" } == [
        "Comments [feed]", "Comments [bad]", "Comments [post]",
      ])
    #expect(report.cases[0].failure == nil)
    #expect(report.cases[1].failure?.contains(#"start "bad": steps[0] push failed"#) == true)
    #expect(report.cases[2].failure == nil)
    #expect(report.suites.first?["failures"] == "1")
  }

  @Test func aStartThatCannotBeBuiltIsAnError() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      #"{"starts": {"ok": {"nav": ["A"]}, "bad": {"tabs": ["B"], "selected": 4}}, "golden": false, "steps": [{"expectTop": "A"}]}"#,
      to: "s/m.json")
    let report = try junit(folder)
    #expect(report.suites.first?["errors"] == "1")
    #expect(report.cases[0].failure == nil && report.cases[0].error == nil)
    #expect(report.cases[1].error?.contains("start \"bad\": start:") == true)
  }
}
