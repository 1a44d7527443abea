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
    guard let controller = self[start] else { return nil }
    // Only a presentation lets the iteration come back to a subtree it searched (through the
    // effective presented controller of each of its descendants, or the presenter of a
    // layer): without one, it walks each subtree once and needs no record of them.
    var search = VisitSearch(remembers: root.containsPresenter)
    var path = start
    path.reserveCapacity(start.count + 8)
    return visit(
      controller, at: &path, options: options, presented: .unknown, search: &search, predicate)
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

  /// The subtrees already searched, each with the options it was searched with.
  ///
  /// Searching one again finds nothing new, and skipping it keeps the effective-presented
  /// revisits from multiplying. A controller is known by its storage: ids are unique in a
  /// window, so two places never hold one storage.
  private struct VisitSearch {
    var remembers: Bool
    var searched: Set<VisitKey> = []

    /// Whether the controller with these options is searched for the first time.
    mutating func isFirst(_ controller: Controller, _ options: SearchOptions) -> Bool {
      guard remembers else { return true }
      let key = VisitKey(storage: controller.storageIdentity, options: options.rawValue)
      return searched.insert(key).inserted
    }
  }

  private struct VisitKey: Hashable {
    var storage: ObjectIdentifier
    var options: UInt8
  }

  /// UIKit's effective presented controller of the controller being visited, when the visit
  /// of its parent knew it: the parent's, unless the controller presents itself.
  private enum KnownPresented {
    case unknown
    case known(ControllerPath?)
  }

  /// Visits the controller at `path` (which the visit leaves as it found it).
  private func visit(
    _ controller: Controller, at path: inout ControllerPath, options: SearchOptions,
    presented: KnownPresented, search: inout VisitSearch,
    _ predicate: (Controller, ControllerPath) -> Bool
  ) -> ControllerPath? {
    guard search.isFirst(controller, options) else { return nil }
    if options.contains(.current), predicate(controller, path) { return path }
    if options.contains(.parent), let parent = path.parent, let container = self[parent] {
      var parentPath = parent
      if let found = visit(
        container, at: &parentPath, options: [.current, .parent], presented: .unknown,
        search: &search, predicate)
      {
        return found
      }
    }
    // The effective presented controller, worked out once for this controller and handed to
    // its children, which share it unless they present.
    var effective: ControllerPath?
    if options.contains(.presented) {
      if controller.isPresenting {
        effective = path + [.presented]
      } else if case .known(let inherited) = presented {
        effective = inherited
      } else {
        effective = effectivePresented(of: path)
      }
    }
    let children = controller.children
    if options.contains(.visible) || options.contains(.contained), !children.isEmpty {
      var childOptions: SearchOptions =
        options.contains(.visible) ? .currentVisibleOnly : .currentAllStack
      if options.contains(.presented) { childOptions.insert(.presented) }
      let handed: KnownPresented = options.contains(.presented) ? .known(effective) : .unknown
      func visitChild(_ index: Int) -> ControllerPath? {
        path.append(.child(index))
        defer { path.removeLast() }
        return visit(
          children[index], at: &path, options: childOptions, presented: handed,
          search: &search, predicate)
      }
      // The visible children first, then (with `contained`) the others in order.
      let visible = controller.visibleChildRangeForFinders
      for index in visible {
        if let found = visitChild(index) { return found }
      }
      if options.contains(.contained) {
        for index in children.indices where !visible.contains(index) {
          if let found = visitChild(index) { return found }
        }
      }
    }
    if let effective, let target = self[effective] {
      var targetPath = effective
      if let found = visit(
        target, at: &targetPath, options: options.subtracting(.presenting), presented: .unknown,
        search: &search, predicate)
      {
        return found
      }
    }
    if options.contains(.presenting), path.contains(.presented),
      let presenting = effectivePresenting(of: path), let target = self[presenting]
    {
      var targetPath = presenting
      if let found = visit(
        target, at: &targetPath, options: options.subtracting(.presented), presented: .unknown,
        search: &search, predicate)
      {
        return found
      }
    }
    return nil
  }
}

extension Controller {
  /// The children RouteComposer's container adapters report as visible: a nav's or a fluid
  /// stack's top, the selected tab, every column of a split, every child of a custom container
  /// (always consecutive).
  var visibleChildRangeForFinders: Range<Int> {
    guard !children.isEmpty else { return 0..<0 }
    switch kind {
    case .nav, .stack: return (children.count - 1)..<children.count
    case .tabs:
      return children.indices.contains(selectedIndex) ? selectedIndex..<(selectedIndex + 1) : 0..<0
    case .split, .screen, .pages: return children.indices
    }
  }
}
