import Testing

@testable import NavigationCore

/// A size change within the regular size class: what a column-style split under the automatic
/// display mode shows follows the window's width; nothing collapses or expands.
@Suite struct WindowWidthTests {
  /// The display modes' mail split, under a mode (nil: automatic).
  func mail(_ mode: SplitDisplayMode?, style: SplitColumnStyle = .tripleColumn) -> Blueprint {
    DisplayModeTests().mail(mode, style: style)
  }

  func hidden(_ state: NavigationState) -> [SplitColumn] {
    DisplayModeTests().hidden(state)
  }

  @Test func aNarrowWindowShowsTheSecondaryAloneUnderTheAutomaticMode() throws {
    var state = try start(mail(nil))
    let narrow = try state.run(.setWindowWidth(.narrow))
    #expect(narrow == [.disappear("Mailboxes"), .disappear("Messages")])
    #expect(hidden(state) == [.primary, .supplementary])
    #expect(state.window.root.split?.isCollapsed == false)
    #expect(try state.run(.setWindowWidth(.wide)) == [.appear("Mailboxes"), .appear("Messages")])
    #expect(hidden(state) == [])
    var double = try start(mail(nil, style: .doubleColumn))
    try double.run(.setWindowWidth(.narrow))
    #expect(hidden(double) == [.primary])
  }

  @Test func aPreferredModeAndAClassicSplitKeepTheirColumns() throws {
    var state = try start(mail(.twoBesideSecondary))
    #expect(try state.run(.setWindowWidth(.narrow)) == [])
    #expect(hidden(state) == [])
    var classic = try start(split(nav(screen("List")), nav(screen("Item"))))
    #expect(try classic.run(.setWindowWidth(.narrow)) == [])
  }

  @Test func aSplitExpandingInANarrowWindowShowsWhatTheWidthAllows() throws {
    var state = try start(mail(nil), sizeClass: .compact)
    try state.run(.setWindowWidth(.narrow))
    try state.run(.setSizeClass(.regular))
    #expect(hidden(state) == [.primary, .supplementary])
  }

  @Test func theWindowLineNamesANarrowWidthAndReadsBack() throws {
    var state = try start(mail(nil))
    try state.run(.setWindowWidth(.narrow))
    try state.run(.setVerticalSizeClass(.compact))
    let text = state.window.text
    #expect(text.hasPrefix("window (regular, compact height, narrow)\n"))
    #expect(Window(text: text)?.text == text)
    #expect(Window(text: "window (regular, narrow, compact height)\n  A") == nil)
  }
}
