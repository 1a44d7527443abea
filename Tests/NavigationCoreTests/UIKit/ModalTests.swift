import Testing

@testable import NavigationCore

@Suite struct ModalTests {
  @Test(arguments: [
    PresentationStyle.fullScreen, .pageSheet, .formSheet, .overFullScreen, .popover, .automatic,
  ])
  func aFullScreenFamilyStyleFromAChildAttachesToTheLayerRoot(style: PresentationStyle) throws {
    var state = try start(tabs(nav(screen("Feed")), screen("B")))
    try state.run(.present(screen("Login"), from: .type("Feed"), style: style))
    #expect(state.window.root.presented?.controller.type == "Login")
    #expect(state.window.root.presented?.style == style)
  }

  @Test(arguments: [PresentationStyle.currentContext, .overCurrentContext])
  func aContextStyleAttachesToTheNearestAncestorDefiningTheContext(style: PresentationStyle)
    throws
  {
    var feedNav = nav(screen("Feed"))
    feedNav.definesContext = true
    var state = try start(tabs(feedNav, screen("B")))
    try state.run(.present(screen("Filter"), from: .type("Feed"), style: style))
    #expect(state.window.root.presented == nil)
    #expect(state.window.root.children[0].presented?.controller.type == "Filter")
  }

  @Test func aContextStyleWithoutAContextAttachesToTheLayerRoot() throws {
    var state = try start(tabs(screen("Feed")))
    try state.run(.present(screen("Filter"), from: .type("Feed"), style: .overCurrentContext))
    #expect(state.window.root.presented?.controller.type == "Filter")
  }

  @Test func aNavDefinesThePresentationContextUnlessTheNodeSaysOtherwise() throws {
    var state = try start(tabs(nav(screen("Feed"))))
    try state.run(.present(screen("Filter"), from: .type("Feed"), style: .currentContext))
    #expect(state.window.root.children[0].presented?.controller.type == "Filter")
    var plain = nav(screen("Feed"))
    plain.definesContext = false
    var opted = try start(tabs(plain))
    try opted.run(.present(screen("Filter"), from: .type("Feed"), style: .currentContext))
    #expect(opted.window.root.presented?.controller.type == "Filter")
  }

  @Test func aContextPresentationHidesWithItsTabAndIsNotTop() throws {
    var state = try start(tabs(nav(screen("Feed")), nav(screen("Search"))))
    try state.run(.present(screen("Filter"), from: .type("Feed"), style: .overCurrentContext))
    let events = try state.run(.selectTab(.index(1), in: nil))
    #expect(state.topLabel == "Search")
    #expect(events.map(\.description) == ["disappear Feed", "disappear Filter", "appear Search"])
  }

