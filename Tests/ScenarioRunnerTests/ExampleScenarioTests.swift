import Foundation
import Testing

@testable import ScenarioRunner

/// Every example in `Scenarios/` passes against its committed golden, with recording off.
@Suite struct ExampleScenarioTests {
  static let files = ScenarioDiscovery.files(in: [
    packageRoot.appendingPathComponent("Scenarios").path
  ])
  .files

  @Test func thereAreExamples() {
    #expect(Self.files.count > 10)
  }

  @Test(arguments: files)
  func exampleScenarioMatchesItsGolden(file: String) {
    let report = ScenarioRun(record: .never).report(for: file)
    #expect(report.status == .passed || report.status == .definitions, "\(report.diagnostics)")
  }
}
