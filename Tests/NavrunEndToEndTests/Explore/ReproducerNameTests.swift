import Foundation
import NavrunCommandTestSupport
import NavrunTestSupport
import Testing

@testable import ScenarioRunner

/// Every failure explore finds gets a reproducer of its own, whatever the names it comes from.
@Suite struct ReproducerNameTests {
  static let destination = #"{"build": "P", "action": "push", "from": {"find": "M"}}"#

  @Test func failuresWhoseNamesShareASlugGetFilesOfTheirOwn() throws {
    let folder = try TemporaryFolder()
    let destinations = ["go x", "go-x", "go_x"].map { "\"\($0)\": \(Self.destination)" }
    try folder.write(
      #"{"define": {"destinations": {"# + destinations.joined(separator: ", ")
        + #"}}, "start": {"nav": ["Home"]}, "explore": {"depth": 1}}"#, to: "c.json")
    let outcome = navrun("explore", folder.path + "/c.json", "--out", folder.path + "/o")
    #expect(outcome.code == 1)
    let written = folder.files().filter { $0.hasPrefix("o/") && !$0.hasSuffix(".defs.json") }
    #expect(written.count == 3)
    let named = outcome.output.split(separator: "\n").filter { $0.contains("reproducer:") }
    #expect(Set(named).count == 3)
  }

  @Test func matrixStartsWhoseNamesShareASlugGetFilesOfTheirOwn() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      #"{"define": {"destinations": {"go": \#(Self.destination)}}, "#
        + #""starts": {"a b": {"nav": ["Home"]}, "a-b": {"nav": ["Home"]}, "#
        + #""στάρτ": {"nav": ["Home"]}, "初め": {"nav": ["Home"]}}, "explore": {"depth": 1}}"#,
      to: "c.json")
    let outcome = navrun("explore", folder.path + "/c.json", "--out", folder.path + "/o")
    #expect(outcome.code == 1)
    let written = folder.files().filter { $0.hasPrefix("o/") && !$0.hasSuffix(".defs.json") }
    #expect(written.count == 4)
    #expect(written.contains { $0.contains("初め") })
  }

  /// `S/app.defs.json` belongs to `S/other.json`, and `S/app-navigate-go-notfound.json` is the
  /// user's: neither is replaced; a rerun replaces what the first run wrote.
  @Test func aFileNavrunDidNotWriteIsNeverReplaced() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      #"{"define": {"destinations": {"go": \#(Self.destination)}}, "start": {"nav": ["Home"]}, "explore": {"depth": 1}}"#,
      to: "S/app.json")
    let definitions = #"{"templates": {"precious": {"nav": ["Mine"]}}}"# + "\n"
    try folder.write(definitions, to: "S/app.defs.json")
    try folder.write(#"{"start": "Mine", "golden": false}"#, to: "S/app-navigate-go-notfound.json")
    for _ in 0..<2 {
      let outcome = navrun("explore", folder.path + "/S/app.json", "--out", folder.path + "/S")
      #expect(outcome.code == 1)
      #expect(
        outcome.output.contains("reproducer: \(folder.path)/S/app-navigate-go-notfound-2.json"))
    }
    #expect(folder.read("S/app.defs.json") == definitions)
    #expect(
      folder.read("S/app-navigate-go-notfound.json") == #"{"start": "Mine", "golden": false}"#)
    #expect(
      folder.files().sorted() == [
        "S",
        "S/app-2.defs.json", "S/app-navigate-go-notfound-2.json", "S/app-navigate-go-notfound.json",
        "S/app.defs.json", "S/app.json",
      ])
    #expect(
      folder.read("S/app-navigate-go-notfound-2.json")?.contains(#""use": ["app-2.defs.json"]"#)
        == true)
  }

  @Test func aNameWithNothingASlugKeepsStillNamesAFile() {
    var names = ReproducerNames()
    #expect(names.unique("reproducer.json") == "reproducer.json")
    #expect(names.unique("Reproducer.json") == "Reproducer-2.json")
    #expect(names.unique("reproducer-2.json") == "reproducer-2-2.json")
    #expect(Reproducer.slug("★ ☆") == "")
  }
}
