import Testing

@testable import NavigationCore

@Suite struct NavigationStackTests {
  @Test func pushAppendsToTheNavOfTop() throws {
    var state = try start(tabs(nav(screen("Feed")), nav(screen("Settings"))))
    try state.run(.push(screen("Post"), on: nil))
    #expect(state.window.root.children[0].children.map(\.type) == ["Feed", "Post"])
    #expect(state.topLabel == "Post")
  }

  @Test func pushOnASelectedControllerUsesItsNearestNav() throws {
    var state = try start(tabs(nav(screen("Feed")), nav(screen("Settings"))))
    try state.run(.push(screen("About"), on: .type("Settings")))
    #expect(state.window.root.children[1].children.map(\.type) == ["Settings", "About"])
  }

  @Test func pushingANavOrASplitIsRefusedButTabsArePushed() throws {
    var state = try start(nav(screen("Feed")))
    state.refuse(.push(nav(screen("X")), on: nil), with: .cannotPushContainer)
    state.refuse(.push(.split(primary: screen("X")), on: nil), with: .cannotPushContainer)
    try state.run(.push(tabs(screen("X")), on: nil))
    #expect(state.window.root.children.map(\.kind) == [.screen, .tabs])
  }

  @Test func pushingAnIdAlreadyInTheWindowIsRefused() throws {
    var state = try start(nav(screen("Feed", id: "feed")))
    state.refuse(.push(screen("Post", id: "feed"), on: nil), with: .alreadyInHierarchy)
  }

  @Test func pushOutsideANavIsRefused() throws {
    var state = try start(screen("Home"))
    state.refuse(.push(screen("Post"), on: nil), with: .notInNavigation)
  }

  @Test func theDefaultNavIsTheNearestOneOfTopWithinTheTopmostLayer() throws {
    // A nav hosted in a screen's children inside a nav: the inner nav is nearer to top.
    var hosted = screen("Host")
    hosted.children = [nav(screen("Inner"), id: "inner")]
    var state = try start(nav(hosted, id: "outer"))
    try state.run(.push(screen("Post"), on: nil))
    #expect(state.window.root.children[0].children[0].children.map(\.type) == ["Inner", "Post"])
    try state.run(.pop(.top))
    #expect(state.topLabel == "Inner")
    // A presented screen outside a nav: the presenter's nav is in another layer.
    try state.run(.present(screen("Sheet"), from: nil, style: .pageSheet))
    state.refuse(.push(screen("Post"), on: nil), with: .notInNavigation)
    state.refuse(.pop(.top), with: .notInNavigation)
  }

  @Test func popRemovesTheTopAndIgnoresThePopOfTheRootWithAWarning() throws {
    var state = try start(nav(screen("Feed"), screen("Post")))
    try state.run(.pop(nil))
    #expect(state.topLabel == "Feed")
    let warning = state.ignore(.pop(nil), with: .cannotPopRoot)
    #expect(warning?.message == "cannot pop Feed, the root of nav")
  }

  @Test func popToKeepsTheSelectedControllerOnTop() throws {
    var state = try start(nav(screen("A"), screen("B"), screen("C"), screen("D")))
    try state.run(.popTo(.type("B"), on: nil))
    #expect(state.window.root.children.map(\.type) == ["A", "B"])
  }

  @Test func popToOnTheNavHoldingTheControllerPopsIt() throws {
    var state = try start(nav(screen("A"), screen("B"), screen("C"), id: "main"))
    try state.run(.popTo(.type("A"), on: .id("main")))
    #expect(state.window.root.children.map(\.type) == ["A"])
  }

  @Test func popToOnANavWhoseStackLacksTheControllerIsRefused() throws {
    var state = try start(
      tabs(nav(screen("Feed"), screen("Post"), id: "feed"), nav(screen("Search"), id: "search")))
    state.refuse(.popTo(.type("Feed"), on: .id("search")), with: .notOnStack)
  }

  @Test func popToAControllerInsideAPushedContainerPopsToThatContainer() throws {
    var state = try start(nav(screen("A"), tabs(screen("B"), screen("C")), screen("D")))
    try state.run(.popTo(.type("C"), on: nil))
    #expect(state.window.root.children.map(\.kind) == [.screen, .tabs])
  }

  @Test func popToRootLeavesOnlyTheRoot() throws {
    var state = try start(nav(screen("A"), screen("B"), screen("C")))
    try state.run(.popToRoot(nil))
    #expect(state.window.root.children.map(\.type) == ["A"])
    try state.run(.popToRoot(.kind(.nav)))
    #expect(state.window.root.children.map(\.type) == ["A"])
  }

  @Test func setStackReplacesTheControllersAndFreesTheirIds() throws {
    var state = try start(nav(screen("A", id: "a"), screen("B")))
    try state.run(.setStack([screen("X", id: "a"), screen("Y")], on: nil))
    #expect(state.window.root.children.map(\.id) == ["a", "Y"])
    state.refuse(
      .setStack([screen("P", id: "p"), screen("Q", id: "p")], on: nil), with: .alreadyInHierarchy)
    state.refuse(.setStack([nav(screen("P"))], on: nil), with: .cannotPushContainer)
  }
}
