import Foundation
import ScenarioRunner
import Testing

/// Scenarios shipped as test resources are read from the bundle, and never recorded into it.
@Suite struct BundledScenarioTests {
  @Test func aBundledScenarioRunsAgainstItsGolden() {
    #expect(bundledScenarios.contains("Bundled"))
    let reports = runScenarios(at: bundledScenarios + "/passing.json", record: .never)
    #expect(reports.map(\.status) == [.passed])
  }

  @Test(arguments: [RecordMode.missing, .all, .new])
  func aModeThatWouldWriteIntoTheBundleFailsAndSaysWhy(mode: RecordMode) throws {
    let before = try FileManager.default.contentsOfDirectory(atPath: bundledScenarios).sorted()
    let reports = runScenarios(at: bundledScenarios, record: mode)
    #expect(reports.map(\.isPassing) == [false, true, false])
    // `missing` would write only the golden that is missing; `all` and `new` the other too.
    let refused = reports.filter {
      $0.failureMessage?.contains("which the build made and a test only reads") == true
    }
    let expected = mode == .missing ? ["unrecorded.json"] : ["changed.json", "unrecorded.json"]
    #expect(refused.map(\.file.lastComponent) == expected)
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: bundledScenarios).sorted() == before)
    let golden = try String(contentsOfFile: bundledScenarios + "/changed.golden", encoding: .utf8)
    #expect(golden.hasSuffix("Settings  <- top\n"))
  }

  @Test func recordingNeverFailsOnlyOnWhatIsMissingOrDiffers() {
    let reports = runScenarios(at: bundledScenarios, record: .never)
    #expect(
      reports.map(\.file.lastComponent) == ["changed.json", "passing.json", "unrecorded.json"])
    #expect(reports.map(\.status) == [.failed, .passed, .failed])
    #expect(!reports.contains { $0.failureMessage?.contains("the build made") == true })
  }
}

extension String {
  /// The last component of a path.
  var lastComponent: String { split(separator: "/").last.map(String.init) ?? self }
}
