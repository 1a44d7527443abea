// Paths as reports and hints show them: relative to the current folder when below it, so that
// a report reads the same on every machine that runs it from the repository's root.

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Paths as reports show them: relative to the current folder when below it.
package enum RelativePath {
  /// `path` without its leading `./`, and relative to `base` when it is below it.
  package static func of(
    _ path: String, from base: String = FileManager.default.currentDirectoryPath
  ) -> String {
    var path = path
    while path.hasPrefix("./") { path.removeFirst(2) }
    guard path.hasPrefix("/"), !base.isEmpty else { return path }
    let prefix = base.hasSuffix("/") ? base : base + "/"
    return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
  }
}
