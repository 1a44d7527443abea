// Paths cut as the file system reads them, on the text of a resolved path: no Foundation, and
// no normalizing that would name another file than the one the system opens — except
// `normalised`, for naming a file to the user, never for opening it.

/// Paths cut as the file system reads them.
package enum FilePaths {
  /// The folder of a resolved, absolute path: the text before its last slash (`/` for a file
  /// at the root).
  package static func folder(_ path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }

  /// `path` with `.` and `name/..` taken out, as a file is named to the user
  /// (`Scenarios/tabs/../app.defs.json` is `Scenarios/app.defs.json`); never for opening it,
  /// since `name` may be a link.
  package static func normalised(_ path: String) -> String {
    var components: [Substring] = []
    for component in path.split(separator: "/", omittingEmptySubsequences: false) {
      if component == "." { continue }
      if component == "..", let last = components.last, last != "..", !last.isEmpty {
        components.removeLast()
        continue
      }
      components.append(component)
    }
    return components.joined(separator: "/")
  }
}
