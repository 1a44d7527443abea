// One walk down a folder tree, without recursion: a stack of listings, each with the index
// of its next entry, so that a deep tree (or a long chain of links) costs memory, not the
// thread's stack. Each real folder is listed once, whichever path reaches it first.

/// A depth-first walk over folders, in byte order of the names within each folder.
struct FolderWalk {
  /// What a walk found, for a walk run on a worker thread.
  struct Result: Sendable {
    var files: [(path: String, kind: EntryKind, identity: FileIdentity)] = []
    var problems: [String] = []
  }

  /// The folders already walked, or to be walked by another walk.
  var visited: Set<FileIdentity>
  /// A message for each folder that could not be listed.
  private(set) var problems: [String] = []

  init(visited: Set<FileIdentity>) {
    self.visited = visited
  }

  /// Walks `folder`, calling `visit` for every scenario, golden and pending golden below it.
  mutating func walk(
    _ folder: String, _ visit: (String, EntryKind, FileIdentity) -> Void
  ) {
    guard let listing = list(folder) else { return }
    walk(listing, visit)
  }

  /// Walks below a folder already listed and sorted.
  mutating func walk(
    _ listing: DirectoryListing, _ visit: (String, EntryKind, FileIdentity) -> Void
  ) {
    var stack: [(listing: DirectoryListing, next: Int)] = [(listing, 0)]
    while let top = stack.indices.last {
      let index = stack[top].next
      guard index < stack[top].listing.entries.count else {
        stack.removeLast()
        continue
      }
      stack[top].next += 1
      let entry = stack[top].listing.entries[index]
      let path = stack[top].listing.path(of: entry)
      if entry.isDirectory {
        if let child = list(path) { stack.append((child, 0)) }
      } else if entry.kind != .other {
        visit(path, entry.kind, entry.identity)
      }
    }
  }

  /// The sorted listing of a folder not walked yet, now marked walked; nil for one already
  /// walked or one that cannot be listed (which is noted).
  mutating func list(_ folder: String) -> DirectoryListing? {
    do {
      var listing = try DirectoryListing(folder)
      guard visited.insert(listing.identity).inserted else { return nil }
      listing.sortByName()
      return listing
    } catch {
      problems.append("cannot list the folder \(folder): \(error.reason)")
      return nil
    }
  }
}
