import Testing

@testable import ScenarioFormat

/// What decodes but almost certainly is a mistake is a located warning, and the scenario
/// still runs.
@Suite struct DecodingWarningTests {
  /// The warnings of a scenario with one `⟨` marking where the single warning points.
  private func expectWarning(
    _ marked: String, containing fragment: String,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) throws {
    let source = MarkedSource(marked)
    let scenario = try decodeScenario(source.text)
    try #require(scenario.decodingWarnings.count == 1, sourceLocation: sourceLocation)
    let warning = scenario.decodingWarnings[0]
    #expect(
      warning.message.contains(fragment), "\(warning.message)", sourceLocation: sourceLocation)
    #expect(warning.location?.line == source.line, sourceLocation: sourceLocation)
    #expect(warning.location?.column == source.column, sourceLocation: sourceLocation)
  }

  @Test func aScreenTypeStartingWithAHashReadsAsAnID() throws {
    try expectWarning(
      ##"{"start": {"nav": ["Home"]}, "steps": [{"push": ⟨"#Cart"}]}"##,
      containing: ##"starts with "#", which marks ids in selectors"##)
  }

  @Test func aScreenTypeThatIsAContainerKindOrASelectorWord() throws {
    try expectWarning(
      #"{"start": {"nav": [{"screen": ⟨"nav"}]}}"#,
      containing: #"a selector "nav" finds the first nav container, never this screen"#)
    try expectWarning(
      #"{"start": {"tabs": ["A", ⟨"top"]}}"#,
      containing: #"a selector "top" finds the visible top controller"#)
  }

  @Test func aScreenTypeWithSpacesAtItsEnds() throws {
    try expectWarning(
      #"{"start": {"nav": [⟨"Cart "]}}"#, containing: #"so "Cart" would not find it"#)
  }

  @Test func eachSuspiciousTypeIsWarnedAboutOnce() throws {
    let scenario = try decodeScenario(
      #"{"start": {"nav": ["top"]}, "steps": [{"push": "top"}, {"push": "Feed"}]}"#)
    #expect(scenario.decodingWarnings.count == 1)
  }

  @Test func anExpectationIsNotWhereAScreenIsMade() throws {
    // A library makes the `root` page by name; the expectation only matches it.
    let scenario = try decodeScenario(
      #"{"start": {"nav": ["A"]}, "steps": [{"expect": {"nav": ["root"]}}]}"#)
    #expect(scenario.decodingWarnings.isEmpty)
  }

  @Test func aContainerKindAsAStringInAnExpectationIsAScreenType() throws {
    try expectWarning(
      #"{"start": {"tabs": [{"nav": ["A"]}]}, "steps": [{"expect": {"tabs": [⟨"nav"]}}]}"#,
      containing: #""nav" in an expectation is a screen type: it matches a screen named nav"#)
  }

  @Test func ordinaryTypesAndSelectorsWarnNothing() throws {
    let scenario = try decodeScenario(
      ##"{"start": {"nav": ["Top", "Navigator", {"screen": "Cart", "id": "cart"}]}, "steps": [{"popTo": "#cart"}, {"expectTop": "Cart"}]}"##
    )
    #expect(scenario.decodingWarnings.isEmpty)
  }

  @Test func aStyleOnTheStartsRootIsNeverUsed() throws {
    try expectWarning(
      #"{"start": {"nav": ["Home"], ⟨"style": "formSheet"}}"#,
      containing: #""style" on the start's root is never used"#)
    let presented = try decodeScenario(
      #"{"start": {"nav": ["Home"], "presents": {"screen": "Sheet", "style": "formSheet"}}}"#)
    #expect(presented.decodingWarnings.isEmpty)
  }

  @Test func aStyleOnANodeThatIsNotPresentedIsNeverUsed() throws {
    try expectWarning(
      #"{"start": {"tabs": [{"nav": ["Home"]}, {"screen": "Sheet", ⟨"style": "formSheet"}]}}"#,
      containing: #""style" on a node that is not presented is never used"#)
    try expectWarning(
      #"{"start": {"nav": ["Home"], "presents": {"nav": [{"screen": "A", ⟨"style": "popover"}]}}}"#,
      containing: #""style" on a node that is not presented is never used"#)
    let nested = try decodeScenario(
      #"{"start": {"nav": [{"screen": "A", "presents": {"screen": "B", "style": "popover"}}]}}"#)
    #expect(nested.decodingWarnings.isEmpty)
  }

  @Test func stylesNeverUsedAreWarnedAboutInTheOrderTheyAreWritten() throws {
    let scenario = try decodeScenario(
      """
      {"start": {"tabs": [{"screen": "A", "style": "formSheet"},
        {"nav": [{"screen": "B", "style": "popover"}], "style": "pageSheet"}],
        "presents": {"nav": [{"screen": "C", "style": "popover"}], "style": "formSheet"}}}
      """)
    #expect(
      scenario.decodingWarnings.map { [$0.location?.line, $0.location?.column] } == [
        [1, 37], [2, 28], [2, 50], [3, 40],
      ])
  }

  @Test func anIDSelectorForAHashTypeExplainsTheType() {
    expectDiagnostic(
      ##"{"start": {"nav": ["Home"]}, "steps": [{"push": "#Cart"}, {"expectTop": ⟨"#Cart"}]}"##,
      ##"steps[1].expectTop: no controller with id "Cart" appears in this scenario; "#Cart" is written as a screen type, where "#" is part of the type: give the node an id with {"screen": "Cart", "id": "Cart"}"##
    )
  }
}
