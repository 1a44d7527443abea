// What a watcher remembers of a file between polls: its modification time to the nanosecond,
// its size and its identity. An edit in place changes the time (and usually the size); an
// editor that saves by renaming a new file over the old one changes the inode too. Portable:
// one `stat` per file, on Linux and macOS alike.

import Platform
import ScenarioRunner

/// A file's state as `stat` sees it; two stamps differ when the file changed in between.
struct FileStamp: Hashable, Sendable {
  var seconds: Int64
  var nanoseconds: Int64
  var size: Int64
  var identity: FileIdentity

  /// The stamp of what `path` leads to, or nil when there is nothing there.
  init?(path: String) {
    guard let status = FileStatus(at: path) else { return nil }
    (seconds, nanoseconds) = status.modified
    size = status.size
    identity = FileIdentity(status)
  }
}
