// UISplitViewController's columns, and BarManagingSplitViewController's
// `targetNavigationController(for:)`: the nav of the primary that detail controllers are pushed
// onto while the split is collapsed. A nav is its own target, a tab bar uses its selected tab's
// target, anything else has none.

extension Controller {
  /// Puts a controller in a split column, replacing what it held, or removes the column when
  /// `controller` is nil.
  ///
  /// Columns stay in the order primary, supplementary, secondary, compact.
  mutating func setColumn(_ column: SplitColumn, to controller: Controller?) {
    guard var state = split else { preconditionFailure("setColumn on a \(kind.rawValue)") }
    if let index = index(of: column) {
      if let controller {
        children[index] = controller
      } else {
        children.remove(at: index)
        state.columns.remove(at: index)
      }
    } else if let controller {
      let order = SplitColumn.allCases
      let rank = order.firstIndex(of: column) ?? order.endIndex
      let index = state.columns.filter { (order.firstIndex(of: $0) ?? 0) < rank }.count
      children.insert(controller, at: index)
      state.columns.insert(column, at: index)
    }
    split = state
  }

  /// The path from this controller to its target nav, if it has one.
  var targetNavigationPath: ControllerPath? {
    switch kind {
    case .nav:
      return []
    case .tabs:
      guard children.indices.contains(selectedIndex) else { return nil }
      return children[selectedIndex].targetNavigationPath.map { [.child(selectedIndex)] + $0 }
    case .screen, .split, .stack, .pages:
      return nil
    }
  }

  /// The paths from this tab bar to the target navs of its tabs that are not selected (nested
  /// tab bars included), which lose their detail controllers on expand.
  var unselectedTargetNavigationPaths: [ControllerPath] {
    guard kind == .tabs else { return [] }
    var paths: [ControllerPath] = []
    for (index, tab) in children.enumerated() {
      if index != selectedIndex, let target = tab.targetNavigationPath {
        paths.append([.child(index)] + target)
      }
      paths += tab.unselectedTargetNavigationPaths.map { [.child(index)] + $0 }
    }
    return paths
  }

}

extension NavigationState {
  /// The split a step acts on: the selected split or the nearest split holding the selected
  /// controller; without a selector, the split holding `near`, else the first split in search
  /// order.
  func splitPath(
    for selector: Selector?, near: ControllerPath? = nil
  ) throws(NavigationError) -> ControllerPath {
    if let selector {
      let path = try window.resolve(selector)
      guard let split = window.nearestAncestor(of: path, where: { $0.kind == .split }) else {
        throw NavigationError(
          .notASplit,
          "\(controller(at: path).label) is not a split view controller and is not in one")
      }
      return split
    }
    if let near, let split = window.nearestAncestor(of: near, where: { $0.kind == .split }) {
      return split
    }
    guard
      let split = window.firstInSearchOrder(where: { controller, _ in controller.kind == .split })
    else {
      throw NavigationError(.notASplit, "there is no split view controller in the window")
    }
    return split
  }

  /// The path of a split column's controller, if the split has that column.
  func columnPath(_ column: SplitColumn, ofSplitAt path: ControllerPath) -> ControllerPath? {
    controller(at: path).index(of: column).map { path + [.child($0)] }
  }

  /// The primary's target nav.
  func primaryTargetPath(ofSplitAt path: ControllerPath) -> ControllerPath? {
    guard let primary = columnPath(.primary, ofSplitAt: path),
      let target = controller(at: primary).targetNavigationPath
    else { return nil }
    return primary + target
  }

  /// Where a collapsed split shows its controllers: the compact nav of a collapsed `merge`
  /// split, else the primary's target nav.
  func collapsedTargetPath(ofSplitAt path: ControllerPath) -> ControllerPath? {
    columnPath(.compact, ofSplitAt: path) ?? primaryTargetPath(ofSplitAt: path)
  }

  /// Logs that controllers moved into a container.
  mutating func logMigration(of controllers: some Sequence<Controller>, to destination: Controller)
  {
    for moved in controllers { log.append(.migrate(moved.label, to: destination.label)) }
  }

  /// Warns that a rule discarded controllers, naming each one.
  mutating func warnDiscarded(_ controllers: [Controller], _ reason: String) {
    guard !controllers.isEmpty else { return }
    warn(
      .detailDiscarded, "\(reason); discarded \(controllers.map(\.label).joined(separator: ", "))")
  }
}
