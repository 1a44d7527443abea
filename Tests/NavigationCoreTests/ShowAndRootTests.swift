import Testing

@testable import NavigationCore

@Suite struct ShowAndRootTests {
  @Test func showPushesWhenTopIsInANav() throws {
    var state = try start(nav(screen("Feed")))
    try state.run(.show(screen("Post")))
    #expect(state.window.root.children.map(\.type) == ["Feed", "Post"])
  }

  @Test func showPresentsWhenTopIsNotInANav() throws {
    var state = try start(tabs(screen("Feed")))
    try state.run(.show(screen("Post")))
    #expect(state.window.root.presented?.controller.type == "Post")
    #expect(state.window.root.presented?.style == .automatic)
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
