import Testing

@testable import NavigationCore

@Suite struct ShowPageTests {
  let shop = "start => menu =>> [page1, page2 => modal => page3]"

  @Test func theFirstShowBuildsThePathInTheEmptyRootNav() throws {
    var state = try startFlow(shop)
    let events = try state.show("page1")
    #expect(state.rootStack == ["start", "menu", "page1"])
    #expect(state.currentPage == "page1")
    #expect(state.currentPath == "start/menu/page1")
    #expect(events == [.appear("page1")])
  }

  @Test func theFirstShowReplacesWhatTheRootNavStartedWith() throws {
    var state = try startFlow("start => menu", start: nav(screen("Splash")))
    let events = try state.show("menu")
    #expect(state.rootStack == ["start", "menu"])
    #expect(events == [.disappear("Splash"), .appear("menu")])
  }

  @Test func aPageShowsTheScreenTypeItsDefinitionNames() throws {
    var state = try startFlow("start => menu", pages: ["start": FlowPage(screen: "StartVC")])
    try state.show("menu")
    #expect(state.rootStack == ["StartVC", "menu"])
  }

  @Test func showingNeedsANavAsTheWindowRoot() throws {
    var state = try startFlow("start", start: screen("Home"))
    state.refuse(
      .showPage("start", variant: nil, skip: [], parameters: [:]), with: .notInNavigation)
  }

  @Test func aModalPageIsPresentedInANewNavWithUIKitsDefaultStyle() throws {
    var state = try startFlow(shop)
    try state.show("page3")
    #expect(state.rootStack == ["start", "menu", "page2"])
    let presented = try #require(state.window.root.presented)
    #expect(presented.style == .automatic)
    #expect(presented.controller.kind == .nav)
    #expect(presented.controller.children.map(\.type) == ["page3"])
    #expect(state.topLabel == "page3")
  }

  @Test func movingToASiblingBranchBacksUpToTheSharedPageFirst() throws {
    var state = try startFlow(shop)
    try state.show("page3")
    let events = try state.show("page1")
    #expect(state.rootStack == ["start", "menu", "page1"])
    #expect(state.window.root.presented == nil)
    // page2 showed under the sheet of page3 until it was popped.
    #expect(events == [.disappear("page2"), .disappear("page3"), .appear("page1")])
    #expect(state.currentPath == "start/menu/page1")
  }

  @Test func showingAnAncestorOnlyBacksUp() throws {
    var state = try startFlow(shop)
    try state.show("page3")
    try state.show("menu")
    #expect(state.rootStack == ["start", "menu"])
    #expect(state.window.root.presented == nil)
    #expect(state.currentPage == "menu")
  }

  @Test func showingADescendantOnlyShowsThePagesBelow() throws {
    var state = try startFlow(shop)
    try state.show("menu")
    let ids = state.window.root.children.map(\.id)
    try state.show("page3")
    #expect(Array(state.window.root.children.map(\.id).prefix(2)) == ids)
  }

  @Test func showingTheCurrentPageAgainChangesNothing() throws {
    var state = try startFlow(shop)
    try state.show("page3")
    let before = state
    let events = try state.show("page3")
    #expect(events == [])
    #expect(state == before)
  }

  @Test func somethingOnTopThatIsNotAPageMakesTheFlowStartOver() throws {
    var state = try startFlow(shop)
    try state.show("page3")
    try state.run(.present(screen("Alert"), from: nil, style: nil))
    let events = try state.show("page1")
    #expect(state.rootStack == ["start", "menu", "page1"])
    // Only the root nav is emptied: what it presents stays.
    #expect(state.window.root.presented != nil)
    #expect(
      events.first
        == .warning(
          .flowRestarted, "Alert is not a page of the flow, so showPage starts the flow over"))
  }

  @Test func errorsComeInSpecOrderBeforeAnyChange() throws {
    var state = try startFlow(
      "start =>> [page1 => play, page2]",
      pages: ["play": FlowPage(screen: "Play", supportsVariants: true)])
    try state.show("page2")
    state.refuse(
      .showPage("ghost", variant: nil, skip: [], parameters: [:]), with: .unregisteredPage)
    state.refuse(
      .showPage("play", variant: nil, skip: ["play"], parameters: [:]), with: .missingVariant)
    state.refuse(
      .showPage("page1", variant: "start", skip: [], parameters: [:]), with: .variantNotSupported)
    state.refuse(
      .showPage("ghost", variant: "start", skip: [], parameters: [:]), with: .variantNotSupported)
    state.refuse(
      .showPage("play", variant: "page2", skip: [], parameters: [:]), with: .unregisteredPage)
  }

  @Test func skippingTheTargetLeavesThePageBeforeItOnTop() throws {
    var state = try startFlow("start => page1")
    try state.show("page1", skip: ["page1"])
    #expect(state.rootStack == ["start"])
    #expect(state.currentPage == "start")
  }

  @Test func aVariantIsShownAfterThePageItNames() throws {
    var state = try startFlow(
      "start =>> [page1 => play, page2 => play]",
      pages: ["play": FlowPage(screen: "Play", supportsVariants: true)])
    try state.show("play", variant: "page1")
    #expect(state.rootStack == ["start", "page1", "Play"])
    #expect(state.currentPage == "page1_play")
    try state.show("play", variant: "page2")
    #expect(state.rootStack == ["start", "page2", "Play"])
    #expect(state.currentPath == "start/page2/page2_play")
  }
}

