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
      let held = plainContents(controller)
      if controller.contentsBits & held != held {
        found.append("contents of \(path): \(controller.contentsBits) misses some of \(held)")
      }
      let ids = controller.subtreeIDs.reduce(0) { $0 | SubtreeContents.bit(ofID: $1) }
      if controller.idBits & ids != ids {
        found.append("ids of \(path): \(controller.idBits) misses some of \(ids)")
      }
    }
    for start in [[], window.topmostController, window.top] {
      for (_, options) in SearchOptions.presetNames + SearchOptions.bitNames {
        for options in [options, options.union(.parent)] {
          let fast = window.visitOrder(from: start, options: options)
          let plain = plainVisitOrder(from: start, options: options)
          if fast != plain {
            found.append("visit order from \(start) with \(options): \(fast) != \(plain)")
          }
        }
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

  /// What a controller's subtree holds, exactly, as `SubtreeContents` bits.
  private func plainContents(_ controller: Controller) -> UInt64 {
    var bits = SubtreeContents.bit(of: controller.kind)
    if controller.kind == .screen { bits |= SubtreeContents.bit(ofType: controller.type) }
    if controller.firstNonDismissiblePlain != nil { bits |= SubtreeContents.refusesDismissal }
    for child in controller.children {
      bits |= plainContents(child) & ~SubtreeContents.refusesDismissal
    }
    if let presented = controller.presented {
      bits |= plainContents(presented.controller) & ~SubtreeContents.refusesDismissal
    }
    return bits
  }

  /// RouteComposer's visit order, as the engine computed it before it took shortcuts: a lookup
  /// from the root for every controller and every presentation, every subtree remembered.
  private func plainVisitOrder(from start: ControllerPath, options: SearchOptions)
    -> [ControllerPath]
  {
    var order: [ControllerPath] = []
    var searched: Set<String> = []
    func visit(_ path: ControllerPath, _ options: SearchOptions) {
      guard let controller = window[path],
        searched.insert("\(path) \(options.rawValue)").inserted
      else { return }
      if options.contains(.current), !order.contains(path) { order.append(path) }
      if options.contains(.parent), let parent = path.parent { visit(parent, [.current, .parent]) }
      if options.contains(.visible) || options.contains(.contained) {
        var indices = Array(controller.visibleChildRangeForFinders)
        if options.contains(.contained) {
          indices += controller.children.indices.filter { !indices.contains($0) }
        }
        var childOptions: SearchOptions =
          options.contains(.visible) ? .currentVisibleOnly : .currentAllStack
        if options.contains(.presented) { childOptions.insert(.presented) }
        for index in indices { visit(path + [.child(index)], childOptions) }
      }
      if options.contains(.presented) {
        var current: ControllerPath? = path
        while let candidate = current {
          if window[candidate]?.presented != nil {
            visit(candidate + [.presented], options.subtracting(.presenting))
            break
          }
          current = candidate.parent
        }
      }
      if options.contains(.presenting), let presenter = path.layerRoot.presenter {
        visit(presenter, options.subtracting(.presented))
      }
    }
    visit(start, options)
    return order
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

extension Controller {
  /// `firstNonDismissible` without the shortcut of the contents' bits.
  fileprivate var firstNonDismissiblePlain: Controller? {
    if !isDismissible { return self }
    guard [.nav, .tabs, .split].contains(kind) else { return nil }
    return children.lazy.compactMap(\.firstNonDismissiblePlain).first
  }
}
