// Every file navrun writes — goldens, pending goldens, reports, reproducers, the files `init`
// sets up — is written whole or not at all: a temporary file in the same folder, flushed, then
// renamed over the target, so that a reader never sees half of one.

import Platform

/// Files written whole or not at all: a temporary file in the same folder, renamed over the
/// target.
package enum AtomicFile {
  /// Writes `text` to `path`, creating missing folders; returns why it failed, or nil.
  package static func write(_ text: String, to path: String, createsFolders: Bool = false)
    -> String?
  {
    do throws(FileWriteError) {
      if createsFolders { try FileBytes.createFolders(containing: path) }
      try FileBytes.writeAtomically(text.utf8, to: path)
      return nil
    } catch {
      return "cannot write \(path): \(error.reason)"
    }
  }

  /// Creates `folder` and the folders above it that are missing; returns why it failed, or nil.
  package static func createFolder(_ folder: String) -> String? {
    do throws(FileWriteError) {
      // The folders containing a file inside `folder`: `folder` itself and those above it.
      try FileBytes.createFolders(containing: (folder.hasSuffix("/") ? folder : folder + "/") + "x")
      return nil
    } catch {
      return "cannot create \(folder): \(error.reason)"
    }
  }
}
