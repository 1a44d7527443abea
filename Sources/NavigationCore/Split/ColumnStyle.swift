// Column-style splits (`UISplitViewController(style:)`, iOS 14 and later), as Apple documents
// them:
// - `setViewController(_:for:)` puts a navigation controller in every column: any other
//   controller is wrapped in a new one, except that a controller set as the secondary while the
//   secondary holds a nav is pushed onto that nav (Apple's answer to FB8640357: "expected
//   behavior").
// - Collapsed, the split shows its `compact` column when it has one, and the other columns stay
//   as they are. Without one it shows its primary nav, with the supplementary's and then the
//   secondary's controllers stacked on it up to the top column, which UIKit proposes to
//   `topColumnForCollapsingToProposedTopColumn`: the secondary. Expand gives each column its
//   controllers back; what was pushed while collapsed goes to the column that was on top.
// - `show(_:)` and `hide(_:)` change the display mode while expanded (the secondary is always
//   shown; a triple-column split shows its primary only beside its supplementary) and the top
//   column while collapsed.
// - `showDetailViewController` sets the secondary and shows it; with a `compact` column on
//   screen, it is `show(_:sender:)` on that column's nav, as in any compact environment.

extension NavigationState {
  /// `setViewController(_:for:)`; nil empties the column.
  mutating func setColumn(
    _ column: SplitColumn, to blueprint: Blueprint?, in selector: Selector?
  ) throws(NavigationError) {
    let path = try splitPath(for: selector)
    guard try acceptsColumnCall(column, ofSplitAt: path, "setViewController(_:for:)") else {
      return
    }
    guard let blueprint else { return emptyColumn(column, ofSplitAt: path) }
    try setColumn(column, to: blueprint, ofSplitAt: path)
  }

  /// `setViewController(nil, for:)`, which empties the column.
  ///
  /// The next controller set as the secondary goes in a new nav instead of onto the old one
  /// (Apple's answer to FB8640357: "clear it first by setting its vc to nil, then setting new
  /// desired vc"). A collapsed split stacks its columns again, on the column below when the
  /// emptied one was on top.
  private mutating func emptyColumn(_ column: SplitColumn, ofSplitAt path: ControllerPath) {
    guard column != .primary else {
      return warn(
        .cannotHideColumn,
        "\(controller(at: path).label) always has a primary column; set it to another "
          + "controller instead")
    }
    guard controller(at: path).index(of: column) != nil else { return }
    let top = controller(at: path).split?.stacked?.top
    loggingNetMigrations(ofSplitAt: path) { state in
      state.unstack(splitAt: path)
      state.window.update(at: path) { $0.setColumn(column, to: nil) }
      let split = state.controller(at: path)
      guard let top, split.index(of: .compact) == nil else { return }
      let below: SplitColumn =
        split.index(of: top) != nil
        ? top : split.index(of: .supplementary) != nil ? .supplementary : .primary
      state.stack(splitAt: path, top: below)
    }
  }

  /// `show(_:)` of a column.
  mutating func showColumn(_ column: SplitColumn, in selector: Selector?) throws(NavigationError) {
    let path = try splitPath(for: selector)
    guard try acceptsColumnCall(column, ofSplitAt: path, "show(_:)"),
      !warnsCompactShown(ofSplitAt: path)
    else { return }
    try showColumn(column, ofSplitAt: path)
  }

  /// `hide(_:)` of a column.
  mutating func hideColumn(_ column: SplitColumn, in selector: Selector?) throws(NavigationError) {
    let path = try splitPath(for: selector)
    guard try acceptsColumnCall(column, ofSplitAt: path, "hide(_:)"),
      !warnsCompactShown(ofSplitAt: path)
    else { return }
    let split = controller(at: path)
    guard let state = split.split else { return }
    if !state.isCollapsed {
      switch column {
      case .secondary, .compact:
        return warn(
          .cannotHideColumn,
          "\(split.label) always shows its secondary column while expanded; no display mode "
            + "hides it")
      case .primary:
        window.update(at: path) { $0.split?.hiddenColumns = [.primary] }
      case .supplementary:
        // No display mode shows the primary without the supplementary.
        window.update(at: path) { $0.split?.hiddenColumns = [.primary, .supplementary] }
      }
      return
    }
    guard collapsedTop(ofSplitAt: path) == column else { return }
    guard column != .primary else {
      return warn(
        .cannotHideColumn,
        "\(split.label) is collapsed on its primary column; there is no column below it to show")
    }
    let below: SplitColumn =
      column == .secondary && split.index(of: .supplementary) != nil ? .supplementary : .primary
    restack(splitAt: path, top: below)
  }

