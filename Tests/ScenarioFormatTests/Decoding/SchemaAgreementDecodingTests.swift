import Foundation
import Testing

@testable import ScenarioFormat

/// What the decoder reads the way the JSON Schema does: an integer may be written with a zero
/// fraction, and `$schema` is read at the top of a file only.
@Suite struct SchemaAgreementDecodingTests {
  @Test func anIntegerMayBeWrittenWithAZeroFractionOrAnExponent() throws {
    let scenario = try decodeScenario(
      #"{"start": {"tabs": ["A", "B", "C"], "selected": 1.0}, "steps": [{"selectTab": 2e0}]}"#)
    #expect(scenario.start.selected == 1)
    guard case .perform(.selectTab(.index(let index), _)) = scenario.steps[0].action else {
      Issue.record("expected a selectTab step, found \(scenario.steps[0].action)")
      return
    }
    #expect(index == 2)
  }

  @Test func aFractionIsNoInteger() {
    expectDiagnostic(
      #"{"start": {"tabs": ["A", "B"], "selected": ⟨1.5}}"#,
      "start.selected: expected an integer, found a number")
    expectDiagnostic(
      #"{"start": {"tabs": ["A", "B"], "selected": ⟨1e300}}"#,
      "start.selected: expected an integer, found a number")
  }

  @Test func schemaIsReadAtTheTopOfAScenarioWhateverItsValue() throws {
    let scenario = try decodeScenario(#"{"$schema": {"any": 1}, "start": "A"}"#)
    #expect(scenario.start.type == "A")
  }

  @Test func schemaInsideANodeOrAStepIsAnUnknownKey() {
    expectDiagnostic(
      #"{"start": {"screen": "A", ⟨"$schema": "x"}}"#, #"start: unknown screen attribute "$schema""#
    )
    expectDiagnostic(
      #"{"start": {"nav": ["A"]}, "steps": [{"push": "B", ⟨"$schema": "x"}]}"#,
      #"steps[0]: unknown key for "push" "$schema""#)
    expectDiagnostic(
      #"{"define": {⟨"$schema": "x"}, "start": "A"}"#,
      #"define: unknown definitions section "$schema""#)
  }

  @Test func schemaIsReadAtTheTopOfADefinitionsFile() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("navrun-defs-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("app.defs.json")
    try Data(#"{"$schema": 3, "templates": {"card": "Card"}}"#.utf8).write(to: file)
    try ScenarioLoader().validateDefinitions(file.path)
  }
}
