import NavigationCore
import Testing

@testable import ScenarioFormat

@Suite struct PresentationStyleDecodingTests {
  private func operations(_ text: String) throws -> [Operation] {
    try decodeScenario(text).steps.compactMap { step -> Operation? in
      guard case .perform(let operation) = step.action else { return nil }
      return operation
    }
  }

  @Test func aStyleThatDependsOnTheSizeClassIsTheNodesOwn() throws {
    let steps = try operations(
      """
      {"start": "A", "steps": [
        {"present": "S", "style": {"regular": "formSheet", "compact": "overFullScreen"}},
        {"present": "T", "style": "alert"}
      ]}
      """)
    var settings = Blueprint.screen("S")
    settings.style = .formSheet
    settings.compactStyle = .overFullScreen
    #expect(
      steps == [
        .present(settings, from: nil, style: nil),
        .present(.screen("T"), from: nil, style: .alert),
      ])
  }

  @Test func theNodeAttributeTakesBothForms() throws {
    let scenario = try decodeScenario(
      """
      {"start": {"nav": ["A"], "presents": {"screen": "M", "popoverSource": true,
        "style": {"regular": "popover", "compact": "fullScreen"}}}}
      """)
    #expect(scenario.start.presents?.style == .popover)
    #expect(scenario.start.presents?.compactStyle == .fullScreen)
    #expect(scenario.start.presents?.hasPopoverSource == true)
  }

  @Test func aPopoverSourceOnTheStepGoesToTheNode() throws {
    let steps = try operations(
      """
      {"start": "A", "steps": [{"present": "S", "style": "actionSheet", "popoverSource": true}]}
      """)
    var sheet = Blueprint.screen("S")
    sheet.hasPopoverSource = true
    #expect(steps == [.present(sheet, from: nil, style: .actionSheet)])
  }

  @Test func aWrongStyleObjectIsLocated() {
    expectDiagnostic(
      """
      {"start": "A", "steps": [{"present": "S", "style": {⟨"regulr": "formSheet"}}]}
      """, #"steps[0].style: unknown size class "regulr"; did you mean "regular"?"#)
    expectDiagnostic(
      """
      {"start": "A", "steps": [{"present": "S", "style": ⟨{"regular": "formSheet"}}]}
      """,
      #"steps[0].style: missing size class "compact": a style that depends on the size class names both"#
    )
    expectDiagnostic(
      """
      {"start": "A", "steps": [{"present": "S", "style": {"regular": ⟨"alert", "compact": "fullScreen"}}]}
      """,
      #"steps[0].style.regular: an alert controller's style does not depend on the size class; write "alert" alone"#
    )
    expectDiagnostic(
      """
      {"start": {"nav": ["A"], "presents": {"screen": "M", "style": ⟨3}}}
      """,
      #"start.presents.style: expected a presentation style or {"regular": style, "compact": style}, found a number"#
    )
    expectDiagnostic(
      """
      {"start": "A", "steps": [{"present": "S", "style": {"regular": "formSheet", "compact": ⟨"popver"}}]}
      """,
      #"steps[0].style.compact: unknown presentation style "popver"; did you mean "popover"? The choices: "#
        + PresentationStyle.allCases.map(\.rawValue).joined(separator: ", "))
  }
}

@Suite struct VerticalSizeClassDecodingTests {
  @Test func theScenarioKeyAndTheStepDecode() throws {
    let scenario = try decodeScenario(
      """
      {"verticalSizeClass": "compact", "start": "A",
       "steps": [{"verticalSizeClass": "regular"}]}
      """)
    #expect(scenario.verticalSizeClass == .compact)
    guard case .perform(let operation) = scenario.steps.first?.action else {
      Issue.record("no operation")
      return
    }
    #expect(operation == .setVerticalSizeClass(.regular))
    #expect(try decodeScenario(#"{"start": "A"}"#).verticalSizeClass == .regular)
  }

  @Test func wrongClassesAreLocated() {
    expectDiagnostic(
      """
      {"verticalSizeClass": ⟨"landscape", "start": "A"}
      """,
      #"verticalSizeClass: unknown size class "landscape""#)
    expectDiagnostic(
      """
      {"start": "A", "steps": [{"verticalSizeClass": ⟨"compcat"}]}
      """,
      #"steps[0].verticalSizeClass: unknown size class "compcat"; did you mean "compact"?"#)
  }
}

@Suite struct PrintedStyleTests {
  @Test func aPrintedAdaptivePresentationPastesBackAsTheSameNode() throws {
    var settings = Blueprint.screen("Settings")
    settings.style = .formSheet
    settings.compactStyle = .overFullScreen
    let state = try NavigationState(
      start: .container(.nav, [.screen("Library")]).presenting(settings), sizeClass: .compact)
    let printed = state.window.json
    #expect(printed.contains(#""regular": "formSheet""#))
    #expect(!printed.contains("shownAs"))
    // The printed root, pasted as a start, builds the same window.
    let root = try #require(printed.range(of: #""root": "#)).upperBound
    let node = String(printed[root...].dropLast(2))
    let scenario = try decodeScenario(#"{"sizeClass": "compact", "start": "# + node + "}")
    #expect(try scenario.makeState().window == state.window)
  }
}