  /// Whether the split takes a column call: a column-style split, and a column its style has.
  ///
  /// UIKit ignores the others.
  private mutating func acceptsColumnCall(
    _ column: SplitColumn, ofSplitAt path: ControllerPath, _ call: String
  ) throws(NavigationError) -> Bool {
    let split = controller(at: path)
    guard let style = split.split?.columnStyle else {
      warn(
        .classicSplitColumns,
        "\(call) does not apply to \(split.label), a classic split view controller (no "
          + "columnStyle)")
      return false
    }
    if column == .supplementary, style == .doubleColumn {
      warn(
        .noSupplementaryColumn,
        "\(split.label) is a doubleColumn split; only a tripleColumn split has a supplementary "
          + "column")
      return false
    }
    return true
  }

  /// Warns, and returns true, when a collapsed split shows its `compact` column, which no
  /// `show(_:)` or `hide(_:)` of another column changes.
  private mutating func warnsCompactShown(ofSplitAt path: ControllerPath) -> Bool {
    let split = controller(at: path)
    guard split.split?.isCollapsed == true, split.index(of: .compact) != nil else { return false }
    warn(
      .compactColumnShown,
      "\(split.label) is collapsed and shows its compact column whatever column is asked for")
    return true
  }

  /// Sets a column of a column-style split: a nav as it is, another controller in a new nav,
  /// or pushed onto the secondary's nav.
  mutating func setColumn(
    _ column: SplitColumn, to blueprint: Blueprint, ofSplitAt path: ControllerPath
  ) throws(NavigationError) {
    if blueprint.kind == .split {
      throw NavigationError(
        .cannotPushContainer,
        "a split view controller cannot be a column of \(controller(at: path).label): the split "
          + "would put it in a navigation controller")
    }
    if column == .secondary, blueprint.kind != .nav,
      let secondaryPath = columnPath(.secondary, ofSplitAt: path),
      controller(at: secondaryPath).kind == .nav
    {
      return try apply(try checkedPush(blueprint, onto: secondaryStackPath(ofSplitAt: path)))
    }
    let wrapped = blueprint.kind == .nav ? blueprint : .container(.nav, [blueprint])
    // A hidden column is off the way to `top`, which the transaction's depth check follows.
    try checkDepth(path.count + wrapped.depth)
    let old = controller(at: path).column(column).map { [$0] } ?? []
    install(try instantiate([wrapped], replacing: old)[0], as: column, ofSplitAt: path)
  }

  /// Sets a column to a controller built already (a library's): as `setColumn(_:to:ofSplitAt:)`
  /// does with a blueprint.
  mutating func setColumn(
    _ column: SplitColumn, toBuilt built: Controller, ofSplitAt path: ControllerPath
  ) throws(NavigationError) {
    if built.kind == .split {
      throw NavigationError(
        .cannotPushContainer,
        "a split view controller cannot be a column of \(controller(at: path).label): the split "
          + "would put it in a navigation controller")
    }
    if column == .secondary, built.kind != .nav,
      let secondaryPath = columnPath(.secondary, ofSplitAt: path),
      controller(at: secondaryPath).kind == .nav
    {
      return window.update(at: secondaryStackPath(ofSplitAt: path)) { $0.children.append(built) }
    }
    var wrapped = built
    if built.kind != .nav {
      wrapped = try instantiate(.container(.nav, []))
      wrapped.children = [built]
    }
    install(wrapped, as: column, ofSplitAt: path)
  }

