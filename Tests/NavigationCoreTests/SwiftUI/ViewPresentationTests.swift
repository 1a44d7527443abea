import Testing

@testable import NavigationCore

/// A view declaring a sheet whose content is a NavigationStack of drafts.
private func inbox(compactAdaptation: PresentationStyle? = nil) -> Blueprint {
  var editor = Blueprint.container(.nav, [.screen("Compose")], id: "editor")
  editor.destinations = NavigationDestinations(["field": .screen("Field")])
  var view = Blueprint.screen("Inbox")
  view.viewPresentations = [ViewPresentation(.sheet, content: editor)]
  return view
}

@Suite struct ViewPresentationTests {
  @Test func anItemPresentsTheDeclaredSheetFromItsView() throws {
    var state = try start(inbox())
    try state.run(.setItem("m1", of: nil, on: nil, context: nil))
    let presented = try #require(state.window.root.presented)
    #expect(presented.requested == .pageSheet)
    #expect(presented.controller.presentedItem == "m1")
    #expect(state.topLabel == "Compose")
  }

  @Test func aNewItemReplacesTheSheetAndTheSameItemUpdatesItInPlace() throws {
    var view = Blueprint.screen("Inbox")
    view.viewPresentations = [ViewPresentation(.sheet, content: .screen("Compose"))]
    var state = try start(view)
    try state.run(.setItem("m1", of: .sheet, on: nil, context: "a"))
    let first = try #require(state.window.root.presented?.controller.id)
    let events = try state.run(.setItem("m1", of: .sheet, on: .type("Inbox"), context: "b"))
    #expect(events == [])
    #expect(state.window.root.presented?.controller.context == "b")
    #expect(state.window.root.presented?.controller.id == first)
    let replaced = try state.run(.setItem("m2", of: .sheet, on: .type("Inbox"), context: nil))
    #expect(replaced == [.disappear("Compose"), .appear("Compose #Compose#2")])
    #expect(state.window.root.presented?.controller.presentedItem == "m2")
    #expect(state.window.root.presented?.controller.id != first)
    try state.run(.setItem(nil, of: nil, on: .type("Inbox"), context: nil))
    #expect(state.window.root.presented == nil)
  }

  @Test func aViewThatDeclaresNoSuchPresentationRefusesTheItem() throws {
    var state = try start(inbox())
    state.refuse(.setItem("x", of: .popover, on: nil, context: nil), with: .noSuchPresentation)
  }

  @Test func dismissInAPushedViewPopsItAndInAPresentedRootDismisses() throws {
    var state = try start(inbox())
    try state.run(.setItem("m1", of: nil, on: nil, context: nil))
    try state.run(.appendPath("field(to)", on: nil))
    try state.run(.dismissAction(nil))
    #expect(state.topLabel == "Compose")
    #expect(state.window.root.presented != nil)
    try state.run(.dismissAction(nil))
    #expect(state.window.root.presented == nil)
    state.ignore(.dismissAction(nil), with: .nothingToDismiss)
  }

  @Test func poppingTheViewThatDeclaresASheetRemovesTheSheet() throws {
    var post = Blueprint.screen("Post")
    post.viewPresentations = [ViewPresentation(.sheet, content: .screen("Share"))]
    var feed = Blueprint.container(.nav, [.screen("Feed")], id: "feed")
    feed.destinations = NavigationDestinations(["post": post])
    feed.path = ["post(1)"]
    var state = try start(feed)
    try state.run(.setItem("s", of: nil, on: .type("Post"), context: nil))
    #expect(state.topLabel == "Share")
    try state.run(.removeLastOfPath(1, on: .id("feed")))
    #expect(state.topLabel == "Feed")
    #expect(!state.window.text.contains("Share"))
  }

  @Test func aPopoverIsASheetInACompactWidthUnlessAdaptedOtherwise() throws {
    var view = Blueprint.screen("Map")
    view.viewPresentations = [ViewPresentation(.popover, content: .screen("Filters"))]
    var state = try start(view, sizeClass: .compact)
    try state.run(.setItem("f", of: nil, on: nil, context: nil))
    #expect(state.window.root.presented?.style == .formSheet)
    var adapted = Blueprint.screen("Map")
    adapted.viewPresentations = [
      ViewPresentation(.popover, content: .screen("Filters"), compactAdaptation: .popover)
    ]
    var kept = try start(adapted, sizeClass: .compact)
    try kept.run(.setItem("f", of: nil, on: nil, context: nil))
    #expect(kept.window.root.presented?.style == .popover)
  }

  @Test func aSecondKindOfPresentationWaitsWhileOneIsUp() throws {
    var view = Blueprint.screen("Map")
    view.viewPresentations = [
      ViewPresentation(.sheet, content: .screen("Filters")),
      ViewPresentation(.fullScreenCover, content: .screen("Camera")),
    ]
    var state = try start(view)
    state.refuse(.setItem("x", of: nil, on: nil, context: nil), with: .noSuchPresentation)
    try state.run(.setItem("f", of: .sheet, on: nil, context: nil))
    state.ignore(
      .setItem("c", of: .fullScreenCover, on: .root, context: nil), with: .alreadyPresenting)
  }
}
