import NavrunTestSupport
import Testing

@testable import ScenarioRunner

@Suite struct DecodingWarningReportTests {
  @Test func aDecodingWarningIsShownLocatedAndTheScenarioStillPasses() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      #"{"start": {"nav": ["Home"]}, "steps": [{"push": "Cart "}], "golden": false}"#,
      to: "a.json")
    let report = ScenarioRun(record: .never).report(for: folder.path + "/a.json")
    #expect(report.isPassing)
    #expect(
      report.warnings.contains {
        $0.hasPrefix(#"\#(folder.path)/a.json:1:49: screen type "Cart " has spaces at its ends"#)
      }, "\(report.warnings)")
  }
}
