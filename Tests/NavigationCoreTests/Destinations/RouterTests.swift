import Testing

@testable import NavigationCore

/// The router's algorithm (docs/destinations.md), one step at a time.
@Suite struct RouterTests {
  /// `product`: find a Product with the navigation's context, else build one and push it onto
  /// the first nav in search order.
  static let product = DestinationStep(
    find: .screen("Product", matchesContext: true), build: screen("Product"), action: .push,
    from: .custom(Finder(.nav)))

  @Test func aDestinationThatIsFoundIsTheStartAndNothingIsBuilt() throws {
    var state = try start(
      nav(screen("Home"), screen("Product", context: "42")), destinations: ["product": Self.product]
    )
    let events = try state.run(.navigate("product", context: "42"))
    #expect(state.labels() == ["nav", "Home", "Product"])
    #expect(events.isEmpty)
  }

  @Test func theWalkGoesOnUntilAStepFindsAController() throws {
    var state = try start(nav(screen("Home")), destinations: ["product": Self.product])
    try state.run(.navigate("product", context: "42"))
    #expect(state.labels() == ["nav", "Home", "Product"])
    #expect(state.window[state.window.top]?.context == "42")
  }

  @Test func theContextFinderIgnoresAScreenWithAnotherContext() throws {
    var state = try start(
      nav(screen("Home"), screen("Product", context: "1")), destinations: ["product": Self.product])
    try state.run(.navigate("product", context: "2"))
    #expect(state.labels() == ["nav", "Home", "Product", "Product #Product#2"])
    #expect(state.topLabel == "Product #Product#2")
    #expect(state.window[state.window.top]?.context == "2")
  }

  @Test func theNavigationsContextIsSetOnAFoundDestination() throws {
    let anyProduct = DestinationStep(
      find: .screen("Product"), build: screen("Product"), action: .push, from: .custom(Finder(.nav))
    )
    var state = try start(
      nav(screen("Product", context: "1"), screen("Home")), destinations: ["product": anyProduct])
    try state.run(.navigate("product", context: "7"))
    #expect(state.topLabel == "Product")
    #expect(state.window[state.window.top]?.context == "7")
    try state.run(.navigate("product", context: nil))
    #expect(state.window[state.window.top]?.context == "7")
  }

  @Test func whatIsPresentedAboveTheStartsLayerIsDismissed() throws {
    var state = try start(
      nav(screen("Home")).presenting(nav(screen("Login")).presenting(screen("Help"))),
      destinations: ["product": Self.product])
    try state.run(.navigate("product", context: "1"))
    // The first nav in search order is the presented one: Help is dismissed, Login's nav stays.
    #expect(state.labels() == ["nav", "Home", "nav #nav#2", "Login", "Product"])
    #expect(state.topLabel == "Product")
  }

