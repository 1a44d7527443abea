// Building controllers from blueprints: ids are assigned in creation order (pre-order), and an
// author's id that is already in the window is refused as UIKit refuses a controller that is
// already in the hierarchy.

extension NavigationState {
  /// Builds a blueprint into a controller, checking the author's ids against the window.
  mutating func instantiate(_ blueprint: Blueprint) throws(NavigationError) -> Controller {
    try instantiate([blueprint], replacing: [])[0]
  }

  /// Builds blueprints that take the place of `removed` controllers, whose ids are free again.
  ///
  /// Only an author's id can collide: generated ids are never handed out twice.
  mutating func instantiate(
    _ blueprints: [Blueprint], replacing removed: some Collection<Controller>
  ) throws(NavigationError) -> [Controller] {
    if let counted = try checkInstantiable(blueprints, replacing: removed) {
      hints.controllerCountBound = counted
    }
    var built: [Controller] = []
    for blueprint in blueprints { built.append(try build(blueprint)) }
    return built
  }

  /// Checks what `instantiate(_:replacing:)` checks before it builds anything: the authors' ids and
  /// the window's size.
  ///
  /// Returns the number of controllers in the window when it had to count them, near the limit, so
  /// that the caller can keep it as the new bound.
  func checkInstantiable(
    _ blueprints: [Blueprint], replacing removed: some Collection<Controller>
  ) throws(NavigationError) -> Int? {
    var seen: Set<String> = []
    for blueprint in blueprints { try Self.checkIDs(of: blueprint, against: &seen) }
    // Only an id handed out before can be in the window: a fresh one needs no walk.
    for id in seen where identifiers.mayHaveHandedOut(id) && window.contains(id: id) {
      guard removed.contains(where: { $0.subtreeContains(id: id) }) else {
        throw NavigationError(.alreadyInHierarchy, "#\(id) is already in the window")
      }
    }
    let added = blueprints.reduce(0) { $0 + $1.nodeCount }
    var counted: Int?
    if hints.controllerCountBound + added > Self.maximumControllers {
      counted = window.root.subtreeCount
    }
    let bound = counted ?? hints.controllerCountBound
    let remaining = bound - removed.reduce(0) { $0 + $1.subtreeCount }
    guard remaining + added <= Self.maximumControllers else {
      throw NavigationError(
        .treeTooLarge,
        "the window would hold \(remaining + added) controllers; the limit is "
          + "\(Self.maximumControllers)")
    }
    return counted
  }

  /// The most controllers a window may hold, so that a runaway scenario fails instead of
  /// slowing every step down.
  public static let maximumControllers = 20_000

  /// The deepest a window's tree may nest, presentations included: every walk of the tree
  /// goes down one level at a time, and a chain of thousands of presentations would only
  /// exhaust a thread's stack.
  public static let maximumDepth = 400

  /// Refuses a change that would put a controller `depth` levels below the window root.
  func checkDepth(_ depth: Int) throws(NavigationError) {
    guard depth > Self.maximumDepth else { return }
    throw NavigationError(
      .treeTooLarge,
      "the window would nest \(depth) levels deep; the limit is \(Self.maximumDepth)")
  }

  /// Builds a blueprint into a controller, checking the author's ids against `existing`.
  mutating func instantiate(
    _ blueprint: Blueprint, alongside existing: Set<String>
  ) throws(NavigationError) -> Controller {
    guard blueprint.nodeCount <= Self.maximumControllers else {
      throw NavigationError(
        .treeTooLarge,
        "the node holds \(blueprint.nodeCount) controllers; the limit is \(Self.maximumControllers)"
      )
    }
    var seen = existing
    try Self.checkIDs(of: blueprint, against: &seen, inWindow: existing)
    return try build(blueprint)
  }

