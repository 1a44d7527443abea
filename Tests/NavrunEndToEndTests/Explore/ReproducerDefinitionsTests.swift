import Foundation
import NavrunCommandTestSupport
import NavrunTestSupport
import Testing

@testable import ScenarioRunner

/// Reproducers `use` the explored scenario's definitions, written once beside them, and find
/// the scenario's own `use` files however the scenario was reached.
@Suite struct ReproducerDefinitionsTests {
  static func app(failing count: Int) -> String {
    let destinations = (0..<count).map {
      #""go \#($0)": {"build": "P", "action": "push", "from": {"find": "M"}}"#
    }
    return #"{"define": {"destinations": {"# + destinations.joined(separator: ", ")
      + #"}}, "start": {"nav": ["Home"]}, "explore": {"depth": 1}}"#
  }

  /// The bytes explore writes in `--out` for an app of `count` failing destinations.
  func bytesWritten(failing count: Int) throws -> Int {
    let folder = try TemporaryFolder()
    try folder.write(Self.app(failing: count), to: "app.json")
    let outcome = navrun("explore", folder.path + "/app.json", "--out", folder.path + "/o")
    #expect(outcome.code == 1)
    let run = navrun(folder.path + "/o", "--record", "never")
    #expect(run.code == 0, "the reproducers pass: \(run.output)")
    return folder.files().filter { $0.hasPrefix("o/") }.reduce(0) { total, name in
      total + (folder.read(name)?.utf8.count ?? 0)
    }
  }

  @Test func theDiskUsedGrowsWithTheFailuresNotTheirSquare() throws {
    let ratio = Double(try bytesWritten(failing: 160)) / Double(try bytesWritten(failing: 40))
    #expect(ratio < 5, "4× the failures wrote \(ratio)× the bytes")
  }

  @Test func aUsePathThroughALinkedFolderIsResolvedAfterTheLink() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      #"{"destinations": {"bad": {"build": "P", "action": "push", "from": {"find": "M"}}}}"#,
      to: "r/a.defs.json")
    try folder.write(
      #"{"use": ["../a.defs.json"], "start": {"nav": ["H"]}, "explore": {"depth": 1}}"#,
      to: "r/d/app.json")
    try #require(symlink(folder.path + "/r/d", folder.path + "/L") == 0)
    let explore = navrun("explore", folder.path + "/L/app.json", "--out", folder.path + "/o")
    #expect(explore.code == 1)
    let run = navrun(folder.path + "/o", "--record", "never")
    #expect(run.code == 0, "\(run.output)")
  }
}

extension ReproducerDefinitionsTests {
  @Test func reproducersWrittenBesideTheAppNeverReplaceItsFiles() throws {
    let folder = try TemporaryFolder()
    let definitions =
      #"{"destinations": {"bad": {"build": "P", "action": "push", "from": {"find": "M"}}}}"#
    try folder.write(definitions, to: "app.defs.json")
    let app =
      #"{"use": ["app.defs.json"], "define": {"templates": {"t": "T"}}, "start": {"nav": ["H"]}, "#
      + #""explore": {"depth": 1}}"#
    try folder.write(app, to: "app.json")
    let explore = navrun("explore", folder.path + "/app.json", "--out", folder.path)
    #expect(explore.code == 1)
    #expect(folder.read("app.defs.json") == definitions)
    #expect(folder.read("app.json") == app)
    #expect(folder.read("app-2.defs.json") != nil)
  }
}
