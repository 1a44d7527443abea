import Testing

@testable import NavigationCore

@Suite struct FlowStepTests {
  let shop = "start => menu =>> [page1, page2 => modal => page3]"

  @Test func goBackPopsAPushedPageAndDismissesAModalOne() throws {
    var state = try startFlow(shop)
    try state.show("page3")
    try state.run(.goBack)
    #expect(state.window.root.presented == nil)
    #expect(state.currentPage == "page2")
    try state.run(.goBack)
    #expect(state.currentPage == "menu")
  }

  @Test func goBackWarnsWhenThereIsNothingToGoBackTo() throws {
    var state = try startFlow("start => main =>> [tab => a]")
    #expect(
      try state.run(.goBack) == [
        .warning(.nothingToGoBack, "goBack does nothing: no page is shown")
      ])
    try state.show("start")
    #expect(
      try state.run(.goBack) == [
        .warning(.nothingToGoBack, "goBack does nothing: no page before \"start\" is shown")
      ])
    try state.show("a")
    #expect(
      try state.run(.goBack)
        == [
          .warning(
            .nothingToGoBack, "goBack does nothing: \"a\" is a tab page, and a tab has no way back")
        ])
  }

  @Test func theFirstShowSetsThePushPagesAfterATabBarPageOnTheRootNav() throws {
    var state = try startFlow("start => main =>> [tab => a, push => detail]")
    try state.show("detail")
    #expect(state.rootStack == ["start", "tabs", "detail"])
    // goBack runs detail's pop on main, the page before it: the root nav pops its top.
    try state.run(.goBack)
    #expect(state.rootStack == ["start", "tabs"])
    #expect(state.currentPage == "a")
  }

  @Test func popToPagePopsTheVisibleNavBackToAShownPage() throws {
    var state = try startFlow("a => b => c => d")
    try state.show("d")
    try state.run(.popToPage("b"))
    #expect(state.rootStack == ["a", "b"])
  }

  @Test func popToPageRefusesUnregisteredAndUnshownPages() throws {
    var state = try startFlow("a => b => c", "a => d")
    try state.show("c", skip: ["b"])
    state.refuse(.popToPage("ghost"), with: .unregisteredPage)
    state.refuse(.popToPage("b"), with: .popToSkippedPage)
    state.refuse(.popToPage("d"), with: .popToSkippedPage)
    var other = try startFlow("a", start: screen("Home"))
    other.refuse(.popToPage("a"), with: .notInNavigation)
  }

  @Test func popToPageAcrossAModalRaisesUIKitsException() throws {
    var state = try startFlow("a => modal => b")
    try state.show("b")
    state.refuse(.popToPage("a"), with: .notOnStack)
    #expect(state.currentPage == "b")
  }

  @Test func popToPageWithNoNavAboveTheVisibleControllerDoesNothing() throws {
    var state = try startFlow("a => b")
    try state.show("b")
    try state.run(.present(screen("Alert"), from: nil, style: .fullScreen))
    let events = try state.run(.popToPage("a"))
    #expect(
      events == [
        .warning(
          .notInVisibleStack,
          "popToPage does nothing: the visible Alert is not in a navigation controller")
      ])
  }

  @Test func popToPageFindsAVariantOnlyByItsIdentifier() throws {
    var state = try startFlow(
      "start =>> [page1 => play => more, page2 => play]",
      pages: ["play": FlowPage(screen: "Play", supportsVariants: true)])
    try state.show("more")
    // `pop(to:)` searches by the page's name; the variant is registered as page1_play.
    state.refuse(.popToPage("play"), with: .unregisteredPage)
    try state.run(.popToPage("page1_play"))
    #expect(state.currentPage == "page1_play")
  }

  @Test func registerAddsPathsAndReportsRegistrationErrors() throws {
    var state = try startFlow("start => menu")
    try state.run(.register("menu =>> [a, b]"))
    #expect(state.flow.registry.steps["menu"]?.children == ["a", "b"])
    state.refuse(.register("start => menu"), with: .pathAlreadyRegistered)
    state.refuse(.register("menu c"), with: .missingTransition)
    state.refuse(.register("menu =>"), with: .malformedPath)
    let error = #expect(throws: NavigationError.self) { try state.perform(.register("menu c")) }
    #expect(
      error?.message
        == "\"menu c\", character 6: \"c\" follows \"menu\" without a transition; join pages with "
        + "\"=>\", and list branches with \"=>> [a, b]\"")
    // A path from a page that is not registered replaces the whole tree.
    try state.run(.register("other => c"))
    #expect(state.flow.registry.root == "other")
    #expect(state.flow.registry.steps["menu"] == nil)
  }

  @Test func badDefinedPathsRefuseTheStart() {
    #expect(throws: NavigationError.self) { try startFlow("a => b", "a => b") }
  }

  @Test func resetFlowDismissesEverythingAndKeepsTheRegisteredPaths() throws {
    var state = try startFlow(shop)
    try state.show("page3", parameters: ["page3": "1"])
    try state.run(.resetFlow)
    #expect(state.window.root.children.isEmpty)
    #expect(state.window.root.presented == nil)
    #expect(state.flow.tracks.isEmpty)
    #expect(state.currentPage == nil)
    try state.show("page1")
    #expect(state.rootStack == ["start", "menu", "page1"])
    var other = try startFlow("a", start: screen("Home"))
    other.ignore(.resetFlow, with: .flowNotPrepared)
  }

  @Test func expectPageChecksTheNameTheParameterAndThePath() throws {
    var state = try startFlow(shop)
    #expect(
      state.failure(of: .page("start", parameter: nil, path: nil), previousEvents: [])
        == "expected page start, but no page is shown (top is nav)")
    try state.show("page3", parameters: ["page3": "42"])
    let holds: [NavigationCore.Expectation] = [
      .page("page3", parameter: nil, path: nil),
      .page("page3", parameter: "42", path: "start/menu/page2/page3"),
    ]
    for expectation in holds { #expect(state.failure(of: expectation, previousEvents: []) == nil) }
    #expect(
      state.failure(of: .page("page1", parameter: nil, path: nil), previousEvents: [])
        == "expected page page1, found page3")
    #expect(
      state.failure(of: .page("page3", parameter: "7", path: nil), previousEvents: [])
        == "expected parameter 7 for page page3, found 42")
    #expect(
      state.failure(of: .page("page3", parameter: nil, path: "start/page3"), previousEvents: [])
        == "expected path start/page3, found start/menu/page2/page3")
    try state.show("menu")
    #expect(
      state.failure(of: .page("menu", parameter: "1", path: nil), previousEvents: [])
        == "expected parameter 1 for page menu, found none")
  }

  @Test func expectPageAcceptsAVariantsNameOrIdentifier() throws {
    var state = try startFlow(
      "start => page1 => play", pages: ["play": FlowPage(screen: "Play", supportsVariants: true)])
    try state.show("play", variant: "page1")
    #expect(state.failure(of: .page("play", parameter: nil, path: nil), previousEvents: []) == nil)
    #expect(
      state.failure(
        of: .page("page1_play", parameter: nil, path: "start/page1/page1_play"), previousEvents: [])
        == nil)
  }

  @Test func theGoldenListsTheFlowAfterTheWindow() throws {
    var state = try startFlow(shop, "page2 => page4")
    try state.show("page3", skip: ["page2"], parameters: ["page3": "42"])
    #expect(
      state.rendering == """
        window (regular)
          nav
            start
            menu
            presents (automatic):
              nav #nav#2
                page3  <- top

        flow
          start: start
            menu: menu
              page1
              page2 (skipped)
                page3 [modal]: page3 {parameter: 42}  <- current
                page4

        """)
  }

  @Test func aWindowWithoutFlowsHasNoFlowSection() throws {
    let state = try start(nav(screen("A")))
    #expect(state.flowText == nil)
    #expect(state.rendering == state.window.text)
  }
}
