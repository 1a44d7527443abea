// Golden files that no scenario uses, found after a full run (no filter, tag or shard: on a
// partial run every golden outside the selection would look unused). A golden is unreferenced
// when its scenario file is gone or says `"golden": false`; the golden of a file that does not
// decode counts as used, since navrun cannot tell.

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

package enum UnreferencedGoldens {
  /// The unreferenced goldens among `goldens` (those found below the run's folders), given
  /// the run's reports.
  package static func find(among goldens: [String], reports: [ScenarioReport])
    -> [UnreferencedGolden]
  {
    // The goldens the reports use, in the reports' order, read in place by index, so that no
    // report is copied.
    var usedInOrder: [String] = []
    usedInOrder.reserveCapacity(reports.count)
    for index in reports.indices {
      if let golden = reports[index].goldenFile { usedInOrder.append(golden) }
      if reports[index].status == .invalid {
        usedInOrder.append(GoldenStore.goldenPath(for: reports[index].file))
      }
    }
    // In most suites every scenario has its golden beside it, and both lists come in the
    // same order: the goldens they agree on are used, with no hashing, which keeps the end of
    // a large run short. Since the goldens are distinct, none used at an agreeing position is
    // among the rest.
    let agreeing = zip(goldens, usedInOrder).prefix { $0 == $1 }.count
    let used = Set(usedInOrder[agreeing...])
    var found: [UnreferencedGolden] = []
    for golden in goldens[agreeing...] where !used.contains(golden) {
      let scenario = String(golden.dropLast(".golden".count)) + ".json"
      let reason =
        FileManager.default.fileExists(atPath: scenario)
        ? "\(scenario) does not compare a golden" : "\(scenario) does not exist"
      found.append(UnreferencedGolden(file: golden, reason: reason))
    }
    return found
  }
}

/// A golden file that no scenario of a full run compares with.
public struct UnreferencedGolden: Sendable, Equatable {
  /// The golden file.
  public var file: String
  /// Why it is unreferenced.
  public var reason: String
}

/// What a full run does with golden files that no scenario uses (`--unreferenced`).
public enum UnreferencedPolicy: String, Sendable, CaseIterable {
  /// Report them; the exit code does not change. The default outside CI.
  case warn
  /// Report them and fail the run. The default on CI.
  case fail
  /// Delete them.
  case delete
}
