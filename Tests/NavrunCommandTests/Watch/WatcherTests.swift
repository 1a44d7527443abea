import Foundation
import NavrunTestSupport
import Testing

@testable import NavrunCommand
@testable import ScenarioRunner

/// Watch mode, poll by poll: what a change makes the watcher re-run, and what it leaves alone.
///
/// Every test runs twice: looking at every file on every poll, and guided by the platform's file
/// events where there are any. Every change also changes the file's size, so that a change made
/// within the file system's clock tick is still seen.
@Suite struct WatcherTests {
  static let sharedDefinitions = #"{"templates": {"feed": {"nav": ["Feed"]}}}"#
  static let usingScenario = """
    {"use": ["../shared/app.defs.json"], "start": {"template": "feed"}, "steps": [{"push": "Post"}]}
    """

  /// A watcher of `folder` that records missing goldens, on one thread, guided by the
  /// platform's file events or looking at every file on every poll.
  static func watcher(
    _ path: String, record: RecordMode = .missing, events: Bool = false
  ) -> Watcher {
    Watcher(paths: [path], runner: ScenarioRun(record: record), jobs: 1, usesFileEvents: events)
  }

  /// Two scenarios, a.json and b.json, written in `folder`, and a watcher of it after its
  /// first poll.
  static func watchedPair(in folder: borrowing TemporaryFolder, events: Bool) throws -> Watcher {
    try folder.write(pushScenario, to: "a.json")
    try folder.write(pushScenario, to: "b.json")
    var watcher = watcher(folder.path, events: events)
    _ = watcher.poll()
    return watcher
  }

  static func files(_ reports: [ScenarioReport]) -> [String] {
    reports.map { URL(fileURLWithPath: $0.file).lastPathComponent }
  }

  @Test(arguments: [false, true]) func theFirstPollRunsEverythingAndAQuietPollRunsNothing(
    events: Bool
  ) throws {
    let folder = try TemporaryFolder()
    try folder.write(pushScenario, to: "a.json")
    try folder.write(pushScenario, to: "b.json")
    var watcher = Self.watcher(folder.path, events: events)
    let first = watcher.poll()
    #expect(Self.files(first.reruns) == ["a.json", "b.json"])
    #expect(first.reruns.map(\.status) == [.recorded, .recorded])
    // The goldens the first poll wrote are not changes to re-run for.
    let quiet = watcher.poll()
    #expect(quiet.isEmpty)
    #expect(quiet.reruns.isEmpty)
  }

  @Test(arguments: [false, true]) func aChangedScenarioRerunsOnlyIt(events: Bool) throws {
    let folder = try TemporaryFolder()
    var watcher = try Self.watchedPair(in: folder, events: events)
    try folder.write(pushScenario + "\n", to: "a.json")
    let cycle = watcher.poll()
    #expect(cycle.changed == [folder.path + "/a.json"])
    #expect(Self.files(cycle.reruns) == ["a.json"])
    #expect(watcher.reports.count == 2)
  }

  @Test(arguments: [false, true]) func aChangedGoldenRerunsItsScenario(events: Bool) throws {
    let folder = try TemporaryFolder()
    var watcher = try Self.watchedPair(in: folder, events: events)
    let recorded = folder.read("a.golden")
    let golden = try #require(recorded)
    try folder.write(golden + "edited\n", to: "a.golden")
    let cycle = watcher.poll()
    #expect(cycle.changed == [folder.path + "/a.golden"])
    #expect(Self.files(cycle.reruns) == ["a.json"])
    #expect(cycle.reruns.map(\.status) == [.failed])
    // Watching writes goldens only as the recording mode does: a mismatch is not rewritten.
    #expect(folder.read("a.golden") == golden + "edited\n")
  }

