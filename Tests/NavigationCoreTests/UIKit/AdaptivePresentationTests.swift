import Testing

@testable import NavigationCore

@Suite struct AdaptivePresentationTests {
  private func presented(_ state: NavigationState) -> Presentation? {
    state.window.root.presented
  }

  @Test func aPopoverInACompactWidthIsAFormSheetTheUserSwipesDown() throws {
    var state = try start(nav(screen("Library")), sizeClass: .compact)
    try state.run(.present(screen("Sort"), from: nil, style: .popover))
    #expect(presented(state)?.requested == .popover)
    #expect(presented(state)?.style == .formSheet)
    try state.run(.swipeDown(nil))
    #expect(presented(state) == nil)
  }

  @Test func aPopoverInARegularWidthIsNotSwiped() throws {
    var state = try start(nav(screen("Library")))
    try state.run(.present(screen("Sort"), from: nil, style: .popover))
    state.ignore(.swipeDown(nil), with: .notSwipeable)
  }

  @Test func aSizeClassChangeAdaptsEveryPresentationAgain() throws {
    var state = try start(nav(screen("Library")))
    try state.run(.present(screen("Sort"), from: nil, style: .popover))
    try state.run(.setSizeClass(.compact))
    #expect(presented(state)?.style == .formSheet)
    try state.run(.setSizeClass(.regular))
    #expect(presented(state)?.style == .popover)
  }

  @Test func theDelegatesCompactAnswerWinsInACompactWidthOnly() throws {
    var settings = screen("Settings")
    settings.style = .formSheet
    settings.compactStyle = .overFullScreen
    var state = try start(nav(screen("Library")))
    try state.run(.present(settings, from: nil, style: nil))
    #expect(presented(state)?.style == .formSheet)
    try state.run(.setSizeClass(.compact))
    #expect(presented(state)?.style == .overFullScreen)
    state.ignore(.swipeDown(nil), with: .notSwipeable)
    try state.run(.setSizeClass(.regular))
    try state.run(.swipeDown(nil))
    #expect(presented(state) == nil)
  }

  @Test func aStepsOwnStyleDropsTheNodesCompactAnswer() throws {
    var settings = screen("Settings")
    settings.style = .formSheet
    settings.compactStyle = .overFullScreen
    var state = try start(nav(screen("Library")), sizeClass: .compact)
    try state.run(.present(settings, from: nil, style: .pageSheet))
    #expect(presented(state)?.style == .pageSheet)
    #expect(presented(state)?.compactStyle == nil)
  }

  @Test func aStartPresentationIsAdaptedToTheStartsSizeClass() throws {
    var menu = screen("Menu")
    menu.style = .popover
    let state = try start(nav(screen("Home")).presenting(menu), sizeClass: .compact)
    #expect(presented(state)?.style == .formSheet)
    #expect(state.window.text.contains("presents (popover as formSheet):"))
  }

  @Test func theAdaptedStyleIsReadBackFromItsText() throws {
    let state = try start(
      nav(screen("Home")).presenting(screen("Menu"), style: .popover), sizeClass: .compact)
    let parsed = try #require(Window(text: state.window.text))
    #expect(parsed.root.presented?.requested == .popover)
    #expect(parsed.root.presented?.style == .formSheet)
  }

  @Test func everyStyleAdaptsAsUIKitDoes() {
    let regular = Traits(horizontal: .regular)
    let compact = Traits(horizontal: .compact)
    for style in PresentationStyle.allCases where !style.isAlert {
      #expect(style.adapted(to: regular, answer: .fullScreen) == style)
    }
    #expect(PresentationStyle.popover.adapted(to: compact, answer: nil) == .formSheet)
    #expect(PresentationStyle.formSheet.adapted(to: compact, answer: nil) == .formSheet)
    #expect(PresentationStyle.popover.adapted(to: compact, answer: .fullScreen) == .fullScreen)
    #expect(PresentationStyle.alert.adapted(to: compact, answer: .fullScreen) == .alert)
    #expect(PresentationStyle.actionSheet.adapted(to: regular, answer: nil) == .popover)
    #expect(PresentationStyle.actionSheet.adapted(to: compact, answer: nil) == .actionSheet)
  }
}

@Suite struct AlertTests {
  @Test func anAlertIsPresentedOverItsPresenterAndCannotBeSwiped() throws {
    var state = try start(nav(screen("Inbox")))
    let events = try state.run(.present(screen("Confirm"), from: nil, style: .alert))
    #expect(events == [.appear("Confirm")])
    state.ignore(.swipeDown(nil), with: .notSwipeable)
    #expect(state.topLabel == "Confirm")
  }

