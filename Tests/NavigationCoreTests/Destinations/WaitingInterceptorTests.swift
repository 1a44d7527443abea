import Testing

@testable import NavigationCore

/// Interceptors as the user meets them: conditions on the app state, events, a login that
/// waits for the user, global interceptors and context tasks, `SingleNavigationRouter`.
@Suite struct WaitingInterceptorTests {
  /// The example app's `LoginConfiguration`: find `Login`, else present a nav holding it.
  let login = DestinationStep(
    find: .screen("Login"),
    from: .step(
      DestinationStep(
        build: nav(screen("Login")), action: .present(style: .fullScreen, from: .current),
        from: .current)))

  func gated(_ type: String, waits: Bool = true) -> DestinationStep {
    DestinationStep(
      find: .screen(type), build: screen(type), action: .push,
      from: .custom(Finder(.nav, id: "main")),
      interceptor: Interceptor(
        .navigate("login", context: nil), when: StateCondition(["loggedIn": .bool(false)]),
        waits: waits))
  }

  func shop(router: RouterSettings = RouterSettings(), loggedIn: Bool = false) throws
    -> NavigationState
  {
    var definitions = Definitions()
    definitions.destinations = ["login": login, "cart": gated("Cart"), "orders": gated("Orders")]
    definitions.state = AppState(["loggedIn": .bool(loggedIn)])
    definitions.router = router
    var main = nav(screen("Home"))
    main.id = "main"
    return try NavigationState(start: main, definitions: definitions)
  }

