// `navrun init` writes all of its files or none: each file and folder it creates, and the
// length of each git file it appends to, is noted, and when a write fails everything is put
// back — created files removed, created folders removed when empty, appended lines cut off —
// so that running it again, once the cause is fixed, starts from where the user was.

import Platform
import ScenarioFormat
import ScenarioRunner

struct InitTransaction {
  private var createdFiles: [String] = []
  private var createdFolders: [String] = []
  private var appended: [(path: String, length: Int)] = []

  /// Creates the file `path` holding `text`, with the folders above it that are missing.
  mutating func create(_ path: String, text: String) throws(FileWriteError) {
    try createFolders(containing: path)
    try FileBytes.writeAtomically(Array(text.utf8), to: path)
    createdFiles.append(path)
  }

  /// Appends `text` to the regular file `path`, which holds `length` bytes.
  mutating func append(_ text: String, to path: String, length: Int) throws(FileWriteError) {
    appended.append((path, length))
    try FileBytes.append(Array(text.utf8), to: path)
  }

  /// Puts back what this transaction changed, newest first.
  func rollBack() {
    for (path, length) in appended.reversed() { FileSystem.truncate(path, to: length) }
    for path in createdFiles.reversed() where FileKind.entry(at: path) == .regular {
      FileSystem.remove(path)
    }
    for folder in createdFolders.reversed() { FileSystem.removeFolder(folder) }
  }

  private mutating func createFolders(containing path: String) throws(FileWriteError) {
    let bytes = Array(path.utf8)
    guard let lastSlash = bytes.lastIndex(of: UInt8(ascii: "/")) else { return }
    let folder = bytes[..<lastSlash]
    var ends = folder.indices.dropFirst().filter { folder[$0] == UInt8(ascii: "/") }
    ends.append(folder.endIndex)
    for end in ends where end > 0 {
      let prefix = String(decoding: folder[..<end], as: UTF8.self)
      switch FileKind.entry(at: prefix) {
      case nil:
        guard FileSystem.makeFolder(prefix) else {
          throw FileWriteError(path: path, reason: FileSystem.lastErrorText)
        }
        createdFolders.append(prefix)
      case .folder?:
        continue
      case let kind?:
        guard FileKind.target(of: prefix) == .folder else {
          throw FileWriteError(path: path, reason: "\(prefix) is \(kind.description)")
        }
      }
    }
  }
}
