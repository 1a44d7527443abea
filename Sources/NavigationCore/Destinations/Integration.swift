// RouteComposer's actions and its postponed integration. Each built controller joins the
// previous step's controller: `replaceRoot` and `present` directly; container actions through
// the previous controller or its nearest ancestor of the needed kind (else `typeMismatch`).
// When the next action goes into a container of the same kind, the container action is
// postponed: the controllers are collected and set on the container at once
// (`DefaultPostponedIntegrationHandler`), and — as in RouteComposer — the final batch is not made
// visible afterwards, so a batched `addTab` does not select the new tab.

/// Container actions postponed into one `setViewControllers`.
struct PostponedBatch: Sendable {
  var containerID: String
  var kind: Controller.Kind
  var children: [Controller]
}

/// What `embed` can arrange: built controllers, or nodes being built into a container.
protocol EmbeddableElement {
  associatedtype Children: RangeReplaceableCollection<Self>
  var kind: Controller.Kind { get }
  var children: Children { get set }
  var embeddingName: String { get }
}

extension Blueprint: EmbeddableElement {
  var embeddingName: String { kind == .screen ? (type ?? "screen") : kind.rawValue }
}

extension Controller: EmbeddableElement {
  var embeddingName: String { label }
}

extension NavigationState {
  /// Builds and integrates the pending controllers in order, starting from the start's id;
  /// returns the id of the last one, the destination's controller (the start's when nothing is
  /// built).
  mutating func integrate(
    _ pending: [PendingIntegration], from startID: String, context: String?,
    routingStack: inout [(String, String?)]
  ) throws(NavigationError) -> String {
    var previous = startID
    var batch: PostponedBatch?
    for (index, item) in pending.enumerated() {
      let next = pending.indices.contains(index + 1) ? pending[index + 1].action : nil
      switch item.source {
      case .find(let finder):
        guard let found = window.find(finder, context: context) else {
          throw NavigationError(
            .compositionFailed,
            "\(finder) is still not found once the steps before it are integrated")
        }
        if item.receivesContext, let context { setContext(context, at: found) }
        previous = controller(at: found).id
        try purge(&batch)
      case .build(let blueprint):
        previous = try perform(item.action, building: blueprint, on: previous, next: next, &batch)
      }
      routingStack.append((previous, item.postTask))
      if let path = window.path(ofID: previous) { makeVisibleInContainers(path) }
    }
    try purge(&batch)
    return previous
  }

  /// Builds a blueprint and integrates it with an action; returns the built controller's id.
  private mutating func perform(
    _ action: DestinationAction, building blueprint: Blueprint, on previousID: String,
    next: DestinationAction?, _ batch: inout PostponedBatch?
  ) throws(NavigationError) -> String {
    guard let kind = action.containerKind else {
      try purge(&batch)
      return try performPlain(action, building: blueprint, on: previousID)
    }
    if var postponed = batch {
      if postponed.kind == kind {
        let built = try instantiate(blueprint, alongside: idsInUse(with: postponed))
        try Self.embed(built, with: action, in: &postponed.children, of: postponed.containerID)
        batch = postponed
        return built.id
      }
      try purge(&batch)
    }
    // A controller built with `none` has no parents: no container is found for it.
    guard let previousPath = window.path(ofID: previousID),
      let containerPath = window.nearestAncestor(of: previousPath, where: { $0.kind == kind })
    else {
      throw NavigationError(
        .typeMismatch,
        "\(action) needs a \(kind.rawValue), but "
          + (window.path(ofID: previousID).map { controller(at: $0).label } ?? previousID)
          + " is not in one")
    }
    let container = controller(at: containerPath)
    if next?.containerKind == kind {
      var postponed = PostponedBatch(
        containerID: container.id, kind: kind, children: container.childrenInUIKitOrder)
      let built = try instantiate(blueprint, alongside: idsInUse(with: postponed))
      try Self.embed(built, with: action, in: &postponed.children, of: container.label)
      batch = postponed
      return built.id
    }
    return try performContainerAction(action, building: blueprint, in: containerPath)
  }

