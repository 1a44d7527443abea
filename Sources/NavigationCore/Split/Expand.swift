// Expanding a split (the window becomes horizontally regular), by policy:
// - `move`: BarManagingSplitViewController's `separateSecondaryFrom:` with
//   `removeDetailViewControllers(for:)` — every non-selected tab's target nav loses its suffix
//   from the first detail controller; the selected target nav's suffix becomes the stack of a
//   new detail nav (controllers pushed after a detail controller travel with it); nothing moved:
//   the default detail, else the placeholder, as it was left. A detail controller at a nav's
//   root makes the original trap: the expand fails and nothing changes.
// - `nest`: `UINavigationController.separateSecondaryViewController` — the primary nav pops its
//   top controller (the nested nav, when the collapse nested one) and it becomes the secondary as
//   it is.
// - `merge`: `UniversalSplitViewController` — the compact nav's first controller goes back to
//   the primary nav and the rest to the secondary nav.
// - a column-style split without a policy: UIKit's column rules (ColumnStyle.swift).

extension NavigationState {
  /// Expands a collapsed split by its policy.
  mutating func expand(splitAt path: ControllerPath) throws(NavigationError) {
    guard let state = controller(at: path).split, state.isCollapsed else { return }
    noteDelegateSteps(ofSplitAt: path, collapsing: false)
    window.update(at: path) { $0.split?.isCollapsed = false }
    if state.usesColumnRules { return expandByColumns(splitAt: path) }
    switch state.policy {
    case .move: try expandMoving(splitAt: path)
    case .nest: try expandNesting(splitAt: path)
    case .merge:
      if columnPath(.compact, ofSplitAt: path) != nil {
        try expandMerging(splitAt: path)
      } else {
        try expandMoving(splitAt: path)
      }
    }
    try fillSecondary(ofSplitAt: path)
  }

  /// Removes and returns the suffix of a nav from its first controller (after the root) that
  /// satisfies `starts`.
  private mutating func takeSuffix(
    ofNavigationAt path: ControllerPath, from starts: (Controller) -> Bool
  ) -> [Controller] {
    let navigation = controller(at: path)
    guard
      let first = navigation.children.indices.dropFirst().first(where: {
        starts(navigation.children[$0])
      })
    else { return [] }
    return window.update(at: path) { navigation in
      defer { navigation.children.removeSubrange(first...) }
      return Array(navigation.children[first...])
    }
  }

  /// Puts controllers in the secondary: pushed onto the existing secondary nav, else as the
  /// stack of a new detail nav.
  private mutating func receive(
    _ moved: [Controller], inSecondaryOfSplitAt path: ControllerPath
  ) throws(NavigationError) {
    guard !moved.isEmpty else { return }
    if let secondaryPath = columnPath(.secondary, ofSplitAt: path),
      controller(at: secondaryPath).kind == .nav
    {
      logMigration(of: moved, to: controller(at: secondaryPath))
      window.update(at: secondaryPath) { $0.children += moved }
      return
    }
    var detail = try instantiate(.container(.nav, []))
    logMigration(of: moved, to: detail)
    detail.children = ChildList(moved)
    window.update(at: path) { $0.setColumn(.secondary, to: detail) }
  }

  private mutating func expandMoving(splitAt path: ControllerPath) throws(NavigationError) {
    guard let primaryPath = columnPath(.primary, ofSplitAt: path) else { return }
    let unselected = controller(at: primaryPath).unselectedTargetNavigationPaths.map {
      primaryPath + $0
    }
    let selected = primaryTargetPath(ofSplitAt: path)
    // `removeDetailViewControllers` pops to the controller before the first detail one: a
    // detail controller at a nav's root makes the original index -1 and trap, before anything
    // has moved when it is checked first.
    for navigationPath in unselected + (selected.map { [$0] } ?? []) {
      let navigation = controller(at: navigationPath)
      if let root = navigation.children.first, root.isDetail {
        throw NavigationError(
          .detailAtNavigationRoot,
          "\(controller(at: path).label) cannot expand: \(root.label) is a detail controller at "
            + "the root of \(navigation.label), and the split would pop to the controller before it"
        )
      }
    }
    for navigationPath in unselected {
      let dropped = takeSuffix(ofNavigationAt: navigationPath, from: \.isDetail)
      warnDiscarded(
        dropped,
        "\(controller(at: path).label) expanded while \(controller(at: navigationPath).label) "
          + "was in a tab that is not selected")
    }
    guard let selected else { return }
    try receive(takeSuffix(ofNavigationAt: selected, from: \.isDetail), inSecondaryOfSplitAt: path)
  }

  private mutating func expandNesting(splitAt path: ControllerPath) throws(NavigationError) {
    guard let target = primaryTargetPath(ofSplitAt: path),
      controller(at: path).index(of: .secondary) == nil,
      controller(at: target).children.count > 1
    else { return }
    let secondary = window.update(at: target) { $0.children.removeLast() }
    logMigration(of: [secondary], to: controller(at: path))
    window.update(at: path) { $0.setColumn(.secondary, to: secondary) }
  }

  private mutating func expandMerging(splitAt path: ControllerPath) throws(NavigationError) {
    guard
      let compact = window.update(
        at: path,
        { split in
          defer { split.setColumn(.compact, to: nil) }
          return split.column(.compact)
        })
    else { return }
    if let presented = compact.presented?.controller {
      warnDiscarded([presented], "the expand removed \(compact.label), which presented it")
    }
    var rest = Array(compact.children)
    if let primaryPath = columnPath(.primary, ofSplitAt: path),
      controller(at: primaryPath).kind == .nav, !rest.isEmpty
    {
      let first = rest.removeFirst()
      logMigration(of: [first], to: controller(at: primaryPath))
      window.update(at: primaryPath) { $0.children.append(first) }
    }
    try receive(rest, inSecondaryOfSplitAt: path)
  }
}
