import Foundation
import NavrunTestSupport
import Testing

@testable import NavrunCommand
@testable import ScenarioRunner

/// The release the install instructions pin is one a clone of this repository can check out
/// from its own history, tags or not, and the one `init`'s CI snippets find by its version.
@Suite struct ReleasePinTests {
  static let files = ["README.md", "docs/installing.md", "Scripts/install.sh"]

  /// The pins of a text: a commit checked out or depended on, with the version after it
  /// (`checkout --quiet COMMIT   # navrun 0.11.0`, `revision: "COMMIT"),  // navrun 0.11.0`).
  static func pins(in text: String) -> [(commit: String, version: String)] {
    let pin =
      #/
      (?:checkout\ --quiet\ |revision:\ ")([0-9a-f]{40})(?:"\),)?
      \s+(?:\#|//)\ navrun\ (\d+\.\d+\.\d+)
      /#
    return text.matches(of: pin).map { (String($0.output.1), String($0.output.2)) }
  }

  static func text(of file: String) throws -> String {
    try String(contentsOf: packageRoot.appendingPathComponent(file), encoding: .utf8)
  }

  /// Runs git in the package's folder; its exit status and standard output, trimmed.
  static func git(_ arguments: String...) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git", "-C", packageRoot.path] + arguments
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle(forWritingAtPath: "/dev/null")
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let text = String(decoding: data, as: UTF8.self)
    return (process.terminationStatus, text.trimmingCharacters(in: .whitespacesAndNewlines))
  }

  /// The release of `version` as the snippets find it without a tag: the commit that first set
  /// it in the version file.
  static func releaseCommit(of version: String) throws -> String? {
    let log = try git(
      "log", "--format=%H", "-S", "navrunVersion = \"\(version)\"", "--",
      StarterFiles.versionFile)
    return log.output.split(separator: "\n").last.map(String.init)
  }

  @Test(arguments: files) func eachFilePinsOneRelease(file: String) throws {
    let pins = Self.pins(in: try Self.text(of: file))
    #expect(!pins.isEmpty, "\(file) pins no release")
    #expect(Set(pins.map { "\($0.commit) \($0.version)" }).count == 1, "\(file): \(pins)")
  }

  @Test func theSnippetsFindAReleaseByItsVersionInTheVersionFile() throws {
    #expect(
      try Self.text(of: StarterFiles.versionFile).contains(
        "public let navrunVersion = \"\(navrunVersion)\"\n"))
    let lines = StarterFiles.installLines(home: "h").joined(separator: "\n")
    #expect(lines.contains(#"rev-parse -q --verify "refs/tags/$NAVRUN_VERSION^{commit}""#))
    #expect(lines.contains(#"log --format=%H -S "navrunVersion = \"$NAVRUN_VERSION\"""#))
    #expect(lines.contains("-- \(StarterFiles.versionFile) | tail -n 1"))
  }

  /// Why `commit` cannot stand for navrun `version` in this checkout, if it cannot: it is not
  /// in the history (a squashed or rebased merge, a commit of another clone), does not hold the
  /// version, is not the commit the version resolves to, or the tag names another.
  static func problems(commit: String, version: String, head: String) throws -> [String] {
    guard try git("merge-base", "--is-ancestor", commit, head).status == 0 else {
      return ["\(commit) is not in this checkout's history"]
    }
    var problems: [String] = []
    let file = try git("show", "\(commit):\(StarterFiles.versionFile)")
    if !file.output.contains("navrunVersion = \"\(version)\"") {
      problems.append("\(commit) is not navrun \(version)")
    }
    if try releaseCommit(of: version) != commit {
      problems.append("\(commit) is not the commit that set \(version)")
    }
    let tag = try git("rev-parse", "-q", "--verify", "refs/tags/\(version)^{commit}")
    if tag.status == 0, tag.output != commit {
      problems.append("the tag \(version) names \(tag.output), not \(commit)")
    }
    return problems
  }

  static func head() throws -> String {
    let shallow = try git("rev-parse", "--is-shallow-repository")
    try #require(shallow.status == 0, "not a git checkout: the pins cannot be checked")
    try #require(
      shallow.output == "false",
      "a shallow clone does not hold the releases: run git fetch --unshallow")
    return try git("rev-parse", "HEAD").output
  }

  /// The check tells a pin it cannot check out from one it can.
  @Test func aCommitOutsideTheHistoryOrOfAnotherVersionIsRefused() throws {
    let head = try Self.head()
    let release = try #require(try Self.releaseCommit(of: navrunVersion))
    #expect(try Self.problems(commit: release, version: navrunVersion, head: head) == [])
    #expect(
      try Self.problems(
        commit: String(repeating: "0", count: 40), version: navrunVersion, head: head)
        == ["\(String(repeating: "0", count: 40)) is not in this checkout's history"])
    #expect(try Self.problems(commit: release, version: "0.0.1", head: head).count == 2)
    let parent = try Self.git("rev-parse", "\(release)^").output
    #expect(
      try Self.problems(commit: parent, version: navrunVersion, head: head).first
        == "\(parent) is not navrun \(navrunVersion)")
  }

  /// Every pin can be checked out from this checkout's own history, and is the latest release.
  @Test func thePinnedReleaseIsInTheRepositorysOwnHistory() throws {
    let head = try Self.head()
    var pinned: Set<String> = []
    for file in Self.files {
      for pin in Self.pins(in: try Self.text(of: file)) {
        pinned.insert(pin.version)
        let problems = try Self.problems(commit: pin.commit, version: pin.version, head: head)
        #expect(problems.isEmpty, "\(file): \(problems)")
      }
    }
    // The release commit itself cannot name its own hash: until the commit after it, the pins
    // are the release before.
    let releasedHere = try Self.releaseCommit(of: navrunVersion) == head
    #expect(pinned.count == 1, "the files pin different releases: \(pinned)")
    if !releasedHere {
      #expect(pinned == [navrunVersion], "the latest release is \(navrunVersion)")
    }
  }
}
