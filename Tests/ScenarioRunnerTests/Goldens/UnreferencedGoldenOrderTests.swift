import Foundation
import Testing

@testable import ScenarioRunner

/// Which goldens no report uses, whether the two lists agree in order or not.
@Suite struct UnreferencedGoldenOrderTests {
  private func report(_ file: String, golden: String?, status: ScenarioStatus = .passed)
    -> ScenarioReport
  {
    var report = ScenarioRun.emptyReport(for: file)
    report.goldenFile = golden
    report.status = status
    return report
  }

  @Test func goldensUsedInTheSameOrderAreAllUsed() {
    let reports = ["a", "b", "c"].map { report("\($0).json", golden: "\($0).golden") }
    #expect(
      UnreferencedGoldens.find(among: ["a.golden", "b.golden", "c.golden"], reports: reports)
        .isEmpty)
  }

  @Test func goldensAfterTheFirstDisagreementAreLookedUp() {
    // "c" uses no golden; "d" uses a golden listed before its place, "b" one listed after.
    let reports = [
      report("a.json", golden: "a.golden"), report("b.json", golden: "z/b.golden"),
      report("c.json", golden: nil), report("d.json", golden: "d.golden"),
      report("e.json", golden: nil, status: .invalid),
    ]
    let goldens = ["a.golden", "d.golden", "c.golden", "e.golden", "z/b.golden", "z/y.golden"]
    let found = UnreferencedGoldens.find(among: goldens, reports: reports)
    #expect(found.map(\.file) == ["c.golden", "z/y.golden"])
    #expect(found.map(\.reason) == ["c.json does not exist", "z/y.json does not exist"])
  }

  @Test func moreUsedThanListedFindsNone() {
    let reports = ["a", "b"].map { report("\($0).json", golden: "\($0).golden") }
    #expect(UnreferencedGoldens.find(among: ["a.golden"], reports: reports).isEmpty)
    #expect(UnreferencedGoldens.find(among: [], reports: reports).isEmpty)
  }
}
