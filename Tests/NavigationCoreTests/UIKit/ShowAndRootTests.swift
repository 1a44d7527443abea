import Testing

@testable import NavigationCore

@Suite struct ShowAndRootTests {
  @Test func showPushesWhenTopIsInANav() throws {
    var state = try start(nav(screen("Feed")))
    try state.run(.show(screen("Post"), from: nil))
    #expect(state.window.root.children.map(\.type) == ["Feed", "Post"])
  }

  @Test func showPresentsWhenTopIsNotInANav() throws {
    var state = try start(tabs(screen("Feed")))
    try state.run(.show(screen("Post"), from: nil))
    #expect(state.window.root.presented?.controller.type == "Post")
    #expect(state.window.root.presented?.style == .automatic)
  }

  @Test func showFromASenderPushesOntoTheSendersNavNotTops() throws {
    var state = try start(
      .split(primary: nav(screen("Feed"), id: "feed"), secondary: nav(screen("Post"))))
    try state.run(.show(screen("Author"), from: .type("Feed")))
    #expect(state.window.root.column(.primary)?.children.map(\.type) == ["Feed", "Author"])
    #expect(state.window.root.column(.secondary)?.children.map(\.type) == ["Post"])
  }

  @Test func showFromASplitChildOutsideANavReplacesThePrimary() throws {
    var state = try start(.split(primary: screen("Menu"), secondary: nav(screen("Post"))))
    let events = try state.run(.show(screen("Settings"), from: .type("Menu")))
    #expect(state.window.root.column(.primary)?.type == "Settings")
    #expect(state.window.root.column(.secondary)?.children.map(\.type) == ["Post"])
    #expect(events.text == ["disappear Menu", "appear Settings"])
  }

  @Test func showWithNoNavOrSplitIsPresentedByTheWindowRoot() throws {
    var state = try start(tabs(nav(screen("Feed")), screen("Profile"), selected: 1))
    try state.run(.show(screen("Edit"), from: .type("Profile")))
    #expect(state.window.root.presented?.controller.type == "Edit")

    // The root already presents: UIKit ignores the second presentation.
    state.ignore(.show(screen("Crop"), from: .type("Edit")), with: .alreadyPresenting)
  }

  @Test func showFromAControllerInsideAPresentedNavPushesThere() throws {
    var state = try start(nav(screen("Feed")).presenting(nav(screen("Compose"), id: "sheet")))
    try state.run(.show(screen("Contacts"), from: .type("Compose")))
    #expect(
      state.window.root.presented?.controller.children.map(\.type) == ["Compose", "Contacts"])
    #expect(state.window.root.children.map(\.type) == ["Feed"])
  }

  @Test func setRootReplacesEverythingAndFreesIds() throws {
    var state = try start(nav(screen("A", id: "a")).presenting(screen("Login")))
    try state.run(.setRoot(tabs(screen("A", id: "a"))))
    #expect(state.window.root.kind == .tabs)
    #expect(state.window.root.presented == nil)
  }

  @Test func sizeClassChangesTheWindow() throws {
    var state = try start(screen("A"))
    try state.run(.setSizeClass(.compact))
    #expect(state.window.sizeClass == .compact)
  }

  @Test func anUnknownSelectorIsNotFound() throws {
    var state = try start(nav(screen("A")))
    state.refuse(.push(screen("B"), on: .type("Missing")), with: .notFound)
    state.refuse(.pop(.id("nope")), with: .notFound)
    state.refuse(.selectTab(.index(0), in: nil), with: .notFound)
  }
}