@Suite struct SkipTests {
  @Test func aSkippedPageIsLeftOutOfTheStack() throws {
    var state = try startFlow("page1 => page2 => page3")
    try state.show("page1")
    try state.show("page3", skip: ["page2"])
    #expect(state.rootStack == ["page1", "page3"])
    #expect(state.flow.isSkipped("page2"))
    #expect(state.currentPath == "page1/page2/page3")
  }

  @Test func showingAPreviouslySkippedPageIsRefused() throws {
    var state = try startFlow("page1 => page2 => page3")
    try state.show("page3", skip: ["page2"])
    state.refuse(
      .showPage("page2", variant: nil, skip: [], parameters: [:]), with: .showingSkippedPage)
    state.refuse(
      .showPage("page2", variant: nil, skip: [], parameters: ["page2": "x"]),
      with: .showingSkippedPage)
  }

  @Test func goingBackBeforeASkippedPageLetsItBeShownAgain() throws {
    var state = try startFlow("page1 => page2 => page3")
    try state.show("page3", skip: ["page2"])
    try state.show("page1")
    #expect(state.rootStack == ["page1"])
    try state.show("page3")
    #expect(state.rootStack == ["page1", "page2", "page3"])
    #expect(!state.flow.isSkipped("page2"))
  }

  @Test func showingTheCurrentPageAgainDoesNotShowTheSkippedPage() throws {
    var state = try startFlow("page1 => page2 => page3 => page4")
    try state.show("page3", skip: ["page2"])
    try state.show("page3")
    #expect(state.rootStack == ["page1", "page3"])
    try state.show("page4")
    #expect(state.rootStack == ["page1", "page3", "page4"])
  }

  @Test func aPageAfterASkippedModalPageIsPushedAndBacksOutWithIt() throws {
    var state = try startFlow("a => modal => b => c")
    try state.show("a")
    try state.show("c", skip: ["b"])
    #expect(state.rootStack == ["a", "c"])
    #expect(state.window.root.presented == nil)
    // Backing up carries c down to b, whose modal transition dismisses c: c is not
    // presented, so nothing happens.
    try state.show("a")
    #expect(state.rootStack == ["a", "c"])
  }

  @Test func aModalPageAfterASkippedPageIsPresentedFromTheVisibleNav() throws {
    var state = try startFlow("a => b => modal => c")
    try state.show("c", skip: ["b"])
    #expect(state.rootStack == ["a"])
    #expect(state.window.root.presented?.controller.children.map(\.type) == ["c"])
    // Backing up carries c down to b, whose push transition pops c's nav: c is its root.
    try state.show("a")
    #expect(state.window.root.presented?.controller.children.map(\.type) == ["c"])
  }

  @Test func aModalPageMetInAnEmptyNavIsSetInItAndUIKitRefuses() throws {
    var state = try startFlow("a => modal => b => c")
    state.refuse(
      .showPage("c", variant: nil, skip: ["a"], parameters: [:]), with: .cannotPushContainer)
  }

  @Test func skipsNotOnThePathOrAlreadyShownAreIgnoredWithAWarning() throws {
    var state = try startFlow("a => b => c", "a => d")
    try state.show("b")
    let events = try state.show("c", skip: ["d", "b"])
    #expect(state.rootStack == ["a", "b", "c"])
    #expect(
      events == [
        .warning(.skipIgnored, "skip \"d\" is ignored: it is not on the path a/b/c"),
        .warning(.skipIgnored, "skip \"b\" is ignored: the page is already shown"),
        .disappear("b"), .appear("c"),
      ])
  }
}
