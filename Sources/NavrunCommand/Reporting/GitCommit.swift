// The commit a Git checkout is at and its branch, read from its files rather than by running
// `git`, for reports made where no CI variable names them (ContinuousIntegration.swift): navrun
// starts no processes, and a report must not fail, or wait, because Git is missing. The `.git`
// entry is looked for from a folder upwards; a folder is the repository, a file (a worktree or
// a submodule) names it with `gitdir: PATH`, and a worktree's branches live in the folder its
// `commondir` names. `HEAD` holds a commit or names a branch, whose commit is in a file of its
// own or in `packed-refs`. Anything else (no checkout, the reftable format, an unreadable file)
// gives no commit rather than a wrong one. Uncommitted changes are not detected.

import Platform
import ScenarioFormat
import ScenarioRunner

/// Reads the commit of a Git checkout.
enum GitCommit {
  /// The commit `HEAD` is at, in the checkout holding `folder` (an absolute path), or nil.
  static func head(from folder: String) -> String? {
    guard let gitFolder = gitFolder(from: folder) else { return nil }
    let common = text(gitFolder + "/commondir").map { resolved($0, in: gitFolder) } ?? gitFolder
    var value = text(gitFolder + "/HEAD")
    // A branch may name another (a symbolic ref); a few steps are plenty and end any loop.
    for _ in 0..<5 {
      guard let current = value else { return nil }
      guard current.hasPrefix("ref: ") else { return isCommit(current) ? current : nil }
      let ref = String(current.dropFirst(5))
      guard ref.hasPrefix("refs/"), !ref.split(separator: "/").contains("..") else { return nil }
      value =
        text(gitFolder + "/" + ref) ?? text(common + "/" + ref) ?? packedRef(ref, in: common)
    }
    return nil
  }

  /// The branch `HEAD` names (`main` for `ref: refs/heads/main`), in the checkout holding
  /// `folder`; nil for a detached `HEAD` or no checkout.
  static func branch(from folder: String) -> String? {
    guard let gitFolder = gitFolder(from: folder), let head = text(gitFolder + "/HEAD"),
      head.hasPrefix("ref: refs/heads/")
    else { return nil }
    let branch = String(head.dropFirst("ref: refs/heads/".count))
    return branch.isEmpty ? nil : branch
  }

  /// The repository folder of the checkout holding `folder`.
  static func gitFolder(from folder: String) -> String? {
    var current = folder
    while true {
      let entry = (current == "/" ? "" : current) + "/.git"
      switch FileKind.target(of: entry) {
      case .folder?:
        return entry
      case .regular?:
        guard let line = text(entry), line.hasPrefix("gitdir: ") else { return nil }
        return resolved(String(line.dropFirst(8)), in: current)
      default:
        guard current != "/", let slash = current.lastIndex(of: "/") else { return nil }
        current = slash == current.startIndex ? "/" : String(current[..<slash])
      }
    }
  }

  /// The commit of `ref` in the `packed-refs` file of a repository.
  private static func packedRef(_ ref: String, in folder: String) -> String? {
    guard let packed = text(folder + "/packed-refs", limit: 64 << 20) else { return nil }
    for line in packed.split(separator: "\n") where !line.hasPrefix("#") && !line.hasPrefix("^") {
      let fields = line.split(separator: " ", maxSplits: 1)
      if fields.count == 2, fields[1] == ref { return String(fields[0]) }
    }
    return nil
  }

  /// A full commit name: 40 (SHA-1) or 64 (SHA-256) lowercase hexadecimal digits.
  static func isCommit(_ text: String) -> Bool {
    (text.utf8.count == 40 || text.utf8.count == 64)
      && text.utf8.allSatisfy { (48...57).contains($0) || (97...102).contains($0) }
  }

  /// A path from a Git file: absolute, or relative to the folder of that file.
  private static func resolved(_ path: String, in folder: String) -> String {
    path.hasPrefix("/") ? path : folder + "/" + path
  }

  /// The file's text without its surrounding white space, or nil when it cannot be read.
  private static func text(_ path: String, limit: Int = 1 << 16) -> String? {
    guard let bytes = try? FileBytes.read(path, limit: limit) else { return nil }
    let text = String(decoding: bytes, as: UTF8.self)
    guard let first = text.firstIndex(where: { !$0.isWhitespace }),
      let last = text.lastIndex(where: { !$0.isWhitespace })
    else { return "" }
    return String(text[first...last])
  }
}
