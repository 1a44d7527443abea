// What `stat` says of a file or folder, in the fields navrun reads, the same on Linux and macOS.

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A file's or folder's kind, identity, owner, size and modification time.
package struct FileStatus: Sendable, Equatable {
  /// What it is.
  package var kind: FileKind
  /// The device holding it.
  package var device: UInt64
  /// Its inode on that device.
  package var inode: UInt64
  /// The user owning it.
  package var owner: UInt32
  /// Its permission bits, with the set-user, set-group and sticky bits (`0o7777`).
  package var permissions: UInt32
  /// Its size in bytes.
  package var size: Int64
  /// When its content last changed: whole seconds since 1970, then nanoseconds.
  package var modified: (seconds: Int64, nanoseconds: Int64)

  /// The status of what `path` leads to (`followsLinks`) or of the entry itself; nil when
  /// nothing is there or the path holds a NUL byte.
  package init?(at path: String, followsLinks: Bool = true) {
    var status = stat()
    guard !path.containsNUL, (followsLinks ? stat(path, &status) : lstat(path, &status)) == 0
    else { return nil }
    self.init(status)
  }

  /// The status of an open file descriptor; nil when the system refuses it.
  package init?(descriptor: Int32) {
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { return nil }
    self.init(status)
  }

  private init(_ status: stat) {
    kind = FileKind(mode: status.st_mode)
    device = UInt64(truncatingIfNeeded: status.st_dev)
    inode = UInt64(truncatingIfNeeded: status.st_ino)
    owner = UInt32(status.st_uid)
    permissions = UInt32(status.st_mode) & 0o7777
    size = Int64(status.st_size)
    #if canImport(Darwin)
      let time = status.st_mtimespec
    #else
      let time = status.st_mtim
    #endif
    modified = (Int64(time.tv_sec), Int64(time.tv_nsec))
  }

  package static func == (lhs: FileStatus, rhs: FileStatus) -> Bool {
    (lhs.kind, lhs.device, lhs.inode, lhs.owner, lhs.permissions, lhs.size)
      == (rhs.kind, rhs.device, rhs.inode, rhs.owner, rhs.permissions, rhs.size)
      && lhs.modified == rhs.modified
  }
}
