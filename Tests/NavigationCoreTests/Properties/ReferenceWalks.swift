@testable import NavigationCore

/// The window's walks written the plain way, one lookup from the root per step and arrays
/// everywhere, so that the random harnesses can check that the engine's in-place versions
/// (built for speed) agree with them after every step.
extension NavigationState {
  /// Every difference between the engine's walks and their plain versions, and every hint the
  /// engine keeps that is no longer true.
  var referenceDisagreements: [String] {
    var found: [String] = []
    let paths = window.allControllers.map(\.path)
    let visibleByPath = window.visibleScreens.compactMap { window[$0]?.id }
    if window.visibleScreenControllers.map(\.id) != visibleByPath {
      found.append(
        "visible screens: \(window.visibleScreenControllers.map(\.id)) != \(visibleByPath)")
    }
    let topmost = window.visibleLayers.first ?? []
    let plainTop = topmost + (window[topmost]?.visibleLeafPath ?? [])
    if window.top != plainTop { found.append("top: \(window.top) != \(plainTop)") }
    for path in paths {
      for includingSelf in [true, false] {
        for kind in Controller.Kind.allCases {
          let fast = window.nearestAncestor(of: path, includingSelf: includingSelf) {
            $0.kind == kind
          }
          let plain = plainNearestAncestor(of: path, includingSelf: includingSelf) {
            $0.kind == kind
          }
          if fast != plain {
            found.append("nearest \(kind) of \(path) (self \(includingSelf)): \(fast as Any)")
          }
        }
      }
      guard let controller = window[path] else { continue }
      if controller.containsPresenter != plainContainsPresenter(controller) {
        found.append("presenter below \(path): \(controller.containsPresenter)")
      }
      let visible = controller.visibleChildIndices
      let plainOrder = visible + controller.children.indices.filter { !visible.contains($0) }
      if controller.searchOrderOfChildren != plainOrder {
        found.append("search order of \(path): \(controller.searchOrderOfChildren)")
      }
    }
    if hints.controllerCountBound < window.root.subtreeCount {
      found.append("count bound \(hints.controllerCountBound) < \(window.root.subtreeCount)")
    }
    if window.allControllers.contains(where: { $0.controller.split?.isSettled == false }) {
      found.append("a split is left unsettled")
    }
    return found
  }

  private func plainContainsPresenter(_ controller: Controller) -> Bool {
    controller.presented != nil || controller.children.contains { plainContainsPresenter($0) }
  }

  private func plainNearestAncestor(
    of path: ControllerPath, includingSelf: Bool, where predicate: (Controller) -> Bool
  ) -> ControllerPath? {
    var current: ControllerPath? = includingSelf ? path : path.parent
    while let candidate = current {
      if let controller = window[candidate], predicate(controller) { return candidate }
      current = candidate.parent
    }
    return nil
  }
}
