// What is at a path, without opening it: navrun reads and replaces only regular files, and
// names anything else (a folder, a FIFO, a device, a link) in its error instead of blocking on
// it or writing through it.

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The kind of a file-system entry.
public enum FileKind: Sendable, Equatable {
  case regular
  case folder
  case symbolicLink
  case fifo
  case device
  case socket
  case other

  /// The kind of the entry at `path` itself (a link is a link), or nil when there is none.
  public static func entry(at path: String) -> FileKind? {
    var status = stat()
    guard !path.containsNUL, lstat(path, &status) == 0 else { return nil }
    return FileKind(mode: status.st_mode)
  }

  /// The kind of what `path` leads to, following links, or nil when there is nothing there.
  public static func target(of path: String) -> FileKind? {
    var status = stat()
    guard !path.containsNUL, stat(path, &status) == 0 else { return nil }
    return FileKind(mode: status.st_mode)
  }

  init(mode: mode_t) {
    switch mode & S_IFMT {
    case S_IFREG: self = .regular
    case S_IFDIR: self = .folder
    case S_IFLNK: self = .symbolicLink
    case S_IFIFO: self = .fifo
    case S_IFCHR, S_IFBLK: self = .device
    case S_IFSOCK: self = .socket
    default: self = .other
    }
  }

  /// The kind with its article, as error messages say it: "a FIFO".
  public var description: String {
    switch self {
    case .regular: "a file"
    case .folder: "a folder"
    case .symbolicLink: "a symbolic link"
    case .fifo: "a FIFO"
    case .device: "a device"
    case .socket: "a socket"
    case .other: "not a regular file"
    }
  }
}
