import NavrunTestSupport
import Testing

@testable import ScenarioRunner

/// Which files a selection runs: shards dealt in path order, filters over paths, names and file
/// names, tags kept and excluded, and a file that does not decode never hidden.
@Suite struct SelectionTests {
  /// The files the selection runs, relative to `folder`, in the order of their reports.
  func files(
    in folder: borrowing TemporaryFolder, filters: [String] = [], tags: [String] = [],
    excludedTags: [String] = [], shard: String? = nil
  ) -> [String] {
    var selection = Selection()
    selection.filters = filters.map(Glob.init)
    selection.tags = tags
    selection.excludedTags = excludedTags
    selection.shard = shard.flatMap(Shard.init)
    return runScenarios(at: folder.path, record: .never, selection: selection).map {
      String($0.file.dropFirst(folder.path.count + 1))
    }
  }

  @Test func everyScenarioIsInExactlyOneShard() throws {
    let folder = try taggedScenarioFolder()
    let everything = files(in: folder)
    #expect(everything.count == 8)
    for count in 1...9 {
      var seen: [String] = []
      for index in 1...count {
        seen += files(in: folder, shard: "\(index)/\(count)")
      }
      #expect(seen.sorted() == everything.sorted(), "with \(count) shards")
    }
  }

  @Test func shardsAreStableAndDealtInPathOrder() throws {
    let folder = try taggedScenarioFolder()
    let first = files(in: folder, shard: "1/3")
    #expect(first == ["f.json", "modals/c.json", "tabs/a.json"])
    #expect(files(in: folder, shard: "1/3") == first)
  }

  @Test func filtersMatchRelativePathsNamesAndFileNames() throws {
    let folder = try taggedScenarioFolder()
    #expect(files(in: folder, filters: ["modals/*"]) == ["modals/c.json", "modals/d.json"])
    #expect(files(in: folder, filters: ["modals/**"]).count == 3)
    #expect(files(in: folder, filters: ["e"]) == ["modals/deep/e.json"])
    #expect(files(in: folder, filters: ["Scenario tabs/*"]) == ["tabs/a.json", "tabs/b.json"])
    #expect(files(in: folder, filters: ["f.json", "g*"]) == ["f.json", "g.json"])
  }

  @Test func tagsKeepAnyMatchAndExcludedTagsDropAnyMatch() throws {
    let folder = try taggedScenarioFolder()
    #expect(
      files(in: folder, tags: ["tabs", "slow"]) == ["h.json", "tabs/a.json", "tabs/b.json"])
    #expect(
      files(in: folder, excludedTags: ["modals", "root"])
        == ["h.json", "tabs/a.json", "tabs/b.json"])
    #expect(files(in: folder, tags: ["all"], excludedTags: ["tabs"]).count == 6)
  }

  @Test func aFileThatDoesNotDecodeIsNeverHiddenByATag() throws {
    let folder = try taggedScenarioFolder()
    try folder.write("{ broken", to: "tabs/broken.json")
    let reports = runScenarios(
      at: folder.path, record: .never,
      selection: {
        var selection = Selection()
        selection.tags = ["modals"]
        return selection
      }())
    #expect(reports.contains { $0.file.hasSuffix("tabs/broken.json") && $0.status == .invalid })
    #expect(!files(in: folder, filters: ["modals/*"]).contains("tabs/broken.json"))
  }
}
