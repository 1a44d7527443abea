// Golden files that no scenario uses, found after a full run (no filter, tag or shard: on a
// partial run every golden outside the selection would look unused). A golden is unreferenced
// when its scenario file is gone or says `"golden": false`; the golden of a file that does not
// decode counts as used, since navrun cannot tell.

import Foundation

enum UnreferencedGoldens {
  /// The unreferenced goldens among `goldens` (those found below the run's folders), given
  /// the run's reports.
  static func find(among goldens: [String], reports: [ScenarioReport]) -> [UnreferencedGolden] {
    // The reports read in place by index: iterating them copied each one.
    var used = Set<String>(minimumCapacity: reports.count)
    for index in reports.indices {
      if let golden = reports[index].goldenFile { used.insert(golden) }
      if reports[index].status == .invalid {
        used.insert(GoldenStore.goldenPath(for: reports[index].file))
      }
    }
    var found: [UnreferencedGolden] = []
    for golden in goldens where !used.contains(golden) {
      let scenario = String(golden.dropLast(".golden".count)) + ".json"
      let reason =
        FileManager.default.fileExists(atPath: scenario)
        ? "\(scenario) does not compare a golden" : "\(scenario) does not exist"
      found.append(UnreferencedGolden(file: golden, reason: reason))
    }
    return found
  }
}