  /// `replaceRoot`, `present` and `none`.
  private mutating func performPlain(
    _ action: DestinationAction, building blueprint: Blueprint, on previousID: String
  ) throws(NavigationError) -> String {
    switch action {
    case .replaceRoot:
      let previousPath = try pathInWindow(previousID, for: action)
      guard previousPath.isEmpty else {
        throw NavigationError(
          .compositionFailed,
          "replaceRoot needs the window root, but \(controller(at: previousPath).label) "
            + "is not the root")
      }
      let built = try instantiate([blueprint], replacing: [window.root])
      window.root = built[0]
      return window.root.id
    case .present(let style, let from):
      let previousPath = try pathInWindow(previousID, for: action)
      let source = from == .current ? previousPath : previousPath.layerRoot
      if let presented = window.effectivePresented(of: source) {
        throw NavigationError(
          .compositionFailed,
          "\(controller(at: source).label) is already presenting "
            + "\(controller(at: presented).label)")
      }
      let style = style ?? blueprint.style ?? .automatic
      // UIKit raises inside the router's present as it does for the app's own.
      try checkAlert(blueprint, style: style)
      let presenter = presenterPath(from: source, style: style)
      let built = try instantiate(blueprint)
      let traits = window.traits
      window.update(at: presenter) {
        $0.presented = Presentation(
          requesting: style, compactStyle: blueprint.compactStyle(presentedWith: style),
          controller: built, in: traits)
      }
      return built.id
    case .none:
      // `NilAction` succeeds without a word; the controller stays out of the window.
      return try instantiate(blueprint).id
    case .push, .pushAsRoot, .pushReplacingLast, .addTab, .setAsPrimary, .pushToDetails,
      .pushOnToDetails:
      preconditionFailure("container actions are performed by performContainerAction")
    }
  }

  /// A container action performed at once on the container at a path.
  private mutating func performContainerAction(
    _ action: DestinationAction, building blueprint: Blueprint, in containerPath: ControllerPath
  ) throws(NavigationError) -> String {
    let container = controller(at: containerPath)
    var children = container.childrenInUIKitOrder
    var removed: [Controller] = []
    switch action {
    case .push:
      break
    case .pushAsRoot:
      removed = children
    case .pushReplacingLast:
      removed = Array(children.suffix(1))
    case .addTab(let index, let replacing):
      if replacing, let index, children.indices.contains(index) { removed = [children[index]] }
    case .setAsPrimary:
      removed = Array(children.prefix(1))
    case .pushToDetails:
      // UIKit's `showDetailViewController`, as the split's policy shows a detail.
      guard !children.isEmpty else {
        throw NavigationError(
          .compositionFailed,
          "\(container.label) has no primary to show \(blueprint.embeddingName) beside")
      }
      let built = try instantiate(blueprint)
      try showDetail(built, inSplitAt: containerPath, from: nil)
      return built.id
    case .pushOnToDetails:
      return try pushOnToDetails(blueprint, in: containerPath)
    case .replaceRoot, .present, .none:
      preconditionFailure("plain actions are performed by performPlain")
    }
    let built = try instantiate([blueprint], replacing: removed)[0]
    try Self.embed(built, with: action, in: &children, of: container.label)
    try setChildren(children, ofContainerAt: containerPath)
    return built.id
  }

  /// `pushOnToDetails`: push onto the nav that is the split's last column.
  private mutating func pushOnToDetails(
    _ blueprint: Blueprint, in splitPath: ControllerPath
  ) throws(NavigationError) -> String {
    let split = controller(at: splitPath)
    let columns = split.childrenInUIKitOrder
    guard let last = columns.last else {
      throw NavigationError(
        .compositionFailed, "\(split.label) has no primary to push a detail beside")
    }
    guard last.kind == .nav, let navPath = window.path(ofID: last.id) else {
      throw NavigationError(
        .compositionFailed,
        "\(split.label) has no detail nav to push onto; its last column "
          + "holds \(last.label)")
    }
    try checkPushable(kind: blueprint.kind, name: blueprint.embeddingName, onto: navPath)
    let built = try instantiate(blueprint)
    window.update(at: navPath) { $0.children.append(built) }
    return built.id
  }

  /// Sets a postponed batch on its container at once: when it holds the container's own
  /// controllers, only what was pushed into them; for a split whose primary stays, UIKit's `showDetailViewController` with the
  /// batch's last controller (`SplitControllerAdapter`); else `setViewControllers`.
  private mutating func purge(_ batch: inout PostponedBatch?) throws(NavigationError) {
    guard let postponed = batch else { return }
    batch = nil
    guard let path = window.path(ofID: postponed.containerID) else {
      preconditionFailure("a postponed container left the window")
    }
    let current = controller(at: path).childrenInUIKitOrder
    guard postponed.children.map(\.id) != current.map(\.id) else {
      // The same controllers: only what `pushOnToDetails` pushed into the live detail nav.
      return try setChildren(postponed.children, ofContainerAt: path)
    }
    if postponed.kind == .split, postponed.children.count > 1,
      let primary = current.first, postponed.children.first?.id == primary.id,
      let detail = postponed.children.last
    {
      return try showDetail(detail, inSplitAt: path, from: nil)
    }
    try setChildren(postponed.children, ofContainerAt: path)
  }

