import Testing

@testable import NavigationCore

@Suite struct EventTests {
  @Test func pushMakesTheOldTopDisappearAndTheNewOneAppear() throws {
    var state = try start(nav(screen("Feed")))
    let events = try state.run(.push(screen("Post", id: "p1"), on: nil))
    #expect(events.map(\.description) == ["disappear Feed", "appear Post #p1"])
  }

  @Test func aPageSheetDoesNotHideItsPresenter() throws {
    var state = try start(nav(screen("Feed")))
    let events = try state.run(.present(screen("Share"), from: nil, style: .pageSheet))
    #expect(events.map(\.description) == ["appear Share"])
  }

  @Test func aFullScreenPresentationHidesItsPresenter() throws {
    var state = try start(nav(screen("Feed")))
    let events = try state.run(.present(screen("Player"), from: nil, style: .fullScreen))
    #expect(events.map(\.description) == ["disappear Feed", "appear Player"])
  }

  @Test func dismissBringsThePresenterBack() throws {
    var state = try start(nav(screen("Feed")).presenting(screen("Player"), style: .fullScreen))
    let events = try state.run(.dismiss(nil))
    #expect(events.map(\.description) == ["disappear Player", "appear Feed"])
  }

  @Test func aTabSwitchSwapsTheVisibleTabs() throws {
    var state = try start(tabs(nav(screen("Feed")), nav(screen("Settings"))))
    let events = try state.run(.selectTab(.index(1), in: nil))
    #expect(events.map(\.description) == ["disappear Feed", "appear Settings"])
  }

  @Test func anOperationThatChangesNothingVisibleHasNoEvents() throws {
    var state = try start(tabs(nav(screen("Feed")), nav(screen("Settings"))))
    #expect(try state.run(.push(screen("About"), on: .type("Settings"))) == [])
  }

  @Test func libraryOnlyLeavesOutTheVisibilityEventsButChangesTheTreeTheSameWay() throws {
    var full = try start(nav(screen("Feed")))
    var lean = full
    let operation = Operation.push(screen("Post"), on: nil)
    try full.perform(operation)
    #expect(try lean.perform(operation, reporting: .libraryOnly) == [])
    #expect(lean == full)
    #expect(lean.rendering == full.rendering)
  }

  @Test func libraryOnlyStillReportsLibraryEvents() throws {
    var state = try start(nav(screen("Feed")))
    let events = try state.perform(.goBack, reporting: .libraryOnly)
    #expect(
      events.map(\.description) == [
        "warning: nothingToGoBack: goBack does nothing: no page is shown"
      ])
  }

  @Test func visibilityAfterLibraryOnlyStepsDiffsAgainstTheWindowBeforeTheStep() throws {
    var state = try start(tabs(nav(screen("Feed")), nav(screen("Settings"))))
    try state.perform(.push(screen("Post"), on: nil), reporting: .libraryOnly)
    try state.perform(.selectTab(.index(1), in: nil), reporting: .libraryOnly)
    let events = try state.perform(.selectTab(.index(0), in: nil))
    #expect(events.map(\.description) == ["disappear Settings", "appear Post"])
  }
}
