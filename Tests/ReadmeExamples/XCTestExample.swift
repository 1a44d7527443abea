import Foundation
import NavrunTesting
import ScenarioRunner
import XCTest

final class NavigationScenarioTests: XCTestCase {
  func testScenariosMatchTheirGoldens() {
    let folder = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().appendingPathComponent("Scenarios").path
    assertScenarios(at: folder)
  }

  func testSmokeScenarios() {
    let folder = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().appendingPathComponent("Scenarios").path
    var smoke = Selection()
    smoke.tags = ["smoke"]
    let reports = runScenarios(at: folder, selection: smoke)
    XCTAssertFalse(reports.isEmpty, "no scenario is tagged \"smoke\"")
    XCTAssertTrue(reports.allSatisfy(\.isPassing))
  }
}
