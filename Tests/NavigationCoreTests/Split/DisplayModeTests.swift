import Testing

@testable import NavigationCore

/// A column-style split's `preferredDisplayMode` and the user's taps on its display mode button.
@Suite struct DisplayModeTests {
  func mail(_ mode: SplitDisplayMode?, style: SplitColumnStyle = .tripleColumn) -> Blueprint {
    var blueprint = Blueprint.split(
      primary: screen("Mailboxes"), secondary: screen("Message"),
      supplementary: style == .tripleColumn ? screen("Messages") : nil, id: "mail")
    blueprint.columnStyle = style
    blueprint.preferredDisplayMode = mode
    return blueprint
  }

  func hidden(_ state: NavigationState) -> [SplitColumn] {
    state.window.root.split?.hiddenColumns ?? []
  }

  @Test func eachModeHidesTheColumnsAppleDescribes() throws {
    let cases: [(SplitDisplayMode, SplitColumnStyle, [SplitColumn])] = [
      (.automatic, .tripleColumn, []), (.secondaryOnly, .tripleColumn, [.primary, .supplementary]),
      (.secondaryOnly, .doubleColumn, [.primary]), (.oneBesideSecondary, .tripleColumn, [.primary]),
      (.oneOverSecondary, .doubleColumn, []), (.twoBesideSecondary, .tripleColumn, []),
      (.twoDisplaceSecondary, .tripleColumn, []),
    ]
    for (mode, style, expected) in cases {
      let state = try start(mail(mode, style: style))
      #expect(hidden(state) == expected, "\(mode) of a \(style) split")
    }
  }

  @Test func theButtonCyclesThroughTheSidebars() throws {
    var state = try start(mail(.secondaryOnly))
    #expect(try state.run(.tapDisplayModeButton(nil)) == [.appear("Messages")])
    #expect(hidden(state) == [.primary])
    #expect(try state.run(.tapDisplayModeButton(nil)) == [.appear("Mailboxes")])
    #expect(hidden(state) == [])
    #expect(try state.run(.tapDisplayModeButton(.id("mail"))) == [.disappear("Mailboxes")])
    var notes = try start(mail(nil, style: .doubleColumn))
    try notes.run(.tapDisplayModeButton(nil))
    #expect(hidden(notes) == [.primary])
    try notes.run(.tapDisplayModeButton(nil))
    #expect(hidden(notes) == [])
  }

  @Test func expandingBringsThePreferredModeBack() throws {
    var state = try start(mail(.secondaryOnly))
    try state.run(.tapDisplayModeButton(nil))
    try state.run(.setSizeClass(.compact))
    try state.run(.setSizeClass(.regular))
    #expect(hidden(state) == [.primary, .supplementary])
    #expect(state.window.text.contains("preferredDisplayMode: secondaryOnly"))
  }

  @Test func aSplitTheUserCannotTapWarns() throws {
    var collapsed = try start(mail(.secondaryOnly), sizeClass: .compact)
    collapsed.ignore(.tapDisplayModeButton(nil), with: .noDisplayModeButton)
    var covered = try start(mail(nil).presenting(screen("Compose"), style: .fullScreen))
    covered.ignore(.tapDisplayModeButton(nil), with: .noDisplayModeButton)
    var classic = try start(split(nav(screen("List")), nav(screen("Item"))))
    classic.ignore(.tapDisplayModeButton(nil), with: .classicSplitColumns)
    var hiddenTab = try start(tabs(screen("Home"), mail(nil)))
    hiddenTab.ignore(.tapDisplayModeButton(.id("mail")), with: .noDisplayModeButton)
    var noSplit = try start(nav(screen("List")))
    noSplit.refuse(.tapDisplayModeButton(nil), with: .notASplit)
  }

  @Test func thePreferredModeIsReadBackFromItsText() throws {
    let state = try start(mail(.oneOverSecondary))
    let parsed = try #require(Window(text: state.window.text))
    #expect(parsed.root.split?.preferredDisplayMode == .oneOverSecondary)
    #expect(parsed.root.split?.hiddenColumns == [.primary])
  }
}
