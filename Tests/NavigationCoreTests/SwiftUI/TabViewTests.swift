import Testing

@testable import NavigationCore

/// A tab view of a timeline stack, alerts, and a library section with a sidebarOnly tab.
private func social(reselect: TabReselection = .popToRoot, selected: Int = 0) -> Blueprint {
  var timeline = Blueprint.container(.nav, [.screen("Timeline")], id: "timelineNav")
  timeline.destinations = NavigationDestinations(["status": .screen("Status")])
  timeline.tabItem = TabItem("timeline")
  var alerts = Blueprint.screen("Alerts")
  alerts.tabItem = TabItem("alerts")
  var lists = Blueprint.screen("Lists")
  lists.tabItem = TabItem("lists", section: "Library", placement: .sidebarOnly)
  var tabs = Blueprint.container(.tabs, [timeline, alerts, lists], id: "root")
  tabs.tabView = TabViewOptions(style: .sidebarAdaptable, reselect: reselect)
  tabs.selected = selected
  return tabs
}

@Suite struct TabViewTests {
  @Test func aTabViewIsATabBarWhoseTabsCarryValues() throws {
    let state = try start(social(selected: 1))
    #expect(state.window.root.isTabView)
    #expect(state.window.root.type == "tabView")
    #expect(state.window.root.selectionValue == "alerts")
    #expect(state.window.root.tabIndex(ofValue: "lists") == 2)
  }

  @Test func selectShowsTheTabThatCarriesTheValue() throws {
    var state = try start(social())
    try state.run(.appendPath("status(1)", on: nil))
    try state.run(.selectTabValue("alerts", in: nil))
    #expect(state.topLabel == "Alerts")
    // Setting the binding back does not pop the timeline's stack, as a tap on it would.
    try state.run(.selectTabValue("timeline", in: nil))
    #expect(state.window.root.children[0].pathValues == ["status(1)"])
  }

  @Test func aValueNoTabCarriesChangesNothing() throws {
    var state = try start(social())
    let warning = state.ignore(.selectTabValue("messages", in: nil), with: .noSuchTabValue)
    #expect(warning?.message.contains("timeline, alerts, lists") == true)
    #expect(state.window.root.selectionValue == "timeline")
  }

  @Test func selectOnAUIKitTabBarFails() throws {
    var state = try start(.container(.tabs, [.screen("A"), .screen("B")]))
    state.refuse(.selectTabValue("a", in: nil), with: .notInTabView)
  }

  @Test func aTapOnTheSelectedTabPopsUnlessTheAppSaysNothing() throws {
    var popping = try start(social())
    try popping.run(.appendPath("status(1)", on: nil))
    try popping.run(.tapTab(.index(0), in: nil))
    #expect(popping.window.root.children[0].pathValues == [])
    var staying = try start(social(reselect: .nothing))
    try staying.run(.appendPath("status(1)", on: nil))
    try staying.run(.tapTab(.index(0), in: nil))
    #expect(staying.window.root.children[0].pathValues == ["status(1)"])
  }

  @Test func aSidebarOnlyTabHasNoItemInACompactTabBar() throws {
    var compact = try start(social(), sizeClass: .compact)
    compact.refuse(.tapTab(.index(2), in: nil), with: .noSuchTab)
    try compact.run(.selectTabValue("lists", in: nil))
    #expect(compact.topLabel == "Lists")
    var regular = try start(social())
    try regular.run(.tapTab(.index(2), in: nil))
    #expect(regular.topLabel == "Lists")
  }

  @Test func theGoldenShowsSelectionTabsAndSectionsAndReadsBack() throws {
    let state = try start(social(reselect: .nothing, selected: 2))
    let text = state.window.text
    #expect(text.contains("tabView #root [selection: lists, sidebarAdaptable, reselect: nothing]"))
    #expect(text.contains("Lists {tab: lists} {section: Library} (selected, sidebarOnly)"))
    let read = try #require(Window(text: text))
    #expect(read.text == text)
    #expect(read.root.selectedIndex == 2)
  }
}
