// The navigation controller a coordinator's `StackTransfer` acts on. A stack coordinator's is
// its nav. On a split it is a column: while the split is expanded, the column's navigation
// controller; while it is collapsed, the one nav the split shows (a `merge` split's compact nav,
// else the primary's target nav), whole, as `SplitCoordinator`'s column accessors return the
// compact stack for every column.

/// The controllers a coordinator's nav actions change.
struct CoordinatorStack {
  /// The navigation controller.
  var navPath: ControllerPath
  /// The column the controllers belong to, on a split.
  var column: SplitColumn?
}

extension NavigationState {
  /// The stack a coordinator's nav actions change; `column` names a split coordinator's column.
  ///
  /// Nil when an expanded split lacks the column.
  func coordinatorStack(
    of coordinator: Coordinator, column: SplitColumn?
  ) throws(NavigationError) -> CoordinatorStack? {
    switch coordinator.base {
    case .nav(let id):
      guard let path = window.path(ofID: id), controller(at: path).kind == .nav else {
        throw NavigationError(
          .noSuchCoordinator, "the nav #\(id) of @\(coordinator.id) is no longer in the window")
      }
      return CoordinatorStack(navPath: path, column: nil)
    case .column(_, let baseColumn):
      return try columnStack(column ?? baseColumn, of: coordinator)
    case .split:
      return try columnStack(column ?? .primary, of: coordinator)
    }
  }

  /// The stack a coordinator's nav actions change; refused when the column is missing.
  func existingCoordinatorStack(
    of coordinator: Coordinator, column: SplitColumn?
  ) throws(NavigationError) -> CoordinatorStack {
    if let stack = try coordinatorStack(of: coordinator, column: column) { return stack }
    let split = controller(at: try coordinatorSplitPath(of: coordinator))
    let missing = column ?? (coordinator.base.column ?? .primary)
    throw NavigationError(.notInNavigation, "\(split.label) has no \(missing.rawValue) column")
  }

  /// The stack a coordinator's nav actions change, adding a missing column to an expanded split
  /// (a new nav in it).
  mutating func coordinatorStackAddingColumn(
    of coordinator: Coordinator, column: SplitColumn?
  ) throws(NavigationError) -> CoordinatorStack {
    if let stack = try coordinatorStack(of: coordinator, column: column) { return stack }
    let missing = column ?? (coordinator.base.column ?? .primary)
    let splitPath = try coordinatorSplitPath(of: coordinator)
    let nav = try instantiate(.container(.nav, []))
    let rank = { (column: SplitColumn) in SplitColumn.allCases.firstIndex(of: column) ?? 0 }
    let position = window.update(at: splitPath) { split -> Int in
      let position = (split.split?.columns ?? []).filter { rank($0) < rank(missing) }.count
      split.children.insert(nav, at: position)
      split.split?.columns.insert(missing, at: position)
      return position
    }
    return CoordinatorStack(navPath: splitPath + [.child(position)], column: missing)
  }

  /// The path of the split a coordinator works on.
  func coordinatorSplitPath(of coordinator: Coordinator) throws(NavigationError) -> ControllerPath {
    guard let splitID = coordinator.base.splitID, let path = window.path(ofID: splitID),
      controller(at: path).kind == .split
    else {
      throw NavigationError(
        .noSuchCoordinator, "the split of @\(coordinator.id) is no longer in the window")
    }
    return path
  }

  private func columnStack(
    _ column: SplitColumn, of coordinator: Coordinator
  ) throws(NavigationError) -> CoordinatorStack? {
    let splitPath = try coordinatorSplitPath(of: coordinator)
    let split = controller(at: splitPath)
    if split.split?.isCollapsed ?? false {
      // A collapsed `merge` split shows one nav in its `compact` column (docs/split.md, the split
      // family's representation); any other collapsed split shows the primary's target nav.
      let compact = SplitColumn(rawValue: "compact").flatMap { split.index(of: $0) }
      guard let shown = compact ?? split.index(of: .primary),
        let navPath = coordinatorNavPath(in: splitPath + [.child(shown)])
      else {
        throw NavigationError(
          .notInNavigation, "collapsed \(split.label) shows no navigation controller")
      }
      return CoordinatorStack(navPath: navPath, column: column)
    }
    guard let index = split.index(of: column) else { return nil }
    guard let navPath = coordinatorNavPath(in: splitPath + [.child(index)]) else {
      throw NavigationError(
        .notInNavigation,
        "the \(column.rawValue) column of \(split.label) holds no navigation controller")
    }
    return CoordinatorStack(navPath: navPath, column: column)
  }

  /// The nav a column's actions change: a nav itself, or a tab bar's selected tab's.
  private func coordinatorNavPath(in path: ControllerPath) -> ControllerPath? {
    let container = controller(at: path)
    switch container.kind {
    case .nav: return path
    case .tabs:
      guard container.children.indices.contains(container.selectedIndex) else { return nil }
      return coordinatorNavPath(in: path + [.child(container.selectedIndex)])
    case .screen, .split, .stack, .pages: return nil
    }
  }

}
