import Foundation
import NavrunCommandTestSupport
import NavrunTestSupport
import Testing

@testable import NavrunCommand
@testable import ScenarioRunner

/// A `navrun.json` another user owns, that anyone may write, or that lies in a folder anyone
/// may write without the sticky bit, is not used, and standard error says why.
@Suite struct ConfigurationTrustTests {
  static let me: UInt32 = 501
  static let other: UInt32 = 65534

  /// A trust check that sees `file` and `folder` as given, whatever the disk says.
  func trust(file: FileOwnership, link: FileOwnership? = nil, folder: FileOwnership)
    -> ConfigurationTrust
  {
    ConfigurationTrust(user: Self.me) { path, followsLinks in
      path == "d/navrun.json" ? (followsLinks ? file : link ?? file) : folder
    }
  }

  @Test func aFileOfMineInAFolderOfMineIsUsed() {
    let check = trust(
      file: FileOwnership(owner: Self.me, permissions: 0o644),
      folder: FileOwnership(owner: Self.me, permissions: 0o755))
    #expect(check.distrust(file: "d/navrun.json", folder: "d") == nil)
  }

  @Test func aFileOfRootIsUsed() {
    let check = trust(
      file: FileOwnership(owner: 0, permissions: 0o644),
      folder: FileOwnership(owner: 0, permissions: 0o755))
    #expect(check.distrust(file: "d/navrun.json", folder: "d") == nil)
  }

  @Test func aFileOfAnotherUserIsNotUsed() {
    let check = trust(
      file: FileOwnership(owner: Self.other, permissions: 0o644),
      folder: FileOwnership(owner: Self.me, permissions: 0o755))
    #expect(check.distrust(file: "d/navrun.json", folder: "d")?.contains("another user") == true)
  }

  @Test func aLinkPlacedByAnotherUserIsNotUsed() {
    let check = trust(
      file: FileOwnership(owner: Self.me, permissions: 0o644),
      link: FileOwnership(owner: Self.other, permissions: 0o777),
      folder: FileOwnership(owner: 0, permissions: 0o1777))
    #expect(check.distrust(file: "d/navrun.json", folder: "d")?.contains("another user") == true)
  }

  @Test func aFileAnyoneMayWriteIsNotUsed() {
    let check = trust(
      file: FileOwnership(owner: Self.me, permissions: 0o666),
      folder: FileOwnership(owner: Self.me, permissions: 0o755))
    #expect(check.distrust(file: "d/navrun.json", folder: "d") == "any user may write it")
  }

  @Test func aFolderAnyoneMayWriteIsSafeOnlyWithTheStickyBit() {
    let mine = FileOwnership(owner: Self.me, permissions: 0o644)
    let open = trust(file: mine, folder: FileOwnership(owner: 0, permissions: 0o777))
    #expect(open.distrust(file: "d/navrun.json", folder: "d")?.contains("sticky bit") == true)
    let sticky = trust(file: mine, folder: FileOwnership(owner: 0, permissions: 0o1777))
    #expect(sticky.distrust(file: "d/navrun.json", folder: "d") == nil)
  }

  @Test func aConfigurationInAFolderAnyoneMayWriteIsIgnoredWithAWarning() throws {
    let folder = try TemporaryFolder()
    try folder.write(pushScenario, to: "shared/proj/Scenarios/a.json")
    try folder.write(#"{"reports": {"json": "../../victim.txt"}}"#, to: "shared/navrun.json")
    try folder.write("notes\n", to: "victim.txt")
    try #require(chmod(folder.path + "/shared", 0o777) == 0)
    let outcome = navrun([], currentFolder: folder.path + "/shared/proj")
    #expect(outcome.errors.contains("shared/navrun.json is not used"))
    #expect(outcome.errors.contains("sticky bit"))
    #expect(folder.read("victim.txt") == "notes\n")
  }

  @Test(.enabled(if: getuid() == 0, "only root can give a file away"))
  func aConfigurationOwnedByAnotherUserIsIgnoredWithAWarning() throws {
    let folder = try TemporaryFolder()
    try folder.write(pushScenario, to: "shared/proj/Scenarios/a.json")
    try folder.write(#"{"reports": {"json": "../../victim.txt"}}"#, to: "shared/navrun.json")
    try folder.write("notes\n", to: "victim.txt")
    try #require(chown(folder.path + "/shared/navrun.json", 65534, 65534) == 0)
    let outcome = navrun([], currentFolder: folder.path + "/shared/proj")
    #expect(outcome.errors.contains("is owned by another user (uid 65534)"))
    #expect(folder.read("victim.txt") == "notes\n")
  }
}
