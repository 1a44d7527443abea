import Foundation
import NavrunCommandTestSupport
import NavrunTestSupport
import Testing

@testable import NavrunCommand
@testable import ScenarioRunner

/// `navrun review` on a terminal asks about each pending golden in turn.
@Suite struct InteractiveReviewTests {
  static let old = "window (regular)\n  nav\n    Feed  <- top\n"
  static let new = "window (regular)\n  nav\n    Feed\n    Post  <- top\n"
  static let prompt = InteractiveReview.prompt

  /// Four pending goldens, reviewed in this order: `a`, `b` and `d` change their golden, `c`
  /// has none yet.
  func makeFolder() throws -> TemporaryFolder {
    let folder = try TemporaryFolder()
    for name in ["a", "b", "d"] {
      try folder.write(Self.old, to: "\(name).golden")
      try folder.write(Self.new, to: "\(name).golden.new")
    }
    try folder.write(Self.new, to: "c.golden.new")
    return folder
  }

  /// `navrun review PATHS…` with standard input and output on a terminal, pressing `keys`
  /// (without colors, for the expectations' sake).
  func review(_ paths: [String], keys: [String]) -> Outcome {
    navrun(
      ["review", "--color", "never"] + paths, isTerminal: true, isInputTerminal: true,
      keys: keys)
  }

