// AdaptiveCoordinator's automatic removal: when the navigation controller reports removed
// controllers, a coordinator whose controllers are all gone (and that has no child
// coordinators left) is removed from its parent. navrun checks after every operation, UIKit
// steps included, so a coordinator ends whichever way its last controller left the window.

extension NavigationState {
  /// Forgets controllers that left the window and removes the coordinators that ended:
  /// deepest first, a coordinator with no controller in the window and no child coordinator
  /// ends once it has displayed something (or once its nav or split is gone).
  mutating func endDepartedCoordinators() {
    guard !coordinators.isEmpty else { return }
    let inWindow = Set(window.allControllers.map(\.controller.id))
    for coordinator in coordinators.all.reversed() {
      coordinators.update(coordinator.id) { $0.displayed.removeAll { !inWindow.contains($0.id) } }
      guard let current = coordinators[coordinator.id], current.displayed.isEmpty,
        coordinators.children(of: current.id).isEmpty,
        current.hasDisplayed || !inWindow.contains(current.base.containerID)
      else { continue }
      coordinators.remove(current.id)
      log.append(.note("@\(current.id) ends"))
    }
  }
}
