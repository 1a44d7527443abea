// Accepting and rejecting one pending golden, for `navrun accept`, `navrun reject` and the keys
// of an interactive `navrun review`: only a regular file, as navrun writes, is moved or
// deleted (a link, a folder or a FIFO of that name is left alone), only a regular golden (or
// none) is replaced, and accepting is one atomic rename, so the golden is always either the
// old text or the new.

import Platform
import ScenarioFormat

/// A pending golden, `x.golden.new`, beside its golden `x.golden`.
package struct PendingGoldenFile {
  /// The pending golden's path.
  package var path: String

  /// The golden it would replace.
  package var golden: String { String(path.dropLast(".new".count)) }

  /// Moves the pending golden over its golden; returns why it could not, or nil.
  package func accept() -> String? {
    if let refusal = refusal(to: "move") { return refusal }
    // The golden is replaced only when it is a regular file or missing, as `--update` does: a
    // rename over a link would drop the link and leave the file it leads to unchanged.
    if let kind = FileKind.entry(at: golden), kind != .regular {
      return "cannot move \(path) over \(golden): it is \(kind.description); "
        + "navrun replaces only regular files"
    }
    guard FileSystem.rename(path, to: golden) else {
      return "cannot move \(path) over \(golden): \(FileSystem.lastErrorText)"
    }
    return nil
  }

  /// Deletes the pending golden; returns why it could not, or nil.
  package func reject() -> String? {
    if let refusal = refusal(to: "delete") { return refusal }
    guard FileSystem.remove(path) else {
      return "cannot delete \(path): \(FileSystem.lastErrorText)"
    }
    return nil
  }

  /// Why navrun will not touch the file, or nil when it is a regular file.
  private func refusal(to action: String) -> String? {
    switch FileKind.entry(at: path) {
    case .regular: nil
    case nil: "cannot \(action) \(path): it no longer exists"
    case let kind?:
      "cannot \(action) \(path): it is \(kind.description), not a pending golden navrun wrote"
    }
  }

  /// Creates a value with every stored property given.
  package init(path: String) {
    self.path = path
  }
}
