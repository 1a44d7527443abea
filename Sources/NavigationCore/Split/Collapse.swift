// Collapsing a split (the window becomes horizontally compact), by policy:
// - `move`: BarManagingSplitViewController's `collapseSecondary:onto:` — the secondary nav's
//   controllers are appended, in order and unmarked, to the primary's target nav and the
//   secondary goes; the placeholder is kept aside, as it is, for a later expand; a secondary
//   that is not a nav, or with no target nav the detail controllers, are discarded (warning).
// - `nest`: UIKit's default — `UINavigationController.collapseSecondaryViewController` pushes the
//   secondary itself (a nav nested in the nav) onto the primary nav.
// - `merge`: AdaptiveCoordinator's `UniversalSplitViewController` — the primary nav's then the
//   secondary nav's controllers are pushed onto one nav in the `compact` column; both navs stay,
//   empty, for expand.
// - a column-style split without a policy: UIKit's column rules (ColumnStyle.swift).

extension NavigationState {
  /// Collapses an expanded split by its policy.
  mutating func collapse(splitAt path: ControllerPath) throws(NavigationError) {
    let split = controller(at: path)
    guard let state = split.split, !state.isCollapsed else { return }
    noteDelegateSteps(ofSplitAt: path, collapsing: true)
    if state.usesColumnRules { return collapseByColumns(splitAt: path) }
    switch state.policy {
    case .move: collapseMoving(splitAt: path)
    case .nest: collapseNesting(splitAt: path)
    case .merge:
      if split.column(.primary)?.kind == .nav {
        try collapseMerging(splitAt: path)
      } else {
        // Merging needs a primary nav; any other primary has only the target-nav rules.
        collapseMoving(splitAt: path)
      }
    }
  }

  /// Removes the secondary column and marks the split collapsed; returns the old secondary.
  private mutating func removeSecondary(ofSplitAt path: ControllerPath) -> Controller? {
    window.update(at: path) { split in
      let secondary = split.column(.secondary)
      split.setColumn(.secondary, to: nil)
      split.split?.isCollapsed = true
      return secondary
    }
  }

  /// The controllers a removed secondary nav hands over.
  ///
  /// What the removed nav presented is dismissed with a warning, since only moved controllers keep
  /// their presentations.
  private mutating func handOver(_ secondary: Controller) -> [Controller] {
    if let presented = secondary.presented?.controller {
      warnDiscarded([presented], "the collapse removed \(secondary.label), which presented it")
    }
    return Array(secondary.children)
  }

  /// BarManagingSplitViewController's `collapseSecondary:onto:`: a secondary nav other than the
  /// placeholder gives its controllers, as they are, to the primary's target nav; the
  /// placeholder is kept aside as it is; anything else is dropped.
  private mutating func collapseMoving(splitAt path: ControllerPath) {
    guard let state = controller(at: path).split,
      let secondary = removeSecondary(ofSplitAt: path)
    else { return }
    if secondary.id == state.placeholderID {
      window.update(at: path) { $0.split?.cachedPlaceholder = secondary }
      return
    }
    guard secondary.kind == .nav else {
      return warnDiscarded(
        [secondary],
        "\(controller(at: path).label) collapsed, and its secondary is not a navigation "
          + "controller")
    }
    let moved = handOver(secondary)
    guard !moved.isEmpty else { return }
    guard let target = primaryTargetPath(ofSplitAt: path) else {
      return warnDiscarded(
        moved,
        "\(controller(at: path).label) collapsed, but its primary has no navigation "
          + "controller to take the detail")
    }
    logMigration(of: moved, to: controller(at: target))
    window.update(at: target) { $0.children += moved }
  }

  private mutating func collapseNesting(splitAt path: ControllerPath) {
    guard let state = controller(at: path).split,
      let secondary = removeSecondary(ofSplitAt: path),
      secondary.id != state.placeholderID
    else { return }
    guard let target = primaryTargetPath(ofSplitAt: path) else {
      return warnDiscarded(
        [secondary],
        "\(controller(at: path).label) collapsed, but its primary has no "
          + "navigation controller to nest the secondary in")
    }
    logMigration(of: [secondary], to: controller(at: target))
    window.update(at: target) { $0.children.append(secondary) }
  }

  private mutating func collapseMerging(splitAt path: ControllerPath) throws(NavigationError) {
    guard let primaryPath = columnPath(.primary, ofSplitAt: path) else { return }
    var compact: Controller
    if let id = controller(at: path).split?.compactID, !window.contains(id: id) {
      // AdaptiveCoordinator's compact nav is the same object every time; what a coordinator
      // pushed onto it while the split was expanded stays below (DetachedNavs.swift).
      compact =
        coordinators.compactNavs.removeValue(forKey: id) ?? makeController(id: id, kind: .nav)
    } else {
      compact = try instantiate(.container(.nav, []))
      window.update(at: path) { [id = compact.id] in $0.split?.compactID = id }
    }
    var merged = window.update(at: primaryPath) { primary in
      defer { primary.children = [] }
      return primary.children
    }
    if let secondaryPath = columnPath(.secondary, ofSplitAt: path) {
      let secondary = controller(at: secondaryPath)
      if secondary.kind == .nav {
        merged += secondary.children
        window.update(at: secondaryPath) { $0.children = [] }
      } else {
        window.update(at: path) { $0.setColumn(.secondary, to: nil) }
        merged.append(secondary)
      }
    }
    logMigration(of: merged, to: compact)
    compact.children = ChildList(Array(compact.children) + merged)
    window.update(at: path) { split in
      split.setColumn(.compact, to: compact)
      split.split?.isCollapsed = true
    }
  }
}
