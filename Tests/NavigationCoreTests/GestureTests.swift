import Testing

@testable import NavigationCore

@Suite struct TapTabTests {
  @Test func aTapOnAnotherTabSelectsIt() throws {
    var state = try start(tabs(nav(screen("Feed")), screen("Profile")))
    try state.run(.tapTab(.index(1), in: nil))
    #expect(state.topLabel == "Profile")
  }

  @Test func aTapOnTheSelectedNavTabPopsItToTheRoot() throws {
    var state = try start(tabs(nav(screen("Feed"), screen("Post"), screen("Comments"))))
    try state.run(.tapTab(.index(0), in: nil))
    #expect(state.topLabel == "Feed")
    // Selecting the selected index programmatically changes nothing.
    var programmatic = try start(tabs(nav(screen("Feed"), screen("Post"))))
    try programmatic.run(.selectTab(.index(0), in: nil))
    #expect(programmatic.topLabel == "Post")
  }

  @Test func aTapOnTheSelectedScreenTabChangesNothing() throws {
    var state = try start(tabs(screen("Home"), screen("Profile")))
    let before = state.window
    let events = try state.run(.tapTab(.index(0), in: nil))
    #expect(events.isEmpty)
    #expect(state.window == before)
  }

  @Test func aTabBarUnderAPresentationCannotBeTapped() throws {
    var state = try start(
      tabs(screen("Home"), screen("Profile")).presenting(screen("Login"), style: .pageSheet))
    state.ignore(.tapTab(.index(1), in: nil), with: .tabBarCovered)
  }

  @Test func aTabListedUnderMoreHasNoItem() throws {
    var state = try start(
      tabs(screen("A"), screen("B"), screen("C"), screen("D"), screen("E"), screen("F")),
      sizeClass: .compact)
    state.refuse(.tapTab(.index(4), in: nil), with: .noSuchTab)
    try state.run(.tapTab(.more, in: nil))
    #expect(state.topLabel == "More")
  }

  @Test func aTapOnTheSelectedMoreItemPopsTheMoreNav() throws {
    var state = try start(
      tabs(screen("A"), screen("B"), screen("C"), screen("D"), screen("E"), screen("F")),
      sizeClass: .compact)
    try state.run(.selectTab(.index(5), in: nil))
    try state.run(.tapTab(.more, in: nil))
    #expect(state.topLabel == "More")
    #expect(state.window.root.children.map(\.type) == ["A", "B", "C", "D", "E", "F", "nav"])
  }
}

@Suite struct SwipeDownTests {
  private func sheet(_ presented: Blueprint, style: PresentationStyle = .automatic) throws
    -> NavigationState
  {
    try start(nav(screen("Home")).presenting(presented, style: style))
  }

  @Test func aSwipeDownDismissesASheet() throws {
    for style: PresentationStyle in [.automatic, .pageSheet, .formSheet] {
      var state = try sheet(screen("Compose"), style: style)
      try state.run(.swipeDown(nil))
      #expect(state.window.root.presented == nil)
    }
  }

  @Test func modalInPresentationRefusesTheSwipeButNotDismiss() throws {
    var modal = screen("Compose")
    modal.isModalInPresentation = true
    var state = try sheet(modal)
    state.ignore(.swipeDown(nil), with: .modalInPresentation)
    try state.run(.dismiss(nil))
    #expect(state.window.root.presented == nil)
  }

  @Test func modalInPresentationOnTheVisibleControllerOfAPresentedNav() throws {
    var edit = screen("Edit")
    edit.isModalInPresentation = true
    var state = try sheet(nav(screen("List"), edit))
    state.ignore(.swipeDown(.type("Edit")), with: .modalInPresentation)
    try state.run(.pop(nil))
    try state.run(.swipeDown(nil))
    #expect(state.window.root.presented == nil)
  }

  @Test func stylesThatAreNotSheetsCannotBeSwiped() throws {
    for style: PresentationStyle in [
      .fullScreen, .overFullScreen, .currentContext, .overCurrentContext, .popover,
    ] {
      var state = try sheet(screen("Compose"), style: style)
      state.ignore(.swipeDown(nil), with: .notSwipeable)
    }
  }

  @Test func onlyTheTopmostSheetMoves() throws {
    var state = try sheet(screen("Compose").presenting(screen("Picker")))
    state.ignore(.swipeDown(.type("Compose")), with: .notSwipeable)
    try state.run(.swipeDown(.type("Picker")))
    #expect(state.topLabel == "Compose")
  }

  @Test func nothingPresentedNothingToSwipe() throws {
    var state = try start(nav(screen("Home")))
    state.ignore(.swipeDown(nil), with: .nothingToDismiss)
  }
}
