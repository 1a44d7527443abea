import Foundation
import NavrunCommandTestSupport
import NavrunTestSupport
import Platform
import Testing

@testable import ScenarioFormat
@testable import ScenarioRunner

/// File-system states an unlucky CI machine or an attacker leaves behind: FIFOs where files should
/// be, link loops, planted links, goldens that cannot be read, report paths that are devices.
///
/// None blocks, loops, crashes or writes where it should not.
@Suite struct HostileFileSystemTests {
  func makeFIFO(_ path: String) throws {
    try #require(mkfifo(path, 0o644) == 0)
  }

  func kind(_ path: String) -> Platform.FileKind? {
    Platform.FileKind.entry(at: path)
  }

  // MARK: - FIFOs

  @Test func aFIFOAsAScenarioIsAnErrorNotAWait() throws {
    let folder = try TemporaryFolder()
    try folder.write(pushScenario, to: "ok.json")
    try makeFIFO(folder.path + "/stuck.json")
    let outcome = navrun(folder.path, "--record", "never")
    #expect(outcome.code == 2)
    #expect(outcome.output.contains("stuck.json is a FIFO, not a file"))
    #expect(outcome.output.contains("ok.json"), "the other scenario still runs")
  }

  @Test func aFIFOAsAGoldenIsAnErrorAndIsLeftAsItIs() throws {
    let folder = try TemporaryFolder()
    try folder.write(pushScenario, to: "a.json")
    try makeFIFO(folder.path + "/a.golden")
    let outcome = navrun(folder.path, "--record", "all")
    #expect(outcome.code == 2)
    #expect(outcome.output.contains("cannot read the golden"))
    #expect(outcome.output.contains("it is a FIFO"))
    #expect(kind(folder.path + "/a.golden") == .fifo)
  }

