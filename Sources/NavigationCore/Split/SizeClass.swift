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
    adaptPresentations()
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
  ///
  /// A `move` split that appears with animation (inside an animated presentation) skips
  /// BarManagingSplitViewController's first-appearance fill, which runs only when `viewDidAppear`
  /// gets `animated == false`.
  mutating func settleNewSplits(appearingAnimated: Bool = false) throws(NavigationError) {
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
        if !appearingAnimated { try fillCollapsedStart(ofSplitAt: path) }
      case .regular:
        if !appearingAnimated { try fillSecondary(ofSplitAt: path) }
      }
    }
  }

  /// The `move` splits no screen of which is visible: those a dismissal may reveal.
  func hiddenMovingSplitIDs() -> [String] {
    let visible = Set(window.visibleScreenControllers.map(\.id))
    return window.allControllers.compactMap { entry in
      guard entry.controller.split?.policy == .move,
        !entry.controller.layerIDs.contains(where: visible.contains)
      else { return nil }
      return entry.controller.id
    }
  }

  /// BarManagingSplitViewController's `viewDidAppear(false)` for the `move` splits a dismissal
  /// without animation revealed: a split showing one column (no secondary, or collapsed) gets
  /// its default detail or its placeholder, collapsed onto the primary when the split is
  /// collapsed, as on its first appearance.
  mutating func splitsDidAppearWithoutAnimation(among ids: [String]) throws(NavigationError) {
    guard !ids.isEmpty else { return }
    let visible = Set(window.visibleScreenControllers.map(\.id))
    for id in ids {
      guard let path = window.path(ofID: id),
        controller(at: path).layerIDs.contains(where: visible.contains),
        let state = controller(at: path).split
      else { continue }
      if state.isCollapsed {
        try fillCollapsedStart(ofSplitAt: path)
      } else {
        try fillSecondary(ofSplitAt: path)
      }
    }
  }

  /// The ids of the window's splits in tree order: paths change as splits adapt, ids do not.
  private func splitIDs() -> [String] {
    window.allControllers.filter { $0.controller.kind == .split }.map(\.controller.id)
  }
}

extension Controller {
  /// The ids of this controller and its descendants, without what they present: what shows
  /// when the controller itself is visible.
  fileprivate var layerIDs: [String] {
    var ids = [id]
    var pending = Array(children)
    while let next = pending.popLast() {
      ids.append(next.id)
      pending += next.children
    }
    return ids
  }

  /// Whether this controller, a descendant or anything they present is a split not settled yet.
  fileprivate var containsUnsettledSplit: Bool {
    if split?.isSettled == false { return true }
    for child in children where child.containsUnsettledSplit { return true }
    return isPresenting && presentations[0].controller.containsUnsettledSplit
  }
}