  /// Refuses an id already seen: one of `inWindow`, or one given to two nodes of what is
  /// built.
  private static func checkIDs(
    of blueprint: Blueprint, against seen: inout Set<String>, inWindow: Set<String> = []
  ) throws(NavigationError) {
    if let id = blueprint.id, !seen.insert(id).inserted {
      guard inWindow.contains(id) else {
        throw NavigationError(
          .alreadyInHierarchy,
          "#\(id) is given to two nodes; an id names one controller of the window")
      }
      throw NavigationError(.alreadyInHierarchy, "#\(id) is already in the window")
    }
    for child in blueprint.children {
      try checkIDs(of: child, against: &seen, inWindow: inWindow)
    }
    for column in blueprint.columns {
      try checkIDs(of: column.blueprint, against: &seen, inWindow: inWindow)
    }
    if let presented = blueprint.presents {
      try checkIDs(of: presented, against: &seen, inWindow: inWindow)
    }
  }

  /// Builds a blueprint whose ids and size have been checked.
  ///
  /// Only a tab bar whose selected index does not exist can still fail, since its message names the
  /// id the tab bar gets.
  mutating func build(_ blueprint: Blueprint) throws(NavigationError) -> Controller {
    let type =
      blueprint.kind == .screen
      ? (blueprint.type ?? "Screen")
      : Self.swiftUIType(of: blueprint) ?? blueprint.kind.rawValue
    let id: String
    if let given = blueprint.id {
      identifiers.reserve(given)
      id = given
      forgetView(of: given)
    } else {
      id = identifiers.makeID(base: type)
    }
    var controller = makeController(id: id, kind: blueprint.kind, type: type)
    // Only what the blueprint says: a new controller already has the defaults, and every
    // start and every push builds controllers.
    if let context = blueprint.context { controller.context = context }
    if let isDetail = blueprint.isDetail { controller.isDetail = isDetail }
    if let isDismissible = blueprint.isDismissible { controller.isDismissible = isDismissible }
    if let modal = blueprint.isModalInPresentation { controller.isModalInPresentation = modal }
    if let definesContext = blueprint.definesContext { controller.definesContext = definesContext }
    if let relation = blueprint.relation { controller.relation = relation }
    if let answers = blueprint.answers { controller.answers = answers }
    if let pathValue = blueprint.pathValue { controller.pathValue = pathValue }
    if let item = blueprint.presentedItem { controller.presentedItem = item }
    if let options = blueprint.sheetOptions { controller.sheetOptions = options }
    if let tabItem = blueprint.tabItem { controller.tabItem = tabItem }
    let declared = blueprint.viewPresentations
    if !declared.isEmpty { controller.viewPresentations = declared }
    if let launch = blueprint.launch { hints.launches.append((id, launch)) }
    let childBlueprints = blueprint.children
    if !childBlueprints.isEmpty {
      // Built aside and set once: appending one by one grows the array and notes the
      // children's presentations again for each.
      var children = ChildList()
      children.reserveCapacity(childBlueprints.count)
      for child in childBlueprints { children.append(try build(child)) }
      controller.children = children
    }
    switch blueprint.kind {
    case .tabs:
      let selected = blueprint.selected ?? 0
      guard
        controller.children.indices.contains(selected)
          || (controller.children.isEmpty && selected == 0)
      else {
        throw NavigationError(
          .noSuchTab,
          "\(controller.label) has no tab \(selected); it has \(controller.children.count)"
        )
      }
      controller.selectedIndex = selected
      if let options = blueprint.tabView { controller.tabView = options }
    case .split:
      var state = SplitState()
      state.columnStyle = blueprint.columnStyle
      state.topColumnForCollapsing = blueprint.topColumnForCollapsing
      if let mode = blueprint.preferredDisplayMode, let style = state.columnStyle {
        state.preferredDisplayMode = mode
        state.hiddenColumns = mode.hiddenColumns(of: style)
      }
      // Without a policy, UIKit's own split: `nest` for the classic style, the column rules for
      // a column style.
      state.policy = blueprint.policy ?? .nest
      state.defaultDetail = blueprint.defaultDetail
      for column in blueprint.columns {
        var content = column.blueprint
        if state.columnStyle != nil, content.kind != .nav {
          // `setViewController(_:for:)` wraps a controller that is not a nav in a new one.
          if content.kind == .split {
            throw NavigationError(
              .cannotPushContainer,
              "a split view controller cannot be a column of \(controller.label): the split "
                + "would put it in a navigation controller")
          }
          content = .container(.nav, [content])
        }
        controller.children.append(try build(content))
        state.columns.append(column.column)
      }
      controller.split = state
      if let destinations = blueprint.destinations { controller.destinations = destinations }
    case .stack:
      controller.stack?.retainsRoot = blueprint.retainsRoot ?? true
      controller.stack?.preventsForwardingPop = blueprint.preventsForwardingPop ?? false
      controller.stack?.dismissesWhenEmpty = blueprint.dismissesWhenEmpty ?? false
      controller.stack?.identifier = blueprint.id
    case .nav:
      if let destinations = blueprint.destinations {
        controller.destinations = destinations
        if let path = blueprint.path { try buildStartPath(path, onto: &controller) }
      }
    case .pages:
      var state = PagesState(
        transitionStyle: blueprint.transitionStyle ?? .scroll,
        spineLocation: blueprint.transitionStyle == .pageCurl
          ? blueprint.spineLocation ?? .min : nil)
      state.dataSource = blueprint.dataSource ?? []
      state.shownIndex = state.index(of: childBlueprints)
      controller.pages = state
      // A page view controller may start with no page, before the app sets one.
      if !childBlueprints.isEmpty {
        try Self.checkPageCount(childBlueprints.count, of: controller)
      }
    case .screen:
      break
    }
    if let presented = blueprint.presents {
      try checkAlert(presented, style: presented.style ?? .automatic)
      controller.presented = Presentation(
        requesting: presented.style ?? .automatic, compactStyle: presented.compactStyle,
        controller: try build(presented), in: window.traits)
    }
    return controller
  }
}

