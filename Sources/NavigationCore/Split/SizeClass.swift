// Size-class changes. UIKit collapses every split in a horizontally compact window and expands
// it in a regular one; `collapse` and `expand` steps change one split. A split entering the
// window is brought into the state its size class implies ("collapsed" is derived from the size
// class), and a `move` split gets what BarManagingSplitViewController's first `viewDidAppear`
// adds when it holds one column: its default detail or its placeholder (collapsed onto the
// primary when the split starts collapsed).

extension NavigationState {
  /// A trait change: every split collapses (compact) or expands (regular); splits already in
  /// that state do not change.
  mutating func setSizeClass(_ sizeClass: SizeClass) throws(NavigationError) {
    window.sizeClass = sizeClass
    for id in splitIDs() {
      guard let path = window.path(ofID: id) else { continue }
      switch sizeClass {
      case .compact: try collapse(splitAt: path)
      case .regular: try expand(splitAt: path)
      }
    }
    // A compact tab bar shows its tabs after the fourth through More; a regular one shows
    // them all.
    settleMoreOfAllTabs()
  }

  mutating func collapse(_ selector: Selector?) throws(NavigationError) {
    let path = try splitPath(for: selector)
    guard controller(at: path).split?.isCollapsed == false else {
      return warn(.alreadyCollapsed, "\(controller(at: path).label) is already collapsed")
    }
    try collapse(splitAt: path)
  }

  mutating func expand(_ selector: Selector?) throws(NavigationError) {
    let path = try splitPath(for: selector)
    guard controller(at: path).split?.isCollapsed == true else {
      return warn(.alreadyExpanded, "\(controller(at: path).label) is already expanded")
    }
    try expand(splitAt: path)
  }

  /// Brings every split that has just entered the window into the state the size class implies.
  mutating func settleNewSplits() throws(NavigationError) {
    // Runs after every operation: most build no split, and the others are found by a walk
    // without paths first.
    guard hints.mayHoldUnsettledSplits else { return }
    hints.mayHoldUnsettledSplits = false
    guard window.root.containsUnsettledSplit else { return }
    let unsettled = window.allControllers.filter { $0.controller.split?.isSettled == false }
    for id in unsettled.map(\.controller.id) {
      guard let path = window.path(ofID: id) else { continue }
      window.update(at: path) { $0.split?.isSettled = true }
      switch window.sizeClass {
      case .compact:
        try collapse(splitAt: path)
        try fillCollapsedStart(ofSplitAt: path)
      case .regular: try fillSecondary(ofSplitAt: path)
      }
    }
  }

  /// The ids of the window's splits in tree order: paths change as splits adapt, ids do not.
  private func splitIDs() -> [String] {
    window.allControllers.filter { $0.controller.kind == .split }.map(\.controller.id)
  }
}

extension Controller {
  /// Whether this controller, a descendant or anything they present is a split not settled yet.
  fileprivate var containsUnsettledSplit: Bool {
    if split?.isSettled == false { return true }
    for child in children where child.containsUnsettledSplit { return true }
    return isPresenting && presentations[0].controller.containsUnsettledSplit
  }
}