  @Test func anActionSheetInARegularWidthNeedsAPopoverSource() throws {
    var state = try start(nav(screen("Inbox")))
    state.refuse(
      .present(screen("Actions"), from: nil, style: .actionSheet), with: .noPopoverSource)
    var anchored = screen("Actions")
    anchored.hasPopoverSource = true
    try state.run(.present(anchored, from: nil, style: .actionSheet))
    #expect(state.window.root.presented?.style == .popover)
    #expect(state.window.text.contains("presents (actionSheet as popover):"))
  }

  @Test func anActionSheetInACompactWidthNeedsNoSource() throws {
    var state = try start(nav(screen("Inbox")), sizeClass: .compact)
    try state.run(.present(screen("Actions"), from: nil, style: .actionSheet))
    #expect(state.window.root.presented?.style == .actionSheet)
    state.ignore(.swipeDown(nil), with: .notSwipeable)
  }

  @Test func aPopoverWithoutASourceFailsOnlyWhenTheAppSaysSo() throws {
    var state = try start(nav(screen("Inbox")))
    var bare = screen("Menu")
    bare.hasPopoverSource = false
    state.refuse(.present(bare, from: nil, style: .popover), with: .noPopoverSource)
    var compact = try start(nav(screen("Inbox")), sizeClass: .compact)
    try compact.run(.present(bare, from: nil, style: .popover))
  }

  @Test func aStartRefusesWhatThePresentStepRefuses() throws {
    var sheet = screen("Actions")
    sheet.style = .actionSheet
    let error = #expect(throws: NavigationError.self) {
      try start(nav(screen("Inbox")).presenting(sheet))
    }
    #expect(error?.code == .noPopoverSource)
    _ = try start(nav(screen("Inbox")).presenting(sheet), sizeClass: .compact)
  }

  @Test func anAlertPresentsAScreenOnly() throws {
    var state = try start(nav(screen("Inbox")))
    state.refuse(.present(nav(screen("A")), from: nil, style: .alert), with: .alertNotAScreen)
  }
}

@Suite struct CompactHeightTests {
  @Test func aSheetInACompactHeightIsFullScreen() throws {
    var state = try start(nav(screen("Library")), sizeClass: .compact)
    try state.run(.present(screen("Form"), from: nil, style: .formSheet))
    #expect(try state.run(.setVerticalSizeClass(.compact)) == [.disappear("Library")])
    #expect(state.window.root.presented?.style == .fullScreen)
    state.ignore(.swipeDown(nil), with: .notSwipeable)
    #expect(try state.run(.setVerticalSizeClass(.regular)) == [.appear("Library")])
    #expect(state.window.root.presented?.style == .formSheet)
  }

  @Test func everySheetAndThePopoverAdaptToACompactHeight() {
    let landscape = Traits(horizontal: .compact, vertical: .compact)
    let wideLandscape = Traits(horizontal: .regular, vertical: .compact)
    for style: PresentationStyle in [.automatic, .pageSheet, .formSheet, .popover] {
      #expect(style.adapted(to: landscape, answer: nil) == .fullScreen)
      #expect(style.adapted(to: wideLandscape, answer: nil) == .fullScreen)
    }
    #expect(
      PresentationStyle.overFullScreen.adapted(to: landscape, answer: nil) == .overFullScreen)
    #expect(
      PresentationStyle.formSheet.adapted(to: wideLandscape, answer: .pageSheet) == .pageSheet)
    #expect(PresentationStyle.actionSheet.adapted(to: wideLandscape, answer: nil) == .popover)
  }

  @Test func theVerticalClassIsWrittenAndReadBack() throws {
    var state = try start(nav(screen("Library")).presenting(screen("Form"), style: .pageSheet))
    state.startInVerticalSizeClass(.compact)
    let text = state.window.text
    #expect(text.hasPrefix("window (regular, compact height)\n"))
    #expect(text.contains("presents (pageSheet as fullScreen):"))
    let parsed = try #require(Window(text: text))
    #expect(parsed.verticalSizeClass == .compact)
    #expect(state.window.json.contains(#""verticalSizeClass": "compact""#))
  }

  @Test func splitsFollowTheHorizontalClassAlone() throws {
    var state = try start(split(nav(screen("List")), nav(screen("Item"))))
    try state.run(.setVerticalSizeClass(.compact))
    #expect(state.window.root.split?.isCollapsed == false)
  }
}
