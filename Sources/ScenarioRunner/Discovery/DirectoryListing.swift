// Listing a folder with readdir, taking each entry's type from the listing itself rather than
// asking the file system about every entry: discovery runs on the main thread before any
// worker starts. The names are kept as bytes side by side in one buffer and sorted there,
// with no String or array allocated per entry.

import Platform

/// What discovery makes of a file, judged by the end of its name.
enum EntryKind: Equatable {
  /// `*.json` but `*.schema.json`: a scenario or definitions file.
  case scenario
  /// `*.golden`.
  case golden
  /// `*.golden.new`: a golden recorded for review.
  case pendingGolden
  /// Anything else, which discovery passes over.
  case other
}

/// What makes a file or folder the same one under any path: its device and inode.
package struct FileIdentity: Hashable, Sendable {
  var device: UInt64
  var inode: UInt64

  init(device: UInt64, inode: UInt64) {
    self.device = device
    self.inode = inode
  }

  package init(_ status: FileStatus) {
    device = status.device
    inode = status.inode
  }
}

/// Why a folder could not be listed.
struct FolderListingError: Error {
  /// The system's reason.
  var reason: String
}

/// The entries of one folder that discovery looks at: no `.` or `..`, no hidden entries and
/// no `node_modules`.
struct DirectoryListing {
  /// One entry: where its name lies in `names`, what it is, and which file or folder it
  /// leads to (for a link, the file or folder linked to).
  struct Entry {
    var start: Int
    var count: Int
    var isDirectory: Bool
    var kind: EntryKind
    var identity: FileIdentity
    /// Whether the entry is a symbolic link (known only where the listing reports no type).
    var isLink = false
  }

  /// The folder listed, whichever path led to it.
  let identity: FileIdentity

  /// The entries, in the system's order until `sortByName()`.
  private(set) var entries: [Entry] = []
  /// Every entry's name, one after the other.
  private var names: [UInt8] = []
  /// What a path below the folder begins with: nothing for `.`, else the folder and a slash.
  private let prefix: [UInt8]

  /// Lists `folder`, or says why it cannot be listed.
  init(_ folder: String) throws(FolderListingError) {
    let prefix = Self.pathPrefix(below: folder)
    self.prefix = prefix
    var entries: [Entry] = []
    var names: [UInt8] = []
    do {
      let status = try DirectoryStream.list(folder) { entry in
        Self.add(entry, below: prefix, to: &entries, names: &names)
      }
      identity = FileIdentity(status)
    } catch {
      throw FolderListingError(reason: error.reason)
    }
    self.entries = entries
    self.names = names
  }

  /// What the path of a file below `folder` begins with: nothing for `.`, else the folder
  /// and a slash.
  static func pathPrefix(below folder: String) -> [UInt8] {
    folder == "." ? [] : Array(folder.utf8) + (folder.hasSuffix("/") ? [] : [UInt8(ascii: "/")])
  }

  /// Adds a listed entry to `entries` and its name to `names`, unless discovery passes over it.
  private static func add(
    _ listed: ListedEntry, below prefix: [UInt8], to entries: inout [Entry], names: inout [UInt8]
  ) {
    let name = listed.name
    // Hidden entries (`.` and `..` among them) and `node_modules` are never looked at.
    guard let first = name.first, first != UInt8(ascii: "."),
      name.count != 12 || !name.elementsEqual("node_modules".utf8)
    else { return }
    let isDirectory: Bool
    var identity = FileIdentity(device: listed.device, inode: listed.inode)
    var isLink = false
    switch listed.type {
    case .folder: isDirectory = true
    case .file: isDirectory = false
    case .unknown:
      // A link, or a file system that does not report types: ask about what the entry
      // points to, and leave out a link that points nowhere. A FIFO or a device is kept as a
      // file, so that reading it says what it is.
      let path = String(decoding: prefix + name, as: UTF8.self)
      guard let status = FileStatus(at: path) else { return }
      isDirectory = status.kind == .folder
      identity = FileIdentity(status)
      isLink = FileKind.entry(at: path) == .symbolicLink
    }
    entries.append(
      Entry(
        start: names.count, count: name.count, isDirectory: isDirectory,
        kind: isDirectory ? .other : Self.kind(of: name), identity: identity, isLink: isLink))
    names.append(contentsOf: name)
  }

  /// What a file is, by the end of its name.
  static func kind(of name: UnsafeBufferPointer<UInt8>) -> EntryKind {
    func ends(with suffix: StaticString) -> Bool {
      let count = suffix.utf8CodeUnitCount
      guard name.count > count, let base = name.baseAddress else { return false }
      return Memory.equal(base + (name.count - count), suffix.utf8Start, count: count)
    }
    if ends(with: ".json") {
      // A JSON Schema, such as the `navrun.schema.json` that `navrun init` writes.
      return ends(with: ".schema.json") ? .other : .scenario
    }
    if ends(with: ".golden") { return .golden }
    if ends(with: ".golden.new") { return .pendingGolden }
    return .other
  }

  /// Puts the entries in byte order of their names, a name before the longer ones it begins.
  mutating func sortByName() {
    names.withUnsafeBufferPointer { names in
      guard let base = names.baseAddress else { return }
      entries.sort { left, right in
        Self.bytes(
          UnsafeBufferPointer(start: base + left.start, count: left.count),
          precede: UnsafeBufferPointer(start: base + right.start, count: right.count))
      }
    }
  }

  /// Whether `left` comes before `right` in byte order (a prefix before what it begins).
  ///
  /// Eight bytes at a time, in line rather than a call per comparison: names in a suite tend to
  /// share a long beginning, and the sort compares them often.
  static func bytes(_ left: UnsafeBufferPointer<UInt8>, precede right: UnsafeBufferPointer<UInt8>)
    -> Bool
  {
    let common = min(left.count, right.count)
    guard common > 0, let leftBase = left.baseAddress, let rightBase = right.baseAddress else {
      return left.count < right.count
    }
    var offset = 0
    while offset + 8 <= common {
      let leftWord = UnsafeRawPointer(leftBase + offset).loadUnaligned(as: UInt64.self).bigEndian
      let rightWord = UnsafeRawPointer(rightBase + offset).loadUnaligned(as: UInt64.self).bigEndian
      if leftWord != rightWord { return leftWord < rightWord }
      offset += 8
    }
    while offset < common {
      if leftBase[offset] != rightBase[offset] { return leftBase[offset] < rightBase[offset] }
      offset += 1
    }
    return left.count < right.count
  }

  /// The path of an entry: the folder, a slash and the entry's name.
  func path(of entry: Entry) -> String {
    let count = prefix.count + entry.count
    return String(unsafeUninitializedCapacity: count) { buffer in
      _ = buffer.initialize(from: prefix)
      names.withUnsafeBufferPointer { names in
        _ = UnsafeMutableBufferPointer(rebasing: buffer[prefix.count...]).initialize(
          from: names[entry.start..<entry.start + entry.count])
      }
      return count
    }
  }

  /// Whether `path` is a folder, following symbolic links; nil when nothing is there.
  static func isDirectory(_ path: String) -> Bool? {
    FileStatus(at: path).map { $0.kind == .folder }
  }
}
