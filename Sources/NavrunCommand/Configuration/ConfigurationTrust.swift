// A `navrun.json` is looked for in the current folder and every folder above it, so a file in
// a shared parent folder (`/tmp`, a shared checkout) would configure the runs of everyone below
// it: its report paths would be written, and its record mode would rewrite goldens, with the
// rights of whoever runs navrun. As git refuses a repository owned by another user, navrun does
// not use a configuration that another user owns (root's files excepted), that anyone may
// write, or that lies in a folder anyone may write without the sticky bit (where anyone could
// have put it). It says so on standard error and runs without it.

import Platform
import ScenarioRunner

/// Who owns a file and who may write it, as `stat` says.
struct FileOwnership: Equatable, Sendable {
  /// The owner's user id.
  var owner: UInt32
  /// The permission bits, the sticky bit included.
  var permissions: UInt32
}

/// Decides whether a `navrun.json` found on the way up may be used.
struct ConfigurationTrust: Sendable {
  /// The user navrun runs as.
  var user: UInt32
  /// The ownership of a path: of the entry itself when `followsLinks` is false.
  var ownership: @Sendable (_ path: String, _ followsLinks: Bool) -> FileOwnership?

  /// The checks of the running process against the file system.
  static let system = ConfigurationTrust(user: ProcessControl.effectiveUser) { path, followsLinks in
    FileStatus(at: path, followsLinks: followsLinks).map {
      FileOwnership(owner: $0.owner, permissions: $0.permissions)
    }
  }

  /// Why the configuration `file`, in `folder`, must not be used; nil when it may.
  func distrust(file: String, folder: String) -> String? {
    for followsLinks in [false, true] {
      guard let ownership = ownership(file, followsLinks) else { continue }
      if ownership.owner != user, ownership.owner != 0 {
        return "it is owned by another user (uid \(ownership.owner))"
      }
      if followsLinks, ownership.permissions & 0o002 != 0 {
        return "any user may write it"
      }
    }
    if let folder = ownership(folder, true), folder.permissions & 0o002 != 0,
      folder.permissions & 0o1000 == 0
    {
      return "its folder may be written by any user and has no "
        + "sticky bit, so anyone could have put it there"
    }
    return nil
  }
}
