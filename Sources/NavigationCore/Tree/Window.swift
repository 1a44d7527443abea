// The window: one root controller, the horizontal size class, and the walks over the tree that
// UIKit's rules need (layers of presentations, the visible set, `top`, the search order).

/// A window with its root controller.
public struct Window: Sendable, Equatable {
  /// The horizontal size class.
  public var sizeClass: SizeClass
  /// The root view controller.
  public var root: Controller

  /// Creates a window.
  public init(sizeClass: SizeClass = .regular, root: Controller) {
    self.sizeClass = sizeClass
    self.root = root
  }

  /// The controller at a path.
  public subscript(path: ControllerPath) -> Controller? {
    root.descendant(at: path)
  }

  /// Mutates the controller at an existing path in place.
  @discardableResult
  public mutating func update<Result, Failure: Error>(
    at path: ControllerPath, _ body: (inout Controller) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    try root.update(at: path[...], body)
  }

  /// The roots of the presentation layers, bottom first: the window root first, each layer
  /// before the layers it presents.
  public var layers: [ControllerPath] {
    layersTopmostFirst.reversed()
  }

  /// The root of the topmost layer.
  public var topmostLayer: ControllerPath {
    var layer: ControllerPath = []
    while let next = presentedLayer(above: layer) { layer = next }
    return layer
  }

  /// The layer a layer presents. When a context-defining child presents too, the presentation
  /// attached nearest the layer root covers the others and counts as the one above.
  func presentedLayer(above layer: ControllerPath) -> ControllerPath? {
    // Stops at the first presenter in pre-order instead of listing them all: `top`,
    // `topmostLayer` and `visibleLayers` ask this on every step.
    guard let root = self[layer], let presenter = Self.firstPresenter(in: root) else {
      return nil
    }
    return layer + presenter + [.presented]
  }

  /// The path below `controller` of the first controller in tree order that presents. The
  /// path is built only on the way back from a hit, since most walks find nothing.
  private static func firstPresenter(in controller: Controller) -> ControllerPath? {
    if controller.isPresenting { return [] }
    let children = controller.children
    for index in children.indices {
      if let below = firstPresenter(in: children[index]) { return [.child(index)] + below }
    }
    return nil
  }

  /// The layers presented from within a layer, outermost presenter first (tree pre-order).
  func presentedLayers(of layer: ControllerPath) -> [ControllerPath] {
    guard let root = self[layer] else { return [] }
    var found: [ControllerPath] = []
    var path = layer
    Self.collectPresenters(root, &path, into: &found)
    return found
  }

  private static func collectPresenters(
    _ controller: Controller, _ path: inout ControllerPath, into found: inout [ControllerPath]
  ) {
    if controller.isPresenting { found.append(path + [.presented]) }
    for (index, child) in controller.children.enumerated() {
      path.append(.child(index))
      collectPresenters(child, &path, into: &found)
      path.removeLast()
    }
  }

  /// Every layer, topmost first: a layer's presentations (each with what it presents) come
  /// before the layer itself, the outermost presentation first.
  public var layersTopmostFirst: [ControllerPath] {
    // One array filled in place: resolving a selector walks this order on most steps.
    var result: [ControllerPath] = []
    func append(_ layer: ControllerPath) {
      for presented in presentedLayers(of: layer) { append(presented) }
      result.append(layer)
    }
    append([])
    return result
  }

  /// The visible layers, topmost first: the topmost one and each one below it that shows
  /// through the presentations above it.
  public var visibleLayers: [ControllerPath] {
    var chain: [ControllerPath] = [[]]
    while let next = presentedLayer(above: chain[chain.count - 1]) { chain.append(next) }
    var visible: [ControllerPath] = []
    for layer in chain.reversed() {
      visible.append(layer)
      guard let style = layer.isEmpty ? nil : self[layer.presenter ?? []]?.presented?.style,
        style.keepsPresenterVisible
      else { break }
    }
    return visible
  }

  /// The paths of the visible screens, bottom layer first and in tree order within a layer.
  public var visibleScreens: [ControllerPath] {
    var result: [ControllerPath] = []
    forEachVisibleScreen { _, path in result.append(path) }
    return result
  }

  /// Visits the visible screens, bottom layer first and in tree order within a layer.
  public func forEachVisibleScreen(_ visit: (Controller, ControllerPath) -> Void) {
    for layer in visibleLayers.reversed() {
      guard let root = self[layer] else { continue }
      var path = layer
      Self.visitVisibleScreens(root, &path, visit)
    }
  }

  private static func visitVisibleScreens(
    _ controller: Controller, _ path: inout ControllerPath,
    _ visit: (Controller, ControllerPath) -> Void
  ) {
    if controller.kind == .screen { visit(controller, path) }
    controller.forEachVisibleChild { index, child in
      path.append(.child(index))
      visitVisibleScreens(child, &path, visit)
      path.removeLast()
    }
  }

