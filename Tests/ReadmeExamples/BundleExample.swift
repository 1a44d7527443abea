import Foundation
import NavrunTesting
import Testing

// Scenarios copied into the test bundle (`resources: [.copy("Scenarios")]`), for test runs
// without the sources: read only, never recorded into.
@Test func bundledScenariosMatchTheirGoldens() {
  let bundled = Bundle.module.path(forResource: "Scenarios", ofType: nil) ?? "Scenarios"
  assertScenarios(at: bundled)
}