  /// `setViewControllers` on a nav, tab bar or split (columns by count, as UIKit numbers them).
  private mutating func setChildren(
    _ children: [Controller], ofContainerAt path: ControllerPath
  ) throws(NavigationError) {
    let old = controller(at: path)
    switch old.kind {
    case .tabs:
      window.update(at: path) { $0.replaceTabs(with: children, previously: old) }
    case .split:
      let kept = SplitColumn.allCases.filter { old.split?.columns.contains($0) ?? false }
      let columns =
        kept.count == children.count
        ? kept : try Self.splitColumns(count: children.count, of: old.label)
      window.update(at: path) { split in
        split.children = ChildList(children)
        split.split?.columns = columns
      }
    case .nav, .stack, .screen, .pages:
      window.update(at: path) { $0.children = ChildList(children) }
    }
  }

  /// The ids an element built into a postponed batch must not take.
  private func idsInUse(with batch: PostponedBatch) -> Set<String> {
    Set(window.allControllers.map(\.controller.id)).union(batch.children.flatMap(\.subtreeIDs))
  }

  /// The path of the previous controller, which an action needs in the window.
  private func pathInWindow(
    _ id: String, for action: DestinationAction
  ) throws(NavigationError) -> ControllerPath {
    guard let path = window.path(ofID: id) else {
      throw NavigationError(
        .compositionFailed,
        "\(action) acts on \(id), which is not in the window (it was built with the action none)")
    }
    return path
  }

  /// Refuses what UIKit refuses to push.
  private func checkPushable(
    kind: Controller.Kind, name: String, onto navPath: ControllerPath
  ) throws(NavigationError) {
    guard kind == .nav || kind == .split else { return }
    throw NavigationError(
      .cannotPushContainer, "\(name) cannot be pushed onto \(controller(at: navPath).label)")
  }

  /// A container action's `perform(embedding:in:)`: where the element goes in a container's
  /// children (a split's in UIKit order: primary, supplementary, secondary).
  static func embed<Element: EmbeddableElement>(
    _ element: Element, with action: DestinationAction, in list: inout [Element],
    of container: String
  ) throws(NavigationError) {
    func checkPushable() throws(NavigationError) {
      guard element.kind == .nav || element.kind == .split else { return }
      throw NavigationError(
        .cannotPushContainer, "\(element.embeddingName) cannot be pushed onto \(container)")
    }
    switch action {
    case .push:
      try checkPushable()
      list.append(element)
    case .pushAsRoot:
      try checkPushable()
      list = [element]
    case .pushReplacingLast:
      try checkPushable()
      if !list.isEmpty { list.removeLast() }
      list.append(element)
    case .addTab(let index, let replacing):
      if let index, list.indices.contains(index) {
        if replacing { list[index] = element } else { list.insert(element, at: index) }
      } else {
        list.append(element)
      }
    case .setAsPrimary:
      if list.isEmpty { list.append(element) } else { list[0] = element }
    case .pushToDetails:
      guard !list.isEmpty else {
        throw NavigationError(
          .compositionFailed,
          "\(container) has no primary to show \(element.embeddingName) beside")
      }
      list.append(element)
    case .pushOnToDetails:
      guard !list.isEmpty else {
        throw NavigationError(
          .compositionFailed,
          "\(container) has no primary to push \(element.embeddingName) beside")
      }
      if list.count > 1, list[list.count - 1].kind == .nav {
        guard element.kind != .nav else {
          throw NavigationError(
            .compositionFailed,
            "\(container) already has a detail nav; \(element.embeddingName) "
              + "cannot go inside it")
        }
        list[list.count - 1].children.append(element)
      } else {
        guard element.kind == .nav else {
          throw NavigationError(
            .compositionFailed,
            "pushOnToDetails needs a nav as the detail of \(container), not "
              + element.embeddingName)
        }
        list.append(element)
      }
    case .replaceRoot, .present, .none:
      preconditionFailure("plain actions never embed")
    }
  }

  /// The columns of a split holding `count` children, as UIKit numbers `viewControllers`.
  static func splitColumns(count: Int, of split: String) throws(NavigationError) -> [SplitColumn] {
    switch count {
    case 0: return []
    case 1: return [.primary]
    case 2: return [.primary, .secondary]
    case 3: return [.primary, .supplementary, .secondary]
    default:
      throw NavigationError(
        .compositionFailed, "\(split) would hold \(count) columns; a split holds at most three")
    }
  }
}

extension Controller {
  /// The children as UIKit's `viewControllers` lists them: a split's in column order.
  var childrenInUIKitOrder: [Controller] {
    guard let split else { return Array(children) }
    return SplitColumn.allCases.compactMap { column in
      split.columns.firstIndex(of: column).map { children[$0] }
    }
  }
}
