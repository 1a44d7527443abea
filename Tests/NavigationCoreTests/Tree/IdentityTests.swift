import Testing

@testable import NavigationCore

@Suite struct IdentityTests {
  @Test func screensAreNamedAfterTheirTypeWhileFreeThenNumbered() throws {
    let state = try start(nav(screen("Feed"), screen("Post"), screen("Post"), screen("Post")))
    #expect(state.window.root.children.map(\.id) == ["Feed", "Post", "Post#2", "Post#3"])
  }

  @Test func containersAreNumberedInCreationOrder() throws {
    let state = try start(tabs(nav(screen("A")), nav(screen("B"))))
    #expect(state.window.root.id == "tabs")
    #expect(state.window.root.children.map(\.id) == ["nav", "nav#2"])
  }

  @Test func generatedIdsNeverTakeAnAuthorsId() throws {
    let state = try start(nav(screen("Feed", id: "Post"), screen("Post")))
    #expect(state.window.root.children.map(\.id) == ["Post", "Post#2"])
  }

  @Test func idsAreNotReusedAfterAControllerLeaves() throws {
    var state = try start(nav(screen("Feed"), screen("Post")))
    try state.run(.pop(nil))
    try state.run(.push(screen("Post"), on: nil))
    #expect(state.window.root.children.map(\.id) == ["Feed", "Post#2"])
  }

  @Test func twoStatesFromTheSameStartAssignTheSameIds() throws {
    let blueprint = tabs(nav(screen("A"), screen("A")), nav(screen("A")))
    #expect(try start(blueprint).window.text == start(blueprint).window.text)
  }

  @Test func anAuthorsIdTwiceInTheStartIsRefused() {
    #expect(throws: NavigationError(.alreadyInHierarchy, "#x is already in the window")) {
      try start(nav(screen("A", id: "x"), screen("B", id: "x")))
    }
  }
}
