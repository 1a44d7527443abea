import Testing

@testable import NavigationCore

/// The `nest` policy (UIKit's own split): collapse pushes the secondary itself onto the primary
/// nav; expand pops the primary nav's top controller, which becomes the secondary as it is;
/// `showDetail` installs the controller itself, and the split adds no placeholder.
@Suite struct NestPolicyTests {
  var nested: Blueprint {
    split(
      nav(screen("Feed"), id: "feed"), nav(detail("Post"), screen("Comments"), id: "detail"),
      policy: .nest)
  }

  @Test func aSplitWithoutAPolicyIsUIKitsOwn() throws {
    var state = try start(split(nav(screen("Feed")), nav(screen("Post"), id: "detail")))
    #expect(state.mainSplit?.split?.policy == .nest)
    try state.run(.setSizeClass(.compact))
    #expect(state.stack(.primary) == ["Feed", "nav #detail"])
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

  @Test func showDetailWhileCollapsedPushesOntoThePrimaryNavAndExpandPopsOnlyTheTop() throws {
    var state = try start(nested, sizeClass: .compact)
    try state.run(.showDetail(screen("Photo"), in: nil, from: nil))
    #expect(state.stack(.primary) == ["Feed", "nav #detail", "Photo"])
    let events = try state.run(.expand(nil))
    #expect(state.stack(.primary) == ["Feed", "nav #detail"])
    #expect(state.mainSplit?.column(.secondary)?.type == "Photo")
    // The nested nav is the primary nav's top again, so its top shows in the primary column.
    #expect(events.text == ["migrate Photo -> split #main", "appear Comments"])
  }

  @Test func expandInstallsThePoppedScreenAsItIs() throws {
    var state = try start(split(nav(screen("Feed")), policy: .nest), sizeClass: .compact)
    try state.run(.showDetail(screen("Photo"), in: nil, from: nil))
    try state.run(.expand(nil))
    #expect(state.stack(.primary) == ["Feed"])
    let secondary = try #require(state.mainSplit?.column(.secondary))
    #expect(secondary.kind == .screen && secondary.type == "Photo" && !secondary.isDetail)
  }

  @Test func aSplitWithoutASecondaryGetsNoPlaceholder() throws {
    var state = try start(split(nav(screen("Feed")), policy: .nest))
    #expect(state.mainSplit?.split?.columns == [.primary])
    try state.run(.collapse(nil))
    #expect(state.stack(.primary) == ["Feed"])
    try state.run(.expand(nil))
    #expect(state.mainSplit?.split?.columns == [.primary])
  }

  @Test func showDetailExpandedInstallsANavItselfAsTheSecondary() throws {
    var state = try start(nested)
    try state.run(.showDetail(nav(screen("Photo"), id: "photos"), in: nil, from: nil))
    #expect(state.mainSplit?.column(.secondary)?.id == "photos")
    #expect(state.stack(.secondary) == ["Photo"])
    #expect(!state.labels().contains("Comments"))
  }

  @Test func showDetailCollapsedNestsANavInThePrimaryNav() throws {
    var state = try start(split(nav(screen("Feed")), policy: .nest), sizeClass: .compact)
    try state.run(.showDetail(nav(screen("Photo"), id: "photos"), in: nil, from: nil))
    #expect(state.stack(.primary) == ["Feed", "nav #photos"])
    try state.run(.expand(nil))
    #expect(state.mainSplit?.column(.secondary)?.id == "photos")
  }

  @Test func aSecondaryThatIsNotANavIsPushedAsItIsAndComesBack() throws {
    var state = try start(split(nav(screen("Feed")), screen("Post"), policy: .nest))
    try state.run(.collapse(nil))
    #expect(state.stack(.primary) == ["Feed", "Post"])
    #expect(!state.window.text.contains("(detail)"))
    try state.run(.expand(nil))
    #expect(state.mainSplit?.column(.secondary)?.type == "Post")
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
    #expect(feed.children.map(\.label) == ["Feed", "nav #old", "Result"])
    try state.run(.expand(nil))
    #expect(state.mainSplit?.column(.secondary)?.type == "Result")
    let stale = try #require(state.window.path(ofID: "feed").flatMap { state.window[$0] })
    #expect(stale.children.map(\.label) == ["Feed", "nav #old"])
  }
}
