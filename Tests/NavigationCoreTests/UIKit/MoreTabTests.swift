import Testing

@testable import NavigationCore

/// Six tabs: two navs, two screens, a nav (tab 4) and a screen (tab 5) listed under More.
private func sixTabs(selected: Int? = nil) -> Blueprint {
  tabs(
    nav(screen("Feed"), id: "feedNav"), nav(screen("Search")), screen("Inbox"),
    screen("Profile"), nav(screen("Settings"), id: "settingsNav"), screen("Help", id: "help"),
    selected: selected, id: "main")
}

@Suite struct MoreTabTests {
  @Test func selectMoreShowsTheMoreListInACompactWindow() throws {
    var state = try start(sixTabs(), sizeClass: .compact)
    try state.run(.selectMore(nil))
    #expect(state.topLabel == "More")
    #expect(state.window.root.isMoreSelected)
    #expect(state.window.root.tabCount == 6)
    #expect(state.window.text.contains("tabs #main [selected: more]\n"))
    #expect(state.window.text.contains("    more:\n      nav #more\n        More  <- top\n"))
  }

  @Test func noMoreItemInARegularWindowOrWithFiveTabs() throws {
    var regular = try start(sixTabs())
    regular.ignore(.selectMore(nil), with: .noMoreTab)
    var five = try start(
      tabs(screen("A"), screen("B"), screen("C"), screen("D"), screen("E")), sizeClass: .compact)
    five.ignore(.selectMore(nil), with: .noMoreTab)
  }

  @Test func aNavTabSelectedThroughMoreMovesItsStackOntoTheMoreNav() throws {
    var state = try start(sixTabs(), sizeClass: .compact)
    try state.run(.selectTab(.index(4), in: nil))
    let tabs = state.window.root
    #expect(tabs.children[4].children.isEmpty)
    #expect(tabs.children[6].children.map(\.type) == ["More", "Settings"])
    try state.run(.push(screen("Privacy"), on: nil))
    #expect(state.window.root.children[6].children.map(\.type) == ["More", "Settings", "Privacy"])
    // Another tab keeps the More nav as it is; More again shows it.
    try state.run(.selectTab(.index(0), in: nil))
    #expect(state.topLabel == "Feed")
    try state.run(.selectMore(nil))
    #expect(state.topLabel == "Privacy")
  }

  @Test func aScreenTabSelectedThroughMoreLivesOnTheMoreNav() throws {
    var state = try start(sixTabs(), sizeClass: .compact)
    try state.run(.selectTab(.controller(.id("help")), in: nil))
    #expect(state.window.root.children.count == 6)
    #expect(state.window.root.tabCount == 6)
    try state.run(.show(screen("Article"), from: nil))
    #expect(state.window.root.children[5].children.map(\.type) == ["More", "Help", "Article"])
    #expect(state.window.root.presented == nil)
    // Selecting it again by its controller is selecting tab 5.
    try state.run(.selectTab(.controller(.id("help")), in: nil))
    #expect(state.window.root.more?.shownTab == 5)
  }

  @Test func poppingTheMoreNavToItsListGivesTheTabBack() throws {
    var state = try start(sixTabs(), sizeClass: .compact)
    try state.run(.selectTab(.index(5), in: nil))
    try state.run(.pop(nil))
    #expect(state.topLabel == "More")
    #expect(
      state.window.root.children.map(\.type) == [
        "nav", "nav", "Inbox", "Profile", "nav", "Help", "nav",
      ])
    try state.run(.selectTab(.index(4), in: nil))
    try state.run(.push(screen("Privacy"), on: nil))
    try state.run(.popToRoot(nil))
    #expect(state.window.root.children[4].children.map(\.type) == ["Settings"])
    #expect(state.window.root.more == MoreState())
  }

  @Test func selectingAnotherMoreTabGivesTheFirstBack() throws {
    var state = try start(sixTabs(), sizeClass: .compact)
    try state.run(.selectTab(.index(4), in: nil))
    try state.run(.push(screen("Privacy"), on: nil))
    try state.run(.selectTab(.index(5), in: nil))
    #expect(state.window.root.children[4].children.map(\.type) == ["Settings", "Privacy"])
    #expect(state.topLabel == "Help #help")
  }

  @Test func aCompactStartWithAMoreTabSelectedShowsItThroughMore() throws {
    let state = try start(sixTabs(selected: 4), sizeClass: .compact)
    #expect(state.window.root.isMoreSelected)
    #expect(state.topLabel == "Settings")
  }

  @Test func aRegularWindowGivesTheStackBackAndSelectsItsTab() throws {
    var state = try start(sixTabs(), sizeClass: .compact)
    try state.run(.selectTab(.index(4), in: nil))
    try state.run(.setSizeClass(.regular))
    #expect(state.window.root.more == nil)
    #expect(state.window.root.selectedIndex == 4)
    #expect(state.window.root.children[4].children.map(\.type) == ["Settings"])
    try state.run(.setSizeClass(.compact))
    #expect(state.window.root.isMoreSelected)
  }

  @Test func setTabsAndAddTabSeeTheTabsWithoutTheMoreNav() throws {
    var state = try start(sixTabs(), sizeClass: .compact)
    try state.run(.selectTab(.index(5), in: nil))
    try state.run(.addTab(screen("Extra"), at: nil, replacing: false, in: nil))
    #expect(state.window.root.tabCount == 7)
    #expect(state.topLabel == "Help #help")
    try state.run(.setTabs([screen("A"), screen("B")], in: nil))
    #expect(state.window.root.more == nil)
    #expect(state.window.root.children.map(\.type) == ["A", "B"])
  }

  @Test func theTextOfAMoreTabReadsBack() throws {
    var state = try start(sixTabs(), sizeClass: .compact)
    try state.run(.selectTab(.index(4), in: nil))
    let text = state.window.text
    #expect(Window(text: text)?.text == text)
  }
}

