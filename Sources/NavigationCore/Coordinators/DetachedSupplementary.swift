// The supplementary column of AdaptiveCoordinator's split. `SplitViewController` creates a
// `supplementary` StackViewController but never installs it (its `setViewController(_:for:
// .supplementary)` is commented out, and the split is `.doubleColumn`), and it forwards no
// removal of that nav. While the split is expanded, a split coordinator's `.supplementary`
// actions, and a coordinator handed that column, work on this nav out of the window: what they
// push is never shown. While the split is collapsed, the column is the compact nav, as every
// column is.

extension NavigationState {
  /// The split whose never-installed supplementary nav a coordinator's nav actions reach, if
  /// they reach one: the supplementary column while the split is expanded.
  func detachedSupplementarySplit(
    of coordinator: Coordinator, column: SplitColumn?
  ) throws(NavigationError) -> String? {
    let effective: SplitColumn
    switch coordinator.base {
    case .nav: return nil
    case .column(_, let baseColumn): effective = column ?? baseColumn
    case .split: effective = column ?? .primary
    }
    guard effective == .supplementary, let splitID = coordinator.base.splitID else { return nil }
    let split = controller(at: try coordinatorSplitPath(of: coordinator))
    guard split.split?.isCollapsed == false, split.index(of: .supplementary) == nil else {
      return nil
    }
    return splitID
  }

  /// The split's supplementary nav, made the first time it is asked for (a lazy property).
  private mutating func detachedSupplementary(of splitID: String) throws(NavigationError)
    -> Controller
  {
    if let nav = coordinators.supplementaryNavs[splitID] { return nav }
    let nav = try instantiate(.container(.nav, []))
    coordinators.supplementaryNavs[splitID] = nav
    return nav
  }

  /// `push` onto the supplementary nav: the controller is made and never shown.
  mutating func pushDetached(
    _ blueprint: Blueprint, ontoSupplementaryOf splitID: String, by coordinatorID: String
  ) throws(NavigationError) {
    if blueprint.kind == .nav || blueprint.kind == .split {
      throw NavigationError(
        .cannotPushContainer,
        "a \(blueprint.kind == .nav ? "navigation" : "split view") controller cannot be pushed "
          + "onto the supplementary nav")
    }
    var nav = try detachedSupplementary(of: splitID)
    let pushed = try instantiate(blueprint)
    nav.children.append(pushed)
    coordinators.supplementaryNavs[splitID] = nav
    coordinators.record(pushed.id, column: .supplementary, by: coordinatorID)
  }

  /// `pop` of the supplementary nav: UIKit ignores it at the root.
  mutating func popDetached(supplementaryOf splitID: String) throws(NavigationError) {
    var nav = try detachedSupplementary(of: splitID)
    guard nav.children.count > 1, let top = nav.children.last else {
      let root = nav.children.first.map { "\($0.label), the root of " } ?? "the empty "
      return warn(
        .cannotPopRoot,
        "cannot pop \(root)the supplementary \(nav.label), which is not in the split")
    }
    nav.children.removeSubrange((nav.children.count - 1)..<nav.children.count)
    coordinators.supplementaryNavs[splitID] = nav
    reportRemoval(of: [top.id], from: nav.id)
  }

  /// `set` of the supplementary nav.
  mutating func setDetached(
    supplementaryOf splitID: String, to blueprints: [Blueprint], by coordinatorID: String
  ) throws(NavigationError) {
    var nav = try detachedSupplementary(of: splitID)
    var built: [Controller] = []
    for blueprint in blueprints { built.append(try instantiate(blueprint)) }
    let old = nav.children.map(\.id)
    nav.children = ChildList(built)
    coordinators.supplementaryNavs[splitID] = nav
    reportRemoval(of: old, from: nav.id)
    for controller in built {
      coordinators.record(controller.id, column: .supplementary, by: coordinatorID)
    }
  }
}
