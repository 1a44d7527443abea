import Foundation
import NavrunCommandTestSupport
import NavrunTestSupport
import Testing

@testable import NavrunCommand
@testable import ScenarioRunner

/// `--record new` writes pending goldens; `review` lists them, `accept` and `reject` apply them.
@Suite struct ReviewFlowTests {
  static let feedOnTop = "window (regular)\n  nav\n    Feed  <- top\n"
  static let postOnTop = "window (regular)\n  nav\n    Feed\n    Post  <- top\n"

  /// `changed.json` differs from its golden, `new.json` has none, `same.json` matches.
  func makeFolder() throws -> TemporaryFolder {
    let folder = try TemporaryFolder()
    try folder.write(pushScenario, to: "changed.json")
    try folder.write(Self.feedOnTop, to: "changed.golden")
    try folder.write(pushScenario, to: "sub/new.json")
    try folder.write(pushScenario, to: "same.json")
    try folder.write(Self.postOnTop, to: "same.golden")
    return folder
  }

  @Test func recordNewWritesPendingGoldensAndFails() throws {
    let folder = try makeFolder()
    let outcome = navrun(folder.path, "--record", "new")
    #expect(outcome.code == 1)
    #expect(outcome.output.contains("PENDING \(folder.path)/changed.json"))
    #expect(outcome.output.contains("PENDING \(folder.path)/sub/new.json"))
    #expect(outcome.output.contains("PASS    \(folder.path)/same.json"))
    #expect(outcome.output.contains("+    Post  <- top"))
    #expect(outcome.output.contains("2 goldens pending review"))
    #expect(
      folder.files() == [
        "changed.golden", "changed.golden.new", "changed.json", "same.golden", "same.json", "sub",
        "sub/new.golden.new", "sub/new.json",
      ])
    #expect(folder.read("changed.golden") == Self.feedOnTop)
    #expect(folder.read("changed.golden.new") == Self.postOnTop)
  }

  @Test func reviewListsPendingGoldensWithTheirDiffs() throws {
    let folder = try makeFolder()
    _ = navrun(folder.path, "--record", "new")
    let review = navrun("review", folder.path)
    #expect(review.code == 0)
    #expect(review.output.contains("CHANGED \(folder.path)/changed.golden"))
    #expect(review.output.contains("    --- \(folder.path)/changed.golden\n"))
    #expect(review.output.contains("    +++ \(folder.path)/changed.golden.new\n"))
    #expect(review.output.contains("    -    Feed  <- top\n"))
    #expect(review.output.contains("NEW     \(folder.path)/sub/new.golden"))
    #expect(review.output.contains("    +window (regular)\n"))
    #expect(
      review.output.hasSuffix(
        "2 pending goldens: `navrun accept PATH…` keeps them, "
          + "`navrun reject PATH…` drops them\n"))
    #expect(folder.files().filter { $0.hasSuffix(".new") }.count == 2)
  }

  @Test func acceptMovesPendingGoldensOverTheirGoldens() throws {
    let folder = try makeFolder()
    _ = navrun(folder.path, "--record", "new")
    let accept = navrun("accept", folder.path + "/changed.json")
    #expect(accept.code == 0)
    #expect(accept.output == "accepted \(folder.path)/changed.golden\n")
    #expect(folder.read("changed.golden") == Self.postOnTop)
    #expect(folder.read("changed.golden.new") == nil)
    #expect(navrun("accept", folder.path).output == "accepted \(folder.path)/sub/new.golden\n")
    #expect(navrun(folder.path, "--record", "never").code == 0)
    #expect(!folder.files().contains { $0.hasSuffix(".new") })
  }

  @Test func rejectDeletesPendingGoldens() throws {
    let folder = try makeFolder()
    _ = navrun(folder.path, "--record", "new")
    let reject = navrun("reject", folder.path)
    #expect(reject.code == 0)
    #expect(reject.output.contains("rejected \(folder.path)/changed.golden.new\n"))
    #expect(folder.read("changed.golden") == Self.feedOnTop)
    #expect(!folder.files().contains { $0.hasSuffix(".new") })
    #expect(navrun("review", folder.path).output.hasPrefix("no pending goldens"))
  }

  @Test func aMatchingRunRemovesAStalePendingGolden() throws {
    let folder = try makeFolder()
    try folder.write("stale\n", to: "same.golden.new")
    #expect(navrun(folder.path + "/same.json", "--record", "new").code == 0)
    #expect(folder.read("same.golden.new") == nil)
  }

  @Test func acceptAndRejectLeaveALinkNamedAsAPendingGoldenAlone() throws {
    let folder = try makeFolder()
    try folder.write("elsewhere\n", to: "target.txt")
    try FileManager.default.createSymbolicLink(
      atPath: folder.path + "/changed.golden.new", withDestinationPath: "target.txt")
    for command in ["accept", "reject"] {
      let outcome = navrun(command, folder.path + "/changed.golden.new")
      #expect(outcome.code == 2)
      #expect(
        outcome.errors.contains(
          "\(folder.path)/changed.golden.new: it is a symbolic link, not a pending golden"))
    }
    #expect(folder.read("changed.golden") == Self.feedOnTop)
    #expect(folder.read("changed.golden.new") == "elsewhere\n")
  }

  @Test func acceptLeavesALinkedGoldenAndItsPendingGoldenAlone() throws {
    let folder = try TemporaryFolder()
    try folder.write("shared golden\n", to: "shared/a.golden")
    try folder.write(pushScenario, to: "S/a.json")
    try FileManager.default.createSymbolicLink(
      atPath: folder.path + "/S/a.golden", withDestinationPath: "../shared/a.golden")
    try folder.write("new golden\n", to: "S/a.golden.new")
    let outcome = navrun("accept", folder.path + "/S")
    #expect(outcome.code == 2)
    #expect(outcome.errors.contains("it is a symbolic link; navrun replaces only regular files"))
    let link = try FileManager.default.destinationOfSymbolicLink(
      atPath: folder.path + "/S/a.golden")
    #expect(link == "../shared/a.golden")
    #expect(folder.read("shared/a.golden") == "shared golden\n")
    #expect(folder.read("S/a.golden.new") == "new golden\n")
  }

  @Test func reviewOfAMissingPathIsBadInput() {
    #expect(navrun("accept", "/no/such/folder").code == 2)
    #expect(navrun("review", "--record", "all").code == 2)
  }
}

