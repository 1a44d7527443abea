import Testing

@testable import NavigationCore

@Suite struct LifetimeTests {
  @Test func aCoordinatorEndsWhenAPlainPopRemovesItsLastController() throws {
    var state = try SeedApps.startColorList()
    try state.run(.route("color(Red)", from: nil))
    let events = try state.run(.pop(nil))
    #expect(NavigationState.notes(events) == ["@Color ends"])
    #expect(state.coordinatorIDs == ["ColorList"])
  }

  @Test func setViewControllersFromTheAppIsNotHeardAndAPopIsHeardByEachCoordinatorOfTheNav()
    throws
  {
    var state = try SeedApps.startColorList()
    try state.run(.route("newList", from: nil))
    try state.run(.route("color(Red)", from: nil))
    try state.run(.setStack([screen("Other"), screen("Color", id: "Color")], on: nil))
    #expect(state.owned(by: "ColorList#2") == ["ColorList#2"])
    #expect(state.coordinatorIDs == ["ColorList", "ColorList#2", "Color"])
    let events = try state.run(.pop(nil))
    #expect(NavigationState.notes(events) == ["@Color ends"])
    #expect(state.coordinatorIDs == ["ColorList", "ColorList#2"])
  }

  @Test func popToRootIsNotHeardSoBackToRootStillCountsTheChild() throws {
    var state = try SeedApps.startColorList()
    try state.run(.route("color(Red)", from: nil))
    try state.run(.route("meaning(Red)", from: nil))
    let events = try state.run(.popToRoot(nil))
    #expect(NavigationState.notes(events) == [])
    #expect(state.owned(by: "Color") == ["Color", "Meaning"])
    #expect(state.coordinators.childCount(of: "ColorList") == 2)
    state.ignore(.route("list", from: nil), with: .cannotPopRoot)
  }

  @Test func popToIsNotHeardEither() throws {
    var state = try SeedApps.startColorList()
    try state.run(.route("color(Red)", from: nil))
    try state.run(.popTo(.type("ColorList"), on: nil))
    #expect(state.coordinatorIDs == ["ColorList", "Color"])
  }

  @Test func aDismissalOfWhatTheNavPresentsIsHeard() throws {
    var state = try SeedApps.startColorList()
    try state.run(.route("info", from: nil))
    #expect(state.owned(by: "ColorList") == ["ColorList", "Info"])
    try state.run(.dismiss(nil))
    #expect(state.owned(by: "ColorList") == ["ColorList"])
  }

  @Test func reportsAreHeardWhenTheOperationEnds() throws {
    let definitions = definitions([
      "Root": CoordinatorDefinition(
        kind: .stack,
        routes: [
          "start": .push(screen("Home")), "one": .push(screen("A")),
          "popAndBack": .sequence([.pop, .backToRoot]),
        ])
    ])
    var state = try NavigationState(coordinator: "Root", route: "start", definitions: definitions)
    try state.run(.route("one", from: nil))
    // The pop's report arrives after the route: backToRoot still counts A, and pops at the root.
    let events = try state.run(.route("popAndBack", from: nil))
    #expect(events.contains { $0.description.hasPrefix("warning: cannotPopRoot:") })
    #expect(state.stackTypes(at: []) == ["Home"])
    #expect(state.owned(by: "Root") == ["Home"])
  }

  @Test func replacingTheRootEndsEveryCoordinator() throws {
    var state = try SeedApps.startColorList()
    try state.run(.route("color(Red)", from: nil))
    let events = try state.run(.setRoot(screen("Login")))
    #expect(NavigationState.notes(events) == ["@Color ends", "@ColorList ends"])
    #expect(state.coordinators.isEmpty)
    #expect(state.rendering == state.window.text)
  }

  @Test func aCoordinatorThatNeverDisplayedAnythingLivesAsLongAsItsNav() throws {
    let definitions = definitions([
      "Root": CoordinatorDefinition(
        kind: .stack,
        routes: ["start": .push(screen("Home")), "quiet": .handover("Quiet", route: "start")]),
      "Quiet": CoordinatorDefinition(kind: .stack, routes: ["start": .none]),
    ])
    var state = try NavigationState(coordinator: "Root", route: "start", definitions: definitions)
    try state.run(.route("quiet", from: nil))
    try state.run(.push(screen("Plain"), on: nil))
    #expect(state.coordinatorIDs == ["Root", "Quiet"])
  }

  @Test func dropDropsTheChildrenDeepestFirstAndEachStackCoordinatorPopsOnce() throws {
    var state = try SeedApps.startColorList()
    try state.run(.route("newList", from: nil))
    try state.run(.route("color(Red)", from: nil))
    try state.run(.route("info", from: .type("ColorList")))
    let events = try state.run(.drop("@ColorList"))
    #expect(
      NavigationState.notes(events) == [
        "@ColorList#2 drops @Color", "@ColorList drops @ColorList#2", "@Color ends",
        "@ColorList#2 ends",
      ])
    // Color, ColorList#2 and then the root at its root (ignored): one pop each.
    #expect(state.stackTypes(at: []) == ["ColorList"])
    #expect(events.contains { $0.description.hasPrefix("warning: cannotPopRoot:") })
    #expect(state.window.root.presented?.controller.type == "Info")
    #expect(state.coordinatorIDs == ["ColorList"])
  }

  @Test func dropDismissesNothingAndACoordinatorStillShowingAControllerStays() throws {
    var state = try SeedApps.startColorList()
    try state.run(.route("newList", from: nil))
    try state.run(.route("info", from: nil))
    #expect(state.owned(by: "ColorList#2") == ["ColorList#2", "Info"])
    try state.run(.drop("ColorList"))
    #expect(state.window.root.presented?.controller.type == "Info")
    #expect(state.owned(by: "ColorList#2") == ["Info"])
    #expect(state.coordinatorIDs == ["ColorList", "ColorList#2"])
  }

  @Test func dropNamesACoordinatorByIdOrByTypeAndRefusesAnUnknownOne() throws {
    var state = try SeedApps.startColorList()
    try state.run(.route("newList", from: nil))
    try state.run(.route("newList", from: nil))
    // ColorList#3 pops its ColorList#3, ColorList#2 its ColorList#2: both end.
    try state.run(.drop("@ColorList#2"))
    #expect(state.coordinatorIDs == ["ColorList"])
    state.refuse(.drop("@Nobody"), with: .noSuchCoordinator)
  }
}

extension LifetimeTests {
  @Test func aSheetTheUserSwipesAwayIsHeardThroughThePresentationDelegate() throws {
    var state = try SeedApps.startColorList()
    try state.run(.route("info", from: nil))
    #expect(state.owned(by: "ColorList") == ["ColorList", "Info"])
    try state.run(.swipeDown(nil))
    #expect(state.owned(by: "ColorList") == ["ColorList"])
    // isPresenting is cleared only by the coordinator's own dismiss.
    #expect(state.coordinators["ColorList"]?.isPresenting == true)
  }

  @Test func aTapOnTheSelectedTabPopsToTheRootUnheard() throws {
    var state = try NavigationState(
      start: tabs(nav(screen("Cart"), id: "cartNav")),
      definitions: CoordinatorsAnywhereTests.shop)
    try state.run(.startCoordinator("Checkout", on: .id("cartNav"), route: "address"))
    try state.run(.tapTab(.index(0), in: nil))
    #expect(state.stackTypes(at: [.child(0)]) == ["Cart"])
    #expect(state.owned(by: "Checkout") == ["Address"])
  }
}
