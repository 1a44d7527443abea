import Testing

@testable import NavigationCore

@Suite struct TabPageTests {
  let app = "home => main =>> [tab => feed => post, tab => profile]"

  @Test func aPageWithTabPagesIsATabBarCreatedWithAllItsTabs() throws {
    var state = try startFlow(app)
    try state.show("feed")
    #expect(state.rootStack == ["home", "tabs"])
    let bar = try #require(state.window.root.children.last)
    #expect(bar.id == "main")
    #expect(bar.children.map(\.kind) == [.nav, .nav])
    #expect(bar.children.map { $0.children.map(\.type) } == [["feed"], ["profile"]])
    #expect(bar.selectedIndex == 0)
    #expect(state.currentPage == "feed")
    #expect(state.isShown("profile"))
  }

  @Test func showingATabPageSelectsItsTab() throws {
    var state = try startFlow(app)
    try state.show("feed")
    let events = try state.show("profile")
    #expect(state.window.root.children.last?.selectedIndex == 1)
    #expect(events == [.disappear("feed"), .appear("profile")])
    #expect(state.currentPath == "home/main/profile")
  }

  @Test func showingTheTabBarPageShowsItsSelectedTab() throws {
    var state = try startFlow(app)
    try state.show("main")
    #expect(state.currentPage == "feed")
  }

  @Test func aPushInsideATabLandsInThatTabsNav() throws {
    var state = try startFlow(app)
    try state.show("profile")
    try state.show("post")
    let bar = try #require(state.window.root.children.last)
    #expect(bar.selectedIndex == 0)
    #expect(bar.children[0].children.map(\.type) == ["feed", "post"])
    try state.show("profile")
    #expect(state.window.root.children.last?.children[0].children.map(\.type) == ["feed"])
  }

  @Test func theTargetTabEndsOnTopOfItsStack() throws {
    var state = try startFlow(app)
    try state.show("post")
    try state.run(.selectTab(.index(1), in: nil))
    try state.show("feed")
    #expect(state.window.root.children.last?.children[0].children.map(\.type) == ["feed"])
    #expect(state.currentPage == "feed")
  }

  @Test func aSkippedTabIsAddedToItsTabBarWhenShownLater() throws {
    var state = try startFlow("home => main =>> [tab => a, tab => b, tab => c]")
    try state.show("a", skip: ["b"])
    #expect(state.window.root.children.last?.children.count == 2)
    try state.show("b")
    let bar = try #require(state.window.root.children.last)
    #expect(bar.children.map { $0.children.map(\.type) } == [["a"], ["b"], ["c"]])
    #expect(bar.selectedIndex == 1)
  }

  @Test func aTabPageWhoseTabBarIsSkippedIsRefused() throws {
    var state = try startFlow(app)
    state.refuse(
      .showPage("feed", variant: nil, skip: ["main"], parameters: [:]), with: .showingSkippedPage)
  }

  @Test func aTabPageOfAPageShownBeforeItsTabsWereRegisteredIsRefused() throws {
    var state = try startFlow("home => main")
    try state.show("main")
    try state.run(.register("main => tab => feed"))
    state.refuse(.showPage("feed", variant: nil, skip: [], parameters: [:]), with: .typeMismatch)
    try state.show("home")
    try state.show("feed")
    #expect(state.window.root.children.last?.kind == .tabs)
  }

  @Test func aModalTabBarPageIsPresentedInANewNav() throws {
    var state = try startFlow("start => modal => main =>> [tab => a, tab => b]")
    try state.show("b")
    let presented = try #require(state.window.root.presented?.controller)
    #expect(presented.kind == .nav)
    #expect(presented.children.first?.kind == .tabs)
    #expect(presented.children.first?.selectedIndex == 1)
    try state.show("start")
    #expect(state.window.root.presented == nil)
  }

  @Test func leavingTheTabsPopsTheTabBar() throws {
    var state = try startFlow(app, "home => about")
    try state.show("post")
    try state.show("about")
    #expect(state.rootStack == ["home", "about"])
  }
}
