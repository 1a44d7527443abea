// Files a run leaves out before anything is read: `--exclude GLOB` (repeatable), and the
// report files the run itself writes (`--json out/navrun.json` inside a scanned folder would
// otherwise be taken for a scenario on the next run). An excluded scenario is not run,
// counted or reported, and its golden is not an unreferenced golden.

import ScenarioFormat

/// The files a run leaves out.
struct Exclusion {
  /// `--exclude` globs, matched like `--filter`: against the path, the path below the folder
  /// searched, and — for a glob without `/` — the file name.
  var globs: [Glob]
  /// The report files of the run, as given.
  var reports: [String]

  /// Whether `path` (below a searched folder at `relativePath`) is left out.
  func excludes(path: String, relativePath: String) -> Bool {
    if !globs.isEmpty {
      let fileName = path.split(separator: "/").last.map(String.init) ?? path
      let matched = globs.contains { glob in
        glob.matches(path) || glob.matches(relativePath)
          || (!glob.mentionsFolders && glob.matches(fileName))
      }
      if matched { return true }
    }
    return reports.contains { Self.sameFile(path, $0) }
  }

  /// Whether two paths name the same file: the same text, or — when the names match — the
  /// same resolved path (`./out/r.json` and `out/r.json`).
  private static func sameFile(_ found: String, _ report: String) -> Bool {
    if found == report { return true }
    guard found.split(separator: "/").last == report.split(separator: "/").last,
      let resolved = FileBytes.resolvedPath(found)
    else { return false }
    return resolved == FileBytes.resolvedPath(report)
  }

  /// The scenarios that are not left out.
  func kept(_ files: [DiscoveredFile]) -> [DiscoveredFile] {
    guard !globs.isEmpty || !reports.isEmpty else { return files }
    return files.filter { !excludes(path: $0.path, relativePath: $0.relativePath) }
  }

  /// The goldens whose scenario is not left out; `roots` are the folders searched.
  func kept(goldens: [String], roots: [String]) -> [String] {
    guard !globs.isEmpty else { return goldens }
    return goldens.filter { golden in
      let scenario = String(golden.dropLast(".golden".count)) + ".json"
      let root = roots.first { scenario.hasPrefix(DirectoryListing.pathPrefix(below: $0).string) }
      let relative =
        root.map { String(scenario.dropFirst(DirectoryListing.pathPrefix(below: $0).count)) }
        ?? scenario
      return !excludes(path: scenario, relativePath: relative)
    }
  }
}

extension [UInt8] {
  fileprivate var string: String { String(decoding: self, as: UTF8.self) }
}
