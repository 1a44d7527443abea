// Files a run leaves out before anything is read: `--exclude GLOB` (repeatable), the report
// files the run itself writes (`--json out/navrun.json` inside a scanned folder would
// otherwise be taken for a scenario on the next run), and the `navrun.json` it read. An excluded scenario is not run,
// counted or reported, and its golden is not an unreferenced golden.

import Platform
import ScenarioFormat

/// The files a run leaves out.
package struct Exclusion {
  /// `--exclude` globs, matched like `--filter`: against the path, the path below the folder
  /// searched, and — for a glob without `/` — the file name.
  var globs: [Glob]
  /// The run's own files (reports, configuration): each path as given, its file name, and the path it
  /// resolves to when it exists, worked out once rather than for every file found.
  private let ownFiles: [(path: String, name: String, resolved: String?)]

  package init(globs: [Glob], ownFiles: [String]) {
    self.globs = globs
    self.ownFiles = ownFiles.map { ($0, $0.fileName, FileBytes.resolvedPath($0)) }
  }

  /// Whether `path` (below a searched folder at `relativePath`) is left out.
  func excludes(path: String, relativePath: String) -> Bool {
    if !globs.isEmpty {
      let fileName = path.fileName
      let matched = globs.contains { glob in
        glob.matches(path) || glob.matches(relativePath)
          || (!glob.mentionsFolders && glob.matches(fileName))
      }
      if matched { return true }
    }
    // The same text, or — when the names match — the same resolved path (`./out/r.json`
    // and `out/r.json`).
    return ownFiles.contains { report in
      path == report.path
        || (report.resolved != nil && path.fileName == report.name
          && FileBytes.resolvedPath(path) == report.resolved)
    }
  }

  /// The scenarios that are not left out.
  package func kept(_ files: [DiscoveredFile]) -> [DiscoveredFile] {
    guard !globs.isEmpty || !ownFiles.isEmpty else { return files }
    return files.filter { !excludes(path: $0.path, relativePath: $0.relativePath) }
  }

  /// The goldens whose scenario is not left out; `roots` are the folders searched.
  package func kept(goldens: [String], roots: [String]) -> [String] {
    guard !globs.isEmpty else { return goldens }
    let prefixes = roots.map {
      String(decoding: DirectoryListing.pathPrefix(below: $0), as: UTF8.self)
    }
    return goldens.filter { golden in
      let scenario = String(golden.dropLast(".golden".count)) + ".json"
      let prefix = prefixes.first { scenario.hasPrefix($0) } ?? ""
      let relative = String(decoding: scenario.utf8.dropFirst(prefix.utf8.count), as: UTF8.self)
      return !excludes(path: scenario, relativePath: relative)
    }
  }
}