  /// Puts a built nav in a column.
  mutating func install(
    _ built: Controller, as column: SplitColumn, ofSplitAt path: ControllerPath
  ) {
    // A collapsed split's stacked controllers go back to their columns while one changes, and
    // are stacked again on the same top column unless the split now shows a `compact` column.
    let top = controller(at: path).split?.stacked?.top
    loggingNetMigrations(ofSplitAt: path) { state in
      state.unstack(splitAt: path)
      state.window.update(at: path) { $0.setColumn(column, to: built) }
      if let top, state.controller(at: path).index(of: .compact) == nil {
        state.stack(splitAt: path, top: top)
      }
    }
  }

  /// The column on top of a collapsed split without a `compact` column: the top column stacked
  /// on the primary nav, or the one below it once the user popped its controllers off.
  func collapsedTop(ofSplitAt path: ControllerPath) -> SplitColumn {
    guard let stacked = controller(at: path).split?.stacked,
      let primary = columnPath(.primary, ofSplitAt: path)
    else { return .primary }
    return stacked.shownColumn(primaryNavCount: controller(at: primary).children.count)
  }

  /// The nav holding the top of the secondary's stack: the primary nav while the secondary's
  /// controllers are stacked on it, else the secondary's own nav.
  func secondaryStackPath(ofSplitAt path: ControllerPath) -> ControllerPath {
    if collapsedTop(ofSplitAt: path) == .secondary,
      let primary = columnPath(.primary, ofSplitAt: path)
    {
      return primary
    }
    return columnPath(.secondary, ofSplitAt: path) ?? path
  }

  /// Shows a column: unhides it while expanded, brings it on top while collapsed.
  private mutating func showColumn(_ column: SplitColumn, ofSplitAt path: ControllerPath)
    throws(NavigationError)
  {
    guard let state = controller(at: path).split else { return }
    if !state.isCollapsed {
      let hidden: [SplitColumn]
      switch column {
      case .primary, .compact: hidden = []
      case .supplementary: hidden = state.hiddenColumns.filter { $0 != .supplementary }
      case .secondary: hidden = state.hiddenColumns
      }
      window.update(at: path) { $0.split?.hiddenColumns = hidden }
      return
    }
    guard collapsedTop(ofSplitAt: path) != column, controller(at: path).index(of: column) != nil
    else { return }
    restack(splitAt: path, top: column)
  }

  /// Makes a column the top one of a collapsed split without a `compact` column.
  mutating func restack(splitAt path: ControllerPath, top: SplitColumn) {
    loggingNetMigrations(ofSplitAt: path) { state in
      state.unstack(splitAt: path)
      state.stack(splitAt: path, top: top)
    }
  }

  /// Runs a change that gives stacked controllers back and stacks them again, and logs only
  /// the controllers that end in another column than they started in (new ones are not
  /// migrations).
  private mutating func loggingNetMigrations(
    ofSplitAt path: ControllerPath, _ change: (inout NavigationState) -> Void
  ) {
    let columns: [SplitColumn] = [.primary, .supplementary, .secondary]
    var before: [String: SplitColumn] = [:]
    for column in columns {
      for child in controller(at: path).column(column)?.children ?? [] { before[child.id] = column }
    }
    let logged = log.count
    change(&self)
    log.removeSubrange(logged...)
    for column in columns {
      guard let columnPath = columnPath(column, ofSplitAt: path) else { continue }
      let navigation = controller(at: columnPath)
      let moved = navigation.children.filter { before[$0.id].map { $0 != column } ?? false }
      logMigration(of: moved, to: navigation)
    }
  }