extension NavigationState {
  /// The type a SwiftUI `NavigationStack` shows in goldens and messages.
  static let navigationStackType = "navigationStack"
  /// The type a SwiftUI `TabView` shows in goldens and messages.
  static let tabViewType = "tabView"

  /// The type of a SwiftUI container's blueprint; nil for UIKit's.
  static func swiftUIType(of blueprint: Blueprint) -> String? {
    switch blueprint.kind {
    case .nav: blueprint.destinations == nil ? nil : navigationStackType
    case .tabs: blueprint.tabView == nil ? nil : tabViewType
    case .split: blueprint.destinations == nil ? nil : navigationSplitViewType
    default: nil
    }
  }

  /// Every controller the engine adds to the window starts here, so that the hints stay true:
  /// the count bound covers it, and a split is settled after the operation.
  mutating func makeController(id: String, kind: Controller.Kind, type: String? = nil)
    -> Controller
  {
    hints.controllerCountBound += 1
    if kind == .split { hints.mayHoldUnsettledSplits = true }
    if kind == .tabs { hints.mayHoldNewTabs = true }
    return Controller(id: id, kind: kind, type: type)
  }
}

extension Controller {
  /// The number of controllers in this subtree, presentations included.
  public var subtreeCount: Int {
    // Every push counts the window, so the walk reads the presentation in place instead of
    // copying it out through `presented`.
    var count = 1
    for child in children { count += child.subtreeCount }
    if isPresenting { count += presentations[0].controller.subtreeCount }
    return count
  }

  /// Whether this controller, a descendant or anything they present has the id.
  public func subtreeContains(id: String) -> Bool {
    subtreeContains(id: id, bit: SubtreeContents.bit(ofID: id))
  }

  /// `subtreeContains(id:)`, skipping the subtrees whose ids lack the id's bit.
  private func subtreeContains(id: String, bit: UInt64) -> Bool {
    guard mayHoldID(withBit: bit) else { return false }
    if self.id == id { return true }
    for child in children where child.subtreeContains(id: id, bit: bit) { return true }
    return isPresenting && presentations[0].controller.subtreeContains(id: id, bit: bit)
  }

  /// The ids of this controller, its descendants and everything they present.
  public var subtreeIDs: [String] {
    var ids = [id]
    for child in children { ids += child.subtreeIDs }
    if let presented { ids += presented.controller.subtreeIDs }
    return ids
  }
}
