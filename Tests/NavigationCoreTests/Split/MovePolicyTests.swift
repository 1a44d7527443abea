import Testing

@testable import NavigationCore

/// The `move` policy (BarManagingSplitViewController's, docs/split.md): detail controllers migrate
/// between the secondary nav and the primary's target nav.
@Suite struct MovePolicyTests {
  var navPrimary: Blueprint {
    movingSplit(
      nav(screen("Feed"), id: "feed"), nav(detail("Post", context: "42"), screen("Comments")))
  }

  @Test func collapseAppendsTheDetailStackToThePrimaryNavInOrder() throws {
    var state = try start(navPrimary)
    let events = try state.run(.setSizeClass(.compact))
    #expect(
      state.window.text == """
        window (compact)
          split #main [collapsed, policy: move]
            primary:
              nav #feed
                Feed
                Post {context: 42} (detail)
                Comments  <- top

        """)
    #expect(
      events.text == [
        "migrate Post -> nav #feed", "migrate Comments -> nav #feed", "disappear Feed",
      ])
  }

  @Test func expandMovesTheDetailSuffixIntoANewDetailNav() throws {
    var state = try start(navPrimary)
    try state.run(.setSizeClass(.compact))
    let events = try state.run(.setSizeClass(.regular))
    #expect(
      state.window.text == """
        window (regular)
          split #main [expanded, policy: move]
            primary:
              nav #feed
                Feed
            secondary:
              nav #nav#2
                Post {context: 42} (detail)
                Comments  <- top

        """)
    #expect(
      events.text == [
        "migrate Post -> nav #nav#2", "migrate Comments -> nav #nav#2", "appear Feed",
      ])
  }

  @Test func everyExpandMakesANewDetailNav() throws {
    var state = try start(navPrimary)
    var detailNavs: [String] = []
    for _ in 0..<3 {
      try state.run(.collapse(nil))
      try state.run(.expand(nil))
      detailNavs.append(try #require(state.mainSplit?.column(.secondary)?.id))
    }
    #expect(detailNavs == ["nav#2", "nav#3", "nav#4"])
    #expect(state.stack(.secondary) == ["Post", "Comments"])
  }

  @Test func controllersPushedAfterADetailControllerTravelWithIt() throws {
    var state = try start(movingSplit(nav(screen("Feed"), id: "feed")), sizeClass: .compact)
    try state.run(.showDetail(screen("Post"), in: nil, from: nil))
    try state.run(.push(screen("Author"), on: nil))
    try state.run(.push(screen("Profile"), on: nil))
    try state.run(.setSizeClass(.regular))
    #expect(state.stack(.primary) == ["Feed"])
    #expect(state.stack(.secondary) == ["Post", "Author", "Profile"])
  }

  @Test func theSelectedTabsTargetNavTakesTheDetailOnCollapse() throws {
    var state = try start(
      movingSplit(
        tabs(nav(screen("Feed"), id: "feed"), nav(screen("Search"), id: "search"), selected: 1),
        nav(detail("Post"))))
    let events = try state.run(.setSizeClass(.compact))
    #expect(events.text == ["migrate Post -> nav #search", "disappear Search"])
    let primary = try #require(state.mainSplit?.column(.primary))
    #expect(primary.children.map { $0.children.map(\.label) } == [["Feed"], ["Search", "Post"]])
  }

  @Test func expandDiscardsTheDetailOfTabsThatAreNotSelected() throws {
    var state = try start(
      movingSplit(tabs(nav(screen("Feed"), id: "feed"), nav(screen("Search"), id: "search"))),
      sizeClass: .compact)
    try state.run(.showDetail(screen("Post"), in: nil, from: nil))
    try state.run(.push(screen("Comments"), on: nil))
    try state.run(.selectTab(.index(1), in: nil))
    let events = try state.run(.setSizeClass(.regular))
    #expect(
      state.window.text == """
        window (regular)
          split #main [expanded, policy: move]
            primary:
              tabs [selected: 1]
                nav #feed
                  Feed
                nav #search (selected)
                  Search
            secondary:
              nav
                Placeholder  <- top

        """)
    #expect(
      events.text == [
        "warning: detailDiscarded: split #main expanded while nav #feed was in a tab that is not selected; "
          + "discarded Post, Comments",
        "appear Placeholder",
      ])
  }

  @Test func theSelectedTabKeepsItsDetailWhileOtherTabsLoseTheirs() throws {
    var state = try start(
      movingSplit(
        tabs(nav(screen("Feed"), detail("Post")), nav(screen("Search"), detail("Result")))),
      sizeClass: .compact)
    try state.run(.expand(nil))
    #expect(state.stack(.secondary) == ["Post"])
    let primary = try #require(state.mainSplit?.column(.primary))
    #expect(primary.children.map { $0.children.map(\.label) } == [["Feed"], ["Search"]])
  }

  @Test func aDetailControllerAtANavsRootMakesTheExpandFail() throws {
    var state = try start(movingSplit(nav(detail("Inbox"), screen("Thread"), detail("Message"))))
    try state.run(.collapse(nil))
    state.refuse(.expand(nil), with: .detailAtNavigationRoot)
    var tabbed = try start(
      movingSplit(tabs(nav(screen("Feed"), detail("Post")), nav(detail("Search")))),
      sizeClass: .compact)
    // The root detail is in a tab that is not selected: checked before anything moves.
    tabbed.refuse(.expand(nil), with: .detailAtNavigationRoot)
  }

  @Test func collapseWithoutATargetNavDiscardsTheDetailWithAWarning() throws {
    var state = try start(movingSplit(screen("Menu"), nav(detail("Post"), screen("Comments"))))
    let events = try state.run(.collapse(nil))
    #expect(
      events.text == [
        "warning: detailDiscarded: split #main collapsed, but its primary has no navigation controller to take "
          + "the detail; discarded Post, Comments",
        "disappear Comments",
      ])
    #expect(state.mainSplit?.children.map(\.label) == ["Menu"])
  }

  @Test func aSecondaryTheAuthorDidNotMarkStaysInThePrimaryNav() throws {
    var state = try start(movingSplit(nav(screen("Feed")), nav(screen("Post"), screen("Comments"))))
    try state.run(.collapse(nil))
    #expect(!state.window.text.contains("(detail)"))
    try state.run(.expand(nil))
    #expect(state.stack(.primary) == ["Feed", "Post", "Comments"])
    #expect(state.stack(.secondary) == ["Placeholder"])
  }

  @Test func aSecondaryThatIsNotANavIsDroppedOnCollapse() throws {
    var state = try start(movingSplit(nav(screen("Feed")), screen("Post")))
    let events = try state.run(.collapse(nil))
    #expect(state.stack(.primary) == ["Feed"])
    #expect(events.text.first?.hasPrefix("warning: detailDiscarded:") == true)
  }

  @Test func aPresentationOwnedByAMovedControllerTravelsWithIt() throws {
    var post = detail("Post")
    post.definesContext = true
    var state = try start(movingSplit(nav(screen("Feed"), id: "feed"), nav(post)))
    try state.run(.present(screen("Share"), from: .type("Post"), style: .overCurrentContext))
    try state.run(.collapse(nil))
    let feed = try #require(state.mainSplit?.column(.primary))
    #expect(feed.children.last?.presented?.controller.label == "Share")
    #expect(state.topLabel == "Share")
    try state.run(.expand(nil))
    let detailNav = try #require(state.mainSplit?.column(.secondary))
    #expect(detailNav.children.first?.presented?.controller.label == "Share")
    #expect(detailNav.children.first?.presented?.style == .overCurrentContext)
  }

  @Test func whatTheRemovedSecondaryNavPresentedIsDismissedWithAWarning() throws {
    var detailNav = nav(detail("Post"), id: "detail")
    detailNav.definesContext = true
    var state = try start(movingSplit(nav(screen("Feed")), detailNav))
    try state.run(.present(screen("Share"), from: .type("Post"), style: .currentContext))
    let events = try state.run(.collapse(nil))
    #expect(
      events.text.contains(
        "warning: detailDiscarded: the collapse removed nav #detail, which presented it; discarded Share"
      ))
    #expect(!state.window.allControllers.contains { $0.controller.type == "Share" })
  }

  @Test func controllersPushedOntoThePlaceholderStayOnItWhileItIsAside() throws {
    var state = try start(movingSplit(nav(screen("Feed"), id: "feed")))
    try state.run(.push(screen("Note"), on: nil))
    let placeholder = state.mainSplit?.column(.secondary)?.id
    #expect(state.stack(.secondary) == ["Placeholder", "Note"])
    try state.run(.collapse(nil))
    #expect(state.stack(.primary) == ["Feed"])
    try state.run(.expand(nil))
    #expect(state.stack(.primary) == ["Feed"])
    #expect(state.stack(.secondary) == ["Placeholder", "Note"])
    #expect(state.mainSplit?.column(.secondary)?.id == placeholder)
  }

  @Test func theSupplementaryColumnStaysWhereItIs() throws {
    var blueprint = Blueprint.split(
      primary: nav(screen("Folders")), secondary: nav(detail("Mail")),
      supplementary: nav(screen("Inbox")), id: "main")
    blueprint.policy = .move
    var state = try start(blueprint)
    try state.run(.collapse(nil))
    #expect(state.mainSplit?.split?.columns == [.primary, .supplementary])
    #expect(state.stack(.primary) == ["Folders", "Mail"])
    try state.run(.expand(nil))
    #expect(state.mainSplit?.split?.columns == [.primary, .supplementary, .secondary])
    #expect(state.stack(.supplementary) == ["Inbox"])
  }
}
