import Testing

@testable import NavigationCore

/// Each error of the router (docs/destinations.md); a failing navigation changes nothing, even
/// half-way through.
@Suite struct RouterErrorTests {
  @Test func noStepThatFindsAControllerIsNotFound() throws {
    let product = DestinationStep(
      find: .screen("Product"), build: screen("Product"), action: .push)
    var state = try start(nav(screen("Home")), destinations: ["product": product])
    state.refuse(.navigate("product", context: nil), with: .notFound)
    state.refuse(.navigate("nowhere", context: nil), with: .notFound)
  }

  @Test func aFinderWithNothingToFindNeverFinds() throws {
    var state = try start(
      nav(screen("Home")),
      destinations: ["nothing": DestinationStep(from: .step(DestinationStep()))])
    state.refuse(.navigate("nothing", context: nil), with: .notFound)
  }

  @Test func aPresentationHoldingANonDismissibleScreenCannotBeDismissed() throws {
    let home = DestinationStep(find: .screen("Home"))
    var state = try start(
      tabs(nav(screen("Home"))).presenting(nav(screen("Payment").nonDismissible)),
      destinations: ["home": home])
    state.refuse(.navigate("home", context: nil), with: .cantBeDismissed)
    let error = #expect(throws: NavigationError.self) {
      try state.perform(.navigate("home", context: nil))
    }
    #expect(error?.message == "Payment cannot be dismissed to reach Home")
  }

  @Test func aNonDismissibleScreenDeeperInThePresentationsAlsoBlocks() throws {
    var state = try start(
      screen("Home").presenting(screen("Sheet").presenting(screen("Lock").nonDismissible)),
      destinations: ["home": DestinationStep(find: .screen("Home"))])
    state.refuse(.navigate("home", context: nil), with: .cantBeDismissed)
  }

  @Test func aNonDismissibleScreenInTheStartsRootContainerBlocks() throws {
    // RouteComposer checks the root container of the start's layer as well, even though the
    // navigation would dismiss nothing there; a nav refuses when one of its children does.
    let post = DestinationStep(
      find: .screen("Post"), build: screen("Post"), action: .push,
      from: .custom(Finder(.nav, options: .currentVisibleOnly)))
    var state = try start(
      tabs(screen("Home")).presenting(nav(screen("Payment").nonDismissible)),
      destinations: ["post": post])
    state.refuse(.navigate("post", context: nil), with: .cantBeDismissed)
  }

  @Test func aNonDismissibleScreenBelowTheStartsLayerDoesNotBlock() throws {
    let post = DestinationStep(
      find: .screen("Post"), build: screen("Post"), action: .push,
      from: .custom(Finder(.nav, options: .currentVisibleOnly)))
    var state = try start(
      tabs(screen("Home").nonDismissible).presenting(nav(screen("Cart"))),
      destinations: ["post": post])
    try state.run(.navigate("post", context: nil))
    #expect(state.topLabel == "Post")
  }

  @Test func aScreensEmbeddedChildrenAreNotAskedWhetherTheyCanBeDismissed() throws {
    var host = screen("Profile")
    host.children = [screen("Lock").nonDismissible]
    let post = DestinationStep(
      find: .screen("Post"), build: screen("Post"), action: .present(style: nil, from: .current),
      from: .custom(Finder.screen("Profile")))
    var state = try start(host, destinations: ["post": post])
    try state.run(.navigate("post", context: nil))
    #expect(state.topLabel == "Post")
  }

  @Test func aNonDismissibleStartIsRefused() throws {
    var state = try start(
      screen("Home").nonDismissible, destinations: ["home": DestinationStep(find: .screen("Home"))])
    state.refuse(.navigate("home", context: nil), with: .cantBeDismissed)
  }

  @Test func replaceRootFromAControllerThatIsNotTheRootFailsToCompose() throws {
    let home = DestinationStep(
      find: .screen("Home"), build: screen("Home"), action: .replaceRoot, from: .current)
    var state = try start(
      screen("Splash").presenting(screen("Login")), destinations: ["home": home])
    state.refuse(.navigate("home", context: nil), with: .compositionFailed)
    var atRoot = try start(screen("Splash"), destinations: ["home": home])
    try atRoot.run(.navigate("home", context: nil))
    #expect(atRoot.labels() == ["Home"])
  }

  @Test func presentingFromAControllerThatAlreadyPresentsFailsToCompose() throws {
    let help = DestinationStep(
      find: .screen("Help"), build: screen("Help"), action: .present(style: nil, from: .current),
      from: .step(
        DestinationStep(
          find: .screen("Menu"), build: screen("Menu").presenting(screen("Ad")), action: .push,
          from: .custom(Finder(.nav)))))
    var state = try start(nav(screen("Home")), destinations: ["help": help])
    state.fail(.navigate("help", context: nil), with: .compositionFailed)
    // RouteComposer undoes nothing: Menu, pushed before the present failed, stays.
    #expect(state.labels() == ["nav", "Home", "Menu", "Ad"])
  }

  @Test func aCustomStepThatFindsNothingFailsToCompose() throws {
    let product = DestinationStep(
      find: .screen("Product"), build: screen("Product"), action: .push,
      from: .custom(Finder(.split)))
    var state = try start(nav(screen("Home")), destinations: ["product": product])
    state.refuse(.navigate("product", context: nil), with: .compositionFailed)
  }

  @Test func aStepWithoutBuildThatStillFindsNothingFailsToCompose() throws {
    let account = DestinationStep(
      find: .screen("Account"),
      from: .step(
        DestinationStep(
          find: Finder(.tabs), build: tabs(screen("Home")), action: .replaceRoot, from: .root)))
    var state = try start(screen("Login"), destinations: ["account": account])
    state.fail(.navigate("account", context: nil), with: .compositionFailed)
    // The tab bar replaced the root before the finder ran again and found no Account.
    #expect(state.labels() == ["tabs", "Home"])
  }

  @Test func aChainThatComesBackToADestinationFailsToCompose() throws {
    let a = DestinationStep(
      find: .screen("A"), build: screen("A"), action: .push, from: .destination("b"))
    let b = DestinationStep(
      find: .screen("B"), build: screen("B"), action: .push, from: .destination("a"))
    var state = try start(nav(screen("Home")), destinations: ["a": a, "b": b])
    state.refuse(.navigate("a", context: nil), with: .compositionFailed)
    let unknown = DestinationStep(
      find: .screen("A"), build: screen("A"), action: .push, from: .destination("zzz"))
    var missing = try start(nav(screen("Home")), destinations: ["a": unknown])
    missing.refuse(.navigate("a", context: nil), with: .compositionFailed)
  }

  @Test func splitActionsWithoutAPrimaryOrADetailNavFailToCompose() throws {
    var noDetailNav = try start(
      split(primary: nav(screen("Menu")), secondary: screen("Detail")),
      destinations: [
        "more": DestinationStep(
          build: screen("More"), action: .pushOnToDetails, from: .custom(Finder(.split)))
      ])
    noDetailNav.refuse(.navigate("more", context: nil), with: .compositionFailed)
    var uikitSplit = Blueprint(kind: .split)
    uikitSplit.policy = .nest
    var emptySplit = try start(
      uikitSplit,
      destinations: [
        "detail": DestinationStep(
          build: screen("Detail"), action: .pushToDetails, from: .custom(Finder(.split)))
      ])
    emptySplit.refuse(.navigate("detail", context: nil), with: .compositionFailed)
    let embedded = DestinationStep(
      find: .screen("Detail"), build: screen("Detail"), action: .pushToDetails,
      from: .step(
        DestinationStep(build: Blueprint(kind: .split), action: .replaceRoot, from: .root)))
    var intoNewSplit = try start(screen("Login"), destinations: ["detail": embedded])
    intoNewSplit.refuse(.navigate("detail", context: nil), with: .compositionFailed)
    #expect(intoNewSplit.labels() == ["Login"])
  }

  @Test func aContainerActionWithoutAContainerOfItsKindIsATypeMismatch() throws {
    let cases: [DestinationAction] = [
      .push, .pushAsRoot, .pushReplacingLast, .addTab(at: nil, replacing: false), .setAsPrimary,
      .pushToDetails, .pushOnToDetails,
    ]
    for action in cases {
      var state = try start(
        screen("Home"),
        destinations: [
          "x": DestinationStep(build: screen("X"), action: action, from: .current)
        ])
      state.refuse(.navigate("x", context: nil), with: .typeMismatch)
    }
  }

  @Test func pushingANavIsRefusedAsUIKitRefusesIt() throws {
    var state = try start(
      nav(screen("Home")),
      destinations: [
        "x": DestinationStep(build: nav(screen("X")), action: .push, from: .custom(Finder(.nav)))
      ])
    let before = state.window
    state.fail(.navigate("x", context: nil), with: .cannotPushContainer)
    #expect(state.window == before)
  }

  @Test func aFailureAfterTheDismissalLeavesWhatTheRouterDid() throws {
    // Dismissing Sheet and popping to Home happen before the addTab fails; RouteComposer
    // undoes neither.
    let broken = DestinationStep(
      build: screen("X"), action: .addTab(at: nil, replacing: false),
      from: .custom(Finder.screen("Home")))
    var state = try start(
      nav(screen("Home"), screen("Post")).presenting(screen("Sheet")),
      destinations: ["broken": broken])
    state.fail(.navigate("broken", context: nil), with: .typeMismatch)
    #expect(state.labels() == ["nav", "Home"])
  }

  @Test func aFoundDestinationKeepsTheContextItsTaskSetWhenTheCheckRefuses() throws {
    let product = DestinationStep(find: Finder.screen("Product"))
    var state = try start(
      nav(screen("Product", context: "7")).presenting(nav(screen("Lock").nonDismissible)),
      destinations: ["product": product])
    state.fail(.navigate("product", context: "42"), with: .cantBeDismissed)
    #expect(state.window.text.contains("Product {context: 42}"))
  }
}