  @Test func acceptThenRejectThenSkipThenQuit() throws {
    let folder = try makeFolder()
    let path = folder.path
    let outcome = review([path], keys: ["a", "r", "s", "q"])
    #expect(outcome.code == 1)
    #expect(outcome.errors.isEmpty)
    #expect(
      outcome.output.hasPrefix(
        "[1/4] CHANGED \(path)/a.golden\n    --- \(path)/a.golden\n    +++ \(path)/a.golden.new\n"))
    #expect(outcome.output.contains("\(Self.prompt)\naccepted \(path)/a.golden\n"))
    #expect(outcome.output.contains("\n[2/4] CHANGED \(path)/b.golden\n"))
    #expect(outcome.output.contains("\(Self.prompt)\nrejected \(path)/b.golden.new\n"))
    #expect(outcome.output.contains("\n[3/4] NEW     \(path)/c.golden\n"))
    #expect(outcome.output.contains("\(Self.prompt)\nskipped \(path)/c.golden.new\n"))
    #expect(outcome.output.contains("\n[4/4] CHANGED \(path)/d.golden\n"))
    #expect(
      outcome.output.hasSuffix(
        "\(Self.prompt)\n1 accepted, 1 rejected, 1 skipped, 1 not reviewed\n"))
    #expect(folder.read("a.golden") == Self.new)
    #expect(folder.read("b.golden") == Self.old)
    #expect(folder.read("c.golden") == nil)
    #expect(folder.read("c.golden.new") == Self.new)
    #expect(folder.read("d.golden") == Self.old)
    #expect(folder.files() == ["a.golden", "b.golden", "c.golden.new", "d.golden", "d.golden.new"])
  }

  @Test func answeringEveryGoldenLeavesNonePendingAndExitsZero() throws {
    let folder = try makeFolder()
    let outcome = review([folder.path], keys: ["A", "a", "r", "R"])
    #expect(outcome.code == 0)
    #expect(outcome.output.hasSuffix("\n2 accepted, 2 rejected, 0 skipped\n"))
    #expect(folder.files() == ["a.golden", "b.golden", "d.golden"])
    #expect(folder.read("b.golden") == Self.new)
    #expect(folder.read("d.golden") == Self.old)
  }

  @Test func anUnknownKeyAsksAgainWithAHelpLine() throws {
    let folder = try makeFolder()
    let outcome = review([folder.path + "/a.golden"], keys: ["x", "\n", "\u{1B}[A", "a"])
    #expect(outcome.code == 0)
    let help = "\(Self.prompt)\n\(InteractiveReview.help)\n"
    #expect(outcome.output.components(separatedBy: help).count == 4)
    #expect(
      outcome.output.hasSuffix(
        help
          + "\(Self.prompt)\naccepted \(folder.path)/a.golden\n1 accepted, 0 rejected, 0 skipped\n")
    )
    #expect(folder.read("a.golden") == Self.new)
  }

  @Test func theEndOfInputQuitsAndLeavesTheRestPending() throws {
    let folder = try makeFolder()
    let outcome = review([folder.path], keys: ["s"])
    #expect(outcome.code == 1)
    #expect(
      outcome.output.hasSuffix(
        "\(Self.prompt)\n0 accepted, 0 rejected, 1 skipped, 3 not reviewed\n"))
    #expect(!outcome.output.contains("[3/4]"))
    #expect(folder.files().filter { $0.hasSuffix(".new") }.count == 4)
    #expect(review([folder.path], keys: []).output.hasSuffix("0 skipped, 4 not reviewed\n"))
  }

  @Test func controlCQuits() throws {
    let folder = try makeFolder()
    let outcome = review([folder.path], keys: ["a", "\u{03}", "a"])
    #expect(outcome.code == 1)
    #expect(outcome.output.hasSuffix("1 accepted, 0 rejected, 0 skipped, 3 not reviewed\n"))
  }

  @Test func pathsOnTheCommandLineAreTheOnesReviewed() throws {
    let folder = try makeFolder()
    try folder.write(pushScenario, to: "d.json")
    let path = folder.path
    let outcome = review([path + "/d.json", path + "/b.golden"], keys: ["a", "r"])
    #expect(outcome.code == 0)
    #expect(outcome.output.hasPrefix("[1/2] CHANGED \(path)/d.golden\n"))
    #expect(outcome.output.contains("\n[2/2] CHANGED \(path)/b.golden\n"))
    #expect(folder.read("d.golden") == Self.new)
    #expect(folder.read("b.golden.new") == nil)
    #expect(folder.read("a.golden.new") == Self.new)
    #expect(folder.read("c.golden.new") == Self.new)
  }

  @Test func aMissingPathIsBadInputAndTheOthersAreStillReviewed() throws {
    let folder = try makeFolder()
    let outcome = review([folder.path + "/a.golden", "/no/such/folder"], keys: ["a"])
    #expect(outcome.code == 2)
    #expect(outcome.errors == "navrun: error: no such file or folder: /no/such/folder\n")
    #expect(folder.read("a.golden") == Self.new)
  }

  @Test func aGoldenThatCannotBeAcceptedIsBadInput() throws {
    let folder = try TemporaryFolder()
    try folder.write(Self.old, to: "a.golden")
    try folder.write(Self.new, to: "elsewhere.txt")
    try FileManager.default.createSymbolicLink(
      atPath: folder.path + "/a.golden.new", withDestinationPath: "elsewhere.txt")
    let outcome = review([folder.path + "/a.golden.new"], keys: ["a"])
    #expect(outcome.code == 2)
    #expect(outcome.errors.contains("it is a symbolic link, not a pending golden navrun wrote"))
    #expect(outcome.output.hasSuffix("0 accepted, 0 rejected, 0 skipped, 1 failed\n"))
    #expect(folder.read("a.golden") == Self.old)
  }

  @Test func withoutATerminalOnBothSidesItListsAsBefore() throws {
    let folder = try makeFolder()
    let listing = navrun("review", folder.path)
    #expect(listing.code == 0)
    #expect(
      listing.output.hasSuffix(
        "4 pending goldens: `navrun accept PATH…` keeps them, `navrun reject PATH…` drops them\n"))
    for (output, input) in [(true, false), (false, true)] {
      let outcome = navrun(
        ["review", folder.path], isTerminal: output, isInputTerminal: input, keys: ["a"])
      #expect(outcome.code == 0)
      #expect(!outcome.output.contains(Self.prompt))
      #expect(
        outcome.output.hasSuffix(
          "4 pending goldens: `navrun accept PATH…` keeps them, `navrun reject PATH…` drops them\n")
      )
    }
    #expect(folder.files().filter { $0.hasSuffix(".new") }.count == 4)
  }

  @Test func noPendingGoldensSaysSoAndExitsZero() throws {
    let folder = try TemporaryFolder()
    let outcome = review([folder.path], keys: ["a"])
    #expect(outcome.code == 0)
    #expect(outcome.output == "no pending goldens (x.golden.new) in \(folder.path)\n")
  }
}
