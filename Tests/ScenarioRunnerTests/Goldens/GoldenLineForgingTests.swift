import NavrunTestSupport
import Testing

@testable import ScenarioRunner

/// A control character in a screen type (a page's included), an id or a coordinator's name is a
/// located error (the file is invalid), so that no name reads as two lines of a golden.
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
    let report = ScenarioRun(record: .missing).report(for: folder.path + "/f.json")
    #expect(report.status == .invalid)
    let message = report.diagnostics.first?.description ?? ""
    #expect(message.contains("f.json:\(position): error:"), "\(message)")
    #expect(message.contains("cannot hold a control character"))
    #expect(folder.read("f.golden") == nil)
  }
}
