// Reading a whole file with one open, one fstat and one read loop, and no file-manager calls:
// navrun reads thousands of small files, each in less time than those calls take.

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
  /// A FIFO, a device or a socket: reading it could block forever or never end.
  case notAFile(FileKind)
  case tooLarge(size: Int)
  /// The path holds a NUL character, which no file name can.
  case nulInPath
  /// The system refused, for the reason given (permissions, say).
  case unreadable(reason: String)
}

/// Why a file could not be written.
public struct FileWriteError: Error, Sendable, Equatable {
  /// The file.
  public var path: String
  /// The system's reason.
  public var reason: String

  /// Creates an error.
  public init(path: String, reason: String) {
    self.path = path
    self.reason = reason
  }
}

/// Whole-file reads and atomic writes.
public enum FileBytes {
  /// The bytes of the regular file at `path`, refusing folders, FIFOs, devices and files larger
  /// than `limit` bytes.
  ///
  /// The file is opened without blocking, so that a FIFO is recognised and refused instead of
  /// waiting forever for a writer.
  public static func read(_ path: String, limit: Int) throws(FileReadError) -> [UInt8] {
    guard !path.containsNUL else { throw .nulInPath }
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY)
    guard descriptor >= 0 else {
      throw errno == ENOENT || errno == ENOTDIR ? .missing : .unreadable(reason: lastError())
    }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { throw .unreadable(reason: lastError()) }
    switch FileKind(mode: status.st_mode) {
    case .regular: break
    case .folder: throw .isFolder
    case let kind: throw .notAFile(kind)
    }
    let size = Int(status.st_size)
    guard size <= limit else { throw .tooLarge(size: size) }
    var bytes = [UInt8](repeating: 0, count: size)
    var total = 0
    while total < size {
      let count = bytes.withUnsafeMutableBytes { buffer in
        systemRead(descriptor, buffer.baseAddress.map { $0 + total }, size - total)
      }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { break }
      total += count
    }
    guard total == size else { throw .unreadable(reason: "the file changed while being read") }
    return bytes
  }

  /// Writes a file atomically: the bytes go to a new hidden file `.<name>.navrun-tmp-<random>` in
  /// the same folder, are flushed to disk, and the temporary file is renamed over `path`.
  ///
  /// Readers see the old file or the new one, never a mix. The temporary file is created
  /// exclusively and never through a link, so a file or link planted under that name is never
  /// written, and two runs writing the same file at once both succeed (the last rename wins).
  public static func writeAtomically(_ bytes: some Collection<UInt8>, to path: String)
    throws(FileWriteError)
  {
    guard !path.containsNUL else {
      throw FileWriteError(path: path, reason: "the path holds a NUL character")
    }
    if let kind = FileKind.entry(at: path), kind != .regular {
      throw FileWriteError(
        path: path, reason: "it is \(kind.description); navrun replaces only regular files")
    }
    let slash = path.lastIndex(of: "/")
    let folder = slash.map { String(path[...$0]) } ?? ""
    let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
    var descriptor: Int32 = -1
    var temporary = ""
    for _ in 0..<8 where descriptor < 0 {
      let suffix = String(UInt64.random(in: .min ... .max), radix: 16)
      temporary = folder + "." + name + ".navrun-tmp-" + suffix
      descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW, 0o644)
      if descriptor < 0, errno != EEXIST { break }
    }
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

  /// Writes `bytes` into what already exists at `path` — a FIFO, a device such as `/dev/stdout` —
  /// without creating, replacing or truncating anything.
  ///
  /// A FIFO nobody reads is an error at once instead of a wait.
  public static func writeInPlace(_ bytes: some Collection<UInt8>, to path: String)
    throws(FileWriteError)
  {
    guard !path.containsNUL else {
      throw FileWriteError(path: path, reason: "the path holds a NUL character")
    }
    let descriptor = open(path, O_WRONLY | O_NONBLOCK | O_NOCTTY)
    guard descriptor >= 0 else { throw FileWriteError(path: path, reason: lastError()) }
    defer { close(descriptor) }
    // Opened without blocking to fail fast on a FIFO without a reader; written blocking, so
    // that a slow reader gets every byte.
    _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
    try writeAll(bytes, to: descriptor, path: path)
  }

  /// Adds `bytes` at the end of the regular file at `path`, which must exist and is never
  /// reached through a link: nothing that was in it is rewritten.
  public static func append(_ bytes: some Collection<UInt8>, to path: String)
    throws(FileWriteError)
  {
    guard !path.containsNUL else {
      throw FileWriteError(path: path, reason: "the path holds a NUL character")
    }
    let descriptor = open(path, O_WRONLY | O_APPEND | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY)
    guard descriptor >= 0 else { throw FileWriteError(path: path, reason: lastError()) }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0, FileKind(mode: status.st_mode) == .regular else {
      throw FileWriteError(path: path, reason: "it is not a regular file")
    }
    do {
      try writeAll(bytes, to: descriptor, path: path)
    } catch {
      // Whole or not at all: what later writers add must not land inside a torn block.
      _ = ftruncate(descriptor, status.st_size)
      throw error
    }
  }

  /// Writes every byte to an open descriptor, through interruptions and short writes.
  private static func writeAll(
    _ bytes: some Collection<UInt8>, to descriptor: Int32, path: String
  ) throws(FileWriteError) {
    let contiguous = Array(bytes)
    var written = 0
    while written < contiguous.count {
      let count = contiguous.withUnsafeBytes { buffer in
        systemWrite(descriptor, buffer.baseAddress.map { $0 + written }, contiguous.count - written)
      }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { throw FileWriteError(path: path, reason: lastError()) }
      written += count
    }
  }

  /// The absolute path `path` leads to, with every link followed, or nil when it leads nowhere.
  public static func resolvedPath(_ path: String) -> String? {
    guard !path.containsNUL, let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
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
