// `showDetailViewController(_:sender:)`. With no split above the sender, UIKit's default
// implementation has the window's root view controller present the controller modally.
// - `move` and `merge`: as BarManagingSplitViewController's delegate handles it
//   (`splitViewController(_:showDetail:sender:)`): the controller is marked `detail`; collapsed,
//   it is pushed onto the primary's target nav (the compact nav of a collapsed `merge` split);
//   expanded, it is pushed onto the current detail nav when the sender is inside that nav, and
//   otherwise becomes the root of a new detail nav that replaces the secondary.
// - `nest`, UIKit's own split: expanded, the controller itself — a nav included, as Apple's
//   master-detail template shows one — is installed as the secondary; collapsed, the primary's
//   nav shows it, a nav nested as on collapse.
// - A column-style split: see ColumnStyle.swift.
// UIKit's own split does nothing (a warning here) when the controller already is the one it
// would replace.

extension NavigationState {
  mutating func showDetail(
    _ blueprint: Blueprint, in selector: Selector?, from sender: Selector?
  ) throws(NavigationError) {
    let senderPath = try sender.map { (sender) throws(NavigationError) in
      try window.resolve(sender)
    }
    let near = senderPath ?? window.top
    if selector == nil, window.nearestAncestor(of: near, where: { $0.kind == .split }) == nil {
      // UIKit: no split above the sender overrides `showDetailViewController`, so the window's
      // root view controller presents the controller modally.
      return try apply(
        try checkedPresent(blueprint, from: [], style: blueprint.style ?? .automatic))
    }
    let path = try splitPath(for: selector, near: near)
    guard let state = controller(at: path).split else { return }
    if let id = blueprint.id, replacedIDs(bySplitAt: path).contains(id) {
      // Apple: "if this view controller is the same as the one it would replace, this method
      // does nothing".
      return warn(
        .alreadyDetail,
        "#\(id) is already the secondary of \(controller(at: path).label); showDetail does nothing")
    }
    if state.usesColumnRules { return try showDetailByColumns(blueprint, inSplitAt: path) }
    if state.policy != .nest { try checkDetail(blueprint) }
    try showDetail(try instantiate(blueprint), inSplitAt: path, from: senderPath)
  }

  /// The ids of the controllers UIKit's own `showDetailViewController` would replace: an expanded
  /// classic split's secondary, a column-style split's secondary nav and the top of its stack.
  ///
  /// The libraries' delegates (`move`, `merge`) handle the call before UIKit looks.
  private func replacedIDs(bySplitAt path: ControllerPath) -> [String] {
    guard let state = controller(at: path).split else { return [] }
    if state.usesColumnRules { return secondaryIDs(ofSplitAt: path) }
    guard state.policy == .nest, !state.isCollapsed,
      let secondary = controller(at: path).column(.secondary)
    else { return [] }
    return [secondary.id]
  }

  /// Shows a built controller as the detail of the split at a path, by the split's policy.
  mutating func showDetail(
    _ built: Controller, inSplitAt path: ControllerPath, from senderPath: ControllerPath?
  ) throws(NavigationError) {
    let split = controller(at: path)
    guard let state = split.split else { return }
    if state.usesColumnRules { return try showDetailByColumns(built: built, inSplitAt: path) }
    var detail = built
    if state.policy != .nest { detail.isDetail = true }
    if state.isCollapsed {
      guard let target = collapsedTargetPath(ofSplitAt: path) else {
        let message =
          "\(split.label) is collapsed and its primary has no navigation controller to show "
          + "the detail in"
        // UIKit's split has nowhere to put it; BarManagingSplitViewController's delegate asks
        // an optional target nav and drops the controller.
        if state.policy == .nest { throw NavigationError(.noTargetNavigation, message) }
        return warn(.noTargetNavigation, message)
      }
      window.update(at: target) { $0.children.append(detail) }
      return
    }
    if state.policy == .nest {
      window.update(at: path) { $0.setColumn(.secondary, to: detail) }
      return
    }
    if let senderPath, let secondaryPath = columnPath(.secondary, ofSplitAt: path),
      controller(at: secondaryPath).kind == .nav,
      controller(at: secondaryPath).id != state.placeholderID,
      senderPath.starts(with: secondaryPath),
      !senderPath.dropFirst(secondaryPath.count).contains(.presented)
    {
      window.update(at: secondaryPath) { $0.children.append(detail) }
      return
    }
    // The old detail stack is discarded, as UIKit's `showDetailViewController` replaces it.
    var detailNavigation = try instantiate(.container(.nav, []))
    detailNavigation.children = [detail]
    window.update(at: path) { $0.setColumn(.secondary, to: detailNavigation) }
  }
}
