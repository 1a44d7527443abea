import NavrunTestSupport
import Testing

@testable import ScenarioRunner

@Suite struct DecodingWarningReportTests {
  @Test func aDecodingWarningIsShownLocatedAndTheScenarioStillPasses() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      #"{"start": {"nav": ["Home"]}, "steps": [{"push": "Cart "}], "golden": false}"#,
      to: "a.json")
    let outcome = navrun(folder.path)
    #expect(outcome.code == 0)
    #expect(
      outcome.output.contains(
        #"warning: \#(folder.path)/a.json:1:49: screen type "Cart " has spaces at its ends"#))
  }
}
