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
