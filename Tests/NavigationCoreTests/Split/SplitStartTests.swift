import Testing

@testable import NavigationCore

/// How a split enters the window (docs/split.md): its collapsed state follows the window's size
/// class, and an expanded split with no secondary gets its default detail or its placeholder.
@Suite struct SplitStartTests {
  @Test func anExpandedSplitWithNoSecondaryGetsThePlaceholder() throws {
    let state = try start(movingSplit(nav(screen("Feed"), id: "feed")))
    #expect(
      state.window.text == """
        window (regular)
          split #main [expanded, policy: move]
            primary:
              nav #feed
                Feed
            secondary:
              nav
                Placeholder  <- top

        """)
    #expect(state.mainSplit?.split?.placeholderID == "nav")
  }

  @Test func thePlaceholderIsCreatedOnceAndReused() throws {
    var state = try start(movingSplit(nav(screen("Feed"), id: "feed")))
    #expect(state.mainSplit?.split?.placeholderID == "nav")
    for _ in 0..<3 {
      try state.run(.collapse(nil))
      #expect(state.mainSplit?.children.count == 1)
      try state.run(.expand(nil))
      #expect(state.mainSplit?.column(.secondary)?.id == "nav")
      #expect(state.mainSplit?.column(.secondary)?.children.map(\.id) == ["Placeholder"])
    }
    try state.run(.showDetail(screen("Post"), in: nil, from: nil))
    try state.run(.collapse(nil))
    try state.run(.pop(nil))
    try state.run(.expand(nil))
    #expect(state.mainSplit?.column(.secondary)?.id == "nav")
  }

  @Test func theDefaultDetailOfTheTargetNavsTopScreenTypeComesFirst() throws {
    let state = try start(
      movingSplit(nav(screen("Feed")), defaultDetail: screen("Welcome")),
      defaultDetails: ["Feed": screen("Trending", context: "today")])
    #expect(state.stack(.secondary) == ["Trending"])
    #expect(state.mainSplit?.column(.secondary)?.children.first?.isDetail == true)
    #expect(state.mainSplit?.column(.secondary)?.children.first?.context == "today")
  }

  @Test func theSplitsDefaultDetailComesNext() throws {
    let state = try start(
      movingSplit(nav(screen("Feed")), defaultDetail: screen("Welcome")),
      defaultDetails: ["Search": screen("Trending")])
    #expect(state.stack(.secondary) == ["Welcome"])
    #expect(state.mainSplit?.column(.secondary)?.children.first?.isDetail == true)
  }

  @Test func theDefaultDetailFollowsTheSelectedTab() throws {
    var state = try start(
      movingSplit(tabs(nav(screen("Feed")), nav(screen("Red")))),
      defaultDetails: ["Red": screen("Orange")])
    #expect(state.stack(.secondary) == ["Placeholder"])
    try state.run(.selectTab(.index(1), in: nil))
    try state.run(.collapse(nil))
    try state.run(.expand(nil))
    #expect(state.stack(.secondary) == ["Orange"])
  }

  @Test func eachExpandBuildsAFreshDefaultDetail() throws {
    var state = try start(movingSplit(nav(screen("Feed")), defaultDetail: screen("Welcome")))
    try state.run(.collapse(nil))
    #expect(state.stack(.primary) == ["Feed", "Welcome"])
    try state.run(.pop(nil))
    try state.run(.expand(nil))
    #expect(state.mainSplit?.column(.secondary)?.children.map(\.id) == ["Welcome#2"])
  }

  @Test func aSplitInACompactWindowStartsCollapsedWithItsDetailMigrated() throws {
    let state = try start(
      movingSplit(nav(screen("Feed"), id: "feed"), nav(detail("Post"))), sizeClass: .compact)
    #expect(state.mainSplit?.split?.isCollapsed == true)
    #expect(state.stack(.primary) == ["Feed", "Post"])
    #expect(state.startEvents.text == ["migrate Post -> nav #feed"])
  }

  @Test func aSplitThatStartsCollapsedGetsItsDefaultDetailPushed() throws {
    // The first `viewDidAppear` finds one column and appends the default detail, which the
    // collapsed split hands to the primary's nav.
    let state = try start(
      movingSplit(nav(screen("Feed")), defaultDetail: screen("Welcome")), sizeClass: .compact)
    #expect(state.stack(.primary) == ["Feed", "Welcome"])
    #expect(state.mainSplit?.children.count == 1)
    #expect(state.window.text.contains("Welcome (detail)"))
  }

  @Test func aSplitEnteringACompactWindowLaterStartsCollapsed() throws {
    var state = try start(screen("Login"), sizeClass: .compact)
    try state.run(.setRoot(movingSplit(nav(screen("Feed")), nav(detail("Post")))))
    #expect(state.mainSplit?.split?.isCollapsed == true)
    #expect(state.stack(.primary) == ["Feed", "Post"])
    try state.run(
      .present(movingSplit(nav(screen("Settings")), id: "sheet"), from: nil, style: nil))
    let sheet = try #require(state.window.root.presented?.controller)
    #expect(sheet.split?.isCollapsed == true)
  }

  @Test func aSplitEnteringARegularWindowLaterGetsItsDetail() throws {
    var state = try start(screen("Login"))
    try state.run(.setRoot(movingSplit(nav(screen("Feed")), defaultDetail: screen("Welcome"))))
    #expect(state.stack(.secondary) == ["Welcome"])
  }

  @Test func theStartsCollapsedAttributeIsIgnored() throws {
    var blueprint = movingSplit(nav(screen("Feed")), nav(detail("Post")))
    blueprint.isCollapsed = true
    let state = try start(blueprint)
    #expect(state.mainSplit?.split?.isCollapsed == false)
  }
}
