import Testing

@testable import NavigationCore

/// AdaptiveCoordinator's `handle(links:)`: the first link to the coordinator of `top`, the next
/// ones down to the child coordinators that existed when the deep link arrived.
@Suite struct DeepLinkTests {
  @Test func aCoordinatorTheFirstLinkStartsGetsNothing() throws {
    var state = try SeedApps.startColorList()
    let events = try state.run(.deepLink(["color(Red)", "meaning(Red)"]))
    #expect(state.stackTypes(at: []) == ["ColorList", "Color"])
    #expect(NavigationState.notes(events).last == "@Color handles color(Red)")
  }

  @Test func theNextLinksGoToTheChildrenThatWereThere() throws {
    var state = try SeedApps.startColorList()
    try state.run(.route("color(Red)", from: nil))
    try state.run(.route("info", from: .type("ColorList")))
    try state.run(.deepLink(["settings", "meaning(Red)"]))
    #expect(state.owned(by: "Color") == ["Color", "Meaning"])
  }

  @Test func theFirstLinkGoesToTheCoordinatorOfTop() throws {
    var state = try SeedApps.startColorList()
    try state.run(.route("color(Red)", from: nil))
    try state.run(.deepLink(["meaning(Red)"]))
    #expect(state.stackTypes(at: []) == ["ColorList", "Color", "Meaning"])
  }

  @Test func aLinkTheCoordinatorHasNoRouteForEndsItsBranchWithAWarning() throws {
    var state = try SeedApps.startColorList()
    try state.run(.route("color(Red)", from: nil))
    try state.run(.route("info", from: .type("ColorList")))
    let before = state.window
    state.ignore(.deepLink(["nowhere", "meaning(Red)"]), with: .unhandledRoute)
    #expect(state.window == before)
  }
}

extension DeepLinkTests {
  @Test func linksThatReachNoChildCoordinatorAreDroppedWithAWarningNamingThem() throws {
    var state = try SeedApps.startColorList()
    let events = try state.run(.deepLink(["color(Red)", "meaning(Red)", "meaning(Blue)"]))
    let warnings = events.compactMap { event -> Warning? in
      if case .warning(let warning) = event { return warning }
      return nil
    }
    #expect(
      warnings == [
        Warning(
          .deepLinkDropped,
          #"deep link: "meaning(Red)", "meaning(Blue)" reach no coordinator and are dropped: "#
            + "@ColorList had no child coordinator when the links arrived "
            + #"(@Color, which "color(Red)" started, did not exist yet)"#)
      ])
  }

  @Test func linksReachingAChildAreNotReportedDropped() throws {
    var state = try SeedApps.startColorList()
    try state.run(.route("color(Red)", from: nil))
    let events = try state.run(.deepLink(["list", "meaning(Deep)"]))
    #expect(
      !events.contains {
        if case .warning(let warning) = $0 { return warning.code == .deepLinkDropped }
        return false
      })
  }
}
