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

/// Why a file could not be written.
public struct FileWriteError: Error, Sendable, Equatable {
  /// The file.
  public var path: String
  /// The system's reason.
  public var reason: String
}

/// Whole-file reads and atomic writes.
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

  /// Writes a file atomically: the bytes go to `.<name>.navrun-tmp` in the same folder, are
  /// flushed to disk, and the temporary file is renamed over `path`. Readers see the old file
  /// or the new one, never a mix; a process killed mid-write leaves at most the hidden
  /// temporary file, which the next write of the same file replaces.
  public static func writeAtomically(_ bytes: some Collection<UInt8>, to path: String)
    throws(FileWriteError)
  {
    let slash = path.lastIndex(of: "/")
    let folder = slash.map { String(path[...$0]) } ?? ""
    let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
    let temporary = folder + "." + name + ".navrun-tmp"
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    guard descriptor >= 0 else { throw FileWriteError(path: path, reason: lastError()) }
    let contiguous = Array(bytes)
    var written = 0
    while written < contiguous.count {
      let count = contiguous.withUnsafeBytes { buffer in
        systemWrite(descriptor, buffer.baseAddress.map { $0 + written }, contiguous.count - written)
      }
      guard count > 0 else {
        let reason = lastError()
        close(descriptor)
        unlink(temporary)
        throw FileWriteError(path: path, reason: reason)
      }
      written += count
    }
    guard fsync(descriptor) == 0, close(descriptor) == 0, rename(temporary, path) == 0 else {
      let reason = lastError()
      unlink(temporary)
      throw FileWriteError(path: path, reason: reason)
    }
  }

  /// Creates the folders above `path` that do not exist yet, as `mkdir -p` does for the
  /// folder of `path`.
  public static func createFolders(containing path: String) throws(FileWriteError) {
    let folder = Array(FilePath.folder(of: path).utf8)
    // Each prefix that ends before a slash, and the whole folder; the root needs no making.
    for end in folder.indices.dropFirst() where folder[end] == UInt8(ascii: "/") {
      try createFolder(String(decoding: folder[..<end], as: UTF8.self), for: path)
    }
    if !folder.isEmpty, folder != [UInt8(ascii: "/")] {
      try createFolder(String(decoding: folder, as: UTF8.self), for: path)
    }
  }

  private static func createFolder(_ folder: String, for path: String) throws(FileWriteError) {
    guard mkdir(folder, 0o755) == 0 || errno == EEXIST else {
      throw FileWriteError(path: path, reason: lastError())
    }
  }

  /// Writes all of `text` to an open file descriptor, such as 1 for the standard output;
  /// gives up, silently, when the descriptor refuses bytes (a closed pipe, say).
  public static func write(_ text: String, toDescriptor descriptor: Int32) {
    var text = text
    text.withUTF8 { buffer in
      guard let base = buffer.baseAddress else { return }
      var written = 0
      while written < buffer.count {
        let count = systemWrite(descriptor, base + written, buffer.count - written)
        if count < 0, errno == EINTR { continue }
        guard count > 0 else { return }
        written += count
      }
    }
  }

  private static func lastError() -> String {
    String(cString: strerror(errno))
  }

  private static func systemWrite(
    _ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int
  ) -> Int {
    #if canImport(Darwin)
      return Darwin.write(descriptor, buffer, count)
    #elseif canImport(Musl)
      return Musl.write(descriptor, buffer, count)
    #else
      return Glibc.write(descriptor, buffer, count)
    #endif
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