  /// Collapses a column-style split: its `compact` column is shown when it has one; otherwise
  /// the columns are stacked on the primary nav up to the column the delegate returns, else
  /// the one UIKit proposes: the secondary (the supplementary, then the primary, when the split
  /// lacks it).
  mutating func collapseByColumns(splitAt path: ControllerPath) {
    window.update(at: path) { split in
      split.split?.isCollapsed = true
      split.split?.hiddenColumns = []
    }
    let split = controller(at: path)
    guard split.index(of: .compact) == nil else { return }
    let proposed: SplitColumn =
      split.index(of: .secondary) != nil
      ? .secondary : split.index(of: .supplementary) != nil ? .supplementary : .primary
    let conditional = split.answers?.topColumn.map { holds($0.condition) ? $0.then : $0.otherwise }
    let answer = (conditional ?? split.split?.topColumnForCollapsing ?? split.selectedColumn)
      .flatMap {
        split.index(of: $0) == nil ? nil : $0
      }
    stack(splitAt: path, top: answer ?? proposed)
  }

  /// Expands a column-style split: every column gets its stacked controllers back, and the
  /// display mode is the preferred one again (for `automatic`, what the window's width allows).
  mutating func expandByColumns(splitAt path: ControllerPath) {
    unstack(splitAt: path)
    let width = window.width
    window.update(at: path) { split in
      guard let state = split.split, let style = state.columnStyle else { return }
      split.split?.hiddenColumns = state.preferredDisplayMode.hiddenColumns(
        of: style, in: width)
    }
  }

  /// Moves the supplementary's and, when it is on top, the secondary's controllers onto the
  /// primary nav, and records how many came from where.
  private mutating func stack(splitAt path: ControllerPath, top: SplitColumn) {
    guard top == .supplementary || top == .secondary,
      let primaryPath = columnPath(.primary, ofSplitAt: path),
      controller(at: primaryPath).kind == .nav
    else { return }
    let primaryCount = controller(at: primaryPath).children.count
    var moved: [Controller] = []
    var roots: [ColumnRoot] = []
    var supplementaryCount = 0
    for column in [SplitColumn.supplementary, .secondary] {
      guard column == .supplementary || top == .secondary,
        let columnPath = columnPath(column, ofSplitAt: path),
        controller(at: columnPath).kind == .nav
      else { continue }
      let taken = window.update(at: columnPath) { navigation in
        defer { navigation.children = [] }
        return Array(navigation.children)
      }
      if column == .supplementary { supplementaryCount = taken.count }
      if let root = taken.first { roots.append(ColumnRoot(column: column, controller: root)) }
      moved += taken
    }
    logMigration(of: moved, to: controller(at: primaryPath))
    window.update(at: primaryPath) { $0.children += moved }
    window.update(at: path) {
      var stacked = StackedColumns(
        top: top, primaryCount: primaryCount, supplementaryCount: supplementaryCount)
      stacked.roots = roots
      $0.split?.stacked = stacked
    }
  }

  /// Gives the stacked controllers back: the primary keeps as many as it had, the
  /// supplementary takes as many as it gave, and the secondary the rest (when the
  /// supplementary was on top, it takes them all).
  ///
  /// A column the user popped off the primary nav gets back the controller it was set with,
  /// which the split keeps for it.
  private mutating func unstack(splitAt path: ControllerPath) {
    guard let stacked = controller(at: path).split?.stacked else { return }
    window.update(at: path) { $0.split?.stacked = nil }
    guard let primaryPath = columnPath(.primary, ofSplitAt: path) else { return }
    var rest = window.update(at: primaryPath) { navigation in
      let kept = min(stacked.primaryCount, navigation.children.count)
      defer { navigation.children.removeSubrange(kept...) }
      return Array(navigation.children[kept...])
    }
    let supplementaryShare =
      stacked.top == .secondary ? min(stacked.supplementaryCount, rest.count) : rest.count
    let backToSupplementary = Array(rest.prefix(supplementaryShare))
    rest.removeFirst(supplementaryShare)
    restoreRoots(of: stacked, ofSplitAt: path, givenBack: [backToSupplementary, rest])
    for (column, controllers) in [
      (SplitColumn.supplementary, backToSupplementary), (.secondary, rest),
    ] where !controllers.isEmpty {
      guard let columnPath = columnPath(column, ofSplitAt: path) else {
        // The column is gone (set while stacked, it would have been unstacked first): the
        // primary keeps what it cannot give back.
        window.update(at: primaryPath) { $0.children += controllers }
        continue
      }
      logMigration(of: controllers, to: controller(at: columnPath))
      window.update(at: columnPath) { $0.children = ChildList(controllers + $0.children) }
    }
  }

