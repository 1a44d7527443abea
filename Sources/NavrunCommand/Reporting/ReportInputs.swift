// A report path never names one of the run's inputs: `--json S/a.json` over a scenario the run
// reads, `--junit S/a.golden` over a golden or `--html S/app.defs.json` over a definitions
// file would replace it with a report. Such a path is refused before anything runs (exit 2).
// A report an earlier run left there is navrun's own output and is replaced as before.

import Platform
import ScenarioFormat
import ScenarioRunner

enum ReportInputs {
  /// One message for each report of `reports` (option and path) that is one of `inputs`.
  static func conflicts(
    reports: [(option: String, path: String)], inputs: some Sequence<String>
  ) -> [String] {
    // Only a regular file can be an input; a FIFO or a device is never read here.
    let targets = reports.compactMap { report -> (String, String, String)? in
      guard let resolved = FileBytes.resolvedPath(report.path),
        FileKind.entry(at: resolved) == .regular, !isReport(at: resolved)
      else { return nil }
      return (report.option, report.path, resolved)
    }
    guard !targets.isEmpty else { return [] }
    var messages: [String] = []
    for input in inputs {
      // Only an input of the same file name can be the same file; the name is cheap to read.
      let name = input.fileName
      for (option, path, resolved) in targets
      where name == resolved.fileName && FileBytes.resolvedPath(input) == resolved {
        messages.append(
          "\(option) \(path) names \(input), which this run reads; "
            + "navrun writes reports only over reports")
      }
    }
    return messages
  }

  /// Whether the file at `path` is a report navrun wrote: a run's or an exploration's JSON
  /// report, or the XML or HTML of a JUnit or HTML report.
  static func isReport(at path: String) -> Bool {
    guard let bytes = try? FileBytes.read(path, limit: ReportRecognition.maximumSize) else {
      return false
    }
    if bytes.starts(with: Array("<?xml".utf8)) || bytes.starts(with: Array("<!DOCTYPE html".utf8)) {
      return true
    }
    guard let root = try? JSONReader.parse(bytes), case .object(let members) = root.value else {
      return false
    }
    let keys = Set(members.map(\.key))
    return ReportRecognition.isJSONReport(path)
      || (keys.contains("version") && keys.contains("starts"))
  }
}

extension Invocation {
  /// The report files asked for, each with its option.
  var reportFiles: [(option: String, path: String)] {
    [
      ("--junit", junitFile), ("--json", jsonFile), ("--html", htmlFile),
      ("--markdown", markdownFile),
    ].compactMap { report in
      report.1.map { (report.0, $0) }
    }
  }
}