  @Test func aWaitingInterceptorStopsOnTheLoginAndNamesTheNavigationThatWaits() throws {
    var state = try shop()
    let events = try state.run(.navigate("cart", context: nil))
    #expect(state.topLabel == "Login")
    #expect(state.pendingNavigation?.destination == "cart")
    #expect(
      events.prefix(2) == [.note("intercept cart: navigate login"), .note("cart waits for Login")])
    #expect(state.rendering.contains("pending navigation: cart, waits for Login\n"))
  }

  @Test func completingSetsTheStateDismissesTheLoginAndGoesOn() throws {
    var state = try shop()
    try state.run(.navigate("cart", context: nil))
    let events = try state.run(.interceptor(.complete, setting: ["loggedIn": .bool(true)]))
    #expect(state.labels() == ["nav #main", "Home", "Cart"])
    #expect(state.appState["loggedIn"] == .bool(true))
    #expect(state.pendingNavigation == nil)
    #expect(events.prefix(2) == [.note("state loggedIn=true"), .note("resume cart")])
  }

  @Test func cancellingDismissesTheLoginAndFailsAtThatStep() throws {
    var state = try shop()
    try state.run(.navigate("cart", context: nil))
    state.fail(.interceptor(.cancel, setting: [:]), with: .cancelledByInterceptor)
    #expect(state.labels() == ["nav #main", "Home"])
    #expect(state.pendingNavigation == nil)
    state.refuse(.interceptor(.complete, setting: [:]), with: .noPendingNavigation)
  }

  @Test func aConditionThatDoesNotHoldLetsTheNavigationThrough() throws {
    var state = try shop(loggedIn: true)
    let events = try state.run(.navigate("cart", context: nil))
    #expect(events.first == .note("intercept cart: pass"))
    #expect(state.labels() == ["nav #main", "Home", "Cart"])
  }

  @Test func aSecondWaitingNavigationReplacesTheFirst() throws {
    var state = try shop()
    try state.run(.navigate("cart", context: nil))
    let events = try state.run(.navigate("orders", context: nil))
    let codes = events.compactMap { event -> NavigationError.Code? in
      if case .warning(let warning) = event { warning.code } else { nil }
    }
    #expect(codes == [.pendingNavigationReplaced])
    try state.run(.interceptor(.complete, setting: ["loggedIn": .bool(true)]))
    #expect(state.labels() == ["nav #main", "Home", "Orders"])
  }

  @Test func aNavigationThatRemovesTheLoginAbandonsTheWait() throws {
    var state = try shop()
    try state.run(.navigate("cart", context: nil))
    let events = try state.run(.dismiss(nil))
    #expect(
      events.first
        == .warning(
          .pendingNavigationAbandoned,
          "the navigation to \"cart\" will not go on: Login, which its interceptor waits on, "
            + "left the window"))
    #expect(state.pendingNavigation == nil)
  }

  @Test func aNavigationThatDoesNotWaitLeavesTheWaitingOneInPlace() throws {
    var state = try shop()
    try state.run(.navigate("cart", context: nil))
    try state.run(.navigate("login", context: nil))
    #expect(state.pendingNavigation?.destination == "cart")
  }

  @Test func singleNavigationRouterRefusesWhileANavigationWaits() throws {
    var state = try shop(router: RouterSettings(isSingleNavigation: true))
    try state.run(.navigate("cart", context: nil))
    state.refuse(.navigate("orders", context: nil), with: .compositionFailed)
    try state.run(.interceptor(.complete, setting: ["loggedIn": .bool(true)]))
    try state.run(.navigate("orders", context: nil))
    #expect(state.topLabel == "Orders")
  }

  @Test func aLoginThatLeavesWithoutItsCompletionKeepsTheSingleNavigationLock() throws {
    var state = try shop(router: RouterSettings(isSingleNavigation: true))
    try state.run(.navigate("cart", context: nil))
    try state.run(.dismiss(nil))
    #expect(state.pendingNavigation == nil)
    #expect(state.heldNavigationLock == "cart")
    #expect(
      state.rendering.contains("navigation lock: held by the navigation to cart, which never "))
    state.refuse(.navigate("orders", context: nil), with: .compositionFailed)
    state.refuse(.navigate("login", context: nil), with: .compositionFailed)
    // DefaultRouter keeps no lock: the same dismissal leaves it free.
    var plain = try shop()
    try plain.run(.navigate("cart", context: nil))
    try plain.run(.dismiss(nil))
    #expect(plain.heldNavigationLock == nil)
    try plain.run(.navigate("login", context: nil))
    #expect(plain.topLabel?.hasPrefix("Login") == true)
  }

  @Test func aWaitInsideAnInterceptorsNavigationHoldsTheOuterOneToo() throws {
    var definitions = Definitions()
    definitions.destinations = [
      "login": login, "cart": gated("Cart"),
      "checkout": DestinationStep(
        find: .screen("Checkout"), build: screen("Checkout"), action: .push,
        from: .custom(Finder(.nav, id: "main")), interceptor: .navigate("cart", context: nil)),
    ]
    definitions.state = AppState(["loggedIn": .bool(false)])
    var main = nav(screen("Home"))
    main.id = "main"
    var state = try NavigationState(start: main, definitions: definitions)
    try state.run(.navigate("checkout", context: nil))
    #expect(state.pendingNavigation?.destination == "checkout")
    try state.run(.interceptor(.complete, setting: ["loggedIn": .bool(true)]))
    #expect(state.labels() == ["nav #main", "Home", "Cart", "Checkout"])
  }

  @Test func postTasksRunOnTheRoutingStackOnceTheNavigationSucceeds() throws {
    var definitions = Definitions()
    var product = DestinationStep(
      find: .screen("Product"), build: screen("Product"), action: .push,
      from: .custom(Finder(.nav)))
    product.postTask = "productTask"
    definitions.destinations = ["product": product]
    definitions.router.postTasks = ["analytics", "log"]
    var state = try NavigationState(start: nav(screen("Home")), definitions: definitions)
    let events = try state.run(.navigate("product", context: nil))
    #expect(
      events.prefix(5) == [
        .note("post task analytics on nav"), .note("post task log on nav"),
        .note("post task analytics on Product"), .note("post task log on Product"),
        .note("post task productTask on Product"),
      ])
  }

  @Test func globalInterceptorRouterRunsItsInterceptorsBeforeTheSearch() throws {
    var definitions = Definitions()
    definitions.destinations = ["nowhere": DestinationStep(find: .screen("Missing"))]
    definitions.router.globalInterceptors = [.cancel]
    var state = try NavigationState(start: nav(screen("Home")), definitions: definitions)
    state.refuse(.navigate("nowhere", context: nil), with: .cancelledByInterceptor)
    // DefaultRouter's own interceptors run after the search, which fails first.
    definitions.router = RouterSettings(interceptors: [.cancel])
    var plain = try NavigationState(start: nav(screen("Home")), definitions: definitions)
    plain.refuse(.navigate("nowhere", context: nil), with: .notFound)
  }

  @Test func globalInterceptorsRunFirstAndTheContextTaskReachesEveryController() throws {
    var definitions = Definitions()
    definitions.destinations = [
      "category": DestinationStep(
        find: .screen("Category"), build: screen("Category"), action: .push,
        from: .custom(Finder(.nav))),
      "product": DestinationStep(
        find: .screen("Product"), build: screen("Product"), action: .push,
        from: .destination("category"), interceptor: .cancel),
    ]
    definitions.state = AppState(["maintenance": .bool(true)])
    definitions.router = RouterSettings(
      interceptors: [Interceptor(.cancel, when: StateCondition(["maintenance": .bool(false)]))],
      contextTask: true)
    var state = try NavigationState(start: nav(screen("Home")), definitions: definitions)
    try state.run(.navigate("category", context: "shoes"))
    #expect(state.labels() == ["nav", "Home", "Category"])
    #expect(state.controller(id: "Category")?.context == "shoes")
    let error = #expect(throws: NavigationError.self) {
      try state.perform(.navigate("product", context: nil))
    }
    #expect(error?.code == .cancelledByInterceptor)
  }

  /// Taking the next global interceptor costs one: 100 000 that pass, for each of 3
  /// navigations, took minutes when each one taken moved all those left.
  @Test(.timeLimit(.minutes(1)))
  func manyGlobalInterceptorsCostTheirNumberPerNavigation() throws {
    var definitions = Definitions()
    definitions.destinations = ["home": DestinationStep(find: .screen("Home"))]
    definitions.state = AppState(["on": .bool(true)])
    definitions.router = RouterSettings(
      interceptors: Array(
        repeating: Interceptor(.cancel, when: StateCondition(["on": .bool(false)])),
        count: 100_000))
    var state = try NavigationState(start: nav(screen("Home")), definitions: definitions)
    for _ in 0..<3 { try state.run(.navigate("home", context: nil)) }
    #expect(state.labels() == ["nav", "Home"])
  }
}
