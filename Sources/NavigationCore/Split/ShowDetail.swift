// `showDetailViewController(_:sender:)` as BarManagingSplitViewController's delegate handles it
// (`splitViewController(_:showDetail:sender:)`): the controller is marked `detail`; collapsed,
// it is pushed onto the primary's target nav (the compact nav of a collapsed `merge` split);
// expanded, it is pushed onto the current detail nav when the sender is inside that nav, and
// otherwise becomes the root of a new detail nav that replaces the secondary.

extension NavigationState {
  mutating func showDetail(
    _ blueprint: Blueprint, in selector: Selector?, from sender: Selector?
  ) throws(NavigationError) {
    let senderPath = try sender.map { (sender) throws(NavigationError) in
      try window.resolve(sender)
    }
    let path = try splitPath(for: selector, near: senderPath ?? window.top)
    try checkDetail(blueprint)
    let split = controller(at: path)
    guard let state = split.split else { return }
    if state.isCollapsed {
      guard let target = collapsedTargetPath(ofSplitAt: path) else {
        throw NavigationError(
          .noTargetNavigation,
          "\(split.label) is collapsed and its primary has no navigation controller to show "
            + "the detail in")
      }
      var detail = try instantiate(blueprint)
      detail.isDetail = true
      window.update(at: target) { $0.children.append(detail) }
      return
    }
    if let senderPath, let secondaryPath = columnPath(.secondary, ofSplitAt: path),
      controller(at: secondaryPath).kind == .nav,
      controller(at: secondaryPath).id != state.placeholderID,
      senderPath.starts(with: secondaryPath),
      !senderPath.dropFirst(secondaryPath.count).contains(.presented)
    {
      var detail = try instantiate(blueprint)
      detail.isDetail = true
      window.update(at: secondaryPath) { $0.children.append(detail) }
      return
    }
    // The old detail stack is discarded, as UIKit's `showDetailViewController` replaces it.
    let detailNavigation = try makeDetailNavigation(holding: blueprint)
    window.update(at: path) { $0.setColumn(.secondary, to: detailNavigation) }
  }
}
