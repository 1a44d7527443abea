import Testing

@testable import NavigationCore

@Suite struct SearchOrderTests {
  /// Root tabs [nav[A1, A2], B] with B selected, presenting nav[C1].
  let example = tabs(nav(screen("A1"), screen("A2")), screen("B"), selected: 1)
    .presenting(nav(screen("C1"), id: "modal"))

  @Test func theTopmostLayerComesFirstThenVisibleChildrenThenTheRest() throws {
    let state = try start(example)
    let labels = state.window.searchOrder.compactMap { state.window[$0]?.label }
    #expect(labels == ["nav #modal", "C1", "tabs", "B", "nav", "A2", "A1"])
  }

  @Test func selectorsResolveToTheFirstMatchInSearchOrder() throws {
    let state = try start(example)
    #expect(state.window[try state.window.resolve(.kind(.nav))]?.id == "modal")
    #expect(state.window[try state.window.resolve(.type("A1"))]?.id == "A1")
    #expect(state.window[try state.window.resolve(.top)]?.id == "C1")
    #expect(state.window[try state.window.resolve(.root)]?.id == "tabs")
    #expect(state.window[try state.window.resolve(.id("A2"))]?.id == "A2")
  }

  @Test func selectorsParseTheirScenarioForm() {
    #expect(Selector("#feed") == .id("feed"))
    #expect(Selector("Feed") == .type("Feed"))
    #expect(Selector("nav") == .kind(.nav))
    #expect(Selector("screen") == .type("screen"))
    #expect(Selector("top") == .top)
    #expect(Selector("root") == .root)
  }

  @Test func aSheetKeepsTheLayerBelowVisibleAndAFullScreenDoesNot() throws {
    let sheet = try start(nav(screen("Feed")).presenting(screen("Sheet"), style: .pageSheet))
    #expect(sheet.window.visibleScreens.compactMap { sheet.window[$0]?.id } == ["Feed", "Sheet"])
    let cover = try start(nav(screen("Feed")).presenting(screen("Cover"), style: .fullScreen))
    #expect(cover.window.visibleScreens.compactMap { cover.window[$0]?.id } == ["Cover"])
  }
}
