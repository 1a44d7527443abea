// `show(_:sender:)` and replacing the window root. UIKit's `show` asks
// `targetViewController(forAction:sender:)` for the controller that handles it: the sender
// itself or the nearest of its parents that overrides `show`. A navigation controller pushes;
// a split view controller installs the controller as its primary. When none does, the window's
// root view controller presents it modally.

extension NavigationState {
  /// Who handles `show(_:sender:)` sent from a controller.
  enum ShowTarget {
    /// The nav at the path pushes the controller.
    case navigation(ControllerPath)
    /// The split at the path installs the controller as its primary.
    case split(ControllerPath)
    /// Nothing up the sender's parents overrides `show`: the window root presents.
    case windowRoot
  }

  /// The controller `targetViewController(forAction:sender:)` finds for `show` from the
  /// selected sender (default: `top`), walking its parents (never across a presentation).
  func showTarget(from sender: Selector?) throws(NavigationError) -> ShowTarget {
    let senderPath = try sender.map { (sender) throws(NavigationError) in
      try window.resolve(sender)
    }
    guard
      let target = window.nearestAncestor(
        of: senderPath ?? window.top, where: { $0.kind == .nav || $0.kind == .split })
    else { return .windowRoot }
    return controller(at: target).kind == .nav ? .navigation(target) : .split(target)
  }

  mutating func show(_ blueprint: Blueprint, from sender: Selector?) throws(NavigationError) {
    let target = try showTarget(from: sender)
    if let change = try checkedShow(blueprint, to: target) { return try apply(change) }
    if case .split(let splitPath) = target {
      // A column-style split's primary is set as `setViewController(_:for: .primary)` sets
      // it: in a new nav unless it is one.
      if controller(at: splitPath).split?.columnStyle != nil {
        return try setColumn(.primary, to: blueprint, ofSplitAt: splitPath)
      }
      try showAsPrimary(try instantiate(blueprint), inSplitAt: splitPath)
    }
  }

  /// The checked push or presentation of a `show`; nil when a split handles it, which runs as
  /// a transaction.
  func checkedShow(
    _ blueprint: Blueprint, to target: ShowTarget
  ) throws(NavigationError) -> CheckedChange? {
    switch target {
    case .navigation(let navPath):
      return try checkedPush(blueprint, onto: navPath)
    case .split:
      return nil
    case .windowRoot:
      return try checkedPresent(blueprint, from: [], style: blueprint.style ?? .automatic)
    }
  }

  /// `UISplitViewController.show(_:sender:)`: the controller replaces the primary.
  mutating func showAsPrimary(
    _ built: Controller, inSplitAt path: ControllerPath
  ) throws(NavigationError) {
    window.update(at: path) { $0.setColumn(.primary, to: built) }
  }

  mutating func setRoot(_ blueprint: Blueprint) throws(NavigationError) {
    let roots = try instantiate([blueprint], replacing: [window.root])
    window.root = roots[0]
  }
}
