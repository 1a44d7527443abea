import Testing

@testable import NavigationCore

/// Every destination action (docs/destinations.md), performed on the start or on a built
/// controller.
@Suite struct ActionTests {
  /// A destination building `built` with `action` from the controller `from` finds.
  func destination(
    _ built: Blueprint, _ action: DestinationAction, from finder: Finder
  ) -> [String: DestinationStep] {
    ["target": DestinationStep(build: built, action: action, from: .custom(finder))]
  }

  @Test func replaceRootReplacesTheWindowRootAndItsPresentations() throws {
    var state = try start(
      tabs(screen("Home")).presenting(screen("Sheet")),
      destinations: [
        "home": DestinationStep(
          find: .screen("Home", options: .currentVisibleOnly), build: screen("Home"),
          action: .replaceRoot, from: .root)
      ])
    try state.run(.navigate("home", context: nil))
    #expect(state.labels() == ["Home #Home#2"])
  }

  @Test func presentUsesTheActionsStyleElseTheNodesElseFullScreen() throws {
    var sheet = screen("Sheet")
    sheet.style = .formSheet
    for (action, expected) in [
      (DestinationAction.present(style: .popover, from: .current), PresentationStyle.popover),
      (.present(style: .fullScreen, from: .current), .fullScreen),
      (.present(style: nil, from: .current), .formSheet),
    ] {
      var state = try start(
        screen("Home"), destinations: destination(sheet, action, from: .screen("Home")))
      try state.run(.navigate("target", context: nil))
      #expect(state.window.root.presented?.style == expected)
    }
    var plain = try start(
      screen("Home"),
      destinations: destination(
        screen("Sheet"), .present(style: nil, from: .current), from: .screen("Home")))
    try plain.run(.navigate("target", context: nil))
    // `presentationStyle: nil` on a controller without a style of its own: UIKit's default.
    #expect(plain.window.root.presented?.style == .automatic)
  }

