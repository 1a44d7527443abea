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

  /// The roots of the presentation layers, bottom first: the window root, then each presented
  /// controller after the layer that presents it.
  public var layers: [ControllerPath] {
    var result: [ControllerPath] = []
    func collect(layer: ControllerPath) {
      result.append(layer)
      guard let root = self[layer] else { return }
      walkLayer(root, at: layer) { controller, path in
        if controller.presented != nil { collect(layer: path + [.presented]) }
      }
    }
    collect(layer: [])
    return result
  }

  /// The root of the topmost layer.
  public var topmostLayer: ControllerPath {
    var layer: ControllerPath = []
    while let next = presentedLayer(above: layer) { layer = next }
    return layer
  }

  /// The layer a layer presents (the last one in tree order when a context presents too).
  func presentedLayer(above layer: ControllerPath) -> ControllerPath? {
    guard let root = self[layer] else { return nil }
    var found: ControllerPath?
    walkLayer(root, at: layer) { controller, path in
      if controller.presented != nil { found = path + [.presented] }
    }
    return found
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
    for layer in visibleLayers.reversed() {
      guard let root = self[layer] else { continue }
      collectVisibleScreens(root, at: layer, into: &result)
    }
    return result
  }

  private func collectVisibleScreens(
    _ controller: Controller, at path: ControllerPath, into result: inout [ControllerPath]
  ) {
    if controller.kind == .screen { result.append(path) }
    for index in controller.visibleChildIndices {
      collectVisibleScreens(controller.children[index], at: path + [.child(index)], into: &result)
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
    for layer in layers.reversed() {
      guard let root = self[layer] else { continue }
      if let found = Self.search(root, at: layer, where: predicate) { return found }
    }
    return nil
  }

  private static func search(
    _ controller: Controller, at path: ControllerPath,
    where predicate: (Controller, ControllerPath) -> Bool
  ) -> ControllerPath? {
    if predicate(controller, path) { return path }
    for index in controller.searchOrderOfChildren {
      let childPath = path + [.child(index)]
      if let found = search(controller.children[index], at: childPath, where: predicate) {
        return found
      }
    }
    return nil
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
    visit(controller, path)
    for (index, child) in controller.children.enumerated() {
      walkLayer(child, at: path + [.child(index)], visit)
    }
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
  /// The indices of the children shown with this controller.
  public var visibleChildIndices: [Int] {
    guard !children.isEmpty else { return [] }
    switch kind {
    case .screen: return Array(children.indices)
    case .nav, .stack: return [children.count - 1]
    case .tabs: return children.indices.contains(selectedIndex) ? [selectedIndex] : []
    case .split:
      if split?.isCollapsed ?? false { return collapsedColumnIndex.map { [$0] } ?? [] }
      return Array(children.indices)
    }
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
