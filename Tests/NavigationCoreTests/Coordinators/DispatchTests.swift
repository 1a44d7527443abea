import Testing

@testable import NavigationCore

@Suite struct DispatchTests {
  @Test func startingFromACoordinatorBuildsItsNavAndHandlesTheFirstRoute() throws {
    let state = try SeedApps.startColorList()
    #expect(state.window.root.kind == .nav)
    #expect(state.stackTypes(at: []) == ["ColorList"])
    #expect(state.coordinatorIDs == ["ColorList"])
    #expect(state.owned(by: "ColorList") == ["ColorList"])
    #expect(state.coordinators["ColorList"]?.hasStarted == true)
  }

  @Test func startingFromAnUndefinedCoordinatorOrAnUnhandledRouteIsRefused() {
    let unknown = #expect(throws: NavigationError.self) {
      try NavigationState(coordinator: "Nope", route: "list", definitions: SeedApps.definitions)
    }
    #expect(unknown?.code == .noSuchCoordinator)
    let unhandled = #expect(throws: NavigationError.self) {
      try NavigationState(coordinator: "ColorList", route: "x", definitions: SeedApps.definitions)
    }
    #expect(unhandled?.code == .unhandledRoute)
  }

  @Test func theChildHandlesARouteBeforeTheParentThatPulledItBack() throws {
    var state = try SeedApps.startColorList()
    let handover = try state.run(.route("color(Red)", from: nil))
    #expect(
      NavigationState.notes(handover) == [
        "@ColorList handles color(Red)", "@ColorList hands over to @Color",
        "@Color handles color(Red)",
      ])
    let settings = try state.run(.route("settings", from: nil))
    #expect(
      NavigationState.notes(settings) == [
        "@Color handles settings", "@ColorList handles colorRoute.settings",
        "@ColorList drops @Color", "@ColorList hands over to @Settings", "@Settings handles list",
        "@Color ends",
      ])
    #expect(state.stackTypes(at: []) == ["ColorList", "Settings"])
    #expect(state.coordinatorIDs == ["ColorList", "Settings"])
  }

  @Test func aHandedOverCoordinatorStartsWithTheSameRouteWhichItsParentDoesNotSee() throws {
    var state = try SeedApps.startColorList()
    try state.run(.route("color(Red)", from: nil))
    #expect(state.window.root.children.last?.context == "Red")
    #expect(state.owned(by: "Color") == ["Color"])
    #expect(state.coordinators["Color"]?.parentID == "ColorList")
  }

  @Test func aRouteGoesToTheCoordinatorThatDisplayedTheFromScreen() throws {
    var state = try SeedApps.startColorList()
    try state.run(.route("color(Red)", from: nil))
    let events = try state.run(.route("info", from: .type("ColorList")))
    #expect(NavigationState.notes(events) == ["@ColorList handles info"])
    #expect(state.owned(by: "ColorList") == ["ColorList", "Info"])
    state.refuse(.route("info", from: .type("Color")), with: .unhandledRoute)
  }

  @Test func aRouteFromAnEmbeddedControllerGoesToTheCoordinatorOfItsNearestDisplayedAncestor()
    throws
  {
    var profile = screen("Profile")
    profile.children = [screen("Chart")]
    let definitions = definitions([
      "Root": CoordinatorDefinition(
        kind: .stack,
        routes: ["start": .push(screen("Home")), "child": .handover("Child", route: "start")]),
      "Child": CoordinatorDefinition(
        kind: .stack, routes: ["start": .push(profile), "tap": .push(screen("Detail"))]),
    ])
    var state = try NavigationState(coordinator: "Root", route: "start", definitions: definitions)
    try state.run(.route("child", from: nil))
    let events = try state.run(.route("tap", from: .type("Chart")))
    #expect(NavigationState.notes(events) == ["@Child handles tap"])
  }

  @Test func aRouteFromAControllerNoCoordinatorDisplayedGoesToTheRootCoordinator() throws {
    var state = try SeedApps.startColorList()
    try state.run(.present(nav(screen("Sheet")), from: nil, style: .pageSheet))
    let events = try state.run(.route("color(Blue)", from: .type("Sheet")))
    #expect(NavigationState.notes(events).first == "@ColorList handles color(Blue)")
  }

  @Test func pullbackWorksAtTwoLevelsAndSendLiftsTheRouteToTheRoot() throws {
    var state = try SeedApps.startColorList()
    try state.run(.route("newList", from: nil))
    try state.run(.route("color(Blue)", from: nil))
    #expect(state.coordinatorIDs == ["ColorList", "ColorList#2", "Color"])
    let events = try state.run(.route("settings", from: nil))
    #expect(
      NavigationState.notes(events) == [
        "@Color handles settings",
        "@ColorList#2 handles colorRoute.settings",
        "@ColorList handles newListRoute.colorRoute.settings",
        "@ColorList handles colorRoute.settings",
        "@ColorList#2 drops @Color", "@ColorList drops @ColorList#2",
        "@ColorList hands over to @Settings", "@Settings handles list", "@Color ends",
        "@ColorList#2 ends",
      ])
    #expect(state.stackTypes(at: []) == ["ColorList", "Settings"])
    #expect(state.coordinatorIDs == ["ColorList", "Settings"])
  }

  @Test func sendReachesTheRootFromAnyDepth() throws {
    var state = try SeedApps.startColorList()
    try state.run(.route("newList", from: nil))
    try state.run(.route("newList", from: nil))
    try state.run(.route("color(Green)", from: nil))
    #expect(state.coordinatorIDs == ["ColorList", "ColorList#2", "ColorList#3", "Color"])
    try state.run(.route("settings", from: nil))
    #expect(state.stackTypes(at: []) == ["ColorList", "Settings"])
    #expect(state.coordinatorIDs == ["ColorList", "Settings"])
  }

  @Test func anExactKeyBeatsAWildcardKey() throws {
    let definitions = definitions([
      "Root": CoordinatorDefinition(
        kind: .stack,
        routes: [
          "start": .push(screen("Root")),
          "child": .handover("Child", route: "start"),
          "childRoute.*": .push(screen("Wildcard", context: "$arg")),
          "childRoute.close": .push(screen("Exact")),
        ],
        pullback: ["Child": "childRoute"]),
      "Child": CoordinatorDefinition(
        kind: .stack, routes: ["start": .push(screen("Child")), "*": .none]),
    ])
    var state = try NavigationState(coordinator: "Root", route: "start", definitions: definitions)
    try state.run(.route("child", from: nil))
    try state.run(.route("close", from: nil))
    try state.run(.route("open(7)", from: .type("Child")))
    #expect(state.stackTypes(at: []) == ["Root", "Child", "Exact", "Wildcard"])
    #expect(state.window.root.children.last?.context == "7")
  }

  @Test func aRouteNoCoordinatorHasAKeyForIsUnhandledAndChangesNothing() throws {
    var state = try SeedApps.startColorList()
    try state.run(.route("color(Red)", from: nil))
    state.refuse(.route("unknown", from: nil), with: .unhandledRoute)
    let error = #expect(throws: NavigationError.self) {
      try state.perform(.route("unknown", from: nil))
    }
    #expect(
      error?.message
        == "no coordinator has a route for \"unknown\" (seen by @Color, @ColorList as "
        + "colorRoute.unknown)")
    state.refuse(.route("not a route", from: nil), with: .unhandledRoute)
  }

  @Test func aRouteWithoutAnyCoordinatorIsNoSuchCoordinator() throws {
    var state = try start(nav(screen("Home")))
    state.refuse(.route("list", from: nil), with: .noSuchCoordinator)
    state.refuse(.drop("@ColorList"), with: .noSuchCoordinator)
    state.refuse(.deepLink(["list"]), with: .noSuchCoordinator)
  }

  @Test func aSentRouteNobodyHandlesIsAWarningBecauseTheSendHandledTheRoute() throws {
    let definitions = definitions([
      "Root": CoordinatorDefinition(
        kind: .stack, routes: ["start": .push(screen("Root")), "lift": .send("nowhere")])
    ])
    var state = try NavigationState(coordinator: "Root", route: "start", definitions: definitions)
    let events = try state.run(.route("lift", from: nil))
    #expect(
      events.last
        == .warning(
          .unhandledRoute,
          "@Root sent nowhere: no coordinator has a route for \"nowhere\" (seen by @Root)"))
  }

  @Test func aNestedColorsOwnRouteIsReSentToTheRootWhichWarnsThatNobodyTakesIt() throws {
    var state = try SeedApps.startColorList()
    try state.run(.route("newList", from: nil))
    try state.run(.route("color(Red)", from: nil))
    let events = try state.run(.route("meaning(Red)", from: nil))
    #expect(state.stackTypes(at: []).last == "Meaning")
    #expect(
      events.contains(
        .warning(
          .unhandledRoute,
          "@ColorList sent colorRoute.meaning(Red): no coordinator has a route for "
            + "\"colorRoute.meaning(Red)\" (seen by @ColorList)")))
  }

  @Test func sendsThatLoopAreRefusedInsteadOfRunningForever() throws {
    let definitions = definitions([
      "Root": CoordinatorDefinition(
        kind: .stack,
        routes: [
          "start": .push(screen("Root")), "ping": .send("pong"), "pong": .send("ping"),
        ])
    ])
    var state = try NavigationState(coordinator: "Root", route: "start", definitions: definitions)
    state.refuse(.route("ping", from: nil), with: .unhandledRoute)
  }

  @Test func anActionOutOfPlaceForItsCoordinatorIsRefused() throws {
    let definitions = definitions([
      "Root": CoordinatorDefinition(
        kind: .stack,
        routes: ["start": .push(screen("Root")), "wrap": .column(.primary, .push(screen("X")))]),
      "Split": CoordinatorDefinition(kind: .split, routes: ["start": .push(screen("X"))]),
    ])
    var state = try NavigationState(coordinator: "Root", route: "start", definitions: definitions)
    state.refuse(.route("wrap", from: nil), with: .unhandledRoute)
    let error = #expect(throws: NavigationError.self) {
      try NavigationState(coordinator: "Split", route: "start", definitions: definitions)
    }
    #expect(error?.code == .unhandledRoute)
  }

  @Test func misplacementNamesWhatIsWrong() {
    #expect(
      CoordinatorAction.push(screen("X")).misplacement(in: .split)
        == "a split coordinator must wrap push in primary, secondary or supplementary")
    #expect(
      CoordinatorAction.column(.primary, .present(screen("X"), style: nil)).misplacement(
        in: .split) == "present cannot be wrapped in a column")
    #expect(
      CoordinatorAction.sequence([.none, .column(.secondary, .pop)]).misplacement(in: .stack)
        == "only split coordinators name a column (secondary)")
    #expect(CoordinatorAction.column(.secondary, .pop).misplacement(in: .split) == nil)
  }
}
