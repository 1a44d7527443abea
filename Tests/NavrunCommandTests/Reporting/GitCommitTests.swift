import NavrunTestSupport
import Testing

@testable import NavrunCommand
@testable import ScenarioRunner

/// The commit the HTML report names, read from a checkout's files without running `git`.
@Suite struct GitCommitTests {
  static let commit = "0123456789abcdef0123456789abcdef01234567"
  static let other = "fedcba9876543210fedcba9876543210fedcba98"

  /// The commit read from `start` (below a new temporary folder) after writing `files` there
  /// (path, text; `ROOT` in a text is the folder's path).
  func head(from start: String, _ files: [(String, String)]) throws -> String? {
    let folder = try TemporaryFolder()
    for (path, text) in files {
      try folder.write(text.replacing("ROOT", with: folder.path), to: path)
    }
    return GitCommit.head(from: folder.path + "/" + start)
  }

  @Test func aDetachedHeadIsTheCommit() throws {
    #expect(try head(from: "repo", [("repo/.git/HEAD", Self.commit + "\n")]) == Self.commit)
  }

  @Test func aBranchIsReadFromItsFileBeforePackedRefs() throws {
    let found = try head(
      from: "repo",
      [
        ("repo/.git/HEAD", "ref: refs/heads/main\n"),
        ("repo/.git/refs/heads/main", Self.commit + "\n"),
        ("repo/.git/packed-refs", "\(Self.other) refs/heads/main\n"),
      ])
    #expect(found == Self.commit)
  }

  @Test func aPackedBranchIsReadFromPackedRefs() throws {
    let packed =
      "# pack-refs with: peeled fully-peeled sorted\n\(Self.other) refs/heads/main\n"
      + "\(Self.commit) refs/heads/feature/x\n^\(Self.other)\n"
    let found = try head(
      from: "repo",
      [("repo/.git/HEAD", "ref: refs/heads/feature/x\n"), ("repo/.git/packed-refs", packed)])
    #expect(found == Self.commit)
  }

  @Test func theCheckoutIsFoundFromAFolderBelowIt() throws {
    let found = try head(
      from: "repo/Scenarios/deep",
      [("repo/.git/HEAD", Self.commit), ("repo/Scenarios/deep/a.json", "")])
    #expect(found == Self.commit)
  }

  @Test(arguments: [("wt", commit), ("main", other)])
  func aWorktreeFileLeadsToItsHeadAndTheSharedBranches(start: String, expected: String) throws {
    let found = try head(
      from: start,
      [
        ("main/.git/HEAD", "ref: refs/heads/main\n"),
        ("main/.git/refs/heads/main", Self.other + "\n"),
        ("main/.git/worktrees/wt/HEAD", "ref: refs/heads/feature\n"),
        ("main/.git/worktrees/wt/commondir", "../..\n"),
        ("main/.git/refs/heads/feature", Self.commit + "\n"),
        ("wt/.git", "gitdir: ROOT/main/.git/worktrees/wt\n"),
      ])
    #expect(found == expected)
  }

  @Test func aRelativeGitdirIsReadFromTheFolderOfTheGitFile() throws {
    let found = try head(
      from: "repo/sub",
      [
        ("repo/.git/modules/sub/HEAD", Self.commit),
        ("repo/sub/.git", "gitdir: ../.git/modules/sub\n"),
      ])
    #expect(found == Self.commit)
  }

  /// HEAD may only name a ref below `refs/`, never a file elsewhere that happens to hold a
  /// commit.
  @Test(arguments: ["ref: refs/../../outside\n", "ref: ../outside\n"])
  func aRefOutsideRefsIsNotFollowed(head text: String) throws {
    let found = try head(
      from: "repo",
      [
        ("repo/.git/HEAD", text), ("repo/.git/refs/heads/main", Self.other),
        ("repo/outside", Self.commit),
      ])
    #expect(found == nil)
  }

  /// A branch with no commit yet, the reftable format's placeholder, a HEAD that is not a
  /// commit, a `.git` file leading nowhere: no commit rather than a wrong one.
  @Test(arguments: [
    (".git/HEAD", "ref: refs/heads/main\n"),
    (".git/HEAD", "ref: refs/heads/.invalid\n"),
    (".git/HEAD", "not a commit\n"),
    (".git", "gitdir: nowhere\n"),
  ])
  func anythingElseGivesNoCommit(file: String, text: String) throws {
    #expect(try head(from: "repo", [("repo/" + file, text)]) == nil)
  }
}
