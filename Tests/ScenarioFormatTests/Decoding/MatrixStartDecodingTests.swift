import NavigationCore
import Testing

@testable import ScenarioFormat

/// `"starts": {"name": node, …}`: the same steps from several named starts.
@Suite struct MatrixStartDecodingTests {
  @Test func namedStartsDecodeInFileOrder() throws {
    let scenario = try decodeScenario(
      """
      {"starts": {"home": {"nav": ["Home"]}, "deep": {"nav": ["Home", "Product"]}},
       "steps": [{"push": "Cart"}]}
      """)
    #expect(scenario.starts.map(\.name) == ["home", "deep"])
    #expect(
      scenario.starts[1].blueprint == .container(.nav, [.screen("Home"), .screen("Product")]))
    #expect(scenario.start == scenario.starts[0].blueprint)
    #expect(scenario.startsToRun.count == 2)
  }

  @Test func aSingleStartHasNoNamedStarts() throws {
    let scenario = try decodeScenario(#"{"start": "A"}"#)
    #expect(scenario.starts.isEmpty)
    #expect(scenario.startsToRun.map(\.name) == [nil])
  }

  @Test func startAndStartsTogetherAreAnErrorAtStart() {
    expectDiagnostic(
      """
      {"starts": {"a": "A"}, ⟨"start": "B"}
      """, #"a scenario has "start" or "starts", not both; name every start under "starts""#)
  }

  @Test func startsMustBeANonEmptyObject() {
    expectDiagnostic(
      """
      {"starts": ⟨{}}
      """, #"starts: "starts" needs at least one named start"#)
    expectDiagnostic(
      """
      {"starts": ⟨["A"]}
      """,
      #"starts: expected an object of named starts such as {"home": {"nav": ["Home"]}}, found an array"#
    )
  }

  @Test func aStartNameIsOneNonEmptyLine() {
    expectDiagnostic(
      """
      {"starts": {⟨"": "A"}}
      """, "starts: a start's name is a non-empty line of text, as golden sections show it")
    expectDiagnostic(
      """
      {"starts": {"a": "A", ⟨"two\\nlines": "B"}}
      """, "starts: a start's name is a non-empty line of text, as golden sections show it")
  }

  @Test func aBadNodeInAStartIsLocatedUnderItsName() {
    expectDiagnostic(
      """
      {"starts": {"home": ⟨{"nva": ["A"]}}}
      """,
      #"starts.home: a node needs one of the keys screen, nav, tabs, pages, split, stack, navigationStack, tabView, navigationSplitView or template; did you mean "nav"?"#
    )
  }

  @Test func selectorsMayNameScreensOfAnyStart() throws {
    let scenario = try decodeScenario(
      """
      {"starts": {"a": {"nav": ["A"]}, "b": {"nav": ["B"]}}, "steps": [{"popTo": "B"}]}
      """)
    #expect(scenario.steps.count == 1)
  }
}
