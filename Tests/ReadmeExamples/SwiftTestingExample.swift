import Foundation
import NavrunTesting
import ScenarioRunner
import Testing

// The folder beside this test file (read in place, so NAVRUN_RECORD=missing writes goldens there).
let scenarios = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().appendingPathComponent("Scenarios").path

@Test func navigationScenariosMatchTheirGoldens() {
  assertScenarios(at: scenarios)
}

// Or one test case per file, with the reports to assert on:
@Test(arguments: runScenarios(at: scenarios))
func scenario(_ report: ScenarioReport) {
  #expect(report.isPassing, Comment(rawValue: report.failureMessage ?? ""))
}
