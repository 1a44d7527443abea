import Foundation
import NavrunTestSupport
import Testing

@testable import NavrunCommand
@testable import ScenarioRunner

/// Watch mode guided by file events keeps seeing a folder made again and the targets of linked
/// scenarios, holds nothing for the files that are gone, and names only the goldens a poll
/// wrote.
@Suite struct WatchReliabilityTests {
  static func watcher(_ path: String) -> Watcher {
    Watcher(paths: [path], runner: ScenarioRun(record: .missing), jobs: 1, usesFileEvents: true)
  }

  static func files(_ reports: [ScenarioReport]) -> [String] {
    reports.map { URL(fileURLWithPath: $0.file).lastPathComponent }
  }

  @Test func aFolderMadeAgainIsWatchedAgain() throws {
    let folder = try TemporaryFolder()
    try folder.write(pushScenario, to: "S/sub/old.json")
    var watcher = Self.watcher(folder.path + "/S")
    _ = watcher.poll()
    try FileManager.default.removeItem(atPath: folder.path + "/S/sub")
    _ = watcher.poll()
    try FileManager.default.createDirectory(
      atPath: folder.path + "/S/sub", withIntermediateDirectories: false)
    _ = watcher.poll()
    try folder.write(pushScenario, to: "S/sub/new.json")
    #expect(Self.files(watcher.poll().reruns) == ["new.json"])
    try folder.write(pushScenario + "\n", to: "S/sub/new.json")
    #expect(Self.files(watcher.poll().reruns) == ["new.json"])
  }

  @Test func anEditOfALinkedScenariosTargetRerunsIt() throws {
    let folder = try TemporaryFolder()
    try folder.write(#"{"start": {"nav": ["H"]}, "golden": false}"#, to: "T/real.json")
    try folder.write("keep", to: "S/.keep")
    try #require(symlink(folder.path + "/T/real.json", folder.path + "/S/a.json") == 0)
    var watcher = Self.watcher(folder.path + "/S")
    #expect(Self.files(watcher.poll().reruns) == ["a.json"])
    #expect(watcher.poll().reruns.isEmpty)
    try folder.write(#"{"start": {"nav": ["Other"]}, "golden": false}"#, to: "T/real.json")
    #expect(Self.files(watcher.poll().reruns) == ["a.json"])
  }

  @Test func filesThatAreGoneLeaveNothingBehind() throws {
    let folder = try TemporaryFolder()
    try folder.write(pushScenario, to: "S/keep.json")
    var watcher = Self.watcher(folder.path + "/S")
    _ = watcher.poll()
    let before = watcher.dependentCount
    for round in 0..<3 {
      for index in 0..<50 { try folder.write(pushScenario, to: "S/d\(round)/f\(index).json") }
      _ = watcher.poll()
      try FileManager.default.removeItem(atPath: folder.path + "/S/d\(round)")
      _ = watcher.poll()
    }
    #expect(watcher.dependentCount == before)
  }

  @Test func theSummaryNamesOnlyTheGoldensThisPollWrote() throws {
    let folder = try TemporaryFolder()
    try folder.write(pushScenario, to: "a.json")
    try folder.write(#"{"start": {"nav": ["H"]}, "golden": false}"#, to: "b.json")
    var watcher = Self.watcher(folder.path)
    let screen = WatchScreen(
      console: ConsoleReporter(palette: Palette(isEnabled: false)), clears: false)
    let first = watcher.poll()
    #expect(
      screen.text(for: first, isFirst: true, watcher: watcher).contains("1 new golden written"))
    try folder.write(#"{"start": {"nav": ["H"]}, "golden": false}"# + "\n", to: "b.json")
    let second = watcher.poll()
    #expect(Self.files(second.reruns) == ["b.json"])
    let text = screen.text(for: second, isFirst: false, watcher: watcher)
    #expect(!text.contains("golden written"))
    #expect(text.contains("2 passed, 0 failed"))
  }
}