  @Test(arguments: [false, true]) func aChangedDefinitionsFileRerunsItsUsers(events: Bool) throws {
    let folder = try TemporaryFolder()
    try folder.write(Self.sharedDefinitions, to: "shared/app.defs.json")
    try folder.write(Self.usingScenario, to: "scenarios/a.json")
    try folder.write(pushScenario, to: "scenarios/b.json")
    try folder.write(Self.usingScenario, to: "scenarios/c.json")
    // Only the scenarios' folder is watched: the definitions are watched because they are used.
    var watcher = Self.watcher(folder.path + "/scenarios", events: events)
    #expect(watcher.poll().reruns.map(\.status) == [.recorded, .recorded, .recorded])
    try folder.write(
      #"{"templates": {"feed": {"nav": ["Feed", "Post"]}}}"#, to: "shared/app.defs.json")
    let cycle = watcher.poll()
    // Named as the file it is, not through the `..` of the scenario's `use`.
    #expect(cycle.changed == [folder.path + "/shared/app.defs.json"])
    #expect(Self.files(cycle.reruns) == ["a.json", "c.json"])
    #expect(cycle.reruns.map(\.status) == [.failed, .failed])
  }

  @Test(arguments: [false, true]) func aDefinitionsFileThatAppearsRerunsTheScenarioThatWantedIt(
    events: Bool
  ) throws {
    let folder = try TemporaryFolder()
    try folder.write(Self.usingScenario, to: "scenarios/a.json")
    var watcher = Self.watcher(folder.path + "/scenarios", events: events)
    #expect(watcher.poll().reruns.map(\.status) == [.invalid])
    try folder.write(Self.sharedDefinitions, to: "shared/app.defs.json")
    let cycle = watcher.poll()
    #expect(Self.files(cycle.reruns) == ["a.json"])
    #expect(cycle.reruns.map(\.status) == [.recorded])
  }

  @Test(arguments: [false, true]) func aNewFileIsPickedUp(events: Bool) throws {
    let folder = try TemporaryFolder()
    try folder.write(pushScenario, to: "a.json")
    var watcher = Self.watcher(folder.path, events: events)
    _ = watcher.poll()
    try folder.write(pushScenario, to: "deeper/new.json")
    let cycle = watcher.poll()
    #expect(cycle.changed == [folder.path + "/deeper/new.json"])
    #expect(Self.files(cycle.reruns) == ["new.json"])
    #expect(Self.files(watcher.reports) == ["a.json", "new.json"])
  }

  @Test(arguments: [false, true]) func aDeletedFileIsDropped(events: Bool) throws {
    let folder = try TemporaryFolder()
    try folder.write(pushScenario, to: "a.json")
    try folder.write(#"{"start": {"nav": ["A"]}, "steps": [{"push": "B"}"#, to: "b.json")
    var watcher = Self.watcher(folder.path, events: events)
    #expect(watcher.poll().reruns.map(\.status) == [.recorded, .invalid])
    try FileManager.default.removeItem(atPath: folder.path + "/b.json")
    let cycle = watcher.poll()
    #expect(cycle.removed == [folder.path + "/b.json"])
    #expect(cycle.reruns.isEmpty)
    #expect(Self.files(watcher.reports) == ["a.json"])
  }

  @Test(arguments: [false, true]) func aDeletedGoldenIsRecordedAgainOnlyWhenRecordingMissingGoldens(
    events: Bool
  ) throws {
    let folder = try TemporaryFolder()
    try folder.write(pushScenario, to: "a.json")
    var recording = Self.watcher(folder.path, events: events)
    _ = recording.poll()
    var strict = Self.watcher(folder.path, record: .never, events: events)
    _ = strict.poll()
    try FileManager.default.removeItem(atPath: folder.path + "/a.golden")
    #expect(strict.poll().reruns.map(\.status) == [.failed])
    #expect(folder.read("a.golden") == nil)
    #expect(recording.poll().reruns.map(\.status) == [.recorded])
    #expect(folder.read("a.golden") != nil)
  }

  @Test(arguments: [false, true]) func theSelectionStillHolds(events: Bool) throws {
    let folder = try TemporaryFolder()
    try folder.write(pushScenario, to: "a.json")
    try folder.write(pushScenario, to: "b.json")
    var selection = Selection()
    selection.filters = [Glob("b*")]
    var watcher = Watcher(
      paths: [folder.path], runner: ScenarioRun(record: .missing), selection: selection, jobs: 1,
      usesFileEvents: events)
    #expect(Self.files(watcher.poll().reruns) == ["b.json"])
    try folder.write(pushScenario + "\n", to: "a.json")
    #expect(watcher.poll().reruns.isEmpty)
    #expect(Self.files(watcher.reports) == ["b.json"])
  }

  #if os(Linux)
    /// On Linux a change is found from inotify's events, without looking at every file, and
    /// every `fullPollEvery` polls the watcher looks at everything all the same.
    @Test func linuxEventsGuideThePolls() throws {
      let folder = try TemporaryFolder()
      var watcher = try Self.watchedPair(in: folder, events: true)
      watcher.fullPollEvery = 2
      #expect(watcher.lookedAtEverything)
      try folder.write(pushScenario + "\n", to: "b.json")
      #expect(Self.files(watcher.poll().reruns) == ["b.json"])
      #expect(!watcher.lookedAtEverything)
      #expect(watcher.poll().isEmpty)
      #expect(!watcher.lookedAtEverything)
      #expect(watcher.poll().isEmpty)
      #expect(watcher.lookedAtEverything)
    }
  #endif
}
