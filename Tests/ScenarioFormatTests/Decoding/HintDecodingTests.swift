import Foundation
import NavigationCore
import Testing

@testable import ScenarioFormat

/// Hints for the mistakes a new team makes in its first scenarios.
@Suite struct HintDecodingTests {
  @Test func anIndexWrittenAsAStringIsCalledANumber() {
    expectDiagnostic(
      #"{"start": {"tabs": ["A", "B"]}, "steps": [{"selectTab": ⟨"1"}]}"#,
      #"steps[0].selectTab: no screen of type "1" appears in this scenario; an index is a number: write 1, not "1""#
    )
  }

  @Test func aSizeClassWrittenInTheWrongPlaceSaysWhereItGoes() {
    expectDiagnostic(
      #"{"start": {"nav": ["A"], ⟨"sizeClass": "compact"}}"#,
      #"start: unknown nav attribute "sizeClass"; "sizeClass" goes at the top of the scenario, beside "start" (the size the window starts in), or in a step of its own, {"sizeClass": "compact"}, to change it"#
    )
    expectDiagnostic(
      #"{"start": {"nav": ["A"]}, ⟨"compact": true}"#,
      #"unknown key "compact"; a size class is a value: write "sizeClass": "compact" at the top of the scenario, beside "start", or the step {"sizeClass": "compact"}"#
    )
    expectDiagnostic(
      #"{"start": {"nav": ["A"]}, "steps": [{⟨"compact": true}]}"#,
      #"steps[0]: unknown step "compact"; a size class is a value: write "sizeClass": "compact" at the top of the scenario, beside "start", or the step {"sizeClass": "compact"}"#
    )
  }

  @Test func didYouMeanPrefersAnIdTheAuthorDeclared() {
    // `#Post` would be the id the engine gives the `Post` screen, and is nearer `#post` by
    // spelling; the author's `#posts` is the likelier meaning.
    expectDiagnostic(
      ##"{"start": {"nav": ["Feed", {"screen": "Post", "id": "posts"}]}, "steps": [{"popTo": ⟨"#post"}]}"##,
      ##"steps[0].popTo: no controller with id "post" appears in this scenario; did you mean "#posts"?"##
    )
  }

  /// Of names as close to a typo, the hint is the one that starts as the typo does.
  @Test func ofNamesAsCloseTheHintSharesTheLongestStart() {
    // `strategy` is three edits from both `state` and `strategies`.
    #expect(Suggestion.closest(to: "strategy", among: ["state", "strategies"]) == "strategies")
    #expect(Suggestion.closest(to: "strategy", among: ["strategies", "state"]) == "strategies")
    #expect(Suggestion.closest(to: "stat", among: ["state", "strategies"]) == "state")
  }

  @Test func anErrorInAUsedFileNamesTheScenarioThatUsedIt() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("navrun-hints-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data(#"{"templates": {"x": {"nva": []}}}"#.utf8)
      .write(to: folder.appendingPathComponent("shared.defs.json"))
    let scenario = folder.appendingPathComponent("a.json").path
    try Data(#"{"use": ["shared.defs.json"], "start": "A"}"#.utf8)
      .write(to: URL(fileURLWithPath: scenario))
    #expect {
      try ScenarioLoader().load(scenario)
    } throws: { error in
      let diagnostic = error as? Diagnostic
      return diagnostic?.file.hasSuffix("shared.defs.json") == true
        && diagnostic?.message.hasSuffix(
          "(\(folder.path)/shared.defs.json is used by \(scenario):1:10)")
          == true
    }
  }
}
