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

  @Test func showingATabPageOnlySelectsItsTab() throws {
    var state = try startFlow(app)
    try state.show("post")
    try state.run(.selectTab(.index(1), in: nil))
    try state.show("feed")
    #expect(
      state.window.root.children.last?.children[0].children.map(\.type) == ["feed", "post"])
    #expect(state.currentPage == "post")
  }

  @Test func aTabSkippedWhenItsTabBarWasBuiltIsNeverAdded() throws {
    var state = try startFlow("home => main =>> [tab => a, tab => b, tab => c]")
    try state.show("a", skip: ["b"])
    #expect(state.window.root.children.last?.children.count == 2)
    let before = state.window
    state.ignore(
      .showPage("b", variant: nil, skip: [], parameters: [:]), with: .pageNotDisplayed)
    #expect(state.window == before)
  }

  @Test func aTabPageWhoseTabBarIsSkippedIsNotShown() throws {
    var state = try startFlow(app)
    let events = try state.run(.showPage("feed", variant: nil, skip: ["main"], parameters: [:]))
    #expect(state.rootStack == ["home"])
    #expect(events.contains { $0.description.hasPrefix("warning: pageNotDisplayed:") })
  }

  @Test func aTabPageOfAPageShownBeforeItsTabsWereRegisteredIsNotShown() throws {
    var state = try startFlow("home => main")
    try state.show("main")
    try state.run(.register("main => tab => feed"))
    state.ignore(
      .showPage("feed", variant: nil, skip: [], parameters: [:]), with: .pageNotDisplayed)
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
