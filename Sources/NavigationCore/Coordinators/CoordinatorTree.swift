// AdaptiveCoordinator's coordinator tree: each coordinator knows its parent, the container it
// drives (its `basicViewController`) and the controllers it added (the `displayerID` of every
// controller it pushed or presented). Ids are per scenario, like controller ids: a coordinator
// is named after its type while that name is free, then `Type#2`, `Type#3`…

/// Where a coordinator's controllers go.
public enum CoordinatorBase: Sendable, Equatable {
  /// A navigation controller, by id: a stack coordinator's nav, shared by the coordinators it
  /// hands over to.
  case nav(String)
  /// A split view controller, by id: a split coordinator's split.
  case split(String)
  /// A column of a split, by the split's id: a stack coordinator a split coordinator handed a
  /// column to. While the split is collapsed the column is the share of the compact nav that
  /// the column's controllers hold.
  case column(split: String, SplitColumn)

  /// The id of the split this base belongs to, if any.
  var splitID: String? {
    switch self {
    case .nav: nil
    case .split(let id), .column(let id, _): id
    }
  }

  /// The column of a column base.
  var column: SplitColumn? {
    if case .column(_, let column) = self { return column }
    return nil
  }

  /// The id of the container the base is on.
  var containerID: String {
    switch self {
    case .nav(let id), .split(let id), .column(let id, _): id
    }
  }
}

/// A controller a coordinator added to the window, and the split column it went to.
public struct DisplayedController: Sendable, Equatable {
  /// The controller's id.
  public var id: String
  /// The column it was put in, when its coordinator works on a split.
  public var column: SplitColumn?
}

/// A live coordinator.
public struct Coordinator: Sendable, Equatable {
  /// The coordinator's id (`Color`, `Color#2`), written `@Color` in steps.
  public let id: String
  /// The name of its definition.
  public let type: String
  /// What it drives.
  public let kind: CoordinatorDefinition.Kind
  /// The coordinator that handed over to it, or nil for the root.
  public let parentID: String?
  /// Where its controllers go.
  public let base: CoordinatorBase
  /// The controllers it added and has not heard removed (its `children` that are
  /// controllers), in the order it added them; some may have left the window unreported.
  public internal(set) var displayed: [DisplayedController] = []
  /// Whether it has handled its first route (AdaptiveCoordinator's `isInitial` is the opposite).
  public internal(set) var hasStarted = false
  /// A stack coordinator's `isPresenting`: set by its `present`, cleared only by its own
  /// `dismiss` (so it goes stale when the user swipes the sheet away).
  var isPresenting = false
}

/// The coordinators of a scenario, in creation order (so a parent precedes its children).
public struct CoordinatorTree: Sendable, Equatable {
  /// Every live coordinator, in creation order.
  public internal(set) var all: [Coordinator] = []
  var identifiers = IdentifierRegistry()
  /// Removals a nav or split reported during the operation, delivered when it ends.
  var pendingRemovals: [RemovalReport] = []
  /// Each coordinator split's supplementary nav, which the split never installs, by split id.
  var supplementaryNavs: [String: Controller] = [:]
  /// Coordinator splits' compact navs while the splits are expanded (out of the window), by
  /// nav id, when a coordinator pushed onto one.
  var compactNavs: [String: Controller] = [:]
  /// The navs of modal flow coordinators whose presentation UIKit refused: they never reach
  /// the window, and their coordinators drive them out of it, by nav id.
  var refusedNavs: [String: Controller] = [:]

  /// Controllers a container reported removed.
  struct RemovalReport: Sendable, Equatable {
    /// The nav or split that reported them.
    var containerID: String
    /// The controllers, in the order reported.
    var controllerIDs: [String]
  }

  /// Creates an empty tree.
  public init() {}

  /// Whether no coordinator is alive.
  public var isEmpty: Bool { all.isEmpty }

  /// The coordinator with an id.
  public subscript(id: String) -> Coordinator? {
    all.first { $0.id == id }
  }

  /// The coordinators without a parent, in creation order.
  public var roots: [Coordinator] { all.filter { $0.parentID == nil } }

  /// The children of a coordinator, in creation order.
  public func children(of id: String) -> [Coordinator] {
    all.filter { $0.parentID == id }
  }

  /// A coordinator's descendants, deepest first (post-order, children in creation order),
  /// itself excluded; walked with a stack of its own, however deep the tree.
  func descendantsDeepestFirst(of id: String) -> [Coordinator] {
    var result: [Coordinator] = []
    var pending: [(coordinator: Coordinator, childrenVisited: Bool)] =
      children(of: id).reversed().map { ($0, false) }
    while let (coordinator, childrenVisited) = pending.popLast() {
      if childrenVisited {
        result.append(coordinator)
      } else {
        pending.append((coordinator, true))
        pending += children(of: coordinator.id).reversed().map { ($0, false) }
      }
    }
    return result
  }

  /// The number of a coordinator's `children`: the controllers it added that are still in the
  /// window and its child coordinators.
  func childCount(of id: String) -> Int {
    (self[id]?.displayed.count ?? 0) + children(of: id).count
  }

  /// The coordinator that added a controller.
  func owner(ofController id: String) -> Coordinator? {
    all.first { $0.displayed.contains { $0.id == id } }
  }

  /// Adds a coordinator and returns its id.
  mutating func add(
    type: String, kind: CoordinatorDefinition.Kind, parentID: String?, base: CoordinatorBase
  ) -> String {
    let id = identifiers.makeID(base: type)
    all.append(Coordinator(id: id, type: type, kind: kind, parentID: parentID, base: base))
    return id
  }

  /// Removes a coordinator (its children must be gone already).
  mutating func remove(_ id: String) {
    all.removeAll { $0.id == id }
  }

  /// Mutates a live coordinator in place; nothing happens when it is gone.
  mutating func update(_ id: String, _ body: (inout Coordinator) -> Void) {
    guard let index = all.firstIndex(where: { $0.id == id }) else { return }
    body(&all[index])
  }

  /// Records that a coordinator added a controller (and that no other coordinator owns an
  /// earlier controller with the same id).
  mutating func record(_ controllerID: String, column: SplitColumn?, by id: String) {
    for index in all.indices { all[index].displayed.removeAll { $0.id == controllerID } }
    update(id) { $0.displayed.append(DisplayedController(id: controllerID, column: column)) }
  }
}
