import NavigationCore
import Testing

@testable import ScenarioFormat

/// A page view controller's node and steps: decoded to the blueprint and the operations, a
/// wrong value reported where it is written.
@Suite struct PageDecodingTests {
  @Test func aPagesNodeDecodesItsStyleSpineAndDataSource() throws {
    let scenario = try decodeScenario(
      #"""
      {"start": {"pages": ["A", "B"], "transitionStyle": "pageCurl", "spineLocation": "mid",
                 "dataSource": ["A", "B", "C"], "id": "book"},
       "steps": [{"setPages": ["C", "D"], "in": "#book"}, {"swipePage": "reverse"}]}
      """#)
    #expect(scenario.start.kind == .pages)
    #expect(scenario.start.children.map(\.type) == ["A", "B"])
    #expect(scenario.start.transitionStyle == .pageCurl)
    #expect(scenario.start.spineLocation == .mid)
    #expect(scenario.start.dataSource?.map(\.type) == ["A", "B", "C"])
    guard case .perform(.setPages(let pages, on: .id("book"))) = scenario.steps[0].action,
      case .perform(.swipePage(.reverse, on: nil)) = scenario.steps[1].action
    else {
      Issue.record("expected setPages and swipePage, found \(scenario.steps.map(\.action))")
      return
    }
    #expect(pages.map(\.type) == ["C", "D"])
  }

  @Test func aSpineOutsideThePageCurlStyleIsReportedAtTheSpine() {
    expectDiagnostic(
      """
      {"start": {"pages": ["A"], "spineLocation": ⟨"mid"}}
      """,
      "start.spineLocation: a page view controller has a spine in the pageCurl transition style "
        + #"only: add "transitionStyle": "pageCurl" or remove "spineLocation""#)
    expectDiagnostic(
      """
      {"start": {"pages": ["A"], "transitionStyle": "scroll", "spineLocation": ⟨"min"}}
      """,
      "start.spineLocation: a page view controller has a spine in the pageCurl transition style "
        + #"only: add "transitionStyle": "pageCurl" or remove "spineLocation""#)
  }

  @Test func aThirdPageIsReportedWhereItIsWritten() {
    expectDiagnostic(
      """
      {"start": {"pages": ["A", "B", ⟨"C"], "transitionStyle": "pageCurl", "spineLocation": "mid"}}
      """,
      "start.pages[2]: a page view controller shows one page, or two around a spine in the "
        + "middle; this one is given 3")
  }

  @Test func wrongValuesAreReportedWhereTheyAreWritten() {
    expectDiagnostic(
      """
      {"start": {"pages": ["A"], "transitionStyle": ⟨"curl"}}
      """,
      #"start.transitionStyle: unknown transition style "curl"; did you mean "pageCurl"?"#)
    expectDiagnostic(
      """
      {"start": {"pages": ["A"], "transitionStyle": "pageCurl", "spineLocation": ⟨"middle"}}
      """,
      #"start.spineLocation: unknown spine location "middle""#)
    expectDiagnostic(
      """
      {"start": {"pages": ["A"]}, "steps": [{"swipePage": ⟨"forwards"}]}
      """,
      #"steps[0].swipePage: unknown page direction "forwards"; did you mean "forward"?"#)
    expectDiagnostic(
      """
      {"start": {"pages": ["A"], "dataSource": [⟨3]}}
      """,
      #"start.dataSource[0]: expected a node (a screen type or an object such as {"nav": […]}), found a number"#
    )
  }

  @Test func anExpectationNamesTheShownPagesNotTheDataSource() throws {
    _ = try decodeScenario(
      #"{"start": {"pages": ["A"]}, "steps": [{"expect": {"pages": ["A"], "spineLocation": "min"}}]}"#
    )
    expectDiagnostic(
      """
      {"start": {"pages": ["A"]}, "steps": [{"expect": {"pages": ["A"], "dataSource": ⟨["A"]}}]}
      """,
      "steps[0].expect.dataSource: the data source is the app's, not the window's: expect the "
        + "pages shown instead")
  }

  @Test func pageAttributesBelongToPagesNodes() {
    expectDiagnostic(
      """
      {"start": {"nav": ["A"], ⟨"dataSource": ["B"]}}
      """,
      #"start: "dataSource" is an attribute of pages nodes, not of nav nodes"#)
  }
}
