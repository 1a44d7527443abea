import Testing

@testable import NavigationCore

@Suite struct DeepLinkTests {
  @Test func eachLinkGoesToTheCoordinatorThePreviousOneStarted() throws {
    var state = try SeedApps.startColorList()
    let events = try state.run(.deepLink(["color(Red)", "meaning(Red)"]))
    #expect(state.stackTypes(at: []) == ["ColorList", "Color", "Meaning"])
    #expect(state.owned(by: "Color") == ["Color", "Meaning"])
    #expect(NavigationState.notes(events).last == "@Color handles meaning(Red)")
    #expect(events.suffix(2) == [.disappear("ColorList"), .appear("Meaning")])
  }

  @Test func theFirstLinkGoesToTheCoordinatorOfTop() throws {
    var state = try SeedApps.startColorList()
    try state.run(.route("color(Red)", from: nil))
    try state.run(.deepLink(["meaning(Red)"]))
    #expect(state.stackTypes(at: []) == ["ColorList", "Color", "Meaning"])
  }

  @Test func aLinkThatStartsNoCoordinatorLeavesTheNextWithoutAReceiver() throws {
    var state = try SeedApps.startColorList()
    state.refuse(.deepLink(["info", "color(Red)"]), with: .noSuchCoordinator)
    let error = #expect(throws: NavigationError.self) {
      try state.perform(.deepLink(["info", "color(Red)"]))
    }
    #expect(error?.message == "deep link \"info\" started no coordinator to take \"color(Red)\"")
  }

  @Test func aFailingLinkUndoesTheWholeDeepLink() throws {
    var state = try SeedApps.startColorList()
    state.refuse(.deepLink(["color(Red)", "nowhere"]), with: .unhandledRoute)
    #expect(state.coordinatorIDs == ["ColorList"])
  }
}
