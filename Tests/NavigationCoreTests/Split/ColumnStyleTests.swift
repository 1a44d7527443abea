import Testing

@testable import NavigationCore

/// Column-style splits (`UISplitViewController(style:)`): navs in every column,
/// `setViewController(_:for:)`, `show(_:)` / `hide(_:)` of a column, collapse and expand with
/// and without a `compact` column, and `showDetail`.
@Suite struct ColumnStyleTests {
  /// A column-style split with the id `main`; `compact` is the compact column.
  func columns(
    _ style: SplitColumnStyle, primary: Blueprint, supplementary: Blueprint? = nil,
    secondary: Blueprint? = nil, compact: Blueprint? = nil, policy: SplitPolicy? = nil
  ) -> Blueprint {
    var blueprint = Blueprint.split(
      primary: primary, secondary: secondary, supplementary: supplementary, id: "main")
    if let compact { blueprint.columns.append(ColumnBlueprint(.compact, compact)) }
    blueprint.columnStyle = style
    blueprint.policy = policy
    return blueprint
  }

  var notes: Blueprint {
    columns(
      .tripleColumn, primary: screen("Folders"), supplementary: screen("Notes"),
      secondary: screen("Note", id: "n1"))
  }

  @Test func everyColumnHoldsANavigationControllerFromTheStart() throws {
    let state = try start(
      columns(.doubleColumn, primary: screen("List"), secondary: nav(screen("Item"), id: "d")))
    #expect(
      state.window.text == """
        window (regular)
          split #main [expanded, doubleColumn]
            primary:
              nav
                List
            secondary:
              nav #d
                Item  <- top

        """)
  }

  @Test func aSplitCannotBeAColumn() {
    let inner = Blueprint.split(primary: screen("A"))
    #expect(throws: NavigationError.self) {
      try start(columns(.doubleColumn, primary: inner))
    }
  }

  @Test func settingTheSecondaryToAControllerPushesItOntoTheSecondaryNav() throws {
    var state = try start(notes)
    let events = try state.run(.setColumn(.secondary, to: screen("Note", id: "n2"), in: nil))
    #expect(state.stack(.secondary) == ["Note #n1", "Note #n2"])
    #expect(events.text == ["disappear Note #n1", "appear Note #n2"])
  }

  @Test func settingTheSecondaryToANavReplacesIt() throws {
    var state = try start(notes)
    try state.run(.setColumn(.secondary, to: nav(screen("Other"), id: "other"), in: nil))
    #expect(state.mainSplit?.column(.secondary)?.id == "other")
    #expect(state.stack(.secondary) == ["Other"])
  }

  @Test func settingAnotherColumnWrapsTheControllerInANewNav() throws {
    var state = try start(notes)
    try state.run(.setColumn(.supplementary, to: screen("Archive"), in: nil))
    #expect(state.stack(.supplementary) == ["Archive"])
    #expect(state.mainSplit?.column(.supplementary)?.id == "nav#4")
    try state.run(.setColumn(.primary, to: screen("Accounts"), in: .id("main")))
    #expect(state.stack(.primary) == ["Accounts"])
  }

  @Test func settingTheSecondaryToNilThenToAControllerReplacesIt() throws {
    var state = try start(notes)
    try state.run(.setColumn(.secondary, to: nil, in: nil))
    #expect(state.mainSplit?.column(.secondary) == nil)
    try state.run(.setColumn(.secondary, to: screen("Note", id: "n2"), in: nil))
    #expect(state.stack(.secondary) == ["Note #n2"])
    state.ignore(.setColumn(.primary, to: nil, in: nil), with: .cannotHideColumn)
    // Collapsed with the secondary on top, the supplementary comes on top instead.
    var collapsed = try start(notes, sizeClass: .compact)
    try collapsed.run(.setColumn(.secondary, to: nil, in: nil))
    #expect(collapsed.stack(.primary) == ["Folders", "Notes"])
    #expect(collapsed.topController?.type == "Notes")
  }

  @Test func columnCallsAUIKitSplitIgnoresAreWarnings() throws {
    var classic = try start(split(nav(screen("A")), nav(screen("B")), policy: .nest))
    classic.ignore(.setColumn(.secondary, to: screen("C"), in: nil), with: .classicSplitColumns)
    classic.ignore(.showColumn(.primary, in: nil), with: .classicSplitColumns)
    var double = try start(columns(.doubleColumn, primary: screen("A"), secondary: screen("B")))
    double.ignore(
      .setColumn(.supplementary, to: screen("C"), in: nil), with: .noSupplementaryColumn)
    double.ignore(.hideColumn(.supplementary, in: nil), with: .noSupplementaryColumn)
    double.ignore(.hideColumn(.secondary, in: nil), with: .cannotHideColumn)
  }

  @Test func collapsingStacksTheColumnsOnThePrimaryNavAndExpandGivesThemBack() throws {
    var state = try start(notes)
    let collapsing = try state.run(.setSizeClass(.compact))
    #expect(state.stack(.primary) == ["Folders", "Notes", "Note #n1"])
    #expect(state.stack(.supplementary) == [])
    #expect(state.stack(.secondary) == [])
    #expect(
      collapsing.text == [
        "migrate Notes -> nav", "migrate Note #n1 -> nav", "disappear Folders", "disappear Notes",
      ])
    try state.run(.push(screen("Attachment"), on: nil))
    let expanding = try state.run(.setSizeClass(.regular))
    #expect(state.stack(.primary) == ["Folders"])
    #expect(state.stack(.supplementary) == ["Notes"])
    #expect(state.stack(.secondary) == ["Note #n1", "Attachment"])
    #expect(
      expanding.text == [
        "migrate Notes -> nav #nav#2", "migrate Note #n1 -> nav #nav#3",
        "migrate Attachment -> nav #nav#3", "appear Folders", "appear Notes",
      ])
  }

  @Test func aSplitThatStartsCompactShowsTheSecondaryOnTop() throws {
    let state = try start(notes, sizeClass: .compact)
    #expect(state.topController?.id == "n1")
    #expect(state.startEvents.text == ["migrate Notes -> nav", "migrate Note #n1 -> nav"])
  }

  @Test func theDelegatesTopColumnDecidesWhatIsStacked() throws {
    var onPrimary = notes
    onPrimary.topColumnForCollapsing = .primary
    let state = try start(onPrimary, sizeClass: .compact)
    #expect(state.stack(.primary) == ["Folders"])
    #expect(state.stack(.secondary) == ["Note #n1"])
    #expect(
      state.window.text.contains("[collapsed, tripleColumn, topColumnForCollapsing: primary]"))
    #expect(Window(text: state.window.text)?.text == state.window.text)
    var onSupplementary = notes
    onSupplementary.topColumnForCollapsing = .supplementary
    var stacked = try start(onSupplementary)
    try stacked.run(.collapse(nil))
    #expect(stacked.stack(.primary) == ["Folders", "Notes"])
    try stacked.run(.push(screen("Pinned"), on: nil))
    try stacked.run(.expand(nil))
    // Pushed on top of the supplementary's controllers, it is the supplementary's.
    #expect(stacked.stack(.supplementary) == ["Notes", "Pinned"])
  }

  @Test func popsWhileCollapsedLeaveEachColumnTheControllerItWasSetWith() throws {
    var state = try start(notes, sizeClass: .compact)
    try state.run(.push(screen("Attachment"), on: nil))
    try state.run(.popToRoot(nil))
    let expanding = try state.run(.setSizeClass(.regular))
    #expect(state.stack(.primary) == ["Folders"])
    #expect(state.stack(.supplementary) == ["Notes"])
    // What was pushed above the column's own controller is gone with the pop.
    #expect(state.stack(.secondary) == ["Note #n1"])
    #expect(expanding.text == ["appear Notes", "appear Note #n1"])
    #expect(!state.window.text.contains("nav  <- top"))
  }

  @Test func showingAColumnTheUserWentBackFromPushesItsControllerAgain() throws {
    var state = try start(notes, sizeClass: .compact)
    try state.run(.pop(nil))
    #expect(state.stack(.primary) == ["Folders", "Notes"])
    let showingSecondary = try state.run(.showColumn(.secondary, in: nil))
    #expect(state.stack(.primary) == ["Folders", "Notes", "Note #n1"])
    #expect(showingSecondary.text == ["disappear Notes", "appear Note #n1"])
    try state.run(.popToRoot(nil))
    // Back on the primary column, hiding the secondary changes nothing.
    let before = state
    try state.run(.hideColumn(.secondary, in: nil))
    #expect(state == before)
    try state.run(.showColumn(.supplementary, in: nil))
    #expect(state.stack(.primary) == ["Folders", "Notes"])
    #expect(state.stack(.secondary) == ["Note #n1"])
  }

  @Test func withACompactColumnCollapseShowsItAndLeavesTheColumns() throws {
    var state = try start(
      columns(
        .doubleColumn, primary: screen("List"), secondary: screen("Item"),
        compact: screen("Phone")))
    #expect(state.topController?.type == "Item")
    let events = try state.run(.setSizeClass(.compact))
    #expect(events.text == ["disappear List", "disappear Item", "appear Phone"])
    #expect(state.stack(.primary) == ["List"])
    #expect(state.stack(.secondary) == ["Item"])
    #expect(state.topController?.type == "Phone")
    try state.run(.push(screen("Settings"), on: nil))
    try state.run(.setSizeClass(.regular))
    #expect(state.stack(.compact) == ["Phone", "Settings"])
    #expect(state.topController?.type == "Item")
  }

  @Test func hidingAndShowingColumnsChangeWhatTheExpandedSplitShows() throws {
    var state = try start(notes)
    let hidingPrimary = try state.run(.hideColumn(.primary, in: nil))
    #expect(hidingPrimary.text == ["disappear Folders"])
    #expect(state.mainSplit?.split?.hiddenColumns == [.primary])
    // No display mode of a triple-column split shows the primary without the supplementary.
    let hidingSupplementary = try state.run(.hideColumn(.supplementary, in: nil))
    #expect(hidingSupplementary.text == ["disappear Notes"])
    #expect(state.mainSplit?.split?.hiddenColumns == [.primary, .supplementary])
    let showingSupplementary = try state.run(.showColumn(.supplementary, in: nil))
    #expect(showingSupplementary.text == ["appear Notes"])
    let showingPrimary = try state.run(.showColumn(.primary, in: nil))
    #expect(showingPrimary.text == ["appear Folders"])
    #expect(state.mainSplit?.split?.hiddenColumns == [])
    try state.run(.hideColumn(.supplementary, in: nil))
    #expect(state.window.text.contains("[expanded, tripleColumn, hidden: primary+supplementary]"))
    try state.run(.collapse(nil))
    try state.run(.expand(nil))
    #expect(state.mainSplit?.split?.hiddenColumns == [])
  }

  @Test func whileCollapsedShowAndHideChangeTheTopColumn() throws {
    var state = try start(notes, sizeClass: .compact)
    let hiding = try state.run(.hideColumn(.secondary, in: nil))
    #expect(state.stack(.primary) == ["Folders", "Notes"])
    #expect(state.stack(.secondary) == ["Note #n1"])
    #expect(
      hiding.text == ["migrate Note #n1 -> nav #nav#3", "disappear Note #n1", "appear Notes"])
    try state.run(.hideColumn(.supplementary, in: nil))
    #expect(state.stack(.primary) == ["Folders"])
    state.ignore(.hideColumn(.primary, in: nil), with: .cannotHideColumn)
    let showing = try state.run(.showColumn(.secondary, in: nil))
    #expect(state.stack(.primary) == ["Folders", "Notes", "Note #n1"])
    #expect(showing.text.first == "migrate Notes -> nav")
    // A column that is not on top is already hidden.
    let before = state
    try state.run(.showColumn(.secondary, in: nil))
    #expect(state == before)
  }

  @Test func aCompactColumnOnScreenIgnoresShowAndHide() throws {
    var state = try start(
      columns(.doubleColumn, primary: screen("A"), secondary: screen("B"), compact: screen("C")),
      sizeClass: .compact)
    state.ignore(.showColumn(.secondary, in: nil), with: .compactColumnShown)
    state.ignore(.hideColumn(.primary, in: nil), with: .compactColumnShown)
  }

  @Test func settingAColumnWhileCollapsedKeepsTheTopColumnStacked() throws {
    var state = try start(notes, sizeClass: .compact)
    let events = try state.run(.setColumn(.secondary, to: nav(screen("Draft")), in: nil))
    #expect(state.stack(.primary) == ["Folders", "Notes", "Draft"])
    #expect(state.mainSplit?.column(.secondary)?.children.isEmpty == true)
    #expect(events.text == ["disappear Note #n1", "appear Draft"])
    try state.run(.setColumn(.compact, to: screen("Phone"), in: nil))
    #expect(state.stack(.primary) == ["Folders"])
    #expect(state.stack(.secondary) == ["Draft"])
    #expect(state.topController?.type == "Phone")
  }

  @Test func showDetailExpandedSetsTheSecondary() throws {
    var state = try start(notes)
    try state.run(.showDetail(screen("Note", id: "n2"), in: nil, from: nil))
    #expect(state.stack(.secondary) == ["Note #n1", "Note #n2"])
    try state.run(.showDetail(nav(screen("Other"), id: "other"), in: nil, from: nil))
    #expect(state.mainSplit?.column(.secondary)?.id == "other")
    // Nothing is marked `detail`: UIKit's own split has no such mark.
    #expect(state.mainSplit?.column(.secondary)?.children.first?.isDetail == false)
  }

  @Test func showDetailCollapsedShowsTheSecondaryOnTop() throws {
    var state = try start(notes, sizeClass: .compact)
    try state.run(.hideColumn(.secondary, in: nil))
    let events = try state.run(.showDetail(screen("Note", id: "n2"), in: nil, from: nil))
    #expect(state.stack(.primary) == ["Folders", "Notes", "Note #n1", "Note #n2"])
    #expect(events.text.last == "appear Note #n2")
    try state.run(.expand(nil))
    #expect(state.stack(.secondary) == ["Note #n1", "Note #n2"])
  }

  @Test func showDetailWithACompactColumnOnScreenPushesOntoIt() throws {
    var state = try start(
      columns(.doubleColumn, primary: screen("A"), secondary: screen("B"), compact: screen("C")),
      sizeClass: .compact)
    try state.run(.showDetail(screen("D"), in: nil, from: nil))
    #expect(state.stack(.compact) == ["C", "D"])
    #expect(state.stack(.secondary) == ["B"])
    state.refuse(.showDetail(nav(screen("E")), in: nil, from: nil), with: .cannotPushContainer)
  }

  @Test func showDetailOfTheControllerItWouldReplaceDoesNothing() throws {
    var columnStyle = try start(notes)
    columnStyle.ignore(
      .showDetail(screen("Note", id: "n1"), in: nil, from: nil), with: .alreadyDetail)
    var classic = try start(split(nav(screen("A")), nav(screen("B"), id: "d"), policy: .nest))
    classic.ignore(.showDetail(nav(screen("B"), id: "d"), in: nil, from: nil), with: .alreadyDetail)
    // A library's delegate handles the call before UIKit compares: the id is simply taken.
    var moving = try start(split(nav(screen("A")), nav(screen("B"), id: "d"), policy: .move))
    moving.refuse(.showDetail(screen("B", id: "d"), in: nil, from: nil), with: .alreadyInHierarchy)
  }

  @Test func showSentByTheSplitSetsThePrimaryInANav() throws {
    var state = try start(notes)
    try state.run(.show(screen("Accounts"), from: .id("main")))
    #expect(state.stack(.primary) == ["Accounts"])
    #expect(state.mainSplit?.column(.primary)?.kind == .nav)
  }

  @Test func whileStackedTheSecondarysTopIsTheOneShowDetailWouldReplace() throws {
    var state = try start(notes, sizeClass: .compact)
    state.ignore(.showDetail(screen("Note", id: "n1"), in: nil, from: nil), with: .alreadyDetail)
    try state.run(.hideColumn(.secondary, in: nil))
    // The supplementary is on top: showing n1 again would push it where it already is.
    state.ignore(.showDetail(screen("Note", id: "n1"), in: nil, from: nil), with: .alreadyDetail)
    try state.run(.popToRoot(nil))
    try state.run(.showColumn(.secondary, in: nil))
    #expect(state.stack(.primary) == ["Folders", "Notes", "Note #n1"])
    state.ignore(.showDetail(screen("Note", id: "n1"), in: nil, from: nil), with: .alreadyDetail)
    try state.run(.pop(nil))
    // Popped while collapsed, n1 stays the secondary's controller, shown again on expand.
    try state.run(.showDetail(screen("Note", id: "n2"), in: nil, from: nil))
    #expect(state.stack(.primary) == ["Folders", "Notes", "Note #n1", "Note #n2"])
    try state.run(.expand(nil))
    #expect(state.stack(.secondary) == ["Note #n1", "Note #n2"])
  }

  @Test func aHiddenColumnTooDeepForTheWindowIsRefused() throws {
    var deep = screen("Leaf")
    for _ in 0..<NavigationState.maximumDepth { deep = tabs(deep) }
    var state = try start(notes)
    state.refuse(.setColumn(.compact, to: deep, in: nil), with: .treeTooLarge)
  }

  @Test func aMergeSplitWithAColumnStyleKeepsTheLibrarysRules() throws {
    var state = try start(
      columns(.doubleColumn, primary: screen("A"), secondary: screen("B"), policy: .merge))
    try state.run(.setSizeClass(.compact))
    #expect(state.stack(.compact) == ["A", "B"])
    #expect(state.window.text.contains("[collapsed, doubleColumn, policy: merge]"))
  }

  @Test func theGoldenTextReadsBack() throws {
    var state = try start(
      columns(
        .tripleColumn, primary: screen("A"), supplementary: screen("B"), secondary: screen("C"),
        compact: screen("D")))
    try state.run(.hideColumn(.primary, in: nil))
    let text = state.window.text
    #expect(Window(text: text)?.text == text)
    try state.run(.collapse(nil))
    #expect(Window(text: state.window.text)?.text == state.window.text)
  }
}

extension NavigationState {
  /// The controller `top` selects.
  fileprivate var topController: Controller? { window[window.top] }
}