@Suite struct SelectTabFormTests {
  @Test func aControllerInsideATabIsNotATab() throws {
    var state = try start(
      tabs(nav(screen("Feed"), screen("Post", id: "post")), screen("B"), selected: 1))
    state.refuse(.selectTab(.controller(.id("post")), in: nil), with: .noSuchTab)
    try state.run(.selectTab(.holding(.id("post")), in: nil))
    #expect(state.window.root.selectedIndex == 0)
  }
}

@Suite struct MoreTabEdgeTests {
  @Test func theMoreListStaysSelectedWhenTheTabsChange() throws {
    var state = try start(
      tabs(screen("A"), screen("B"), screen("C"), screen("D"), screen("E"), screen("F")),
      sizeClass: .compact)
    try state.run(.selectMore(nil))
    try state.run(.addTab(screen("G"), at: 0, replacing: false, in: nil))
    #expect(state.topLabel == "More")
    #expect(state.window.root.tabCount == 7)
  }

  @Test func aPushOntoTheEmptiedNavIsKeptWhenItsStackComesBack() throws {
    var state = try start(
      tabs(
        screen("A"), screen("B"), screen("C"), screen("D"), nav(screen("E"), id: "e"),
        screen("F")),
      sizeClass: .compact)
    try state.run(.selectTab(.index(4), in: nil))
    try state.run(.push(screen("Late"), on: .id("e")))
    try state.run(.setSizeClass(.regular))
    #expect(state.window.root.children[4].children.map(\.type) == ["E", "Late"])
  }

  /// Selecting again the tab the More nav shows changes nothing, unless giving it back and
  /// taking it again moves controllers: those pushed above a tab that moved whole are popped,
  /// and those pushed meanwhile onto a nav tab's emptied stack move onto the More nav.
  @Test func reselectingTheTabMoreShowsChangesOnlyWhatTheRoundTripMoves() throws {
    func reselects(_ tab: Int, after steps: [Operation]) throws -> (said: Bool, did: Bool) {
      var state = try start(sixTabs(), sizeClass: .compact)
      try state.run(.selectTab(.index(tab), in: nil))
      for step in steps { try state.run(step) }
      let before = state
      try state.run(.selectTab(.index(tab), in: nil))
      return (state.changedByLastOperation, state.hasChanged(since: before))
    }
    #expect(try reselects(5, after: []) == (false, false))
    #expect(try reselects(4, after: []) == (false, false))
    #expect(try reselects(5, after: [.push(screen("Article"), on: nil)]) == (true, true))
    #expect(try reselects(4, after: [.push(screen("Privacy"), on: nil)]) == (false, false))
    #expect(
      try reselects(4, after: [.push(screen("Late"), on: .id("settingsNav"))]) == (true, true))
    #expect(try reselects(4, after: [.selectTab(.index(0), in: nil)]) == (true, true))
  }

  @Test func theEditSheetOfTheMoreListSwapsATabOfTheBarWithOneUnderMore() throws {
    var state = try start(
      tabs(screen("A"), screen("B"), screen("C"), screen("D"), screen("E"), screen("F")),
      sizeClass: .compact)
    state.ignore(.editTabs(.index(4), onto: .index(1), in: nil), with: .editUnavailable)
    try state.run(.tapTab(.more, in: nil))
    let events = try state.run(.editTabs(.index(4), onto: .index(1), in: nil))
    #expect(events.first == .note("edit tabs: E takes the place of B"))
    #expect(state.window.root.children.prefix(6).map(\.type) == ["A", "E", "C", "D", "B", "F"])
    #expect(state.window.root.isMoreSelected)
    state.ignore(.editTabs(.index(4), onto: .index(5), in: nil), with: .editUnavailable)
    try state.run(.selectTab(.index(5), in: nil))
    // The More list is not on screen while it shows a tab.
    state.ignore(.editTabs(.index(0), onto: .index(1), in: nil), with: .editUnavailable)
  }
}
