// RouteComposer's stack iteration (`UIViewController.findViewController(in:options:using:)`,
// `DefaultStackIterator`): the visit order its finders follow, which differs from the simpler
// search order of selectors. At each controller: test it (`current`); climb its parents
// (`parent`); visit a container's visible children, then (`contained`) the others, each child
// searched with `[current, visible]` or `[current, contained]` plus `presented`; then what the
// controller presents (`presented`, with UIKit's *effective* presented controller: the one
// presented by it or by one of its ancestors); then what presents its layer (`presenting`).

extension Window {
  /// UIKit's `window.topmostViewController`: from the root, follow each layer root's own presented
  /// controller.
  ///
  /// A context presentation deeper in a layer is not followed, as UIKit does not report it through
  /// the parent chain (RouteComposer issue #46).
  public var topmostController: ControllerPath {
    var path: ControllerPath = []
    while self[path]?.presented != nil { path.append(.presented) }
    return path
  }

  /// UIKit's effective `presentedViewController`: what the controller or its nearest presenting
  /// ancestor in its layer presents.
  public func effectivePresented(of path: ControllerPath) -> ControllerPath? {
    var current: ControllerPath? = path
    while let candidate = current {
      if self[candidate]?.presented != nil { return candidate + [.presented] }
      current = candidate.parent
    }
    return nil
  }

  /// UIKit's `presentingViewController`: the presenter of the layer holding the controller.
  public func effectivePresenting(of path: ControllerPath) -> ControllerPath? {
    path.layerRoot.presenter
  }

  /// The first controller RouteComposer's iteration reaches from `start` with `options` that
  /// satisfies the predicate.
  public func firstInVisitOrder(
    from start: ControllerPath, options: SearchOptions,
    where predicate: (Controller, ControllerPath) -> Bool
  ) -> ControllerPath? {
    var searched: Set<VisitKey> = []
    return visit(start, options: options, searched: &searched, predicate)
  }

  /// Every controller the iteration tests, in order, each once (tests and documentation).
  public func visitOrder(from start: ControllerPath, options: SearchOptions) -> [ControllerPath] {
    var order: [ControllerPath] = []
    _ = firstInVisitOrder(from: start, options: options) { _, path in
      if !order.contains(path) { order.append(path) }
      return false
    }
    return order
  }

  /// A subtree already searched with some options; searching it again finds nothing new, and
  /// skipping it keeps the effective-presented revisits from multiplying.
  private struct VisitKey: Hashable {
    var path: ControllerPath
    var options: UInt8
  }

  private func visit(
    _ path: ControllerPath, options: SearchOptions, searched: inout Set<VisitKey>,
    _ predicate: (Controller, ControllerPath) -> Bool
  ) -> ControllerPath? {
    guard let controller = self[path],
      searched.insert(VisitKey(path: path, options: options.rawValue)).inserted
    else { return nil }
    if options.contains(.current), predicate(controller, path) { return path }
    if options.contains(.parent), let parent = path.parent,
      let found = visit(parent, options: [.current, .parent], searched: &searched, predicate)
    {
      return found
    }
    if options.contains(.visible) || options.contains(.contained), !controller.children.isEmpty {
      var order = controller.visibleChildrenForFinders
      if options.contains(.contained) {
        order += controller.children.indices.filter { !order.contains($0) }
      }
      var childOptions: SearchOptions =
        options.contains(.visible) ? .currentVisibleOnly : .currentAllStack
      if options.contains(.presented) { childOptions.insert(.presented) }
      for index in order {
        if let found = visit(
          path + [.child(index)], options: childOptions, searched: &searched, predicate)
        {
          return found
        }
      }
    }
    if options.contains(.presented), let presented = effectivePresented(of: path),
      let found = visit(
        presented, options: options.subtracting(.presenting), searched: &searched, predicate)
    {
      return found
    }
    if options.contains(.presenting), let presenting = effectivePresenting(of: path),
      let found = visit(
        presenting, options: options.subtracting(.presented), searched: &searched, predicate)
    {
      return found
    }
    return nil
  }
}

extension Controller {
  /// The children RouteComposer's container adapters report as visible: a nav's or a fluid
  /// stack's top, the selected tab, every column of a split, every child of a custom container.
  var visibleChildrenForFinders: [Int] {
    guard !children.isEmpty else { return [] }
    switch kind {
    case .nav, .stack: return [children.count - 1]
    case .tabs: return children.indices.contains(selectedIndex) ? [selectedIndex] : []
    case .split, .screen, .pages: return Array(children.indices)
    }
  }
}
