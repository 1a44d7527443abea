// A folder's entries as `readdir` gives them, with the type the listing itself reports, so that
// a large tree is listed without a `stat` per entry.

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Why a system call failed, in the system's words.
package struct SystemError: Error, Sendable {
  /// The system's reason.
  package var reason: String

  /// The reason of the last failed call.
  package static var last: SystemError {
    SystemError(reason: String(cString: strerror(errno)))
  }
}

/// The type of a folder entry as the listing reports it.
package enum ListedType: Sendable {
  /// A folder.
  case folder
  /// A regular file.
  case file
  /// Anything else, or a file system that reports no types: ask `FileStatus`.
  case unknown
}

/// One entry of a folder as the listing gives it.
package struct ListedEntry {
  /// The entry's name, valid during the call that receives it.
  package var name: UnsafeBufferPointer<UInt8>
  /// Its type as the listing reports it.
  package var type: ListedType
  /// The device of the folder listed, which holds the entry.
  package var device: UInt64
  /// The entry's inode on that device.
  package var inode: UInt64
}

/// Listing a folder.
package enum DirectoryStream {
  /// Calls `body` with each entry of `folder` in the system's order (`.` and `..` included);
  /// returns the status of the folder itself.
  package static func list(_ folder: String, _ body: (ListedEntry) -> Void) throws(SystemError)
    -> FileStatus
  {
    guard !folder.containsNUL, let stream = opendir(folder) else { throw .last }
    defer { closedir(stream) }
    guard let status = FileStatus(descriptor: dirfd(stream)) else { throw .last }
    while true {
      errno = 0
      guard let entry = readdir(stream) else {
        // The end of the listing, or a folder that failed part-way through.
        guard errno == 0 else { throw .last }
        return status
      }
      let type: ListedType =
        switch entry.pointee.d_type {
        case UInt8(DT_DIR): .folder
        case UInt8(DT_REG): .file
        default: .unknown
        }
      let inode = UInt64(truncatingIfNeeded: entry.pointee.d_ino)
      withUnsafePointer(to: &entry.pointee.d_name) { pointer in
        pointer.withMemoryRebound(to: UInt8.self, capacity: 1) { name in
          body(
            ListedEntry(
              name: UnsafeBufferPointer(start: name, count: strlen(name)), type: type,
              device: status.device, inode: inode))
        }
      }
    }
  }
}
