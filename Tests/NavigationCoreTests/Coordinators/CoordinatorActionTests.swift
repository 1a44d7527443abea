import Testing

@testable import NavigationCore

@Suite struct CoordinatorActionTests {
  /// A stack coordinator with one route per action.
  static let app = definitions([
    "Root": CoordinatorDefinition(
      kind: .stack,
      routes: [
        "start": .branch(.initial, then: .push(screen("Home")), else: .backToRoot),
        "push": .push(screen("Page", context: "$arg")),
        "pop": .pop,
        "present": .present(screen("Sheet"), style: .formSheet),
        "dismiss": .dismiss,
        "set": .set([screen("A"), screen("B", context: "$arg")]),
        "child": .handover("Child", route: "open($arg)"),
        "list": .sequence([.push(screen("One")), .push(screen("Two"))]),
        "nothing": .none,
        "nav": .push(nav(screen("X"))),
        "undefined": .handover("Missing", route: nil),
        "split": .handover("Split", route: "start"),
      ]),
    "Child": CoordinatorDefinition(
      kind: .stack,
      routes: [
        "open": .push(screen("Child", context: "$arg")),
        "more": .push(screen("More")),
        "home": .backToRoot,
        "sheet": .present(screen("ChildSheet"), style: nil),
      ]),
    "Split": CoordinatorDefinition(kind: .split, routes: ["start": .none]),
  ])

  static func start() throws -> NavigationState {
    try NavigationState(coordinator: "Root", route: "start", definitions: app)
  }

  @Test func pushAddsTheControllerWithTheArgumentAndRecordsIt() throws {
    var state = try Self.start()
    try state.run(.route("push(7)", from: nil))
    #expect(state.stackTypes(at: []) == ["Home", "Page"])
    #expect(state.window.root.children[1].context == "7")
    #expect(state.owned(by: "Root") == ["Home", "Page"])
    state.refuse(.route("push", from: nil), with: .unhandledRoute)
    state.refuse(.route("nav", from: nil), with: .cannotPushContainer)
  }

  @Test func popRemovesTheTopButNeverTheRoot() throws {
    var state = try Self.start()
    try state.run(.route("push(1)", from: nil))
    try state.run(.route("pop", from: nil))
    #expect(state.stackTypes(at: []) == ["Home"])
    state.ignore(.route("pop", from: nil), with: .cannotPopRoot)
  }

  @Test func presentAndDismissGoThroughTheCoordinatorsNav() throws {
    var state = try Self.start()
    try state.run(.route("present", from: nil))
    #expect(state.window.root.presented?.style == .formSheet)
    #expect(state.owned(by: "Root") == ["Home", "Sheet"])
    try state.run(.route("dismiss", from: nil))
    #expect(state.window.root.presented == nil)
    #expect(state.owned(by: "Root") == ["Home"])
    state.ignore(.route("dismiss", from: nil), with: .nothingToDismiss)
  }

  @Test func setDropsTheChildrenAndReplacesTheNavsControllers() throws {
    var state = try Self.start()
    try state.run(.route("child(1)", from: nil))
    let events = try state.run(.route("set(2)", from: .type("Home")))
    #expect(NavigationState.notes(events).contains("@Root drops @Child"))
    #expect(state.stackTypes(at: []) == ["A", "B"])
    #expect(state.owned(by: "Root") == ["A", "B"])
    #expect(state.coordinatorIDs == ["Root"])
  }

  @Test func aListRunsInOrderAndNoneHandlesTheRouteWithoutAChange() throws {
    var state = try Self.start()
    try state.run(.route("list", from: nil))
    #expect(state.stackTypes(at: []) == ["Home", "One", "Two"])
    let before = state.window
    try state.run(.route("nothing", from: nil))
    #expect(state.window == before)
  }

  @Test func initialChoosesTheFirstBranchOnlyForTheFirstRoute() throws {
    var state = try Self.start()
    try state.run(.route("push(1)", from: nil))
    try state.run(.route("push(2)", from: nil))
    // Not the first route: backToRoot, which pops once (Root has three children).
    try state.run(.route("start", from: nil))
    #expect(state.stackTypes(at: []) == ["Home", "Page"])
  }

  @Test func rootChoosesTheFirstBranchOnlyForACoordinatorWithoutParent() throws {
    var state = try SeedApps.startColorList()
    try state.run(.route("newList", from: nil))
    let events = try state.run(.route("colorRoute.settings", from: nil))
    #expect(
      NavigationState.notes(events) == [
        "@ColorList#2 handles colorRoute.settings",
        "@ColorList handles newListRoute.colorRoute.settings",
        "@ColorList handles colorRoute.settings", "@ColorList drops @ColorList#2",
        "@ColorList hands over to @Settings", "@Settings handles list", "@ColorList#2 ends",
      ])
    #expect(state.coordinatorIDs == ["ColorList", "Settings"])
  }

  @Test func handoverStartsAChildOnTheSameNavWithTheGivenRoute() throws {
    var state = try Self.start()
    try state.run(.route("child(9)", from: nil))
    #expect(state.coordinatorIDs == ["Root", "Child"])
    #expect(state.coordinators["Child"]?.base == .nav("nav"))
    #expect(state.owned(by: "Child") == ["Child"])
    #expect(state.window.root.children.last?.context == "9")
  }

  @Test func handoverToAnUndefinedOrASplitCoordinatorIsRefused() throws {
    var state = try Self.start()
    state.refuse(.route("undefined", from: nil), with: .noSuchCoordinator)
    state.refuse(.route("split", from: nil), with: .noSuchCoordinator)
  }

  @Test func backToRootPopsOnceWhenTheCoordinatorHasMoreThanOneChild() throws {
    var state = try Self.start()
    try state.run(.route("child(1)", from: nil))
    try state.run(.route("more", from: nil))
    try state.run(.route("more", from: nil))
    try state.run(.route("home", from: nil))
    #expect(state.stackTypes(at: []) == ["Home", "Child", "More"])
    // Root's children: Home and the Child coordinator.
    try state.run(.route("start", from: .type("Home")))
    #expect(state.stackTypes(at: []) == ["Home", "Child"])
  }

  @Test func backToRootDismissesWhatTheCoordinatorPresentedFirst() throws {
    var state = try Self.start()
    try state.run(.route("child(1)", from: nil))
    try state.run(.route("more", from: nil))
    try state.run(.route("sheet", from: nil))
    try state.run(.route("home", from: nil))
    #expect(state.window.root.presented == nil)
    #expect(state.stackTypes(at: []) == ["Home", "Child", "More"])
    try state.run(.route("home", from: .type("More")))
    #expect(state.stackTypes(at: []) == ["Home", "Child"])
  }

  @Test func backToRootWithNothingOfItsOwnInTheNavWarnsAndChangesNothing() throws {
    let definitions = definitions([
      "Root": CoordinatorDefinition(kind: .stack, routes: ["start": .backToRoot])
    ])
    let state = try NavigationState(coordinator: "Root", route: "start", definitions: definitions)
    #expect(state.window.root.children.isEmpty)
    var again = state
    let events = try again.run(.route("start", from: nil))
    #expect(
      events.last == .warning(.nothingToPerform, "backToRoot: @Root has 0 child; nothing is popped")
    )
  }
}
