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

  @Test func aNameWithNothingASlugKeepsStillNamesAFile() {
    var names = ReproducerNames()
    #expect(names.unique("reproducer.json") == "reproducer.json")
    #expect(names.unique("Reproducer.json") == "Reproducer-2.json")
    #expect(names.unique("reproducer-2.json") == "reproducer-2-2.json")
    #expect(Reproducer.slug("★ ☆") == "")
  }
}