  /// `top`: the visible leaf of the topmost layer.
  public var top: ControllerPath {
    let layer = topmostLayer
    guard let root = self[layer] else { return layer }
    return layer + root.visibleLeafPath
  }

  /// Every controller in search order (SPEC §2, RouteComposer's full-stack order): the topmost
  /// layer first, visible children before the others, then the layers below.
  public var searchOrder: [ControllerPath] {
    var result: [ControllerPath] = []
    _ = firstInSearchOrder { _, path in
      result.append(path)
      return false
    }
    return result
  }

  /// The first controller in search order that satisfies a predicate.
  public func firstInSearchOrder(
    where predicate: (Controller, ControllerPath) -> Bool
  ) -> ControllerPath? {
    for layer in layersTopmostFirst {
      guard let root = self[layer] else { continue }
      var path = layer
      if Self.search(root, &path, where: predicate) { return path }
    }
    return nil
  }

  /// Searches below a controller; on success `path` is the found controller's.
  private static func search(
    _ controller: Controller, _ path: inout ControllerPath,
    where predicate: (Controller, ControllerPath) -> Bool
  ) -> Bool {
    if predicate(controller, path) { return true }
    for index in controller.searchOrderOfChildren {
      path.append(.child(index))
      if search(controller.children[index], &path, where: predicate) { return true }
      path.removeLast()
    }
    return false
  }

  /// The path of the controller with an id, anywhere in the window.
  public func path(ofID id: String) -> ControllerPath? {
    firstInSearchOrder { controller, _ in controller.id == id }
  }

  /// Visits every controller of a layer in tree order without crossing into presentations.
  func walkLayer(
    _ controller: Controller, at path: ControllerPath,
    _ visit: (Controller, ControllerPath) -> Void
  ) {
    var buffer = path
    Self.walk(controller, &buffer, visit)
  }

  private static func walk(
    _ controller: Controller, _ path: inout ControllerPath,
    _ visit: (Controller, ControllerPath) -> Void
  ) {
    visit(controller, path)
    for (index, child) in controller.children.enumerated() {
      path.append(.child(index))
      walk(child, &path, visit)
      path.removeLast()
    }
  }

  /// Whether a controller with this id is anywhere in the window.
  public func contains(id: String) -> Bool {
    root.subtreeContains(id: id)
  }

  /// Every controller of the window, presentations included, in tree order.
  public var allControllers: [(controller: Controller, path: ControllerPath)] {
    var result: [(Controller, ControllerPath)] = []
    for layer in layers {
      guard let root = self[layer] else { continue }
      walkLayer(root, at: layer) { result.append(($0, $1)) }
    }
    return result
  }

  /// The nearest ancestor of a controller (itself included) within its layer that satisfies a
  /// predicate, following parent links only.
  public func nearestAncestor(
    of path: ControllerPath, includingSelf: Bool = true, where predicate: (Controller) -> Bool
  ) -> ControllerPath? {
    var current: ControllerPath? = includingSelf ? path : path.parent
    while let candidate = current {
      if let controller = self[candidate], predicate(controller) { return candidate }
      current = candidate.parent
    }
    return nil
  }
}

extension Controller {
  /// Calls `body` with each child shown with this controller, without allocating.
  public func forEachVisibleChild(_ body: (Int, Controller) -> Void) {
    let children = self.children
    guard !children.isEmpty else { return }
    switch kind {
    case .screen:
      for (index, child) in children.enumerated() { body(index, child) }
    case .nav, .stack:
      body(children.count - 1, children[children.count - 1])
    case .tabs:
      let selected = selectedIndex
      if children.indices.contains(selected) { body(selected, children[selected]) }
    case .split:
      if split?.isCollapsed ?? false {
        if let shown = collapsedColumnIndex { body(shown, children[shown]) }
      } else {
        for (index, child) in children.enumerated() { body(index, child) }
      }
    }
  }

  /// The indices of the children shown with this controller (`forEachVisibleChild`'s).
  public var visibleChildIndices: [Int] {
    var indices: [Int] = []
    forEachVisibleChild { index, _ in indices.append(index) }
    return indices
  }

  /// The indices of the children in search order: visible ones first, then the rest in order.
  public var searchOrderOfChildren: [Int] {
    let visible = visibleChildIndices
    guard visible.count < children.count else { return visible }
    let order = visible + children.indices.filter { !visible.contains($0) }
    return order
  }

  /// The path from this controller to its visible leaf (SPEC §2 `top`).
  public var visibleLeafPath: ControllerPath {
    let next: Int?
    switch kind {
    case .screen, .nav, .stack: next = children.indices.last
    case .tabs: next = children.indices.contains(selectedIndex) ? selectedIndex : nil
    case .split:
      next =
        (split?.isCollapsed ?? false)
        ? collapsedColumnIndex : (index(of: .secondary) ?? index(of: .primary))
    }
    guard let next else { return [] }
    return [.child(next)] + children[next].visibleLeafPath
  }
}
