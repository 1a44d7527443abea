// Removing, renaming and creating entries, and the system's words for the last failure.

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Calls on paths that change the file system.
package enum FileSystem {
  /// Removes the file or link at `path`; false when the system refuses.
  @discardableResult
  package static func remove(_ path: String) -> Bool {
    !path.containsNUL && unlink(path) == 0
  }

  /// Renames `path` to `newPath`, replacing what is there; false when the system refuses.
  package static func rename(_ path: String, to newPath: String) -> Bool {
    !path.containsNUL && !newPath.containsNUL && systemRename(path, newPath) == 0
  }

  /// Creates the folder `path` (its parent must exist); false when the system refuses.
  package static func makeFolder(_ path: String, permissions: UInt32 = 0o755) -> Bool {
    !path.containsNUL && mkdir(path, mode_t(permissions)) == 0
  }

  /// Removes the empty folder `path`; false when the system refuses.
  @discardableResult
  package static func removeFolder(_ path: String) -> Bool {
    !path.containsNUL && rmdir(path) == 0
  }

  /// Cuts the file at `path` back to its first `length` bytes; false when the system refuses.
  @discardableResult
  package static func truncate(_ path: String, to length: Int) -> Bool {
    !path.containsNUL && systemTruncate(path, off_t(length)) == 0
  }

  /// The system's words for why the last call failed.
  package static var lastErrorText: String {
    String(cString: strerror(errno))
  }
}

/// The C library's `rename`, named apart from `FileSystem.rename`.
private func systemRename(_ path: String, _ newPath: String) -> Int32 {
  rename(path, newPath)
}

/// The C library's `truncate`, named apart from `FileSystem.truncate`.
private func systemTruncate(_ path: String, _ length: off_t) -> Int32 {
  truncate(path, length)
}
