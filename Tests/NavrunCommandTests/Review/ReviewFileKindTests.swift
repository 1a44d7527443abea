import Foundation
import NavrunCommandTestSupport
import NavrunTestSupport
import Testing

@testable import NavrunCommand
@testable import ScenarioFormat
@testable import ScenarioRunner

/// `review` reads pending goldens and goldens with the checks `accept` applies: a FIFO, a
/// device or an oversized file is said to be what it is, never read or diffed.
@Suite struct ReviewFileKindTests {
  func expectRefused(
    _ folder: borrowing TemporaryFolder, saying reason: String,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) {
    let plain = navrun("review", folder.path + "/S")
    #expect(plain.code == 2, sourceLocation: sourceLocation)
    #expect(plain.errors.contains(reason), "\(plain.errors)", sourceLocation: sourceLocation)
    #expect(!plain.output.contains("CHANGED"), sourceLocation: sourceLocation)
    #expect(!plain.output.contains("NEW "), sourceLocation: sourceLocation)
    let interactive = navrun(
      ["review", folder.path + "/S"], isTerminal: true, isInputTerminal: true, keys: ["a"])
    #expect(interactive.code == 2, sourceLocation: sourceLocation)
    #expect(interactive.errors.contains(reason), sourceLocation: sourceLocation)
  }

  @Test func aFIFOAsAPendingGoldenIsSaidToBeOne() throws {
    let folder = try TemporaryFolder()
    try folder.write(pushScenario, to: "S/a.json")
    try #require(mkfifo(folder.path + "/S/a.golden.new", 0o644) == 0)
    expectRefused(folder, saying: "it is a FIFO, not a pending golden navrun wrote")
  }

  @Test func aFIFOAsAGoldenIsSaidToBeOne() throws {
    let folder = try TemporaryFolder()
    try folder.write(pushScenario, to: "S/a.json")
    try folder.write("new\n", to: "S/a.golden.new")
    try #require(mkfifo(folder.path + "/S/a.golden", 0o644) == 0)
    expectRefused(folder, saying: "a.golden: it is a FIFO")
  }

  @Test func aGoldenLinkedToADeviceIsSaidToBeOne() throws {
    let folder = try TemporaryFolder()
    try folder.write(pushScenario, to: "S/a.json")
    try folder.write("new\n", to: "S/a.golden.new")
    try #require(symlink("/dev/zero", folder.path + "/S/a.golden") == 0)
    expectRefused(folder, saying: "a.golden: it is a device")
  }

  @Test func anOversizedPendingGoldenIsNotDiffed() throws {
    let folder = try TemporaryFolder()
    try folder.write(pushScenario, to: "S/a.json")
    try folder.write(
      String(repeating: "x\n", count: (ScenarioLoader.maximumFileSize >> 1) + 1),
      to: "S/a.golden.new")
    expectRefused(folder, saying: "navrun reads goldens up to")
  }
}
