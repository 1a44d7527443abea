// Paths cut as the file system reads them, on the text of a resolved path: no Foundation, and
// no normalizing that would name another file than the one the system opens.

/// Paths cut as the file system reads them.
package enum FilePaths {
  /// The folder of a resolved, absolute path: the text before its last slash (`/` for a file
  /// at the root).
  package static func folder(_ path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }
}
