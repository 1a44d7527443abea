import NavrunCommandTestSupport
import NavrunTestSupport
import Testing

@testable import ScenarioRunner

/// The selection flags: `--filter`, `--tag`, `--exclude-tag` and `--shard` as the command line
/// reads them; which files a selection keeps is the library's (ScenarioRunnerTests).
@Suite struct SelectionFlagTests {
  func files(_ outcome: Outcome, in folder: borrowing TemporaryFolder) -> [String] {
    outcome.output.split(separator: "\n").compactMap { line -> String? in
      guard line.hasPrefix("PASS") || line.hasPrefix("FAIL") || line.hasPrefix("ERROR") else {
        return nil
      }
      let path = line.split(separator: " ", omittingEmptySubsequences: true)[1]
      return String(path.dropFirst(folder.path.count + 1))
    }
  }

  @Test func theShardFlagSelectsAsTheLibraryDoesInEitherForm() throws {
    let folder = try taggedScenarioFolder()
    let first = files(navrun(folder.path, "--shard", "1/3"), in: folder)
    #expect(first == ["f.json", "modals/c.json", "tabs/a.json"])
    #expect(files(navrun(folder.path, "--shard=1/3"), in: folder) == first)
  }

  @Test func selectionFlagsNarrowTheRunAndABrokenFileStaysAnError() throws {
    let folder = try taggedScenarioFolder()
    #expect(
      files(navrun(folder.path, "--filter", "f.json", "--filter", "g*"), in: folder) == [
        "f.json", "g.json",
      ])
    #expect(
      files(navrun(folder.path, "--tag", "all", "--exclude-tag", "modals"), in: folder).count == 5)
    try folder.write("{ broken", to: "tabs/broken.json")
    let outcome = navrun(folder.path, "--tag", "modals")
    #expect(outcome.code == 2)
    #expect(files(outcome, in: folder).contains("tabs/broken.json"))
  }

  @Test func aSelectionThatMatchesNothingIsAnError() throws {
    let folder = try taggedScenarioFolder()
    let outcome = navrun(folder.path, "--filter", "nothing*")
    #expect(outcome.code == 2)
    #expect(outcome.errors.contains("no scenario matches the selection"))
    #expect(navrun(folder.path, "--shard", "9/9").code == 0)
  }

  @Test func badSelectionFlagsAreUsageErrors() {
    #expect(navrun("--shard", "0/2").code == 2)
    #expect(navrun("--shard", "3/2").code == 2)
    #expect(navrun("--shard", "x").code == 2)
    #expect(navrun("--jobs", "0").code == 2)
    #expect(navrun("print", "a.json", "--tag", "x").errors.contains("--tag does not go with"))
  }
}

/// A `--tag` that selects nothing names the tags the scenarios carry.
@Suite struct UnknownTagTests {
  @Test func aTagThatSelectsNothingListsTheKnownTags() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      #"{"tags": ["smoke", "tabs"], "start": {"nav": ["Feed"]}, "steps": [{"push": "Post"}]}"#,
      to: "a.json")
    let outcome = navrun(folder.path, "--tag", "smok")
    #expect(outcome.code == 2)
    #expect(
      outcome.errors
        == "navrun: error: no scenario matches the selection; no scenario has the tag \"smok\"; "
        + "did you mean \"smoke\"?; the scenarios' tags are smoke, tabs\n")
  }
}
