// A JSON report of an earlier run (`--json out/navrun.json`) left inside a scanned folder is
// navrun's own output, not a scenario: it is recognised by its shape and left out, as the
// report files of the current run are. Only a file that fails to decode is looked at again,
// so scenarios pay nothing.

import Platform
import ScenarioFormat

package enum ReportRecognition {
  /// The keys every JSON report has at its top level.
  static let reportKeys: Set<String> = ["version", "summary", "scenarios", "unreferencedGoldens"]

  /// The largest report looked at: a run of ten thousand scenarios with their steps writes
  /// about 20 MB.
  package static let maximumSize = 128 << 20

  /// Whether the file at `path` is a JSON report navrun wrote.
  package static func isJSONReport(_ path: String) -> Bool {
    guard let bytes = try? FileBytes.read(path, limit: maximumSize),
      let root = try? JSONReader.parse(bytes),
      case .object(let members) = root.value
    else { return false }
    let keys = Set(members.map(\.key))
    guard keys.isSuperset(of: reportKeys), case .object(let summary)? = root["summary"]?.value
    else { return false }
    return summary.contains { $0.key == "total" }
  }
}
