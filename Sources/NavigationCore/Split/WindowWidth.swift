// A size change of the window that keeps its size classes: an iPad turned between landscape and
// portrait stays horizontally regular, and UIKit calls `viewWillTransition(to:with:)` without a
// trait change, so no split collapses or expands. What changes is what a column-style split
// whose `preferredDisplayMode` is `automatic` shows: Apple documents that the split then decides
// the most appropriate display mode from the device and the app's current size. navrun reads
// it as every column in a wide window and the secondary alone in a narrow one (docs/split.md).
// A split the app gave a preferred mode keeps it; a collapsed split has no display mode.

extension NavigationState {
  /// Starts the window at a width within its size class (a scenario's `windowWidth`): the
  /// splits show what it allows from the start, and no reaction runs.
  public mutating func startInWindowWidth(_ width: WindowWidth) {
    setWindowWidth(width)
  }

  /// The window's width changes within its size class: each expanded column-style split under
  /// the automatic display mode shows what the new width allows.
  mutating func setWindowWidth(_ width: WindowWidth) {
    guard window.width != width else { return }
    window.width = width
    for (controller, path) in window.allControllers {
      guard let state = controller.split, let style = state.columnStyle, state.usesColumnRules,
        !state.isCollapsed, state.preferredDisplayMode == .automatic
      else { continue }
      window.update(at: path) {
        $0.split?.hiddenColumns = SplitDisplayMode.automatic.hiddenColumns(of: style, in: width)
      }
    }
  }
}