/// Goldens that no scenario uses, found on a full run.
@Suite struct UnreferencedGoldenTests {
  func makeFolder() throws -> TemporaryFolder {
    let folder = try TemporaryFolder()
    try folder.write(#"{"start": "A"}"#, to: "kept.json")
    try folder.write("window (regular)\n  A  <- top\n", to: "kept.golden")
    try folder.write("window (regular)\n  Gone  <- top\n", to: "deep/removed.golden")
    try folder.write(#"{"start": "A", "golden": false}"#, to: "off.json")
    try folder.write("old\n", to: "off.golden")
    try folder.write("{ broken", to: "broken.json")
    try folder.write("old\n", to: "broken.golden")
    return folder
  }

  @Test func aFullRunWarnsAboutGoldensWithoutAScenario() throws {
    let folder = try makeFolder()
    let outcome = navrun(folder.path)
    #expect(outcome.code == 2)
    #expect(
      outcome.output.contains(
        "warning: unreferenced golden \(folder.path)/deep/removed.golden "
          + "(\(folder.path)/deep/removed.json does not exist)"))
    #expect(
      outcome.output.contains(
        "warning: unreferenced golden \(folder.path)/off.golden "
          + "(\(folder.path)/off.json does not compare a golden)"))
    #expect(!outcome.output.contains("broken.golden"))
    #expect(!outcome.output.contains("kept.golden"))
    #expect(outcome.output.contains("2 unreferenced goldens"))
    #expect(folder.read("off.golden") == "old\n")
  }

  @Test func failMakesThemFailTheRunAndIsTheCIDefault() throws {
    let folder = try makeFolder()
    try folder.write(#"{"start": "A"}"#, to: "broken.json")
    try folder.write("window (regular)\n  A  <- top\n", to: "broken.golden")
    #expect(navrun(folder.path).code == 0)
    let failing = navrun(folder.path, "--unreferenced", "fail")
    #expect(failing.code == 1)
    #expect(failing.output.contains("error: unreferenced golden \(folder.path)/off.golden"))
    #expect(navrun(folder.path, environment: ["CI": "true"]).code == 1)
    #expect(navrun(folder.path, "--unreferenced", "warn", environment: ["CI": "true"]).code == 0)
  }

  @Test func deleteRemovesThem() throws {
    let folder = try makeFolder()
    let outcome = navrun(folder.path, "--unreferenced", "delete")
    #expect(outcome.output.contains("deleted unreferenced golden \(folder.path)/off.golden"))
    #expect(outcome.output.contains("2 unreferenced goldens deleted"))
    #expect(folder.read("off.golden") == nil)
    #expect(folder.read("deep/removed.golden") == nil)
    #expect(folder.read("kept.golden") != nil)
    #expect(folder.read("broken.golden") != nil)
  }

  @Test func aPartialRunDoesNotLookForThem() throws {
    let folder = try makeFolder()
    for arguments in [["--filter", "kept*"], ["--shard", "1/1"], ["--tag", "x"]] {
      let outcome = navrun([folder.path, "--unreferenced", "fail"] + arguments)
      #expect(!outcome.output.contains("unreferenced"), "\(arguments)")
      #expect(outcome.errors.contains("looked for on full runs only"))
    }
    #expect(!navrun("validate", folder.path).output.contains("unreferenced"))
  }

  @Test func theJSONReportListsThem() throws {
    let folder = try makeFolder()
    _ = navrun(folder.path, "--json", folder.path + "/out.json")
    let jsonText = folder.read("out.json")
    let json = try #require(jsonText)
    #expect(json.contains(#""file" : "\#(folder.path)/deep/removed.golden""#))
    #expect(json.contains(#""action" : "warn""#))
  }
}