  @Test func aFIFOAsAUsedFileIsALocatedError() throws {
    let folder = try TemporaryFolder()
    try makeFIFO(folder.path + "/shared.defs.json")
    try folder.write(
      #"{"use": ["shared.defs.json"], "start": "Home", "golden": false}"#, to: "a.json")
    let outcome = navrun(folder.path + "/a.json")
    #expect(outcome.code == 2)
    #expect(outcome.output.contains("a.json:1:10: error: use:"))
    #expect(outcome.output.contains("is a FIFO, not a file"))
  }

  // MARK: - Links

  @Test(arguments: [1, 4]) func linkLoopsAreWalkedOnceAndEachFileRunsOnce(jobs: Int) throws {
    let folder = try TemporaryFolder()
    try folder.write(pushScenario, to: "inner/a.json")
    try folder.write(pushScenario, to: "b.json")
    for name in ["l1", "l2", "inner/up", "inner/self"] {
      let target = name.hasPrefix("inner/") ? (name == "inner/up" ? ".." : ".") : "."
      try #require(symlink(target, folder.path + "/" + name) == 0)
    }
    let outcome = navrun(folder.path, "--record", "missing", "--jobs", String(jobs))
    #expect(outcome.code == 0)
    #expect(outcome.output.contains("2 passed, 0 failed"))
    let lines = outcome.output.split(separator: "\n")
    #expect(lines.filter { $0.contains("a.json") }.count == 1)
    #expect(lines.filter { $0.contains("b.json") }.count == 1)
  }

  @Test func aLinkToAFileInTheTreeRunsItOnce() throws {
    let folder = try TemporaryFolder()
    try folder.write(pushScenario, to: "real/a.json")
    try #require(symlink("real/a.json", folder.path + "/z.json") == 0)
    let outcome = navrun(folder.path, "--record", "missing")
    #expect(outcome.output.contains("1 passed, 0 failed"))
  }

  /// A link in a pull request's scenario folder must not run (and quote) a file from outside
  /// the checkout, as a `use` of one must not: each link that leads out is an error naming the
  /// link alone, and the files inside still run.
  @Test(arguments: [1, 4]) func aLinkLeadingOutOfTheRepositoryIsNotFollowed(jobs: Int) throws {
    let folder = try TemporaryFolder()
    try folder.write(#"{"client_secret": "d-FL-secret-Ty"}"#, to: "home/credentials.json")
    try folder.write(#"{"client_secret": "d-FL-secret-Ty"}"#, to: "home/deep/more.json")
    try folder.write("", to: "proj/.git/HEAD")
    try folder.write(pushScenario, to: "proj/Scenarios/inner/a.json")
    try folder.write(pushScenario, to: "proj/shared/b.json")
    let links = [
      "proj/Scenarios/leak.json": folder.path + "/home/credentials.json",
      "proj/Scenarios/inner/home": "../../../home",
      "proj/Scenarios/shared": "../shared",
    ]
    for (link, target) in links {
      try #require(symlink(target, folder.path + "/" + link) == 0)
    }
    let outcome = navrun(
      folder.path + "/proj/Scenarios", "--record", "missing", "--jobs", String(jobs), "--junit",
      folder.path + "/r.xml")
    #expect(outcome.code == 2)
    for link in ["Scenarios/leak.json", "Scenarios/inner/home"] {
      #expect(
        outcome.errors.contains(
          "\(link) is a symbolic link that leads outside the repository"), "\(outcome.errors)")
    }
    #expect(outcome.output.contains("2 passed, 0 failed"), "a.json and shared/b.json still run")
    for text in [outcome.output, outcome.errors, folder.read("r.xml")] {
      #expect(text?.contains("secret") == false)
      #expect(text?.contains("more.json") == false)
    }
  }

  // MARK: - Goldens

  @Test func aGoldenOverTheSizeLimitIsAnErrorNeverOverwritten() throws {
    let folder = try TemporaryFolder()
    try folder.write(pushScenario, to: "a.json")
    let huge = String(repeating: "x", count: ScenarioLoader.maximumFileSize + 1)
    try folder.write(huge, to: "a.golden")
    let outcome = navrun(folder.path)
    #expect(outcome.code == 2)
    #expect(outcome.output.contains("navrun reads goldens up to"))
    #expect(folder.read("a.golden")?.utf8.count == huge.utf8.count)
  }

  /// A golden the system refuses to open: a link to itself fails with ELOOP, on the path a
  /// permission denial takes (which root, running these tests, never meets).
  @Test func aGoldenThatCannotBeOpenedIsAnErrorNeverOverwritten() throws {
    let folder = try TemporaryFolder()
    try folder.write(pushScenario, to: "a.json")
    try #require(symlink("a.golden", folder.path + "/a.golden") == 0)
    let outcome = navrun(folder.path)
    #expect(outcome.code == 2)
    #expect(outcome.output.contains("a.golden"))
    #expect(outcome.output.contains("cannot read"), "\(outcome.output)")
    #expect(kind(folder.path + "/a.golden") == .symbolicLink)
  }

  @Test func aFolderNamedLikeAGoldenIsAnErrorAndKept() throws {
    let folder = try TemporaryFolder()
    try folder.write(pushScenario, to: "a.json")
    try folder.write("keep", to: "a.golden/inside.txt")
    let outcome = navrun(folder.path, "--record", "all")
    #expect(outcome.code == 2)
    #expect(folder.read("a.golden/inside.txt") == "keep")
  }

  @Test func aPlantedLinkAtTheOldTemporaryNameIsNeverWritten() throws {
    let folder = try TemporaryFolder()
    let elsewhere = try TemporaryFolder()
    try folder.write(pushScenario, to: "a.json")
    try folder.write("old\n", to: "a.golden")
    try elsewhere.write("untouched", to: "target")
    try #require(
      symlink(elsewhere.path + "/target", folder.path + "/.a.golden.navrun-tmp") == 0)
    let outcome = navrun(folder.path, "--update")
    #expect(outcome.code == 0)
    #expect(elsewhere.read("target") == "untouched")
    #expect(folder.read("a.golden") != "old\n")
    #expect(kind(folder.path + "/.a.golden.navrun-tmp") == .symbolicLink)
  }

  @Test func aGoldenThatIsALinkIsNeverWrittenThrough() throws {
    let folder = try TemporaryFolder()
    let elsewhere = try TemporaryFolder()
    try folder.write(pushScenario, to: "a.json")
    try elsewhere.write("old\n", to: "target")
    try #require(symlink(elsewhere.path + "/target", folder.path + "/a.golden") == 0)
    let outcome = navrun(folder.path, "--update")
    #expect(outcome.code == 1)
    #expect(outcome.output.contains("navrun replaces only regular files"))
    #expect(elsewhere.read("target") == "old\n")
    #expect(kind(folder.path + "/a.golden") == .symbolicLink)
  }

  @Test func twoUpdatesAtOnceBothSucceed() throws {
    let folder = try TemporaryFolder()
    for index in 0..<40 {
      try folder.write(pushScenario, to: "s\(index).json")
      try folder.write("stale\n", to: "s\(index).golden")
    }
    let path = folder.path
    let outcomes = DispatchQueue.concurrentMap(count: 2) { _ in
      navrun(path, "--update", "--jobs", "2").code
    }
    #expect(outcomes == [0, 0])
    #expect(!folder.files().contains { $0.contains(".navrun-tmp") })
    #expect(navrun(path, "--record", "never").code == 0)
  }

  @Test func updateLeavesAFolderNamedLikeAPendingGolden() throws {
    let folder = try TemporaryFolder()
    try folder.write(pushScenario, to: "a.json")
    _ = navrun(folder.path, "--record", "missing")
    try folder.write("keep", to: "a.golden.new/inside.txt")
    let outcome = navrun(folder.path, "--update")
    #expect(outcome.code == 0)
    #expect(folder.read("a.golden.new/inside.txt") == "keep")
  }

  // MARK: - Report paths

  @Test func aReportLinkedToADeviceIsWrittenIntoNotReplaced() throws {
    let folder = try TemporaryFolder()
    let reports = try TemporaryFolder()
    try folder.write(pushScenario, to: "a.json")
    try #require(symlink("/dev/null", reports.path + "/report.json") == 0)
    let outcome = navrun(folder.path, "--json", reports.path + "/report.json")
    #expect(outcome.code == 0)
    #expect(kind(reports.path + "/report.json") == .symbolicLink)
    #expect(kind("/dev/null") == .device)
  }

  @Test func aReportIntoAFIFOWithoutAReaderIsAnErrorNotAWait() throws {
    let folder = try TemporaryFolder()
    try folder.write(pushScenario, to: "a.json")
    try makeFIFO(folder.path + "/report.xml")
    let outcome = navrun(folder.path, "--junit", folder.path + "/report.xml")
    #expect(outcome.code == 2)
    #expect(outcome.errors.contains("cannot write"))
    #expect(kind(folder.path + "/report.xml") == .fifo)
  }

  @Test func aReportIntoAFIFOWithAReaderReachesTheReader() throws {
    let folder = try TemporaryFolder()
    let reports = try TemporaryFolder()
    try folder.write(pushScenario, to: "a.json")
    let fifo = reports.path + "/report.json"
    try makeFIFO(fifo)
    // The reader holds the FIFO open before navrun writes, as `tee` or a CI uploader would.
    let reader = open(fifo, O_RDONLY | O_NONBLOCK)
    try #require(reader >= 0)
    defer { close(reader) }
    let outcome = navrun(folder.path, "--json", fifo)
    #expect(outcome.code == 0)
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    let count = read(reader, &buffer, buffer.count)
    #expect(count > 0)
    #expect(String(decoding: buffer.prefix(max(0, count)), as: UTF8.self).hasPrefix("{"))
    #expect(kind(fifo) == .fifo)
  }

  @Test func aReportOverAFolderIsAnError() throws {
    let folder = try TemporaryFolder()
    try folder.write(pushScenario, to: "a.json")
    try folder.write("keep", to: "report.html/inside.txt")
    let outcome = navrun(folder.path, "--html", folder.path + "/report.html")
    #expect(outcome.code == 2)
    #expect(outcome.errors.contains("it is a folder"))
    #expect(folder.read("report.html/inside.txt") == "keep")
  }

  @Test func aReportLinkedToAFileReplacesTheFileAndKeepsTheLink() throws {
    let folder = try TemporaryFolder()
    let reports = try TemporaryFolder()
    try folder.write(pushScenario, to: "a.json")
    try reports.write("old", to: "real.json")
    try #require(symlink("real.json", reports.path + "/report.json") == 0)
    let outcome = navrun(folder.path, "--json", reports.path + "/report.json")
    #expect(outcome.code == 0)
    #expect(kind(reports.path + "/report.json") == .symbolicLink)
    #expect(reports.read("real.json")?.hasPrefix("{") == true)
  }

  // MARK: - Folders that cannot be listed

  @Test func aFolderDeeperThanPathMaxIsAnError() throws {
    let folder = try TemporaryFolder()
    try folder.write(pushScenario, to: "a.json")
    // Each level is made relative to the one above: the whole path is too long to name.
    let name = String(repeating: "d", count: 200)
    var descriptors: [Int32] = [open(folder.path, O_RDONLY | O_DIRECTORY)]
    defer {
      for (depth, descriptor) in descriptors.enumerated().reversed() {
        if depth > 0 { unlinkat(descriptors[depth - 1], name, AT_REMOVEDIR) }
        close(descriptor)
      }
    }
    for _ in 0..<25 {
      let parent = try #require(descriptors.last)
      try #require(mkdirat(parent, name, 0o755) == 0)
      descriptors.append(openat(parent, name, O_RDONLY | O_DIRECTORY))
    }
    let outcome = navrun(folder.path, "--record", "missing")
    #expect(outcome.code == 2)
    #expect(outcome.errors.contains("cannot list the folder"))
    #expect(outcome.output.contains("a.json"), "the other scenarios still run")
  }

  // MARK: - Input

  @Test func controlCharactersNeverReachTheTerminal() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      #"{"scenario": "evil \u001b]0;owned\u0007 \u001b[2J", "start": "Home", "golden": false, "steps": [{"pop": true}]}"#,
      to: "a.json")
    for color in ["never", "always"] {
      let outcome = navrun(folder.path, "--color", color)
      let everything = outcome.output + outcome.errors
      #expect(!everything.unicodeScalars.contains("\u{07}"))
      #expect(!everything.contains("\u{1B}]0;"))
      #expect(!everything.contains("\u{1B}[2J"))
      #expect(everything.contains(#"evil \u001b]0;owned\u0007 \u001b[2J"#))
      if color == "never" { #expect(!everything.unicodeScalars.contains("\u{1B}")) }
    }
  }

  @Test func aNULInAUsedPathIsALocatedError() throws {
    let folder = try TemporaryFolder()
    try folder.write(#"{"templates": {"T": "Home"}}"#, to: "ok.defs.json")
    try folder.write(
      #"{"use": ["ok.defs.json\u0000junk"], "start": {"template": "T"}, "golden": false}"#,
      to: "a.json")
    let outcome = navrun(folder.path + "/a.json")
    #expect(outcome.code == 2)
    #expect(outcome.output.contains("a.json:1:10: error: use[0]: a file path cannot hold a NUL"))
  }
}

/// Values set from several threads, under a lock.
private final class LockedResults<T>: @unchecked Sendable {
  let lock = NSLock()
  var values: [Int: T] = [:]
}

extension DispatchQueue {
  /// `body` of each index, run at once on as many threads as there are indices.
  static func concurrentMap<T: Sendable>(count: Int, _ body: @Sendable (Int) -> T) -> [T] {
    let results = LockedResults<T>()
    concurrentPerform(iterations: count) { index in
      let value = body(index)
      results.lock.withLock { results.values[index] = value }
    }
    return (0..<count).compactMap { results.values[$0] }
  }
}
