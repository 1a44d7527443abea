import Foundation
import NavrunTestSupport
import Testing

@testable import ScenarioRunner

/// A control character in a screen type (a page's included), an id or a coordinator's name is a
/// located error (exit 2), so that no name reads as two lines of a golden.
@Suite struct GoldenLineForgingTests {
  @Test(arguments: [
    (#"{"start": {"nav": ["H"]}, "steps": [{"push": "B\n    C"}]}"#, "1:46"),
    (#"{"start": {"nav": [{"screen": "B\u001b"}]}}"#, "1:31"),
    (#"{"start": {"nav": [{"screen": "B", "id": "x\r"}]}}"#, "1:42"),
    (#"{"start": {"nav": ["H\u0085"]}}"#, "1:20"),
    (
      #"{"define": {"flows": {"pages": {"p": {"screen": "B\n    C"}}, "paths": ["p"]}}, "start": "A"}"#,
      "1:49"
    ),
    (
      #"{"define": {"flows": {"pages": {"p": "P\u001b[2J"}, "paths": ["p"]}}, "start": "A"}"#,
      "1:38"
    ),
    (
      #"{"define": {"coordinators": {"B\u0007": {"kind": "stack", "routes": {"start": {"push": "A"}}}}}, "start": "A"}"#,
      "1:30"
    ),
  ])
  func aControlCharacterInANameAGoldenShowsIsALocatedError(scenario: String, position: String)
    throws
  {
    let folder = try TemporaryFolder()
    try folder.write(scenario, to: "f.json")
    let outcome = navrun(folder.path + "/f.json", "--record", "missing")
    #expect(outcome.code == 2)
    #expect(outcome.output.contains("f.json:\(position): error:"))
    #expect(outcome.output.contains("cannot hold a control character"))
    #expect(folder.read("f.golden") == nil)
  }
}
