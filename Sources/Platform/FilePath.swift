// The few path operations decoding needs, on slash-separated strings: the folder of a file,
// a path below a folder, and a file's name without its extension. They follow what
// `NSString`'s path methods did here, so that paths read the same, without loading all of
// Foundation on every start of the binary, and the same on every system.

/// Slash-separated paths as decoding uses them.
package enum FilePath {
  private static let slash = UInt8(ascii: "/")

  /// The folder holding `path`: `Scenarios/a` for `Scenarios/a/b.json`, `/` for `/b.json`, and the
  /// empty string for a bare name.
  ///
  /// Trailing slashes are not a component.
  package static func folder(of path: String) -> String {
    let bytes = Array(path.utf8)
    var end = bytes.count
    while end > 1, bytes[end - 1] == slash { end -= 1 }
    guard let lastSlash = bytes[..<end].lastIndex(of: slash) else { return "" }
    var folderEnd = lastSlash
    while folderEnd > 0, bytes[folderEnd - 1] == slash { folderEnd -= 1 }
    // The only slashes were the leading ones: the folder is the root.
    guard folderEnd > 0 else { return "/" }
    return String(decoding: bytes[..<folderEnd], as: UTF8.self)
  }

  /// `component` below `folder`, joined by one slash unless `folder` already ends with one.
  package static func joining(_ folder: String, _ component: String) -> String {
    if folder.isEmpty { return component }
    if component.isEmpty { return folder }
    return folder.utf8.last == slash ? folder + component : folder + "/" + component
  }

  /// The last component of `path` without its extension: `b` for `Scenarios/a/b.json`, and `a.defs`
  /// for `a.defs.json`.
  ///
  /// A name that starts with its only dot, such as `.json`, has no extension.
  package static func baseName(of path: String) -> String {
    let bytes = Array(path.utf8)
    var end = bytes.count
    while end > 1, bytes[end - 1] == slash { end -= 1 }
    let start = bytes[..<end].lastIndex(of: slash).map { $0 + 1 } ?? 0
    guard start < end else { return String(decoding: bytes[..<end], as: UTF8.self) }
    let name = bytes[start..<end]
    if let dot = name.lastIndex(of: UInt8(ascii: ".")), dot > start {
      return String(decoding: bytes[start..<dot], as: UTF8.self)
    }
    return String(decoding: name, as: UTF8.self)
  }
}
