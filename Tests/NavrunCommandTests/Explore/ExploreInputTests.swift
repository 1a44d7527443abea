import Foundation
import NavrunTestSupport
import Testing

@testable import NavrunCommand
@testable import ScenarioFormat

/// `navrun explore` reads and parses each file it is given once: its document, its scenario and
/// the files it uses come from one reading, and what cannot be read is said as the loader says it.
@Suite struct ExploreInputTests {
  @Test func aFileIsDecodedFromTheBytesReadAndListsTheFilesItUses() throws {
    let folder = try TemporaryFolder()
    let app = #"{"use": ["app.defs.json"], "start": {"nav": ["Home"]}}"#
    try folder.write(app, to: "app.json")
    try folder.write(#"{"templates": {}}"#, to: "app.defs.json")
    let input = ExploreInput(reading: folder.path + "/app.json")
    let (scenario, document) = try input.scenario.get()
    // The document reproducers copy members of is the one decoding parsed.
    #expect(document["use"] != nil && document["start"] != nil)
    #expect(document.location.line == 1 && document.location.column == 1)
    #expect(scenario.file == folder.path + "/app.json")
    #expect(input.usedFiles == [folder.path + "/app.defs.json"])
  }

  /// A report may not overwrite a file a scenario uses, even one that does not decode.
  @Test func aFileThatDoesNotDecodeStillListsTheFilesItUses() throws {
    let folder = try TemporaryFolder()
    try folder.write(#"{"use": ["app.defs.json"], "start": {"nav": 3}}"#, to: "app.json")
    try folder.write(#"{"templates": {}}"#, to: "app.defs.json")
    let input = ExploreInput(reading: folder.path + "/app.json")
    #expect(throws: Diagnostic.self) { try input.scenario.get() }
    #expect(input.usedFiles == [folder.path + "/app.defs.json"])
  }

  @Test func aMissingFileIsSaidAsTheLoaderSaysIt() throws {
    let folder = try TemporaryFolder()
    let file = folder.path + "/missing.json"
    let input = ExploreInput(reading: file)
    let expected = try #require(ScenarioLoader().loadError(file))
    #expect(expected.message.hasPrefix("no such file"))
    #expect(throws: expected) { try input.scenario.get() }
  }
}

extension ScenarioLoader {
  /// The error loading `file` throws, if any.
  fileprivate func loadError(_ file: String) -> Diagnostic? {
    do throws(Diagnostic) {
      _ = try load(file)
      return nil
    } catch {
      return error
    }
  }
}
