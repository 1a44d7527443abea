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

  @Test func anAuthorsIdTwiceInTheStartIsRefusedAsGivenToTwoNodes() {
    let twice = NavigationError(
      .alreadyInHierarchy, "#x is given to two nodes; an id names one controller of the window")
    #expect(throws: twice) {
      try start(nav(screen("A", id: "x"), screen("B", id: "x")))
    }
    #expect(throws: twice) {
      try start(tabs(screen("A", id: "x"), screen("B", id: "x")))
    }
  }

  @Test func anIDAlreadyInTheWindowIsRefusedAsSuch() throws {
    var state = try start(nav(screen("A", id: "x")))
    let error = #expect(throws: NavigationError.self) {
      try state.perform(.push(screen("B", id: "x"), on: nil))
    }
    #expect(error?.message == "#x is already in the window")
    let twice = #expect(throws: NavigationError.self) {
      try state.perform(.setStack([screen("B", id: "y"), screen("C", id: "y")], on: nil))
    }
    #expect(twice?.message == "#y is given to two nodes; an id names one controller of the window")
  }
}
