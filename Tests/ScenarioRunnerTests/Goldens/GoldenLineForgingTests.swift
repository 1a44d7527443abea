import Foundation
import NavrunTestSupport
import Testing

@testable import ScenarioRunner

/// A control character in a screen type or an id is a located error (exit 2), so that no name
/// reads as two lines of a golden.
@Suite struct GoldenLineForgingTests {
  @Test(arguments: [
    (#"{"start": {"nav": ["H"]}, "steps": [{"push": "B\n    C"}]}"#, "1:46"),
    (#"{"start": {"nav": [{"screen": "B\u001b"}]}}"#, "1:31"),
    (#"{"start": {"nav": [{"screen": "B", "id": "x\r"}]}}"#, "1:42"),
    (#"{"start": {"nav": ["H\u0085"]}}"#, "1:20"),
  ])
  func aControlCharacterInATypeOrAnIdIsALocatedError(scenario: String, position: String) throws {
    let folder = try TemporaryFolder()
    try folder.write(scenario, to: "f.json")
    let outcome = navrun(folder.path + "/f.json", "--record", "missing")
    #expect(outcome.code == 2)
    #expect(outcome.output.contains("f.json:\(position): error:"))
    #expect(outcome.output.contains("cannot hold a control character"))
    #expect(folder.read("f.golden") == nil)
  }
}
