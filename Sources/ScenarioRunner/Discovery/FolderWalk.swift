// One walk down a folder tree, without recursion: a stack of listings, each with the index
// of its next entry, so that a deep tree (or a long chain of links) costs memory, not the
// thread's stack. Each real folder is listed once, whichever path reaches it first. A link
// that leads out of the repository being walked is not followed: it is reported instead.

import Platform
import ScenarioFormat

/// A depth-first walk over folders, in byte order of the names within each folder.
struct FolderWalk {
  /// What a walk found, for a walk run on a worker thread.
  struct Result: Sendable {
    var files: [(path: String, kind: EntryKind, identity: FileIdentity)] = []
    var problems: [String] = []
  }

  /// The folders already walked, or to be walked by another walk.
  var visited: Set<FileIdentity>
  /// A message for each folder that could not be listed and each link not followed.
  private(set) var problems: [String] = []
  /// The resolved repository the walk keeps to, nil when the folder walked is in none.
  let boundary: String?

  init(visited: Set<FileIdentity>, boundary: String?) {
    self.visited = visited
    self.boundary = boundary
  }

  /// The repository holding `folder` (the nearest folder above it, links resolved, that
  /// holds `.git`), which links found below it must not lead out of; nil when there is none,
  /// as a scenario's `use` is then unconfined too.
  static func boundary(of folder: String) -> String? {
    ScenarioLoader.repository(holding: FilePath.joining(folder, "x"))
  }

  /// Whether the walk follows `entry` at `path`: anything but a link leading out of the
  /// boundary, which is noted as a problem naming the link and nothing of what it leads to.
  mutating func follows(_ entry: DirectoryListing.Entry, at path: String) -> Bool {
    guard entry.isLink, entry.isDirectory || entry.kind != .other, let boundary else {
      return true
    }
    if let target = FileBytes.resolvedPath(path),
      target == boundary || target.hasPrefix(boundary.hasSuffix("/") ? boundary : boundary + "/")
    {
      return true
    }
    problems.append(
      "\(path) is a symbolic link that leads outside the repository \(boundary); navrun "
        + "follows links inside the repository only")
    return false
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
      guard follows(entry, at: path) else { continue }
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