  @Test func presentOfAnActionSheetWithoutItsSourceRaisesAsUIKitDoes() throws {
    var state = try start(
      screen("Home"),
      destinations: destination(
        screen("Actions"), .present(style: .actionSheet, from: .current), from: .screen("Home")))
    let error = #expect(throws: NavigationError.self) {
      try state.perform(.navigate("target", context: nil))
    }
    #expect(error?.code == .noPopoverSource)
    var compact = try start(
      screen("Home"),
      destinations: destination(
        screen("Actions"), .present(style: .actionSheet, from: .current), from: .screen("Home")),
      sizeClass: .compact)
    try compact.run(.navigate("target", context: nil))
    #expect(compact.window.root.presented?.style == .actionSheet)
  }

  @Test func presentFromTheTopmostParentPresentsFromTheOutermostContainer() throws {
    var feedNav = nav(screen("Feed"))
    feedNav.definesContext = true
    for (presenter, onNav) in [
      (DestinationAction.Presenter.current, true), (.topmostParent, false),
    ] {
      var state = try start(
        tabs(feedNav),
        destinations: destination(
          screen("Filter"), .present(style: .overCurrentContext, from: presenter),
          from: .screen("Feed")))
      try state.run(.navigate("target", context: nil))
      #expect((state.window.root.children[0].presented != nil) == onNav, "\(presenter)")
      #expect((state.window.root.presented != nil) == !onNav, "\(presenter)")
    }
  }

  @Test func pushPushAsRootAndPushReplacingLastEditTheNavOfThePreviousController() throws {
    let cases: [(DestinationAction, [String])] = [
      (.push, ["A", "B", "New"]),
      (.pushAsRoot, ["New"]),
      (.pushReplacingLast, ["A", "New"]),
    ]
    for (action, stack) in cases {
      var state = try start(
        nav(screen("A"), screen("B")),
        destinations: destination(screen("New"), action, from: .screen("B")))
      try state.run(.navigate("target", context: nil))
      #expect(state.window.root.children.map(\.type) == stack, "\(action)")
      #expect(state.topLabel == "New")
    }
  }

  @Test func aContainerActionUsesTheNearestAncestorOfTheNeededKind() throws {
    var state = try start(
      tabs(nav(screen("Feed")), nav(screen("Other"))),
      destinations: destination(screen("Post"), .push, from: .screen("Feed")))
    try state.run(.navigate("target", context: nil))
    #expect(state.window.root.children[0].children.map(\.type) == ["Feed", "Post"])
  }

  @Test func addTabInsertsReplacesOrAppendsAndSelectsTheNewTab() throws {
    let cases: [(Int?, Bool, [String], Int)] = [
      (nil, false, ["A", "B", "New"], 2),
      (0, false, ["New", "A", "B"], 0),
      (1, true, ["A", "New"], 1),
      (5, true, ["A", "B", "New"], 2),
    ]
    for (index, replacing, tabs, selected) in cases {
      var state = try start(
        NavigationCoreTests.tabs(screen("A"), screen("B")),
        destinations: destination(
          screen("New"), .addTab(at: index, replacing: replacing), from: Finder(.tabs)))
      try state.run(.navigate("target", context: nil))
      #expect(state.window.root.children.map(\.type) == tabs)
      #expect(state.window.root.selectedIndex == selected)
    }
  }

  @Test func batchedTabsAreAddedAtOnceAndTheNewTabIsNotSelected() throws {
    let chain = DestinationStep(
      find: .screen("D"), build: screen("D"), action: .addTab(at: nil, replacing: false),
      from: .step(
        DestinationStep(
          find: .screen("C"), build: screen("C"), action: .addTab(at: nil, replacing: false),
          from: .custom(Finder(.tabs)))))
    var state = try start(tabs(screen("A"), screen("B")), destinations: ["d": chain])
    try state.run(.navigate("d", context: nil))
    #expect(state.window.root.children.map(\.type) == ["A", "B", "C", "D"])
    #expect(state.window.root.selectedIndex == 0)
  }

  @Test func aTabBarBuiltWithItsTabsScrapesTheAddTabStepsThatFollow() throws {
    let chain = DestinationStep(
      find: .screen("Account"), build: screen("Account"),
      action: .addTab(at: nil, replacing: false),
      from: .step(
        DestinationStep(
          find: Finder(.tabs), build: tabs(screen("Home")), action: .replaceRoot, from: .root)))
    var state = try start(screen("Login"), destinations: ["account": chain])
    try state.run(.navigate("account", context: nil))
    #expect(state.labels() == ["tabs", "Home", "Account"])
    #expect(state.window.root.selectedIndex == 0)
  }

  @Test func setAsPrimaryReplacesThePrimary() throws {
    var state = try start(
      split(primary: nav(screen("Menu")), secondary: nav(screen("Detail"))),
      destinations: destination(screen("NewMenu"), .setAsPrimary, from: Finder(.split)))
    try state.run(.navigate("target", context: nil))
    #expect(state.window.root.column(.primary)?.type == "NewMenu")
    #expect(state.window.root.column(.secondary)?.kind == .nav)
  }

  @Test func pushToDetailsShowsTheDetailAsTheSplitsPolicyShowsOne() throws {
    var uikit = split(primary: nav(screen("Menu")), secondary: nav(screen("Old")))
    uikit.policy = .nest
    var state = try start(
      uikit,
      destinations: destination(nav(screen("Detail")), .pushToDetails, from: Finder(.split)))
    try state.run(.navigate("target", context: nil))
    let secondary = try #require(state.window.root.column(.secondary))
    #expect(secondary.children.map(\.type) == ["Detail"])
    #expect(!secondary.isDetail)
    #expect(!state.labels().contains("Old"))

    var migrating = split(primary: nav(screen("Menu")), secondary: nav(screen("Old")))
    migrating.policy = .move
    var moving = try start(
      migrating,
      destinations: destination(screen("Detail"), .pushToDetails, from: Finder(.split)))
    try moving.run(.navigate("target", context: nil))
    let detailNav = try #require(moving.window.root.column(.secondary))
    #expect(detailNav.kind == .nav && detailNav.children.map(\.type) == ["Detail"])
    #expect(detailNav.children.first?.isDetail == true)

    var empty = try start(
      split(primary: nav(screen("Menu"))),
      destinations: destination(screen("Detail"), .pushToDetails, from: .screen("Menu")))
    try empty.run(.navigate("target", context: nil))
    #expect(empty.window.root.split?.columns == [.primary, .secondary])
    #expect(empty.topLabel == "Detail")
  }

  @Test func pushToDetailsOnAColumnStyleSplitFollowsTheColumnRules() throws {
    var columns = split(primary: screen("Menu"), secondary: nav(screen("Old")))
    columns.columnStyle = .doubleColumn
    var state = try start(
      columns, destinations: destination(screen("Detail"), .pushToDetails, from: Finder(.split)))
    try state.run(.navigate("target", context: nil))
    // Pushed onto the secondary's nav, never a bare screen in the column.
    #expect(state.window.root.column(.secondary)?.children.map(\.type) == ["Old", "Detail"])
    #expect(state.topLabel == "Detail")

    var withoutSecondary = split(primary: screen("Menu"))
    withoutSecondary.columnStyle = .doubleColumn
    var wrapping = try start(
      withoutSecondary,
      destinations: destination(screen("Detail"), .pushToDetails, from: Finder(.split)))
    try wrapping.run(.navigate("target", context: nil))
    let secondary = try #require(wrapping.window.root.column(.secondary))
    #expect(secondary.kind == .nav && secondary.children.map(\.type) == ["Detail"])
  }

  @Test func pushToDetailsOnACollapsedSplitPushesOntoThePrimaryNav() throws {
    var migrating = split(primary: nav(screen("Menu")))
    migrating.policy = .move
    var state = try start(
      migrating,
      destinations: destination(screen("Detail"), .pushToDetails, from: Finder(.split)))
    state.window.root.split?.isCollapsed = true
    try state.run(.navigate("target", context: nil))
    #expect(state.window.root.children[0].children.map(\.type) == ["Menu", "Detail"])
    #expect(state.window.root.children[0].children.last?.isDetail == true)
  }

  @Test func pushOnToDetailsPushesOntoTheDetailNav() throws {
    var state = try start(
      split(primary: nav(screen("Menu")), secondary: nav(screen("Detail"))),
      destinations: destination(screen("More"), .pushOnToDetails, from: .screen("Menu")))
    try state.run(.navigate("target", context: nil))
    #expect(state.window.root.column(.secondary)?.children.map(\.type) == ["Detail", "More"])
  }

  @Test func aSplitBuiltWithItsColumnsScrapesTheSplitActionsThatFollow() throws {
    let detail = chain(
      DestinationStep(find: .screen("Detail"), build: screen("Detail"), action: .pushOnToDetails),
      DestinationStep(build: nav(), action: .pushToDetails),
      DestinationStep(build: nav(screen("Menu")), action: .setAsPrimary),
      DestinationStep(
        find: Finder(.split), build: split(primary: screen("Empty")), action: .replaceRoot),
      end: .root)
    var state = try start(screen("Login"), destinations: ["detail": detail])
    try state.run(.navigate("detail", context: nil))
    #expect(state.window.root.split?.columns == [.primary, .secondary])
    #expect(state.window.root.column(.primary)?.children.map(\.type) == ["Menu"])
    #expect(state.window.root.column(.secondary)?.children.map(\.type) == ["Detail"])
    #expect(state.topLabel == "Detail")
  }

  @Test func noneBuildsAControllerThatStaysOutOfTheWindow() throws {
    var state = try start(
      screen("Home"), destinations: destination(screen("Ghost"), .none, from: .screen("Home")))
    let events = try state.run(.navigate("target", context: nil))
    #expect(state.labels() == ["Home"])
    // `NilAction` succeeds silently.
    #expect(events.isEmpty)
  }
}
