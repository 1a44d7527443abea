import Testing

@testable import NavigationCore

/// A map declaring a sheet with the given options.
private func map(_ options: SheetOptions?) -> Blueprint {
  var view = Blueprint.screen("Map")
  view.viewPresentations = [
    ViewPresentation(.sheet, content: .screen("Search"), sheetOptions: options)
  ]
  return view
}

/// An app whose map can be panned.
private let pannable: Definitions = {
  var definitions = Definitions()
  definitions.app.screens["Map"] = ScreenLogic(
    actions: [
      "pan": AppAction(
        steps: [.update(.type("Map"), context: "panned", modalInPresentation: nil)],
        takesValue: false)
    ])
  return definitions
}()

@Suite struct SheetOptionsTests {
  @Test func aSheetRestsAtItsSmallestDetentAndMovesToAListedOne() throws {
    var state = try start(map(SheetOptions(detents: ["medium", "large"])))
    try state.run(.setItem("s", of: nil, on: nil, context: nil))
    #expect(state.window.root.presented?.controller.sheetOptions?.currentDetent == "medium")
    try state.run(.setDetent("large", on: nil))
    #expect(state.window.root.presented?.controller.sheetOptions?.currentDetent == "large")
    state.refuse(.setDetent("height(100)", on: nil), with: .noSuchDetent)
  }

  @Test func aSheetWithoutDetentsHasLargeAlone() throws {
    var state = try start(map(nil))
    try state.run(.setItem("s", of: nil, on: nil, context: nil))
    try state.run(.setDetent("large", on: nil))
    #expect(state.window.root.presented?.controller.sheetOptions == nil)
    state.refuse(.setDetent("medium", on: nil), with: .noSuchDetent)
  }

  @Test func setDetentOutsideASwiftUISheetIsRefused() throws {
    var state = try start(map(nil))
    state.refuse(.setDetent("large", on: nil), with: .noSuchPresentation)
  }

  @Test func interactiveDismissDisabledIgnoresTheSwipe() throws {
    var state = try start(map(SheetOptions(interactiveDismissDisabled: true)))
    try state.run(.setItem("s", of: nil, on: nil, context: nil))
    state.ignore(.swipeDown(nil), with: .interactiveDismissDisabled)
    try state.run(.setItem(nil, of: nil, on: .type("Map"), context: nil))
    #expect(state.window.root.presented == nil)
  }

  @Test func theViewBehindTakesTapsOnlyUpThroughTheDetent() throws {
    var state = try NavigationState(
      start: map(
        SheetOptions(
          detents: ["medium", "large"], backgroundInteraction: .enabledUpThrough("medium"))),
      definitions: pannable)
    try state.run(.setItem("s", of: nil, on: nil, context: nil))
    try state.run(.tap("pan", on: .type("Map"), with: nil))
    #expect(state.window.root.context == "panned")
    try state.run(.setDetent("large", on: nil))
    state.refuse(.tap("pan", on: .type("Map"), with: nil), with: .backgroundNotInteractive)
  }

  @Test func theViewBehindADefaultSheetTakesNoTaps() throws {
    var state = try NavigationState(start: map(nil), definitions: pannable)
    try state.run(.setItem("s", of: nil, on: nil, context: nil))
    state.refuse(.tap("pan", on: .type("Map"), with: nil), with: .backgroundNotInteractive)
  }

  @Test func theSummaryReadsBack() {
    let options = SheetOptions(
      detents: ["fraction(0.2)", "large"], selected: "large", interactiveDismissDisabled: true,
      backgroundInteraction: .enabledUpThrough("fraction(0.2)"))
    #expect(SheetOptions(summary: options.summary[...]) == options)
    #expect(SheetOptions(summary: "detent: large of large; sideways") == nil)
  }

  @Test func detentsAreWrittenAsSwiftUINamesThem() {
    for detent in ["medium", "large", "fraction(0.25)", "fraction(1)", "height(120)"] {
      #expect(SheetOptions.isDetent(detent), "\(detent)")
    }
    for detent in [
      "small", "fraction(0)", "fraction(1.5)", "height(-3)", "height()", "fraction(a)",
    ] {
      #expect(!SheetOptions.isDetent(detent), "\(detent)")
    }
  }
}
