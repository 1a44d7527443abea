import NavigationCore
import Testing

@testable import ScenarioFormat

@Suite struct SwiftUIContainerDecodingTests {
  @Test func aTabViewDecodesItsTabsSectionsAndSelection() throws {
    let scenario = try decodeScenario(
      """
      {"start": {"tabView": [{"tab": "home", "view": "Home"},
                             {"section": "Library", "tabs": [
                               {"tab": "lists", "view": "Lists", "tabPlacement": "sidebarOnly"}]}],
                 "selection": "lists", "tabViewStyle": "sidebarAdaptable", "reselect": "nothing",
                 "id": "root"},
       "steps": [{"select": "home", "in": "#root"}]}
      """)
    var home = Blueprint.screen("Home")
    home.tabItem = TabItem("home")
    var lists = Blueprint.screen("Lists")
    lists.tabItem = TabItem("lists", section: "Library", placement: .sidebarOnly)
    var expected = Blueprint.container(.tabs, [home, lists], id: "root")
    expected.tabView = TabViewOptions(style: .sidebarAdaptable, reselect: .nothing)
    expected.selected = 1
    #expect(scenario.start == expected)
    guard case .perform(let operation) = scenario.steps.first?.action else {
      Issue.record("expected a step")
      return
    }
    #expect(operation == .selectTabValue("home", in: .id("root")))
  }

  @Test func aTabViewsValuesAreUniqueAndItsSelectionOneOfThem() {
    expectDiagnostic(
      """
      {"start": {"tabView": [{"tab": "a", "view": "A"}, {"tab": ⟨"a", "view": "B"}]}}
      """, #"start.tabView[1].tab: two tabs carry the value "a"; each tab's value is unique"#)
    expectDiagnostic(
      """
      {"start": {"tabView": [{"tab": "home", "view": "A"}], "selection": ⟨"hom"}}
      """,
      #"start.selection: no tab carries the selection "hom"; the tabs carry "home"; did you mean "home"?"#
    )
    expectDiagnostic(
      """
      {"start": {"tabView": [{"section": "S", "tabs": [⟨{"section": "T", "tabs": []}]}]}}
      """, "start.tabView[0].tabs[0]: a TabSection holds tabs, not another section")
    expectDiagnostic(
      """
      {"start": {"tabView": [{"tab": "a", ⟨"views": "A"}]}}
      """, #"start.tabView[0]: unknown tab key "views"; did you mean "view"?"#)
  }

  @Test func sidebarOnlyTabsBeyondFiveAreRefused() {
    expectDiagnostic(
      """
      {"start": {"tabView": [{"tab": "a", "view": "A"}, {"tab": "b", "view": "A"},
        {"tab": "c", "view": "A"}, {"tab": "d", "view": "A"}, {"tab": "e", "view": "A"},
        {"tab": "f", "view": "A", "tabPlacement": "sidebarOnly"}],
        "tabViewStyle": ⟨"sidebarAdaptable"}}
      """,
      "start.tabViewStyle: a sidebarAdaptable tab view with sidebarOnly tabs and more than five "
        + "tabs: navrun does not model which of its tabs a compact tab bar lists under More")
  }

  @Test func aSplitViewDecodesItsColumnsAndOptions() throws {
    let scenario = try decodeScenario(
      """
      {"start": {"navigationSplitView": {"sidebar": "Boxes", "content": "None", "detail": "Empty"},
                 "preferredCompactColumn": "detail", "columnVisibility": "doubleColumn",
                 "destinations": {"box": "List"}},
       "steps": [{"setSelection": "box(1)", "column": "content"}, {"setSelection": null}]}
      """)
    let start = scenario.start
    #expect(start.kind == .split)
    #expect(start.columns.map(\.column) == [.primary, .supplementary, .secondary])
    #expect(start.columnStyle == .tripleColumn)
    #expect(start.topColumnForCollapsing == .secondary)
    #expect(start.preferredDisplayMode == .oneBesideSecondary)
    #expect(start.destinations?.views["box"] == .screen("List"))
    #expect(start.destinations?.placeholders["secondary"] == .screen("Empty"))
    let operations = scenario.steps.compactMap { step -> Operation? in
      guard case .perform(let operation) = step.action else { return nil }
      return operation
    }
    #expect(
      operations == [
        .setSelection("box(1)", column: .content, in: nil),
        .setSelection(nil, column: .sidebar, in: nil),
      ])
  }

  @Test func aSplitViewsColumnsAndSelectionsAreChecked() {
    expectDiagnostic(
      """
      {"start": {"navigationSplitView": ⟨{"sidebar": "A"}}}
      """, "start.navigationSplitView: missing column \"detail\"")
    expectDiagnostic(
      """
      {"start": {"navigationSplitView": {"sidebar": "A", "detail": "B"},
                 "preferredCompactColumn": ⟨"content"}}
      """, "start.preferredCompactColumn: a two-column split view has no content column")
    expectDiagnostic(
      """
      {"start": {"navigationSplitView": {"sidebar": "A", "detail": ⟨{"screen": "B", "id": "b"}}}}
      """,
      "start.navigationSplitView.detail: a driven column's view is built again whenever its "
        + "selection is cleared: it cannot give an id")
    expectDiagnostic(
      """
      {"start": {"navigationSplitView": {"sidebar": "A", "detail": "B"}},
       "steps": [{"setSelection": "x(1)", "column": ⟨"detail"}]}
      """,
      "steps[0].column: the detail column drives no other column: the selection is the "
        + "sidebar's or the content's")
  }
}
