import Testing

@testable import NavigationCore

/// Coordinators started on a nav already in the window, and the modal flow coordinator whose
/// nav a parent presents.
@Suite struct CoordinatorsAnywhereTests {
  static let shop = definitions([
    "Checkout": CoordinatorDefinition(
      kind: .stack,
      routes: [
        "address": .branch(.initial, then: .push(screen("Address")), else: .backToRoot),
        "payment": .push(screen("Payment")),
        "done": .dismiss,
      ]),
    "Catalog": CoordinatorDefinition(
      kind: .stack,
      routes: [
        "list": .push(screen("Catalog")),
        "checkout": .presentCoordinator("Checkout", route: "address", style: .formSheet),
        "checkoutRoute.payment": .none,
        "basket": .present(nav(screen("Basket"), id: "basket"), style: nil),
      ],
      pullback: ["Checkout": "checkoutRoute"]),
    "Split": CoordinatorDefinition(kind: .split, routes: ["start": .none]),
  ])

  static func tabApp() throws -> NavigationState {
    try NavigationState(
      start: tabs(nav(screen("Feed"), id: "feedNav"), nav(screen("Cart"), id: "cartNav")),
      definitions: shop)
  }

  @Test func aStackCoordinatorStartsOnATabsNavWithItsFirstRoute() throws {
    var state = try Self.tabApp()
    try state.run(.startCoordinator("Checkout", on: .id("cartNav"), route: "address"))
    #expect(state.stackTypes(at: [.child(1)]) == ["Cart", "Address"])
    #expect(state.coordinators["Checkout"]?.base == .nav("cartNav"))
    #expect(state.coordinators["Checkout"]?.parentID == nil)
    try state.run(.route("payment", from: .type("Address")))
    #expect(state.stackTypes(at: [.child(1)]) == ["Cart", "Address", "Payment"])
  }

  @Test func aControllerSelectsTheNavHoldingIt() throws {
    var state = try Self.tabApp()
    try state.run(.startCoordinator("Checkout", on: .type("Feed"), route: "address"))
    #expect(state.stackTypes(at: [.child(0)]) == ["Feed", "Address"])
  }

  @Test func theCoordinatorThatDisplayedTheNavBecomesItsParent() throws {
    var state = try NavigationState(coordinator: "Catalog", route: "list", definitions: Self.shop)
    try state.run(.route("basket", from: nil))
    try state.run(.startCoordinator("Checkout", on: .id("basket"), route: "address"))
    #expect(state.coordinators["Checkout"]?.parentID == "Catalog")
    #expect(state.stackTypes(at: [.presented]) == ["Basket", "Address"])
  }

  @Test func aNavNoCoordinatorDisplayedGetsARootCoordinator() throws {
    var state = try NavigationState(coordinator: "Catalog", route: "list", definitions: Self.shop)
    try state.run(.present(nav(screen("Basket"), id: "basket"), from: nil, style: nil))
    try state.run(.startCoordinator("Checkout", on: .id("basket"), route: "address"))
    #expect(state.coordinators["Checkout"]?.parentID == nil)
  }

  @Test func aStartIsRefusedForSplitsUndefinedNamesAndUnhandledRoutes() throws {
    var state = try Self.tabApp()
    state.refuse(
      .startCoordinator("Split", on: .id("cartNav"), route: "start"), with: .noSuchCoordinator)
    state.refuse(
      .startCoordinator("Nobody", on: .id("cartNav"), route: "start"), with: .noSuchCoordinator)
    state.refuse(
      .startCoordinator("Checkout", on: .id("cartNav"), route: "nowhere"), with: .unhandledRoute)
    state.refuse(
      .startCoordinator("Checkout", on: .id("feedNav#9"), route: "address"), with: .notFound)
    #expect(state.coordinators.isEmpty)
  }

  @Test func aModalFlowCoordinatorRunsOnTheNavItsParentPresents() throws {
    var state = try NavigationState(coordinator: "Catalog", route: "list", definitions: Self.shop)
    try state.run(.route("checkout", from: nil))
    let presented = try #require(state.window.root.presented)
    #expect(presented.style == .formSheet)
    #expect(presented.controller.children.map(\.type) == ["Address"])
    #expect(state.owned(by: "Catalog") == ["Catalog", presented.controller.id])
    #expect(state.coordinators["Checkout"]?.parentID == "Catalog")
    #expect(state.coordinators["Checkout"]?.base == .nav(presented.controller.id))
    #expect(state.coordinators["Catalog"]?.isPresenting == true)
    try state.run(.route("payment", from: nil))
    #expect(state.window.root.presented?.controller.children.map(\.type) == ["Address", "Payment"])
  }

  @Test func aRefusedPresentationStillStartsTheFlowCoordinatorOutOfTheWindow() throws {
    var state = try NavigationState(coordinator: "Catalog", route: "list", definitions: Self.shop)
    try state.run(.route("checkout", from: nil))
    // The window stays as it was; the library's books do not.
    state.ignore(.route("checkout", from: .type("Catalog")), with: .alreadyPresenting)
    #expect(state.coordinatorIDs == ["Catalog", "Checkout", "Checkout#2"])
    let refused = try #require(state.coordinators["Checkout#2"])
    guard case .nav(let navID) = refused.base else {
      Issue.record("expected a nav base, got \(refused.base)")
      return
    }
    #expect(!state.window.contains(id: navID))
    #expect(state.coordinators.refusedNavs[navID]?.children.map(\.type) == ["Address"])
    // The refused nav is one of Catalog's children: Catalog, the shown flow's nav, and it.
    #expect(state.coordinators["Catalog"]?.displayed.count == 3)
  }

  @Test func aRefusedPresentIsAChildOfTheCoordinatorAllTheSame() throws {
    var definitions = Self.shop
    definitions.coordinators["Catalog"]?.routes["info"] = .present(screen("Info"), style: nil)
    var state = try NavigationState(coordinator: "Catalog", route: "list", definitions: definitions)
    try state.run(.route("info", from: nil))
    state.ignore(.route("info", from: .type("Catalog")), with: .alreadyPresenting)
    #expect(state.coordinators["Catalog"]?.displayed.count == 3)
  }

  @Test func aSplitCoordinatorCannotPresentAFlowCoordinatorOutsideAColumn() {
    let action = CoordinatorAction.presentCoordinator("Checkout", route: "address", style: nil)
    #expect(action.misplacement(in: .stack) == nil)
    #expect(action.misplacement(in: .split) != nil)
    #expect(action.misplacement(in: .column) != nil)
    #expect(action.name == "present")
  }
}

extension CoordinatorsAnywhereTests {
  @Test func aFlowThatDismissesItsOwnNavStaysItsParentsChild() throws {
    var state = try NavigationState(coordinator: "Catalog", route: "list", definitions: Self.shop)
    try state.run(.route("checkout", from: nil))
    try state.run(.route("done", from: nil))
    #expect(state.window.root.presented == nil)
    // The nav's own dismiss reports Address to Checkout; forwarded to the presenting nav, it
    // reports the flow's nav to Catalog. Nobody removes the Checkout coordinator.
    #expect(state.owned(by: "Checkout") == [])
    #expect(state.owned(by: "Catalog") == ["Catalog"])
    #expect(state.coordinatorIDs == ["Catalog", "Checkout"])
    #expect(state.coordinators["Catalog"]?.isPresenting == true)
  }
}