  /// `showDetailViewController` on a column-style split: `setViewController(_:for:
  /// .secondary)` then `show(.secondary)`; with a `compact` column on screen,
  /// `show(_:sender:)` on that column's nav.
  mutating func showDetailByColumns(
    _ blueprint: Blueprint, inSplitAt path: ControllerPath
  ) throws(NavigationError) {
    let split = controller(at: path)
    if split.split?.isCollapsed == true, let compact = columnPath(.compact, ofSplitAt: path) {
      guard controller(at: compact).kind == .nav else {
        return try apply(try checkedPresent(blueprint, from: compact, style: .automatic))
      }
      return try apply(try checkedPush(blueprint, onto: compact))
    }
    try setColumn(.secondary, to: blueprint, ofSplitAt: path)
    try showColumn(.secondary, ofSplitAt: path)
  }

  /// `showDetailViewController` on a column-style split with a controller a library built.
  mutating func showDetailByColumns(
    built: Controller, inSplitAt path: ControllerPath
  ) throws(NavigationError) {
    let split = controller(at: path)
    if split.split?.isCollapsed == true, let compact = columnPath(.compact, ofSplitAt: path) {
      guard controller(at: compact).kind == .nav else {
        let presenter = presenterPath(from: compact, style: .automatic)
        if let existing = controller(at: presenter).presented {
          return warn(
            .alreadyPresenting,
            "\(controller(at: presenter).label) is already presenting "
              + existing.controller.label)
        }
        return window.update(at: presenter) {
          $0.presented = Presentation(style: .automatic, controller: built)
        }
      }
      guard built.kind != .nav, built.kind != .split else {
        throw NavigationError(
          .cannotPushContainer,
          "\(built.label) cannot be pushed onto \(controller(at: compact).label)")
      }
      return window.update(at: compact) { $0.children.append(built) }
    }
    try setColumn(.secondary, toBuilt: built, ofSplitAt: path)
    try showColumn(.secondary, ofSplitAt: path)
  }

  /// The ids of the controllers a column-style split's `showDetailViewController` would
  /// replace or push onto: the secondary's nav and the top of its stack (on the primary nav
  /// while the secondary is stacked there, above the primary's and supplementary's own).
  func secondaryIDs(ofSplitAt path: ControllerPath) -> [String] {
    guard let secondary = controller(at: path).column(.secondary) else { return [] }
    let stack = controller(at: secondaryStackPath(ofSplitAt: path))
    let stacked = controller(at: path).split?.stacked
    let others =
      collapsedTop(ofSplitAt: path) == .secondary
      ? (stacked.map { $0.primaryCount + $0.supplementaryCount } ?? 0) : 0
    guard stack.children.count > others, let top = stack.children.last else {
      return [secondary.id]
    }
    return [secondary.id, top.id]
  }

  /// Puts back in its column's nav the root of a stacked column that gets none of its
  /// controllers back from the primary nav: the user popped them, and the split still holds
  /// the controller it was set with (unless its id has meanwhile gone to another controller).
  private mutating func restoreRoots(
    of stacked: StackedColumns, ofSplitAt path: ControllerPath, givenBack: [[Controller]]
  ) {
    for (column, back) in zip([SplitColumn.supplementary, .secondary], givenBack) {
      guard let root = stacked.root(of: column), back.first?.id != root.id,
        let columnPath = columnPath(column, ofSplitAt: path),
        !controller(at: columnPath).children.contains(where: { $0.id == root.id }),
        !root.subtreeIDs.contains(where: { window.contains(id: $0) })
      else { continue }
      window.update(at: columnPath) { $0.children = ChildList([root] + $0.children) }
    }
  }
}
