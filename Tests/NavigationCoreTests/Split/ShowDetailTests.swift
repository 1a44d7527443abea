import Testing

@testable import NavigationCore

/// `showDetail` (docs/split.md): marks the controller `detail` and puts it in the detail column, or
/// on the primary's target nav while the split is collapsed.
@Suite struct ShowDetailTests {
  @Test func expandedItReplacesTheSecondaryWithANewDetailNav() throws {
    var state = try start(
      movingSplit(
        nav(screen("Feed"), id: "feed"), nav(detail("Post"), screen("Comments"), id: "old")))
    let events = try state.run(.showDetail(screen("Post", context: "7"), in: nil, from: nil))
    #expect(
      state.window.text == """
        window (regular)
          split #main [expanded, policy: move]
            primary:
              nav #feed
                Feed
            secondary:
              nav
                Post #Post#2 {context: 7} (detail)  <- top

        """)
    #expect(events.text == ["disappear Comments", "appear Post #Post#2"])
  }

  @Test func sentFromInsideTheDetailNavItIsPushedOntoThatNav() throws {
    var state = try start(movingSplit(nav(screen("Feed")), nav(detail("Post"), id: "detail")))
    try state.run(.showDetail(screen("Author"), in: nil, from: .type("Post")))
    #expect(state.mainSplit?.column(.secondary)?.id == "detail")
    #expect(state.stack(.secondary) == ["Post", "Author"])
    #expect(state.mainSplit?.column(.secondary)?.children.last?.isDetail == true)
  }

  @Test func sentFromThePrimaryItReplacesTheDetail() throws {
    var state = try start(movingSplit(nav(screen("Feed")), nav(detail("Post"), id: "detail")))
    try state.run(.showDetail(screen("Author"), in: nil, from: .type("Feed")))
    #expect(state.mainSplit?.column(.secondary)?.id != "detail")
    #expect(state.stack(.secondary) == ["Author"])
  }

  @Test func sentFromThePlaceholderItReplacesThePlaceholder() throws {
    var state = try start(movingSplit(nav(screen("Feed"))))
    let placeholder = try #require(state.mainSplit?.split?.placeholderID)
    try state.run(.showDetail(screen("Post"), in: nil, from: .type("Placeholder")))
    #expect(state.mainSplit?.column(.secondary)?.id != placeholder)
    #expect(state.stack(.secondary) == ["Post"])
  }

  @Test func collapsedItIsPushedOntoTheSelectedTabsNav() throws {
    var state = try start(
      movingSplit(tabs(nav(screen("Feed")), nav(screen("Search"), id: "search"), selected: 1)),
      sizeClass: .compact)
    let events = try state.run(.showDetail(screen("Result"), in: nil, from: nil))
    #expect(events.text == ["disappear Search", "appear Result"])
    let search = try #require(state.window.path(ofID: "search").flatMap { state.window[$0] })
    #expect(search.children.map(\.label) == ["Search", "Result"])
    #expect(search.children.last?.isDetail == true)
  }

  @Test func collapsedWithoutATargetNavTheDetailIsDroppedWithAWarning() throws {
    var state = try start(movingSplit(screen("Menu")), sizeClass: .compact)
    state.ignore(.showDetail(screen("Post"), in: nil, from: nil), with: .noTargetNavigation)
    var other = try start(movingSplit(tabs(screen("A"), nav(screen("B")))), sizeClass: .compact)
    other.ignore(.showDetail(screen("Post"), in: nil, from: nil), with: .noTargetNavigation)
  }

  @Test func aNavOrASplitCannotBeADetailController() throws {
    var state = try start(movingSplit(nav(screen("Feed"))))
    state.refuse(.showDetail(nav(screen("Post")), in: nil, from: nil), with: .cannotPushContainer)
    state.refuse(
      .showDetail(movingSplit(nav(screen("A")), id: nil), in: nil, from: nil),
      with: .cannotPushContainer)
  }

  @Test func inMustSelectASplitOrAControllerInOne() throws {
    var state = try start(tabs(movingSplit(nav(screen("Feed"))), nav(screen("Other"))))
    state.refuse(.showDetail(screen("Post"), in: .type("Other"), from: nil), with: .notASplit)
    state.refuse(.showDetail(screen("Post"), in: .id("nope"), from: nil), with: .notFound)
    try state.run(.showDetail(screen("Post"), in: .type("Feed"), from: nil))
    #expect(state.stack(.secondary) == ["Post"])
  }

  @Test func withoutASplitAboveTheSenderTheWindowRootPresentsIt() throws {
    var state = try start(nav(screen("Feed")))
    try state.run(.showDetail(screen("Post"), in: nil, from: nil))
    #expect(state.window.root.presented?.controller.type == "Post")
    #expect(state.window.root.presented?.style == .automatic)
    state.refuse(.showDetail(screen("Post"), in: .type("Feed"), from: nil), with: .notASplit)
  }

  @Test func theDefaultSplitIsTheOneHoldingTheSenderElseTheFirst() throws {
    let inner = movingSplit(nav(screen("InnerFeed")), id: "inner")
    var state = try start(tabs(movingSplit(nav(screen("Feed"))), inner, selected: 1))
    try state.run(.showDetail(screen("Post"), in: nil, from: .type("Feed")))
    #expect(state.stack(.secondary) == ["Post"])
    try state.run(.showDetail(screen("Other"), in: nil, from: nil))
    let innerSplit = try #require(state.window.path(ofID: "inner").flatMap { state.window[$0] })
    #expect(innerSplit.column(.secondary)?.children.map(\.label) == ["Other"])
  }

  @Test func aFailedShowDetailChangesNothing() throws {
    var state = try start(movingSplit(nav(screen("Feed"), id: "feed")))
    state.refuse(
      .showDetail(screen("X", id: "feed"), in: nil, from: nil), with: .alreadyInHierarchy)
    state.refuse(.showDetail(screen("X"), in: nil, from: .type("Nope")), with: .notFound)
  }
}