  @Test func aCurrentContextPresentationOverASplitColumnLeavesTheOtherColumnVisible() throws {
    var state = try start(split(primary: nav(screen("Inbox")), secondary: nav(screen("Message"))))
    try state.run(.present(screen("Compose"), from: .type("Inbox"), style: .currentContext))
    #expect(
      state.window.visibleScreens.compactMap { state.window[$0]?.id } == ["Message", "Compose"])
    #expect(state.topLabel == "Compose")
  }

  @Test func aCurrentContextPresentationInsideASheetLeavesWhatIsBehindTheSheetVisible() throws {
    var state = try start(
      split(primary: nav(screen("Inbox")), secondary: nav(screen("Message")))
        .presenting(nav(screen("Compose")), style: .formSheet))
    let events = try state.run(
      .present(screen("Recipients"), from: .type("Compose"), style: .currentContext))
    #expect(events.map(\.description) == ["disappear Compose", "appear Recipients"])
    #expect(
      state.window.visibleScreens.compactMap { state.window[$0]?.id } == [
        "Inbox", "Message", "Recipients",
      ])
    // Over a full-screen presentation nothing behind shows, context or not.
    var covered = try start(
      nav(screen("Home")).presenting(nav(screen("Compose")), style: .fullScreen))
    try covered.run(
      .present(screen("Recipients"), from: .type("Compose"), style: .currentContext))
    #expect(covered.window.visibleScreens.compactMap { covered.window[$0]?.id } == ["Recipients"])
  }

  @Test func aStartPresentationAttachesWhereThePresentStepWould() throws {
    let state = try start(
      tabs(nav(screen("Feed").presenting(screen("Login"), style: .formSheet)), screen("B")))
    #expect(state.window.root.presented?.controller.type == "Login")
    #expect(state.window.root.children[0].children[0].presented == nil)
    var viaStep = try start(tabs(nav(screen("Feed")), screen("B")))
    try viaStep.run(.present(screen("Login"), from: .type("Feed"), style: .formSheet))
    #expect(viaStep.window == state.window)
    // A context style stays with the controller that defines the context.
    let context = try start(
      tabs(nav(screen("Feed").presenting(screen("Filter"), style: .currentContext))))
    #expect(context.window.root.children[0].presented?.controller.type == "Filter")
  }

  @Test func aStartWithTwoPresentationsForOnePresenterIsRefused() {
    #expect(throws: NavigationError.self) {
      try start(
        tabs(nav(screen("Feed").presenting(screen("Login"))))
          .presenting(screen("Onboarding")))
    }
  }

  @Test func aPresentationFromAPresentedLayerAttachesToThatLayersRoot() throws {
    var state = try start(screen("Home").presenting(nav(screen("Login"))))
    try state.run(.present(screen("Help"), from: .top, style: nil))
    let login = try #require(state.window.root.presented?.controller)
    #expect(login.presented?.controller.type == "Help")
    #expect(state.topLabel == "Help")
  }

  @Test func aPresenterThatAlreadyPresentsIgnoresThePresentWithAWarning() throws {
    var state = try start(tabs(nav(screen("Feed"))).presenting(screen("Login")))
    let warning = state.ignore(
      .present(screen("Other"), from: .type("Feed"), style: nil), with: .alreadyPresenting)
    #expect(warning?.message == "tabs is already presenting Login")
  }

  @Test func theDefaultStyleIsAutomaticASheetThatKeepsThePresenterVisible() throws {
    var state = try start(nav(screen("Feed")))
    let events = try state.run(.present(screen("Share"), from: nil, style: nil))
    #expect(state.window.root.presented?.style == .automatic)
    #expect(events.map(\.description) == ["appear Share"])
    #expect(state.window.visibleScreens.compactMap { state.window[$0]?.id } == ["Feed", "Share"])
  }

  @Test func theNodesStyleIsUsedWhenTheStepGivesNone() throws {
    var sheet = screen("Sheet")
    sheet.style = .formSheet
    var state = try start(screen("Home"))
    try state.run(.present(sheet, from: nil, style: nil))
    #expect(state.window.root.presented?.style == .formSheet)
    try state.run(.dismiss(nil))
    try state.run(.present(sheet, from: nil, style: .popover))
    #expect(state.window.root.presented?.style == .popover)
  }

  @Test func dismissRemovesTheLayerAndEverythingAboveIt() throws {
    var state = try start(
      screen("Home").presenting(nav(screen("A")).presenting(screen("B").presenting(screen("C")))))
    try state.run(.dismiss(.type("C")))
    #expect(state.topLabel == "B")
    try state.run(.dismiss(.type("B")))
    #expect(state.topLabel == "A")
    try state.run(.dismiss(nil))
    #expect(state.topLabel == "Home")
    state.ignore(.dismiss(nil), with: .nothingToDismiss)
  }

  @Test func dismissOnAControllerLowerInTheStackDismissesItsChildAndAllAbove() throws {
    var state = try start(
      screen("Home").presenting(nav(screen("A")).presenting(screen("B").presenting(screen("C")))))
    try state.run(.dismiss(.type("A")))
    #expect(state.topLabel == "A")
    #expect(state.window.text.contains("B") == false)
  }

  @Test func dismissOnAPresenterDismissesWhatItPresents() throws {
    var state = try start(screen("Home").presenting(screen("Login")))
    try state.run(.dismiss(.type("Home")))
    #expect(state.window.root.presented == nil)
    state.ignore(.dismiss(.type("Home")), with: .nothingToDismiss)
  }
}

@Suite struct LayerOrderTests {
  @Test func aPresentationFromTheLayerRootCoversAContextPresentation() throws {
    var feedNav = nav(screen("Feed"))
    feedNav.definesContext = true
    var state = try start(tabs(feedNav, nav(screen("Search"))))
    try state.run(.present(screen("Filter"), from: .type("Feed"), style: .overCurrentContext))
    try state.run(.present(screen("Onboarding"), from: .type("Search"), style: .fullScreen))
    #expect(state.topLabel == "Onboarding")
    let order = state.window.searchOrder.compactMap { state.window[$0]?.label }
    #expect(order == ["Onboarding", "Filter", "tabs", "nav", "Feed", "nav #nav#2", "Search"])
    #expect(state.window.visibleScreens.compactMap { state.window[$0]?.id } == ["Onboarding"])
  }
}
