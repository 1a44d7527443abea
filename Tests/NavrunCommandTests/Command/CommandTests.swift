import Foundation
import NavrunCommandTestSupport
import NavrunTestSupport
import Testing

@testable import NavrunCommand
@testable import ScenarioRunner

@Suite struct CommandTests {
  @Test func validateChecksWithoutRunning() throws {
    let folder = try TemporaryFolder()
    try folder.write(#"{"start": {"nav": ["A"]}, "steps": [{"pop": true}]}"#, to: "a.json")
    try folder.write(#"{"templates": {"x": "X"}}"#, to: "shared.defs.json")
    let valid = navrun("validate", folder.path)
    #expect(valid.code == 0)
    #expect(valid.output.hasSuffix("1 definitions file checked\n1 passed, 0 failed\n"))
    #expect(folder.files() == ["a.json", "shared.defs.json"])
    try folder.write(#"{"templates": {"x": {"nva": []}}}"#, to: "shared.defs.json")
    #expect(navrun("validate", folder.path).code == 2)
  }

  /// A failing step ends the print after every tree up to it and the tree it left, with the
  /// located error last.
  @Test func printShowsTheTreesUpToAFailingStep() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      #"{"start": {"nav": ["Feed"]}, "steps": [{"push": "Post"}, {"push": {"nav": []}}, {"pop": true}]}"#,
      to: "a.json")
    let outcome = navrun("print", folder.path + "/a.json")
    #expect(outcome.code == 1)
    #expect(outcome.output.contains("-- after steps[0] push --"))
    #expect(outcome.output.contains("-- after steps[1] push (failed: cannotPushContainer) --"))
    #expect(!outcome.output.contains("steps[2]"))
    #expect(
      outcome.errors.contains("a.json:1:58: error: steps[1] push failed: cannotPushContainer"))
  }

  @Test func printShowsTheTreeAfterEachStep() throws {
    let folder = try TemporaryFolder()
    try folder.write(pushScenario, to: "a.json")
    let outcome = navrun("print", folder.path + "/a.json")
    #expect(outcome.code == 0)
    #expect(
      outcome.output == """
        -- start --
        window (regular)
          nav
            Feed  <- top

        -- after steps[0] push --
        # disappear Feed
        # appear Post
        window (regular)
          nav
            Feed
            Post  <- top

        """)
    let one = navrun("print", folder.path + "/a.json", "--step", "0")
    #expect(one.output.hasPrefix("\n-- after steps[0] push --"))
    #expect(navrun("print", folder.path + "/a.json", "--step", "3").code == 2)
  }

  @Test func discoveryIsRecursiveSortedAndSkipsHiddenFolders() throws {
    let folder = try TemporaryFolder()
    for name in ["b/z.json", "b/a.json", "a.json", ".hidden/x.json", "c.txt"] {
      try folder.write(#"{"start": "A", "golden": false}"#, to: name)
    }
    let found = ScenarioDiscovery.files(in: [folder.path]).files.map {
      String($0.dropFirst(folder.path.count + 1))
    }
    #expect(found == ["a.json", "b/a.json", "b/z.json"])
  }

  @Test func discoveryFollowsLinksAndLeavesOutDanglingOnes() throws {
    let folder = try TemporaryFolder()
    let elsewhere = try TemporaryFolder()
    try elsewhere.write(#"{"start": "A", "golden": false}"#, to: "shared/s.json")
    try folder.write(#"{"start": "A", "golden": false}"#, to: "a.json")
    try FileManager.default.createSymbolicLink(
      atPath: folder.path + "/linked", withDestinationPath: elsewhere.path + "/shared")
    try FileManager.default.createSymbolicLink(
      atPath: folder.path + "/gone.json", withDestinationPath: elsewhere.path + "/nothing.json")
    let found = ScenarioDiscovery.files(in: [folder.path]).files.map {
      String($0.dropFirst(folder.path.count + 1))
    }
    #expect(found == ["a.json", "linked/s.json"])
  }

  @Test func scenariosAndGoldensComeFromOneWalk() throws {
    let folder = try TemporaryFolder()
    for name in ["b/z.json", "b/z.golden", "a.golden", ".hidden/x.golden", "a.golden.new"] {
      try folder.write("{}", to: name)
    }
    let found = ScenarioDiscovery.scenariosAndGoldens(in: [folder.path, folder.path + "/b"])
    #expect(found.files.map(\.relativePath) == ["b/z.json"])
    #expect(found.goldens == ScenarioDiscovery.goldens(in: [folder.path]))
    #expect(
      found.goldens.map { String($0.dropFirst(folder.path.count + 1)) } == [
        "a.golden", "b/z.golden",
      ])
  }

  @Test func relativePathsKeepNonASCIINames() throws {
    let folder = try TemporaryFolder()
    for name in ["écrans/détail.json", "👍🏽/a.json", "e\u{301}/b.json"] {
      try folder.write("{}", to: "dossier é/" + name)
    }
    let found = ScenarioDiscovery.scenariosAndGoldens(in: [folder.path + "/dossier é/"])
    #expect(
      Set(found.files.map(\.relativePath)) == ["écrans/détail.json", "👍🏽/a.json", "e\u{301}/b.json"])
  }

  @Test func discoveryOnSeveralThreadsListsWhatOneThreadLists() throws {
    let folder = try TemporaryFolder()
    let names = [
      "m.json", "b/z.json", "b/a.golden", "b/c/d.json", "a.json", "a.golden", "z/y.json",
      ".hidden/x.json", "node_modules/n.json", "e/f/g/h.json",
    ]
    for name in names { try folder.write("{}", to: name) }
    let serial = ScenarioDiscovery.scenariosAndGoldens(in: [folder.path], jobs: 1)
    let parallel = ScenarioDiscovery.scenariosAndGoldens(in: [folder.path], jobs: 4)
    #expect(
      serial.files.map(\.relativePath) == [
        "a.json", "b/c/d.json", "b/z.json", "e/f/g/h.json", "m.json", "z/y.json",
      ])
    #expect(parallel.files == serial.files)
    #expect(parallel.goldens == serial.goldens)
  }

  @Test func colorsFollowTheFlagAndNoColor() throws {
    let folder = try TemporaryFolder()
    try folder.write(#"{"start": "A", "golden": false}"#, to: "a.json")
    #expect(navrun(folder.path, "--color", "always").output.contains("\u{1B}[32m"))
    #expect(!navrun(folder.path, "--color", "never").output.contains("\u{1B}["))
    #expect(!navrun(folder.path).output.contains("\u{1B}["))
  }
}
