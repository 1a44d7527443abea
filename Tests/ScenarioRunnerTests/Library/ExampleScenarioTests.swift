import Foundation
import NavrunTestSupport
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

  /// A fidelity scenario's name starts with three digits, so that its folder lists the suite in
  /// order.
  @Test func fidelityScenariosAreNumberedWithThreeDigits() {
    let names = Self.files.filter { $0.contains("/Scenarios/fidelity/") }.map {
      URL(fileURLWithPath: $0).lastPathComponent
    }
    #expect(names.count > 400)
    for name in names { #expect(name.wholeMatch(of: /\d{3}-.+/) != nil, "\(name)") }
  }

  @Test(arguments: files)
  func exampleScenarioMatchesItsGolden(file: String) {
    let report = ScenarioRun(record: .never).report(for: file)
    #expect(report.status == .passed || report.status == .definitions, "\(report.diagnostics)")
  }

  /// The console's runs keep no steps and derive appear/disappear events only where the
  /// golden or an `expectEvents` step reads them: the examples that do pass all the same.
  @Test(arguments: files)
  func exampleScenarioMatchesItsGoldenWithoutKeepingSteps(file: String) {
    var run = ScenarioRun(record: .never)
    run.keepsSteps = false
    let report = run.report(for: file)
    #expect(report.status == .passed || report.status == .definitions, "\(report.diagnostics)")
    #expect(report.steps.isEmpty)
  }
}
