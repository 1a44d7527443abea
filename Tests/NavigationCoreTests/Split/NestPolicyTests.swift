import Testing

@testable import NavigationCore

/// The `nest` policy (SPEC §5, UIKit's default): collapse pushes the secondary nav itself onto
/// the primary nav; expand pops it back out as the secondary.
@Suite struct NestPolicyTests {
  var nested: Blueprint {
    split(
      nav(screen("Feed"), id: "feed"), nav(detail("Post"), screen("Comments"), id: "detail"),
      policy: .nest)
  }

  @Test func collapsePushesTheSecondaryNavOntoThePrimaryNav() throws {
    var state = try start(nested)
    let events = try state.run(.setSizeClass(.compact))
    #expect(
      state.window.text == """
        window (compact)
          split #main [collapsed, policy: nest]
            primary:
              nav #feed
                Feed
                nav #detail
                  Post (detail)
                  Comments  <- top

        """)
    #expect(events.text == ["migrate nav #detail -> nav #feed", "disappear Feed"])
  }

  @Test func expandPopsTheSameNavBackOutAsTheSecondary() throws {
    var state = try start(nested)
    try state.run(.collapse(nil))
    let events = try state.run(.expand(nil))
    #expect(events.text == ["migrate nav #detail -> split #main", "appear Feed"])
    #expect(state.mainSplit?.column(.secondary)?.id == "detail")
    #expect(state.stack(.primary) == ["Feed"])
    #expect(state.stack(.secondary) == ["Post", "Comments"])
  }

  @Test func whileCollapsedAPushGoesOntoTheNestedNav() throws {
    var state = try start(nested, sizeClass: .compact)
    try state.run(.push(screen("Author"), on: nil))
    try state.run(.expand(nil))
    #expect(state.stack(.secondary) == ["Post", "Comments", "Author"])
  }

  @Test func showDetailWhileCollapsedPushesOntoThePrimaryNav() throws {
    var state = try start(nested, sizeClass: .compact)
    try state.run(.showDetail(screen("Photo"), in: nil, from: nil))
    #expect(state.stack(.primary) == ["Feed", "nav #detail", "Photo"])
    let events = try state.run(.expand(nil))
    #expect(state.stack(.primary) == ["Feed"])
    #expect(state.stack(.secondary) == ["Post", "Comments", "Photo"])
    #expect(
      events.text == [
        "migrate nav #detail -> split #main", "migrate Photo -> nav #detail", "appear Feed",
      ])
  }

  @Test func showDetailWithoutANestedNavGoesIntoANewNavOnExpand() throws {
    var state = try start(split(nav(screen("Feed")), policy: .nest), sizeClass: .compact)
    try state.run(.showDetail(screen("Photo"), in: nil, from: nil))
    try state.run(.expand(nil))
    #expect(state.stack(.primary) == ["Feed"])
    #expect(state.stack(.secondary) == ["Photo"])
  }

  @Test func thePlaceholderIsDroppedRatherThanNested() throws {
    var state = try start(split(nav(screen("Feed")), policy: .nest))
    let placeholder = state.mainSplit?.split?.placeholderID
    try state.run(.collapse(nil))
    #expect(state.stack(.primary) == ["Feed"])
    try state.run(.expand(nil))
    #expect(state.mainSplit?.column(.secondary)?.id == placeholder)
  }

  @Test func aSecondaryThatIsNotANavIsPushedMarkedAndComesBack() throws {
    var state = try start(split(nav(screen("Feed")), screen("Post"), policy: .nest))
    try state.run(.collapse(nil))
    #expect(state.window.text.contains("Post (detail)"))
    try state.run(.expand(nil))
    #expect(state.stack(.secondary) == ["Post"])
  }

  @Test func collapseWithoutAPrimaryNavDiscardsTheSecondaryWithAWarning() throws {
    var state = try start(split(screen("Menu"), nav(screen("Post")), policy: .nest))
    let events = try state.run(.collapse(nil))
    #expect(
      events.text.first
        == "warning: detailDiscarded: split #main collapsed, but its primary has no navigation controller to "
        + "nest the secondary in; discarded nav")
  }

  @Test func aNavNestedInATabThatWasNotSelectedStaysNestedThere() throws {
    var state = try start(
      split(
        tabs(nav(screen("Feed"), id: "feed"), nav(screen("Search"), id: "search")),
        nav(detail("Post"), id: "old"), policy: .nest),
      sizeClass: .compact)
    try state.run(.selectTab(.index(1), in: nil))
    try state.run(.expand(nil))
    try state.run(.showDetail(screen("Result"), in: nil, from: nil))
    try state.run(.selectTab(.index(0), in: nil))
    try state.run(.collapse(nil))
    let feed = try #require(state.window.path(ofID: "feed").flatMap { state.window[$0] })
    #expect(feed.children.map(\.label) == ["Feed", "nav #old", "nav #nav#2"])
    try state.run(.expand(nil))
    #expect(state.stack(.secondary) == ["Result"])
    let stale = try #require(state.window.path(ofID: "feed").flatMap { state.window[$0] })
    #expect(stale.children.map(\.label) == ["Feed", "nav #old"])
  }
}
