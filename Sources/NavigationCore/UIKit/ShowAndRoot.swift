// `show(_:sender:)` and replacing the window root. UIKit's `show` asks the nearest navigation
// controller to push and falls back to a modal presentation.

extension NavigationState {
  mutating func show(_ blueprint: Blueprint) throws(NavigationError) {
    try apply(try checkedShow(blueprint))
  }

  func checkedShow(_ blueprint: Blueprint) throws(NavigationError) -> CheckedChange {
    let top = window.top
    if let navPath = window.nearestAncestor(of: top, where: { $0.kind == .nav }) {
      return try checkedPush(blueprint, onto: navPath)
    }
    return try checkedPresent(blueprint, from: top, style: blueprint.style ?? .automatic)
  }

  mutating func setRoot(_ blueprint: Blueprint) throws(NavigationError) {
    let roots = try instantiate([blueprint], replacing: [window.root])
    window.root = roots[0]
  }
}
