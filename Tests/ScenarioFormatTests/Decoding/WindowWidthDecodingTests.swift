import NavigationCore
import Testing

@testable import ScenarioFormat

/// `{"windowWidth": "narrow"}`: decoded to the width, a wrong one reported at its value.
@Suite struct WindowWidthDecodingTests {
  @Test func aWindowWidthStepDecodesToItsWidth() throws {
    let scenario = try decodeScenario(
      #"{"start": "A", "steps": [{"windowWidth": "narrow"}, {"windowWidth": "wide"}]}"#)
    guard case .perform(.setWindowWidth(.narrow)) = scenario.steps[0].action,
      case .perform(.setWindowWidth(.wide)) = scenario.steps[1].action
    else {
      Issue.record("expected two width changes, found \(scenario.steps.map(\.action))")
      return
    }
  }

  @Test func aWidthThatIsNotOneIsReportedAtItsValue() {
    expectDiagnostic(
      """
      {"start": "A", "steps": [{"windowWidth": ⟨"portrait"}]}
      """,
      #"steps[0].windowWidth: unknown window width "portrait""#)
    expectDiagnostic(
      """
      {"start": "A", "steps": [{"windowWidth": ⟨"narow"}]}
      """,
      #"steps[0].windowWidth: unknown window width "narow"; did you mean "narrow"?"#)
  }
}

/// The window's width at the start and the screens' reactions to its change.
@Suite struct WindowWidthStartDecodingTests {
  @Test func aScenarioAndAMatrixStartSetTheStartingWidth() throws {
    let scenario = try decodeScenario(
      #"""
      {"windowWidth": "narrow", "start": {"split": {"primary": "A", "secondary": "B"},
       "columnStyle": "doubleColumn"}}
      """#)
    #expect(scenario.windowWidth == .narrow)
    let state = try scenario.makeState()
    #expect(state.window.width == .narrow)
    #expect(state.window.root.split?.hiddenColumns == [.primary])
    #expect(state.window.json.contains(#""windowWidth": "narrow""#))
    let matrix = try decodeScenario(
      #"{"starts": {"portrait": {"start": "A", "windowWidth": "narrow"}, "landscape": "A"}}"#)
    #expect(matrix.starts.map(\.windowWidth) == [.narrow, nil])
    #expect(try matrix.makeState(from: matrix.starts[0]).window.width == .narrow)
  }

  @Test func aWrongStartingWidthIsReportedAtItsValue() {
    expectDiagnostic(
      """
      {"windowWidth": ⟨"portrait", "start": "A"}
      """,
      #"windowWidth: unknown window width "portrait""#)
    expectDiagnostic(
      """
      {"starts": {"p": {"start": "A", "windowWidth": ⟨"tall"}}}
      """,
      #"starts.p.windowWidth: unknown window width "tall""#)
  }

  @Test func screensDeclareTheirReactionsToTheWidth() throws {
    let scenario = try decodeScenario(
      #"""
      {"define": {"screens": {"Reader": {"onNarrow": [{"pop": true}], "onWide": [{"popToRoot": true}]}}},
       "start": {"nav": ["Reader"]}}
      """#)
    #expect(scenario.definitions.app.screens["Reader"]?.onNarrow == [.pop(nil)])
    #expect(scenario.definitions.app.screens["Reader"]?.onWide == [.popToRoot(nil)])
    #expect(scenario.definitions.app.reactsToWidth)
    expectDiagnostic(
      """
      {"define": {"screens": {"Reader": {"onNarrow": ⟨"pop"}}}, "start": "A"}
      """,
      "define.screens.Reader.onNarrow: expected an array of steps, found a string")
  }
}
