import Foundation
import NavrunTestSupport
import Testing

@testable import ScenarioRunner

/// A folder's listing: what it keeps, how it orders names and what it makes of them.
@Suite struct DirectoryListingTests {
  @Test func listsVisibleEntriesInByteOrderWithTheirKinds() throws {
    let folder = try TemporaryFolder()
    let files = [
      "b.json", "a.golden", "a.golden.new", "notes.txt", "Z.json", "é.json", "a.json",
      ".hidden.json", "node_modules/x.json", "node_modules2.json", "sub/s.json", ".json",
    ]
    for name in files { try folder.write("{}", to: name) }
    var listing = try DirectoryListing(folder.path + "/")
    listing.sortByName()
    let found = listing.entries.map { entry in
      (
        String(listing.path(of: entry).dropFirst(folder.path.count + 1)), entry.kind,
        entry.isDirectory
      )
    }
    #expect(
      found.map(\.0) == [
        "Z.json", "a.golden", "a.golden.new", "a.json", "b.json", "node_modules2.json", "notes.txt",
        "sub", "é.json",
      ])
    #expect(
      found.map(\.1) == [
        .scenario, .golden, .pendingGolden, .scenario, .scenario, .scenario, .other, .other,
        .scenario,
      ])
    #expect(found.map(\.2) == [false, false, false, false, false, false, false, true, false])
  }

  @Test func pathsBelowTheCurrentFolderHaveNoPrefix() throws {
    var listing = try DirectoryListing(".")
    listing.sortByName()
    let paths = listing.entries.map { listing.path(of: $0) }
    #expect(!paths.isEmpty)
    #expect(paths.allSatisfy { !$0.hasPrefix("./") && !$0.contains("/") })
  }

  @Test func aFolderThatCannotBeListedIsNil() {
    #expect(throws: FolderListingError.self) {
      try DirectoryListing("/no/such/folder/\(UUID().uuidString)")
    }
  }

  @Test func relativePathsAreThePathsEnds() {
    let found = DiscoveredFile(path: "suite/dossier é/a.json", relativeFrom: "suite/".utf8.count)
    #expect(found.relativePath == "dossier é/a.json")
    #expect(
      found == DiscoveredFile(path: "suite/dossier é/a.json", relativePath: "dossier é/a.json"))
    #expect(found != DiscoveredFile(path: "suite/dossier é/a.json", relativePath: "a.json"))
  }

  /// A walk over worker threads says how many scenarios and goldens it will visit before it
  /// visits them, so that discovery makes room for them at once.
  @Test func aParallelWalkAnnouncesWhatItWillVisit() throws {
    let folder = try TemporaryFolder()
    let files = [
      "a.json", "a.golden", "one/b.json", "one/b.golden", "one/c.json", "one/c.golden.new",
      "two/deep/d.json", "two/e.golden", "two/notes.txt", ".hidden/f.json",
    ]
    for name in files { try folder.write("{}", to: name) }
    var announced: [(scenarios: Int, goldens: Int)] = []
    var visited: [EntryKind] = []
    ScenarioDiscovery.walk(
      folder.path, jobs: 2, expecting: { announced.append(($0, $1)) },
      { _, kind in
        #expect(announced.count == 1, "announced before the first visit")
        visited.append(kind)
      })
    #expect(announced.map(\.scenarios) == [4])
    #expect(announced.map(\.goldens) == [3])
    #expect(visited.filter { $0 == .scenario }.count == 4)
    #expect(visited.filter { $0 == .golden }.count == 3)
  }
}
