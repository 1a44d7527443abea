// Reading a whole file with one open, one fstat and one read loop: the file-manager calls
// cost more than parsing a small scenario, and navrun reads thousands of them.

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Why a file could not be read.
public enum FileReadError: Error, Sendable, Equatable {
  case missing
  case isFolder
  case tooLarge(size: Int)
  case unreadable
}

/// Whole-file reads.
public enum FileBytes {
  /// The bytes of the file at `path`, refusing folders and files larger than `limit` bytes.
  public static func read(_ path: String, limit: Int) throws(FileReadError) -> [UInt8] {
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else { throw errno == ENOENT ? .missing : .unreadable }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { throw .unreadable }
    guard (status.st_mode & S_IFMT) != S_IFDIR else { throw .isFolder }
    let size = Int(status.st_size)
    guard size <= limit else { throw .tooLarge(size: size) }
    var bytes = [UInt8](repeating: 0, count: size)
    var total = 0
    while total < size {
      let count = bytes.withUnsafeMutableBytes { buffer in
        systemRead(descriptor, buffer.baseAddress.map { $0 + total }, size - total)
      }
      guard count > 0 else { break }
      total += count
    }
    guard total == size else { throw .unreadable }
    return bytes
  }

  private static func systemRead(
    _ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int
  ) -> Int {
    #if canImport(Darwin)
      return Darwin.read(descriptor, buffer, count)
    #elseif canImport(Musl)
      return Musl.read(descriptor, buffer, count)
    #else
      return Glibc.read(descriptor, buffer, count)
    #endif
  }
}
