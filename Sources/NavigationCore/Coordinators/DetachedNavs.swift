// The navs of AdaptiveCoordinator's split that are out of the window. `SplitViewController`
// creates a `supplementary` StackViewController but never installs it (its
// `setViewController(_:for: .supplementary)` is commented out, and the split is
// `.doubleColumn`), and it forwards no removal of that nav: while the split is expanded, a split
// coordinator's `.supplementary` actions, and a coordinator handed that column, work on this nav
// out of the window, and what they push is never shown. While the split is collapsed, the
// column is the compact nav, as every column is. The `compact` StackViewController lives on
// while the split is expanded, out of the window: a grandchild coordinator handed it while the
// split was collapsed keeps pushing onto it, and the next collapse pushes the primary's and
// the secondary's controllers after what it holds. A modal flow coordinator's nav that UIKit
// refused to present is out of the window for good: its coordinator, created before the
// present, handles its routes on it all the same.

/// A nav of a coordinator split that is not in the window.
enum DetachedNav: Equatable {
  /// The split's never-installed supplementary nav, by the split's id.
  case supplementary(split: String)
  /// The split's compact nav while the split is expanded, by the nav's id.
  case compact(nav: String)
  /// A modal flow coordinator's nav that UIKit refused to present, by the nav's id.
  case refused(nav: String)
}

extension NavigationState {
  /// The out-of-window nav a coordinator's nav actions reach, if they reach one: the
  /// supplementary column while the split is expanded, or the compact nav a grandchild was
  /// handed, while the split is expanded.
  func detachedNav(
    of coordinator: Coordinator, column: SplitColumn?
  ) throws(NavigationError) -> DetachedNav? {
    let effective: SplitColumn
    switch coordinator.base {
    case .nav(let id):
      if coordinators.refusedNavs[id] != nil, !window.contains(id: id) { return .refused(nav: id) }
      guard !window.contains(id: id),
        window.allControllers.contains(where: { $0.controller.split?.compactID == id })
      else { return nil }
      return .compact(nav: id)
    case .column(_, let baseColumn): effective = column ?? baseColumn
    case .split: effective = column ?? .primary
    }
    guard effective == .supplementary, let splitID = coordinator.base.splitID else { return nil }
    let split = controller(at: try coordinatorSplitPath(of: coordinator))
    guard split.split?.isCollapsed == false, split.index(of: .supplementary) == nil else {
      return nil
    }
    return .supplementary(split: splitID)
  }

  /// The nav, made the first time it is asked for (the library's lazy properties).
  private mutating func navigation(_ detached: DetachedNav) throws(NavigationError)
    -> Controller
  {
    switch detached {
    case .supplementary(let split):
      if let nav = coordinators.supplementaryNavs[split] { return nav }
      let nav = try instantiate(.container(.nav, []))
      coordinators.supplementaryNavs[split] = nav
      return nav
    case .compact(let id):
      if let nav = coordinators.compactNavs[id] { return nav }
      return makeController(id: id, kind: .nav)
    case .refused(let id):
      return coordinators.refusedNavs[id] ?? makeController(id: id, kind: .nav)
    }
  }

  private mutating func store(_ nav: Controller, as detached: DetachedNav) {
    switch detached {
    case .supplementary(let split): coordinators.supplementaryNavs[split] = nav
    case .compact(let id): coordinators.compactNavs[id] = nav
    case .refused(let id): coordinators.refusedNavs[id] = nav
    }
  }

  /// The id of the out-of-window nav a coordinator drives, if any (for its removal reports).
  func detachedNavID(of coordinator: Coordinator) -> String? {
    switch try? detachedNav(of: coordinator, column: nil) {
    case .supplementary(let split): coordinators.supplementaryNavs[split]?.id
    case .compact(let id), .refused(let id): id
    case nil: nil
    }
  }

  /// `push` onto the nav: the controller is made and not shown.
  mutating func pushDetached(
    _ blueprint: Blueprint, onto detached: DetachedNav, by coordinatorID: String
  ) throws(NavigationError) {
    if blueprint.kind == .nav || blueprint.kind == .split {
      throw NavigationError(
        .cannotPushContainer,
        "a \(blueprint.kind == .nav ? "navigation" : "split view") controller cannot be pushed "
          + "onto a nav out of the window")
    }
    var nav = try navigation(detached)
    let pushed = try instantiate(blueprint)
    nav.children.append(pushed)
    store(nav, as: detached)
    coordinators.record(
      pushed.id, column: isSupplementary(detached) ? .supplementary : nil, by: coordinatorID)
  }

  /// `pop` of the nav: UIKit ignores it at the root.
  mutating func popDetached(_ detached: DetachedNav) throws(NavigationError) {
    var nav = try navigation(detached)
    guard nav.children.count > 1, let top = nav.children.last else {
      let root = nav.children.first.map { "\($0.label), the root of " } ?? "the empty "
      let place: String
      switch detached {
      case .supplementary: place = "the supplementary \(nav.label), which is not in the split"
      case .compact:
        place = "the compact \(nav.label), out of the window while the split is expanded"
      case .refused: place = "\(nav.label), whose presentation UIKit refused"
      }
      return warn(.cannotPopRoot, "cannot pop \(root)\(place)")
    }
    nav.children.removeSubrange((nav.children.count - 1)..<nav.children.count)
    store(nav, as: detached)
    reportRemoval(of: [top.id], from: nav.id)
  }

  /// `set` of the nav.
  mutating func setDetached(
    _ detached: DetachedNav, to blueprints: [Blueprint], by coordinatorID: String
  ) throws(NavigationError) {
    var nav = try navigation(detached)
    var built: [Controller] = []
    for blueprint in blueprints { built.append(try instantiate(blueprint)) }
    let old = nav.children.map(\.id)
    nav.children = ChildList(built)
    store(nav, as: detached)
    reportRemoval(of: old, from: nav.id)
    for controller in built {
      coordinators.record(
        controller.id, column: isSupplementary(detached) ? .supplementary : nil,
        by: coordinatorID)
    }
  }

  private func isSupplementary(_ detached: DetachedNav) -> Bool {
    if case .supplementary = detached { return true }
    return false
  }
}
