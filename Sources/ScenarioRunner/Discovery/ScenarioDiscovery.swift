// Finding scenario files: the paths given, folders searched recursively, in a stable order
// (byte order of the path) so that every run and every machine lists them the same way.
// Hidden folders and build folders are skipped. Definitions files — `*.defs.json`, or JSON
// objects holding only definitions sections — are checked but not run.

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A file navrun found.
public struct DiscoveredFile: Sendable, Equatable {
  /// The path as navrun reports it.
  public let path: String
  /// The path below the folder it was found in (the file name for a file given by path).
  public var relativePath: String {
    relativePathGiven ?? String(decoding: path.utf8.dropFirst(relativePathStart), as: UTF8.self)
  }
  // Discovery gives where the relative path starts in the path instead: only a filter reads
  // it, so no string is made for it per file discovered.
  private let relativePathGiven: String?
  private let relativePathStart: Int

  /// Creates a file.
  public init(path: String, relativePath: String) {
    self.path = path
    relativePathGiven = relativePath
    relativePathStart = 0
  }

  /// A file whose relative path is its path from UTF-8 offset `start` on.
  init(path: String, relativeFrom start: Int) {
    self.path = path
    relativePathGiven = nil
    relativePathStart = start
  }

  /// Whether the two name the same file by the same path.
  public static func == (left: Self, right: Self) -> Bool {
    left.path == right.path && left.relativePath == right.relativePath
  }
}

/// Expands paths into the JSON files below them.
public enum ScenarioDiscovery {
  /// The JSON files at or below `paths`, sorted; paths that do not exist are returned in
  /// `missing`.
  public static func files(in paths: [String]) -> (files: [String], missing: [String]) {
    let found = discover(in: paths)
    return (found.files.map(\.path), found.missing)
  }

  /// The JSON files at or below `paths`, each with its path below the folder it was found in;
  /// paths that do not exist are returned in `missing`.
  public static func discover(in paths: [String]) -> (
    files: [DiscoveredFile], missing: [String]
  ) {
    let found = scenariosAndGoldens(in: paths)
    return (found.files, found.missing)
  }

  /// `discover(in:)` and `goldens(in:)` from one walk of the folders.
  ///
  /// `unlistable` holds a message for each folder that could not be listed.
  package static func scenariosAndGoldens(in paths: [String], jobs: Int = 1) -> (
    files: [DiscoveredFile], missing: [String], goldens: [String], unlistable: [String]
  ) {
    var files: [DiscoveredFile] = []
    var missing: [String] = []
    var goldens: [String] = []
    var unlistable: [String] = []
    for path in paths {
      guard let isDirectory = DirectoryListing.isDirectory(path) else {
        missing.append(path)
        continue
      }
      if isDirectory {
        let folder = trimmed(path)
        // In UTF-8 bytes: dropping a count of characters from every path walked them one
        // grapheme at a time. The prefix ends at a slash, a character boundary.
        let prefix = DirectoryListing.pathPrefix(below: folder).count
        unlistable += walk(
          folder, jobs: jobs,
          expecting: { scenarios, goldenCount in
            // Room for them all at once, so that the arrays are never copied into fresh pages
            // as they grow: this is serial time, before any file runs.
            files.reserveCapacity(files.count + scenarios)
            goldens.reserveCapacity(goldens.count + goldenCount)
          }
        ) { path, kind in
          if kind == .scenario {
            files.append(DiscoveredFile(path: path, relativeFrom: prefix))
          } else if kind == .golden {
            goldens.append(path)
          }
        }
      } else {
        let name = path.fileName
        files.append(DiscoveredFile(path: path, relativePath: name))
      }
    }
    // One path cannot name a file twice, so no paths are hashed to look for duplicates: this
    // runs before any file does.
    guard paths.count > 1 else { return (files, missing, goldens, unlistable) }
    var seenFiles = Set<String>(minimumCapacity: files.count)
    var seenGoldens = Set<String>(minimumCapacity: goldens.count)
    return (
      files.filter { seenFiles.insert($0.path).inserted }, missing,
      goldens.filter { seenGoldens.insert($0).inserted }, unlistable
    )
  }

  /// The golden files (`*.golden`) below the folders among `paths`, sorted.
  public static func goldens(in paths: [String]) -> [String] {
    var goldens: [String] = []
    for path in paths where DirectoryListing.isDirectory(path) == true {
      goldens += filePaths(below: trimmed(path), kind: .golden)
    }
    var seen = Set<String>()
    return goldens.filter { seen.insert($0).inserted }
  }

