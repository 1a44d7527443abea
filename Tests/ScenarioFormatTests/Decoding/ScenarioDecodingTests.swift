import Foundation
import NavigationCore
import Testing

@testable import ScenarioFormat

@Suite struct ScenarioDecodingTests {
  @Test func topLevelKeysDecode() throws {
    let scenario = try decodeScenario(
      """
      {"$schema": "../schema.json", "scenario": "Named", "tags": ["a", "b"], "sizeClass": "compact",
       "start": "Home", "steps": [], "golden": false, "record": ["events"]}
      """)
    #expect(scenario.name == "Named")
    #expect(scenario.tags == ["a", "b"])
    #expect(scenario.sizeClass == .compact)
    #expect(scenario.comparesGolden == false)
    #expect(scenario.records == [.events])
  }

  @Test func theNameDefaultsToTheFileName() throws {
    #expect(
      try decodeScenario(#"{"start": "A"}"#, file: "dir/login-flow.json").name == "login-flow")
  }

  @Test func unknownTopLevelKeysAndMissingStartAreErrors() {
    expectDiagnostic(
      """
      {"start": "A", ⟨"stpes": []}
      """, #"unknown key "stpes"; did you mean "steps"?"#)
    expectDiagnostic(
      """
      ⟨{"steps": []}
      """, #"missing key "start""#)
  }

  @Test func syntaxErrorsAreLocated() {
    expectDiagnostic(
      """
      {"start": "A",
       "steps": [⟨}
      """, "expected a JSON value")
  }

  @Test func aNameDefinedTwiceIsAnErrorAtTheSecondDefinition() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("navrun-defs-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data(#"{"templates": {"card": "Card"}}"#.utf8).write(
      to: folder.appendingPathComponent("shared.defs.json"))
    let source = MarkedSource(
      """
      {"use": ["shared.defs.json"], "define": {"templates": {⟨"card": "Other"}}, "start": "A"}
      """)
    let file = folder.appendingPathComponent("s.json").path
    #expect {
      try ScenarioLoader().decode(Array(source.text.utf8), file: file)
    } throws: { error in
      let diagnostic = error as? Diagnostic
      return diagnostic?.message
        == #"define.templates: "card" is already defined in \#(folder.path)/shared.defs.json"#
        && diagnostic?.location?.line == source.line
        && diagnostic?.location?.column == source.column
    }
  }

  @Test func anErrorInAUsedFileShowsThatFilesLine() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("navrun-defs-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data("{\"templates\":\n  {\"card\": 3}}".utf8).write(
      to: folder.appendingPathComponent("shared.defs.json"))
    let file = folder.appendingPathComponent("s.json").path
    let text = #"{"use": ["shared.defs.json"], "start": {"template": "card"}}"#
    #expect {
      try ScenarioLoader().decode(Array(text.utf8), file: file)
    } throws: { error in
      let diagnostic = error as? Diagnostic
      return diagnostic?.file == folder.appendingPathComponent("shared.defs.json").path
        && diagnostic?.sourceLine == #"  {"card": 3}}"#
    }
  }

  @Test func aMissingUseFileIsReportedAtTheUseEntry() {
    expectDiagnostic(
      """
      {"use": [⟨"nowhere.defs.json"], "start": "A"}
      """, "use: no such file nowhere.defs.json")
  }

  @Test func theDiagnosticShowsTheSourceLineAndACaret() {
    let text = "{\"start\": \"A\",\n  \"steps\": [{\"pussh\": \"B\"}]}"
    #expect {
      try decodeScenario(text, file: "x.json")
    } throws: { error in
      (error as? Diagnostic)?.description == """
        x.json:2:14: error: steps[0]: unknown step "pussh"; did you mean "push"?
          "steps": [{"pussh": "B"}]}
                     ^
        """
    }
  }

  @Test func eachStepKnowsItsSourceLineForReports() throws {
    let text = "{\"start\": \"A\",\r\n  \"steps\": [{\"push\": \"B\"},\n\t{\"pop\": true}]}"
    let scenario = try decodeScenario(text)
    #expect(
      scenario.steps.map(\.sourceLine) == [#"  "steps": [{"push": "B"},"#, "\t{\"pop\": true}]}"])
  }

  @Test(arguments: [
    ("", "the file is empty"),
    ("{\"start\": \"A\"} x", "unexpected text after the JSON value"),
    ("{\"start\": ", "unexpected end of file"),
  ])
  func malformedFilesGiveLocatedErrors(text: String, message: String) {
    #expect {
      try decodeScenario(text)
    } throws: { error in
      (error as? Diagnostic)?.message == message && (error as? Diagnostic)?.location != nil
    }
  }

  @Test func deepNestingIsAnErrorNotACrash() {
    let deep = String(repeating: "[", count: 100_000)
    #expect {
      try decodeScenario(deep)
    } throws: { error in
      (error as? Diagnostic)?.message.hasPrefix("nesting deeper than") == true
    }
  }

  @Test func invalidUTF8IsAnError() {
    var bytes = Array(#"{"start": "A"#.utf8)
    bytes += [0xFF, 0x22, 0x7D]
    #expect(throws: Diagnostic.self) { try ScenarioLoader().decode(bytes, file: "bad.json") }
  }
}