  @Test func theRootAsStartDismissesEveryPresentation() throws {
    let home = DestinationStep(
      find: .screen("Home"), build: screen("Home"), action: .replaceRoot, from: .root)
    var state = try start(
      screen("Splash").presenting(nav(screen("Login")).presenting(screen("Help"))),
      destinations: ["home": home])
    let events = try state.run(.navigate("home", context: nil))
    #expect(state.labels() == ["Home"])
    // Sheets (UIKit's default style) keep what they cover visible, so all three disappear.
    #expect(
      events.map(\.description) == [
        "disappear Splash", "disappear Login", "disappear Help", "appear Home",
      ])
  }

  @Test func theStartIsMadeVisibleInItsContainers() throws {
    let hotel = DestinationStep(find: .screen("Hotel"))
    var state = try start(
      tabs(
        screen("Home"),
        nav(screen("Hotel"), screen("Room"), screen("Photo")),
        selected: 0
      ).presenting(screen("Sheet"), style: .pageSheet),
      destinations: ["hotel": hotel])
    let events = try state.run(.navigate("hotel", context: nil))
    #expect(state.labels() == ["tabs", "Home", "nav", "Hotel"])
    #expect(state.window.root.selectedIndex == 1)
    #expect(state.topLabel == "Hotel")
    #expect(events.map(\.description) == ["disappear Home", "disappear Sheet", "appear Hotel"])
  }

  @Test func aFluidStackPopsToTheStartLikeANav() throws {
    let feed = DestinationStep(find: .screen("Feed"))
    var state = try start(stack(screen("Feed"), screen("Post")), destinations: ["feed": feed])
    try state.run(.navigate("feed", context: nil))
    #expect(state.labels() == ["stack", "Feed"])
  }

  @Test func theRemainingStepsAreBuiltInOrderFromTheStart() throws {
    let login = DestinationStep(
      find: .screen("Login"), build: screen("Login"), action: .push,
      from: .step(
        DestinationStep(
          build: nav(), action: .present(style: .fullScreen, from: .current), from: .current))
    )
    let forgot = DestinationStep(
      find: .screen("ForgotPassword"), build: screen("ForgotPassword"), action: .push,
      from: .destination("login"))
    var state = try start(
      tabs(nav(screen("Home"))), destinations: ["login": login, "forgot": forgot])
    try state.run(.navigate("forgot", context: nil))
    let presented = try #require(state.window.root.presented)
    #expect(presented.style == .fullScreen)
    #expect(presented.controller.children.map(\.type) == ["Login", "ForgotPassword"])
    // Again: Login is found now, so ForgotPassword is found as well and nothing changes.
    let before = state.window
    try state.run(.navigate("forgot", context: nil))
    #expect(state.window == before)
  }

  @Test func aStepWithoutBuildFindsAgainOnceTheEarlierStepsAreBuilt() throws {
    var tabBar = tabs(screen("Home"), screen("Account"))
    tabBar.id = "main"
    let tabScreen = DestinationStep(
      find: Finder(.tabs, id: "main"), build: tabBar, action: .replaceRoot, from: .root)
    let account = DestinationStep(find: .screen("Account"), from: .destination("tabScreen"))
    var state = try start(
      nav(screen("Login")).presenting(screen("Terms")),
      destinations: ["tabScreen": tabScreen, "account": account])
    try state.run(.navigate("account", context: "me"))
    #expect(state.labels() == ["tabs #main", "Home", "Account"])
    #expect(state.window.root.selectedIndex == 1)
    #expect(state.window[state.window.top]?.context == "me")
  }

  @Test func consecutivePushesIntoANewNavAreBuiltInsideItAndPresentedOnce() throws {
    // C present → B push → A push → nav present → current: [nav{A, B}, C].
    let steps = chain(
      DestinationStep(
        find: .screen("C"), build: screen("C"), action: .present(style: .formSheet, from: .current)),
      DestinationStep(find: .screen("B"), build: screen("B"), action: .push),
      DestinationStep(find: .screen("A"), build: screen("A"), action: .push),
      DestinationStep(build: nav(), action: .present(style: .pageSheet, from: .current)),
      end: .current)
    var state = try start(screen("Home"), destinations: ["c": steps])
    let events = try state.run(.navigate("c", context: nil))
    let presented = try #require(state.window.root.presented)
    #expect(presented.style == .pageSheet)
    #expect(presented.controller.kind == .nav)
    #expect(presented.controller.children.map(\.type) == ["A", "B"])
    #expect(presented.controller.presented?.controller.type == "C")
    #expect(presented.controller.presented?.style == .formSheet)
    #expect(events.map(\.description) == ["appear B", "appear C"])
  }

  @Test func consecutivePushesIntoAnExistingNavAreSetAtOnce() throws {
    let chain = DestinationStep(
      find: .screen("B"), build: screen("B"), action: .push,
      from: .step(
        DestinationStep(
          find: .screen("A"), build: screen("A"), action: .push, from: .custom(Finder(.nav)))))
    var state = try start(nav(screen("Home")), destinations: ["b": chain])
    let events = try state.run(.navigate("b", context: nil))
    #expect(state.labels() == ["nav", "Home", "A", "B"])
    #expect(events.map(\.description) == ["disappear Home", "appear B"])
  }

  @Test func aSwitchTakesTheFirstCaseWhoseFinderFindsElseTheDefault() throws {
    let visibleNav = Finder(.nav, options: .currentVisibleOnly)
    let product = DestinationStep(
      find: .screen("Product"), build: screen("Product"), action: .push,
      from: .switch(
        [SwitchCase(when: visibleNav, from: .custom(visibleNav))],
        default: .step(
          DestinationStep(
            build: nav(), action: .present(style: nil, from: .current), from: .current))))
    var inNav = try start(nav(screen("Home")), destinations: ["product": product])
    try inNav.run(.navigate("product", context: nil))
    #expect(inNav.labels() == ["nav", "Home", "Product"])

    var noNav = try start(tabs(screen("Home")), destinations: ["product": product])
    try noNav.run(.navigate("product", context: nil))
    #expect(noNav.labels() == ["tabs", "Home", "nav", "Product"])
    #expect(noNav.window.root.presented?.controller.kind == .nav)
  }

  @Test func aSwitchWithoutAMatchingCaseOrDefaultEndsTheChain() throws {
    let product = DestinationStep(
      find: .screen("Product"), build: screen("Product"), action: .push,
      from: .switch([SwitchCase(when: Finder(.split), from: .root)], default: nil))
    var state = try start(nav(screen("Home")), destinations: ["product": product])
    state.refuse(.navigate("product", context: nil), with: .notFound)
  }

  @Test func aSwitchCaseWithoutFinderNeverMatches() throws {
    let product = DestinationStep(
      find: .screen("Product"), build: screen("Product"), action: .push,
      from: .switch([SwitchCase(when: nil, from: .root)], default: .custom(Finder(.nav))))
    var state = try start(nav(screen("Home")), destinations: ["product": product])
    try state.run(.navigate("product", context: nil))
    #expect(state.labels() == ["nav", "Home", "Product"])
  }

  @Test func aPassThroughStepNeitherFindsNorBuilds() throws {
    let product = DestinationStep(
      find: .screen("Product"), build: screen("Product"), action: .push,
      from: .step(DestinationStep(from: .custom(Finder(.nav)))))
    var state = try start(nav(screen("Home")), destinations: ["product": product])
    try state.run(.navigate("product", context: nil))
    #expect(state.labels() == ["nav", "Home", "Product"])
  }

  @Test func aCustomStartingPointNarrowsTheSearch() throws {
    // Seed 001: pop to the Hotel of the current tab instead of switching to the other tab.
    let visibleNav = Finder(.nav, options: .currentVisibleOnly, start: .root)
    let hotel = DestinationStep(
      find: .screen("Hotel", options: .currentAllStack, start: .custom(visibleNav)),
      build: screen("Hotel"), action: .push, from: .custom(visibleNav))
    var state = try start(
      tabs(screen("Hotel", id: "otherHotel"), nav(screen("Hotel"), screen("Room")), selected: 1),
      destinations: ["hotel": hotel])
    try state.run(.navigate("hotel", context: nil))
    #expect(state.window.root.selectedIndex == 1)
    #expect(state.topLabel == "Hotel")
    #expect(state.labels() == ["tabs", "Hotel #otherHotel", "nav", "Hotel"])
  }

  @Test func aDestinationNameContinuesTheChainWithThatDestination() throws {
    let nav = DestinationStep(find: Finder(.nav))
    let product = DestinationStep(
      find: .screen("Product"), build: screen("Product"), action: .push, from: .destination("nav"))
    var state = try start(
      tabs(NavigationCoreTests.nav(screen("Home"))), destinations: ["nav": nav, "product": product])
    try state.run(.navigate("product", context: nil))
    #expect(state.topLabel == "Product")
  }
}