  /// The pending goldens (`*.golden.new`) at or below `paths`, sorted.
  public static func pendingGoldens(in paths: [String]) -> (files: [String], missing: [String]) {
    var pending: [String] = []
    var missing: [String] = []
    for path in paths {
      guard let isDirectory = DirectoryListing.isDirectory(path) else {
        missing.append(path)
        continue
      }
      if isDirectory {
        pending += filePaths(below: trimmed(path), kind: .pendingGolden)
      } else if path.hasSuffix(".golden.new") {
        pending.append(path)
      } else {
        let golden = path.hasSuffix(".golden") ? path : GoldenStore.goldenPath(for: path)
        let candidate = GoldenStore.pendingPath(forGolden: golden)
        if FileManager.default.fileExists(atPath: candidate) { pending.append(candidate) }
      }
    }
    var seen = Set<String>()
    return (pending.filter { seen.insert($0).inserted }, missing)
  }

  private static func trimmed(_ folder: String) -> String {
    folder.count > 1 && folder.hasSuffix("/") ? String(folder.dropLast()) : folder
  }

  private static func filePaths(below folder: String, kind: EntryKind) -> [String] {
    var result: [String] = []
    walk(folder) { path, found in
      if found == kind { result.append(path) }
    }
    return result
  }

  /// Calls `visit` with the path and kind of every scenario, golden and pending golden file below
  /// `folder`, in byte order of the names within each folder, skipping hidden folders and files and
  /// `node_modules`; returns a message for each folder that could not be listed.
  ///
  /// Links are followed, but each real folder is walked once and each real file visited once (by
  /// device and inode), under the first path that reaches it: a link loop ends where it started.
  /// With more than one job, the folder's subfolders are walked on worker threads — discovery runs
  /// before any file does, so its time is time every core waits — and the files are visited in the
  /// same order, after `expecting` has been told how many scenarios and goldens will be.
  @discardableResult
  static func walk(
    _ folder: String, jobs: Int = 1,
    expecting: (_ scenarios: Int, _ goldens: Int) -> Void = { _, _ in },
    _ visit: (_ path: String, _ kind: EntryKind) -> Void
  ) -> [String] {
    let boundary = FolderWalk.boundary(of: folder)
    var serial = FolderWalk(visited: [], boundary: boundary)
    guard let root = serial.list(folder) else { return serial.problems }
    var seenFiles = Set<FileIdentity>()
    func visitOnce(_ path: String, _ kind: EntryKind, _ identity: FileIdentity) {
      if seenFiles.insert(identity).inserted { visit(path, kind) }
    }
    guard jobs > 1, root.entries.contains(where: \.isDirectory) else {
      serial.walk(root, visitOnce)
      return serial.problems
    }
    // The subfolders to walk: the first entry leading to each real folder. Links that lead
    // out of the repository are left out here, before any worker starts.
    var subfolderIdentities: Set<FileIdentity> = [root.identity]
    let entries = root.entries.filter {
      serial.follows($0, at: root.path(of: $0))
        && (!$0.isDirectory || subfolderIdentities.insert($0.identity).inserted)
    }
    let walkedByWorkers = subfolderIdentities
    let subfolders = ParallelMap.map(count: entries.count, jobs: jobs) { [root] index in
      let entry = entries[index]
      guard entry.isDirectory else { return FolderWalk.Result() }
      // Every other subfolder is walked by its own worker: a link to one is not followed.
      var walk = FolderWalk(
        visited: walkedByWorkers.subtracting([entry.identity]), boundary: boundary)
      var result = FolderWalk.Result()
      walk.walk(root.path(of: entry)) { result.files.append(($0, $1, $2)) }
      result.problems = walk.problems
      return result
    }
    var counts = (scenarios: 0, goldens: 0)
    func count(_ kind: EntryKind) {
      if kind == .scenario { counts.scenarios += 1 }
      if kind == .golden { counts.goldens += 1 }
    }
    for (entry, found) in zip(entries, subfolders) {
      if entry.isDirectory {
        for file in found.files { count(file.kind) }
      } else {
        count(entry.kind)
      }
    }
    expecting(counts.scenarios, counts.goldens)
    var problems = serial.problems
    for (entry, found) in zip(entries, subfolders) {
      if entry.isDirectory {
        for file in found.files { visitOnce(file.path, file.kind, file.identity) }
        problems += found.problems
      } else if entry.kind != .other {
        visitOnce(root.path(of: entry), entry.kind, entry.identity)
      }
    }
    return problems
  }

  /// Whether a file holds definitions rather than a scenario, judged by its name.
  public static func isDefinitionsFile(_ path: String) -> Bool {
    path.hasSuffix(".defs.json")
  }
}
