// The window: one root controller, the horizontal size class, and the walks over the tree that
// UIKit's rules need (layers of presentations, the visible set, `top`, the search order).

/// A window with its root controller.
public struct Window: Sendable, Equatable {
  /// The horizontal size class.
  public var sizeClass: SizeClass
  /// The vertical size class: compact on an iPhone in landscape.
  public var verticalSizeClass: SizeClass = .regular
  /// How wide the window is within its horizontal size class (docs/split.md#window-width).
  public var width: WindowWidth = .wide
  /// The root view controller.
  public var root: Controller

  /// Creates a window.
  public init(sizeClass: SizeClass = .regular, root: Controller) {
    self.sizeClass = sizeClass
    self.root = root
  }

  /// Both size classes.
  public var traits: Traits { Traits(horizontal: sizeClass, vertical: verticalSizeClass) }

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
    var root = self.root
    while let presentation = Self.firstPresentation(in: root, extending: &layer) {
      layer.append(.presented)
      root = presentation.controller
    }
    return layer
  }

  /// The layer a layer presents.
  ///
  /// When a context-defining child presents too, the presentation attached nearest the layer root
  /// covers the others and counts as the one above.
  func presentedLayer(above layer: ControllerPath) -> ControllerPath? {
    guard let root = self[layer] else { return nil }
    var path = layer
    guard Self.firstPresentation(in: root, extending: &path) != nil else { return nil }
    path.append(.presented)
    return path
  }

  /// The presentation of the first visible controller in tree order, from `controller` down, that
  /// presents, without crossing into presentations: a context presentation made from a controller
  /// that is not shown (a tab that is not selected) is hidden with it, so it is not the layer
  /// above.
  ///
  /// On a hit `path` has grown by the way down to the presenter; on a miss it is as it was. `top`,
  /// `topmostLayer` and the visible set ask this on every step, so the path grows in place instead
  /// of being rebuilt.
  static func firstPresentation(
    in controller: Controller, extending path: inout ControllerPath
  ) -> Presentation? {
    if controller.isPresenting { return controller.presentations[0] }
    guard controller.containsPresenter else { return nil }
    let children = controller.children
    var found: Presentation?
    _ = controller.firstVisibleChild { index in
      guard children[index].containsPresenter else { return false }
      path.append(.child(index))
      found = firstPresentation(in: children[index], extending: &path)
      if found == nil { path.removeLast() }
      return found != nil
    }
    return found
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
    // The mark says whether any child holds a presenter, so that a step on a deep stack does
    // not look at every child for one.
    guard controller.childContainsPresenter else { return }
    for (index, child) in controller.children.enumerated() where child.containsPresenter {
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

  /// A layer that shows, with the part of it that a context presentation covers.
  struct VisibleLayer {
    /// The layer's root.
    var path: ControllerPath
    var root: Controller
    /// The controller, relative to the layer root, whose subtree a `currentContext`
    /// presentation above covers; nil when the whole layer shows.
    var covered: ControllerPath?
  }

  /// The visible layers, topmost first: the topmost one and each one below it that shows through
  /// the presentations above it.
  ///
  /// A presentation covers what its presenter shows: from a layer root (every style but the context
  /// ones) the whole layer and what is below it, unless its style keeps the presenter visible; from
  /// a context-defining controller only that controller's subtree, so the rest of the layer and
  /// the layers below stay as they were — a sheet's root that defines the context loses its
  /// views, not what shows behind the sheet.
  var visibleLayerChain: [VisibleLayer] {
    var chain: [(layer: VisibleLayer, presenter: ControllerPath, style: PresentationStyle)] = []
    var layer = VisibleLayer(path: [], root: root, covered: nil)
    while true {
      var path = layer.path
      guard let presentation = Self.firstPresentation(in: layer.root, extending: &path) else {
        break
      }
      chain.append((layer, Array(path[layer.path.count...]), presentation.style))
      path.append(.presented)
      layer = VisibleLayer(path: path, root: presentation.controller, covered: nil)
    }
    var visible = [layer]
    for (below, presenter, style) in chain.reversed() {
      if style.keepsPresenterVisible {
        visible.append(below)
      } else if presenter.isEmpty, !style.usesContext || !below.root.definesContext {
        break
      } else {
        var partly = below
        partly.covered = presenter
        visible.append(partly)
      }
    }
    return visible
  }

  /// The visible layers, topmost first (`visibleLayerChain`'s paths).
  public var visibleLayers: [ControllerPath] {
    visibleLayerChain.map(\.path)
  }

  /// The paths of the visible screens, bottom layer first and in tree order within a layer.
  public var visibleScreens: [ControllerPath] {
    var result: [ControllerPath] = []
    forEachVisibleScreen { _, path in result.append(path) }
    return result
  }

  /// Whether the controller at `path` is one of the visible screens.
  public func isVisibleScreen(_ path: ControllerPath) -> Bool {
    var found = false
    forEachVisibleScreen { _, visible in found = found || visible == path }
    return found
  }

  /// Visits the visible screens, bottom layer first and in tree order within a layer.
  public func forEachVisibleScreen(_ visit: (Controller, ControllerPath) -> Void) {
    for layer in visibleLayerChain.reversed() {
      var path = layer.path
      let covered = layer.covered.map { layer.path + $0 }
      Self.visitVisibleScreens(layer.root, &path, skipping: covered, visit)
    }
  }

  private static func visitVisibleScreens(
    _ controller: Controller, _ path: inout ControllerPath, skipping covered: ControllerPath?,
    _ visit: (Controller, ControllerPath) -> Void
  ) {
    guard path != covered else { return }
    if controller.kind == .screen { visit(controller, path) }
    controller.forEachVisibleChild { index, child in
      path.append(.child(index))
      visitVisibleScreens(child, &path, skipping: covered, visit)
      path.removeLast()
    }
  }

  /// `top`: the visible leaf of the topmost layer.
  public var top: ControllerPath {
    pathToTop(noting: { _ in false }).path
  }

  /// The path to `top`, and how long the path is to the deepest controller of the topmost
  /// layer on the way that satisfies a predicate (`top` included): most steps act on the
  /// nearest nav of `top`, and this finds both in one walk.
  func pathToTop(
    noting predicate: (Controller) -> Bool
  ) -> (path: ControllerPath, notedLength: Int?) {
    // Room for a typical depth at once, rather than growing the path 1, 2, 4… on the way down.
    var path: ControllerPath = []
    path.reserveCapacity(8)
    var layer = root
    while let presentation = Self.firstPresentation(in: layer, extending: &path) {
      path.append(.presented)
      layer = presentation.controller
    }
    var notedLength = predicate(layer) ? path.count : nil
    layer.appendVisibleLeafPath(to: &path) { controller, length in
      if predicate(controller) { notedLength = length }
    }
    return (path, notedLength)
  }

  /// Every controller in search order (RouteComposer's full-stack order,
  /// docs/scenario-language.md): the topmost layer first, visible children before the others, then
  /// the layers below.
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
    firstInLayers { root, path in Self.search(root, &path, where: predicate) }
  }

  /// Runs `search` on each layer, topmost first, until one finds a controller; returns its path.
  ///
  /// `search` extends the layer's path to what it found.
  private func firstInLayers(
    _ search: (Controller, inout ControllerPath) -> Bool
  ) -> ControllerPath? {
    for layer in layersTopmostFirst {
      guard let root = self[layer] else { continue }
      var path = layer
      if search(root, &path) { return path }
    }
    return nil
  }

  /// Searches below a controller; on success `path` is the found controller's.
  private static func search(
    _ controller: Controller, _ path: inout ControllerPath,
    where predicate: (Controller, ControllerPath) -> Bool
  ) -> Bool {
    if predicate(controller, path) { return true }
    let children = controller.children
    return controller.firstChildInSearchOrder { index in
      path.append(.child(index))
      if search(children[index], &path, where: predicate) { return true }
      path.removeLast()
      return false
    }
  }

  /// The path of the controller with an id, anywhere in the window.
  ///
  /// Ids are unique in a window, so any order finds the same controller: children are looked at
  /// last first, where the controllers steps name tend to be (a stack's top few, the tabs added
  /// last), so that a `popTo` down a deep stack does not walk the whole stack each time.
  public func path(ofID id: String) -> ControllerPath? {
    let bit = SubtreeContents.bit(ofID: id)
    var path: ControllerPath = []
    return Self.searchLastChildFirst(root, &path, for: id, bit: bit) ? path : nil
  }

  /// Looks in what a controller presents, then in its children, last first, skipping the
  /// subtrees whose ids lack the id's bit (`SubtreeContents`): one walk of the window that
  /// makes no list of its layers.
  private static func searchLastChildFirst(
    _ controller: Controller, _ path: inout ControllerPath, for id: String, bit: UInt64
  ) -> Bool {
    guard controller.mayHoldID(withBit: bit) else { return false }
    if controller.id == id { return true }
    if let presented = controller.presented {
      path.append(.presented)
      if searchLastChildFirst(presented.controller, &path, for: id, bit: bit) { return true }
      path.removeLast()
    }
    let children = controller.children
    for index in children.indices.reversed() {
      path.append(.child(index))
      if searchLastChildFirst(children[index], &path, for: id, bit: bit) { return true }
      path.removeLast()
    }
    return false
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

  /// Visits every controller of the window, presentations included, parents before their
  /// children and presented controllers, without making their paths; a stack of its own, so
  /// a long chain of presentations cannot exhaust the thread's.
  public func forEachController(_ visit: (Controller) -> Void) {
    var pending = [root]
    while let controller = pending.popLast() {
      visit(controller)
      if let presented = controller.presentations.first { pending.append(presented.controller) }
      pending.append(contentsOf: controller.children.reversed())
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
    // One walk down the path, remembering the deepest match, instead of a lookup from the
    // root for each ancestor: the default selector of most steps comes here.
    if !includingSelf, path.last == nil || path.last == .presented { return nil }
    let end = includingSelf ? path.count : path.count - 1
    let layerStart = path[..<end].lastIndex(of: .presented).map { $0 + 1 } ?? 0
    guard var current = root.descendant(at: path[..<layerStart]) else { return nil }
    var deepest: Int?
    for length in layerStart...end {
      if predicate(current) { deepest = length }
      guard length < end else { break }
      guard case .child(let index) = path[length], current.children.indices.contains(index)
      else { break }
      current = current.children[index]
    }
    return deepest.map { Array(path[..<$0]) }
  }

}

extension Controller {
  /// Calls `body` with each child shown with this controller, without allocating.
  public func forEachVisibleChild(_ body: (Int, Controller) -> Void) {
    let children = self.children
    guard !children.isEmpty else { return }
    switch kind {
    case .screen, .pages:
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
        for (index, child) in children.enumerated() where showsExpandedColumn(at: index) {
          body(index, child)
        }
      }
    }
  }

  /// Calls `body` with the index of each child shown with this controller, in order, until it
  /// returns true; returns whether it did.
  func firstVisibleChild(_ body: (Int) -> Bool) -> Bool {
    let count = children.count
    guard count > 0 else { return false }
    switch kind {
    case .screen, .pages:
      return (0..<count).contains(where: body)
    case .nav, .stack:
      return body(count - 1)
    case .tabs:
      return (0..<count).contains(selectedIndex) && body(selectedIndex)
    case .split:
      if split?.isCollapsed ?? false {
        return collapsedColumnIndex.map(body) ?? false
      }
      return (0..<count).contains { showsExpandedColumn(at: $0) && body($0) }
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
    var order: [Int] = []
    _ = firstChildInSearchOrder { index in
      order.append(index)
      return false
    }
    return order
  }

  /// Calls `body` with the children's indices in search order until it returns true; returns
  /// whether it did.
  ///
  /// Every selector resolution walks this order, so it is produced without the arrays of
  /// `searchOrderOfChildren`.
  func firstChildInSearchOrder(_ body: (Int) -> Bool) -> Bool {
    let count = children.count
    guard count > 0 else { return false }
    // The child shown alone, when only one is (a stack's top, the selected tab, a collapsed
    // split's column); nil when every child is shown, which keeps tree order.
    let shownAlone: Int?
    switch kind {
    case .screen, .pages: shownAlone = nil
    case .nav, .stack: shownAlone = count - 1
    case .tabs: shownAlone = selectedIndex
    case .split: shownAlone = split?.isCollapsed ?? false ? collapsedColumnIndex ?? -1 : nil
    }
    guard let shownAlone else {
      // An expanded split's hidden columns (and its `compact` column) come after the shown
      // ones.
      if kind == .split {
        for index in 0..<count where showsExpandedColumn(at: index) && body(index) { return true }
        for index in 0..<count where !showsExpandedColumn(at: index) && body(index) {
          return true
        }
        return false
      }
      for index in 0..<count where body(index) { return true }
      return false
    }
    if (0..<count).contains(shownAlone), body(shownAlone) { return true }
    for index in 0..<count where index != shownAlone && body(index) { return true }
    return false
  }

  /// The path from this controller to its visible leaf (`top`, docs/scenario-language.md).
  public var visibleLeafPath: ControllerPath {
    var path: ControllerPath = []
    appendVisibleLeafPath(to: &path)
    return path
  }

  /// Appends the path to the visible leaf, one step per level, to a path being built, and
  /// shows `body` each controller on the way below this one with the path's length there.
  func appendVisibleLeafPath(
    to path: inout ControllerPath, visiting body: (Controller, Int) -> Void = { _, _ in }
  ) {
    var current = self
    while let next = current.visibleChildIndex {
      path.append(.child(next))
      current = current.children[next]
      body(current, path.count)
    }
  }

  /// The child `top` descends into: a stack's last, the selected tab, a split's shown column.
  private var visibleChildIndex: Int? {
    switch kind {
    case .screen, .nav, .stack, .pages: return children.indices.last
    case .tabs: return children.indices.contains(selectedIndex) ? selectedIndex : nil
    case .split:
      return (split?.isCollapsed ?? false)
        ? collapsedColumnIndex : (index(of: .secondary) ?? index(of: .primary))
    }
  }

  /// Whether the child at an index is shown while this split is expanded: every column but
  /// `compact` and those `hideColumn` hid.
  func showsExpandedColumn(at index: Int) -> Bool {
    guard let split, split.columns.indices.contains(index) else { return true }
    let column = split.columns[index]
    return column != .compact && !split.hiddenColumns.contains(column)
  }
}
