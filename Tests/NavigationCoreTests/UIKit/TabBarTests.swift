import Testing

@testable import NavigationCore

@Suite struct TabBarTests {
  @Test func selectTabByIndexAndByController() throws {
    var state = try start(tabs(nav(screen("Feed"), id: "feedNav"), nav(screen("Settings"))))
    try state.run(.selectTab(.index(1), in: nil))
    #expect(state.topLabel == "Settings")
    try state.run(.selectTab(.controller(.id("feedNav")), in: nil))
    #expect(state.window.root.selectedIndex == 0)
    try state.run(.selectTab(.holding(.type("Settings")), in: .kind(.tabs)))
    #expect(state.window.root.selectedIndex == 1)
  }

  @Test func aMissingTabIsRefused() throws {
    var state = try start(tabs(screen("A"), screen("B")))
    state.refuse(.selectTab(.index(2), in: nil), with: .noSuchTab)
    state.refuse(.selectTab(.index(-1), in: nil), with: .noSuchTab)
    state.refuse(.addTab(screen("C"), at: 3, replacing: false, in: nil), with: .noSuchTab)
    state.refuse(.addTab(screen("C"), at: 2, replacing: true, in: nil), with: .noSuchTab)
    #expect(throws: NavigationError.self) { try start(tabs(screen("A"), selected: 1)) }
  }

  @Test func aControllerOutsideTheTabsIsNotATab() throws {
    var state = try start(nav(screen("Home"), tabs(screen("A"))))
    state.refuse(.selectTab(.controller(.type("Home")), in: nil), with: .noSuchTab)
  }

  @Test func setTabsKeepsTheSelectedControllerWhenItStays() throws {
    var state = try start(tabs(screen("A", id: "a"), screen("B", id: "b"), selected: 1))
    try state.run(.setTabs([screen("B", id: "b"), screen("C")], in: nil))
    #expect(state.window.root.selectedIndex == 0)
  }

  @Test func setTabsKeepsTheIndexWhenTheSelectedControllerGoes() throws {
    var state = try start(tabs(screen("A"), screen("B"), selected: 1))
    try state.run(.setTabs([screen("X"), screen("Y"), screen("Z")], in: nil))
    #expect(state.window.root.selectedIndex == 1)
    try state.run(.setTabs([screen("P")], in: nil))
    #expect(state.window.root.selectedIndex == 0)
  }

  @Test func addTabInsertsOrReplaces() throws {
    var state = try start(tabs(screen("A"), screen("B"), selected: 1))
    try state.run(.addTab(screen("C"), at: 0, replacing: false, in: nil))
    #expect(state.window.root.children.map(\.type) == ["C", "A", "B"])
    #expect(state.window.root.selectedIndex == 2)
    try state.run(.addTab(screen("D"), at: 2, replacing: true, in: nil))
    #expect(state.window.root.children.map(\.type) == ["C", "A", "D"])
    #expect(state.window.root.selectedIndex == 2)
    try state.run(.addTab(screen("E"), at: nil, replacing: false, in: nil))
    #expect(state.window.root.children.map(\.type) == ["C", "A", "D", "E"])
  }

  /// UIKit keeps the selected controller selected: an insertion before it moves the index, one
  /// at or after its place does not, and replacing another tab leaves it alone.
  @Test func addTabKeepsTheSelectedController() throws {
    var state = try start(tabs(screen("A"), screen("B"), screen("C"), selected: 1))
    try state.run(.addTab(screen("D"), at: 2, replacing: false, in: nil))
    #expect(state.window.root.selectedIndex == 1)
    try state.run(.addTab(screen("E"), at: 1, replacing: false, in: nil))
    #expect(state.window.root.children.map(\.type) == ["A", "E", "B", "D", "C"])
    #expect(state.window.root.selectedIndex == 2)
    try state.run(.addTab(screen("F"), at: 0, replacing: true, in: nil))
    #expect(state.window.root.children.map(\.type) == ["F", "E", "B", "D", "C"])
    #expect(state.window.root.selectedIndex == 2)
  }

  /// A tab that replaces its very twin changes nothing a picture shows; any other replacement,
  /// and every insertion, does.
  @Test func replacingATabWithItsTwinChangesNothing() throws {
    var state = try start(tabs(screen("A", id: "a"), screen("B")))
    try state.run(.addTab(screen("A", id: "a"), at: 0, replacing: true, in: nil))
    #expect(!state.changedByLastOperation)
    try state.run(.addTab(screen("A", id: "other"), at: 0, replacing: true, in: nil))
    #expect(state.changedByLastOperation)
    try state.run(.addTab(screen("B"), at: 2, replacing: false, in: nil))
    #expect(state.changedByLastOperation)
  }
}
