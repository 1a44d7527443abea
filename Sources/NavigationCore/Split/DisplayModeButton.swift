// A column-style split's display modes: `preferredDisplayMode` decides the columns an expanded
// split shows (at its start and whenever it expands), and the user's tap on the display mode
// button that the split puts in a column's navigation bar changes them. Apple documents what
// each mode shows (`UISplitViewController.DisplayMode`) but not where the button sits in each
// mode; navrun reads it as the leftmost column shown: the primary's button hides the primary,
// the supplementary's shows the primary beside it, and the secondary's shows the sidebar next
// to it (the supplementary of a tripleColumn split). A collapsed split shows no display mode
// (its columns are stacked, with back buttons), and a split under a presentation cannot be
// touched.

extension NavigationState {
  /// The user's tap on the display mode button of the selected split.
  mutating func tapDisplayModeButton(in selector: Selector?) throws(NavigationError) {
    let path = try splitPath(for: selector)
    let split = controller(at: path)
    guard let state = split.split, let style = state.columnStyle else {
      return warn(
        .classicSplitColumns,
        "\(split.label) is a classic split view controller (no columnStyle): navrun does not "
          + "model the display mode button (displayModeButtonItem) of a classic split")
    }
    guard !state.isCollapsed else {
      return warn(
        .noDisplayModeButton,
        "\(split.label) is collapsed: its display mode has no effect, and it shows no display "
          + "mode button")
    }
    guard path.layerRoot == window.topmostLayer else {
      return warn(
        .noDisplayModeButton,
        "\(split.label) is under a presentation: the user cannot reach its display mode button")
    }
    let visible = Set(window.visibleScreenControllers.map(\.id))
    guard split.holdsScreen(among: visible) else {
      return warn(
        .noDisplayModeButton,
        "\(split.label) is not on screen (another tab is selected, or it is pushed under "
          + "another controller): the user cannot reach its display mode button")
    }
    let hidden: [SplitColumn]
    switch (style, state.hiddenColumns.contains(.primary), state.hiddenColumns.count) {
    case (_, false, _):
      // Every column shows: the primary's button hides the primary.
      hidden = [.primary]
    case (.doubleColumn, true, _), (.tripleColumn, true, 1):
      // The primary is hidden: the button of the column beside it shows it again.
      hidden = []
    case (.tripleColumn, true, _):
      // The secondary alone: its button shows the supplementary.
      hidden = [.primary]
    }
    window.update(at: path) { $0.split?.hiddenColumns = hidden }
  }
}

extension Controller {
  /// Whether this controller or one it holds, without what they present, is among `ids`.
  fileprivate func holdsScreen(among ids: Set<String>) -> Bool {
    var pending = Array(children)
    while let next = pending.popLast() {
      if ids.contains(next.id) { return true }
      pending += next.children
    }
    return false
  }
}
