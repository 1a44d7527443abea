// Listing a folder with readdir, taking each entry's type from the listing itself: asking the
// file system about every entry (as FileManager's existence checks do) cost more than a
// hundred thousand system calls on a large suite, all on the main thread before any worker
// starts.

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// One entry of a folder.
struct DirectoryEntry {
  /// The entry's name.
  var name: String
  /// Whether it is a folder (a symbolic link counts as what it points to).
  var isDirectory: Bool
}

enum DirectoryEntries {
  /// The entries of a folder in the system's order, without `.` and `..`; nil when it cannot
  /// be listed.
  static func list(_ folder: String) -> [DirectoryEntry]? {
    guard let stream = opendir(folder) else { return nil }
    defer { closedir(stream) }
    var entries: [DirectoryEntry] = []
    while let entry = readdir(stream) {
      let name = withUnsafePointer(to: &entry.pointee.d_name) { pointer in
        pointer.withMemoryRebound(to: CChar.self, capacity: 1) { String(cString: $0) }
      }
      guard name != ".", name != ".." else { continue }
      let type = entry.pointee.d_type
      let isDirectory: Bool
      if type == UInt8(DT_DIR) {
        isDirectory = true
      } else if type == UInt8(DT_REG) {
        isDirectory = false
      } else {
        // A link, or a file system that does not report types: ask about what the entry
        // points to, and leave out a link that points nowhere.
        let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
        guard let pointsToDirectory = Self.isDirectory(path) else { continue }
        isDirectory = pointsToDirectory
      }
      entries.append(DirectoryEntry(name: name, isDirectory: isDirectory))
    }
    return entries
  }

  /// Whether `path` is a folder, following symbolic links; nil when nothing is there.
  static func isDirectory(_ path: String) -> Bool? {
    var status = stat()
    guard stat(path, &status) == 0 else { return nil }
    return (status.st_mode & S_IFMT) == S_IFDIR
  }
}
