// The platform's file events, as a hint of where to look: on Linux, inotify tells which names
// of the watched folders changed, so that a poll stats and re-runs only what they touch instead
// of every watched file, which keeps a poll's cost with what changed. Elsewhere there
// are no events and every poll looks at every file. Events are only ever a hint: a watcher
// still looks at everything now and then, and whenever the events overflowed.

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Changed paths below watched folders, from the platform's file events.
package final class FileEvents {
  /// What happened since the last `drain()`.
  package struct Batch {
    /// The paths that changed, each spelled as the folder was when watched (`prefix + name`).
    package var paths: Set<String> = []
    /// Whether a folder appeared, or something was created, deleted or renamed.
    package var needsDiscovery = false
    /// Whether events were lost: only looking at every file is safe.
    package var overflowed = false
  }

  #if os(Linux)
    private let descriptor: Int32
    /// The folder prefixes (`Scenarios/tabs/`, empty for the current folder) of each watch.
    private var prefixes: [Int32: [String]] = [:]
    private var watched: Set<String> = []
    /// For the target of each watched link, the links that lead to it: an event names the
    /// target, and the watcher knows the link.
    private var linksByTarget: [String: Set<String>] = [:]

    /// Starts listening, or nil when the system gives no events.
    package init?() {
      descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
      guard descriptor >= 0 else { return nil }
    }

    deinit { close(descriptor) }

    /// Watches the folder of `path`: the text before its last slash, slash included.
    ///
    /// False when the folder cannot be watched (it does not exist yet, say).
    @discardableResult
    package func watchFolder(of path: String) -> Bool {
      watchTarget(ofLink: path)
      return watch(prefix: Self.prefix(of: path))
    }

    /// The text of `path` before its last slash, slash included; "" when it has none.
    private static func prefix(of path: String) -> String {
      path.utf8.lastIndex(of: UInt8(ascii: "/")).map { String(path[...$0]) } ?? ""
    }

    /// When `path` is a symbolic link, watches the folder of the file it leads to: an edit of
    /// the target changes what the link reads, and no event of the link's folder says so.
    private func watchTarget(ofLink path: String) {
      guard FileKind.entry(at: path) == .symbolicLink, let target = FileBytes.resolvedPath(path)
      else { return }
      if watch(prefix: Self.prefix(of: target)) { linksByTarget[target, default: []].insert(path) }
    }

    /// Watches every folder from the one `file` was found below down to the file's own, so
    /// that a file saved into any of them is seen; `relativePath` is the file's path below the
    /// folder it was found below.
    package func watchFolders(of file: String, relativePath: String) {
      watchTarget(ofLink: file)
      let path = file.utf8
      var index = path.index(path.endIndex, offsetBy: -relativePath.utf8.count)
      watch(prefix: String(file[..<index]))
      while let slash = path[index...].firstIndex(of: UInt8(ascii: "/")) {
        index = path.index(after: slash)
        watch(prefix: String(file[..<index]))
      }
    }

    /// Watches the folder `prefix` names (`a/b/`, `""` for the current folder); false when it
    /// cannot be watched.
    @discardableResult
    func watch(prefix: String) -> Bool {
      guard !watched.contains(prefix) else { return true }
      guard !prefix.containsNUL else { return false }
      let mask =
        IN_MODIFY | IN_CLOSE_WRITE | IN_ATTRIB | IN_CREATE | IN_DELETE | IN_MOVED_FROM
        | IN_MOVED_TO | IN_DELETE_SELF | IN_MOVE_SELF
      let handle = inotify_add_watch(descriptor, prefix.isEmpty ? "." : prefix, UInt32(mask))
      guard handle >= 0 else { return false }
      // Two spellings of one folder share one watch, and each is told.
      prefixes[handle, default: []].append(prefix)
      watched.insert(prefix)
      return true
    }

    /// Drops a watch and the folders it named; `removing` asks the system to drop it too (a
    /// moved folder keeps its watch under its new name).
    private func forget(_ handle: Int32, removing: Bool) {
      if removing { inotify_rm_watch(descriptor, handle) }
      for prefix in prefixes.removeValue(forKey: handle) ?? [] { watched.remove(prefix) }
    }

    /// Stops relating `path` to link targets: its file is gone.
    package func forget(path: String) {
      for target in linksByTarget.keys where linksByTarget[target]?.contains(path) == true {
        linksByTarget[target]?.remove(path)
        if linksByTarget[target]?.isEmpty == true { linksByTarget[target] = nil }
      }
    }

    /// The number of folders watched, for tests of what is kept.
    var watchedFolderCount: Int { watched.count }

    /// The events since the last call, without waiting.
    package func drain() -> Batch {
      var batch = Batch()
      var buffer = [UInt8](repeating: 0, count: 64 << 10)
      let header = MemoryLayout<inotify_event>.size
      while true {
        let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        guard count > 0 else { break }
        buffer.withUnsafeBytes { raw in
          var offset = 0
          while offset + header <= count {
            let event = raw.loadUnaligned(fromByteOffset: offset, as: inotify_event.self)
            let nameBytes = raw[(offset + header)..<(offset + header + Int(event.len))]
            let name = String(decoding: nameBytes.prefix { $0 != 0 }, as: UTF8.self)
            offset += header + Int(event.len)
            if event.mask & UInt32(IN_Q_OVERFLOW) != 0 { batch.overflowed = true }
            let structural =
              IN_CREATE | IN_DELETE | IN_MOVED_FROM | IN_MOVED_TO | IN_DELETE_SELF
              | IN_MOVE_SELF | IN_IGNORED
            if event.mask & UInt32(structural) != 0 { batch.needsDiscovery = true }
            for prefix in prefixes[event.wd] ?? [] {
              batch.paths.insert(prefix + name)
              batch.paths.formUnion(linksByTarget[prefix + name] ?? [])
              // A new folder is watched at once, so that the files saved into it are seen.
              if event.mask & UInt32(IN_ISDIR) != 0, event.mask & UInt32(IN_CREATE) != 0 {
                watch(prefix: prefix + name + "/")
              }
            }
            // The folder is gone or moved, and its watch with it: forgotten, so that a folder
            // made again under that name is watched again (and the number, which the system
            // gives out again, names no stale folder).
            if event.mask & UInt32(IN_IGNORED | IN_DELETE_SELF | IN_MOVE_SELF) != 0 {
              forget(event.wd, removing: event.mask & UInt32(IN_MOVE_SELF) != 0)
            }
          }
        }
      }
      return batch
    }
  #else
    /// Nil: this system's events are not used; every poll looks at every file.
    init?() { return nil }
    func watchFolder(of path: String) -> Bool { false }
    func watchFolders(of file: String, relativePath: String) {}
    func drain() -> Batch { Batch() }
    func forget(path: String) {}
    var watchedFolderCount: Int { 0 }
  #endif
}
