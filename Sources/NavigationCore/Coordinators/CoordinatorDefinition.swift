// AdaptiveCoordinator's `Coordinator` subclasses as data: a `StackCoordinator` drives a
// navigation controller, a `SplitCoordinator` a split view controller; `prepare(to:)` becomes a
// table from route keys to actions (`ActionType` and the `StackTransfer` / `SplitTransfer`
// cases), and `pullback(subCoordinator:)` a table from child coordinator types to the prefix
// their routes reach this coordinator with.

/// A coordinator of `define.coordinators`: what it drives and how it answers routes.
public struct CoordinatorDefinition: Sendable, Equatable {
  /// The controller a coordinator drives.
  public enum Kind: String, Sendable, Equatable, CaseIterable {
    /// `StackCoordinator`: a navigation controller.
    case stack
    /// `SplitCoordinator`: a split view controller, whose actions name a column.
    case split
  }

  /// What the coordinator drives.
  public var kind: Kind
  /// Route keys (`color`, `color(Red)`, `colorRoute.settings`, `newListRoute.colorRoute.*`)
  /// and the action each one runs.
  public var routes: [String: CoordinatorAction] {
    didSet { routeTable = RouteTable(keys: routes.keys) }
  }
  /// The route keys, parsed and indexed for dispatch.
  public private(set) var routeTable: RouteTable
  /// Child coordinator type → the prefix its routes reach this coordinator with.
  public var pullback: [String: String]

  /// Creates a definition.
  public init(
    kind: Kind, routes: [String: CoordinatorAction], pullback: [String: String] = [:]
  ) {
    self.kind = kind
    self.routes = routes
    self.routeTable = RouteTable(keys: routes.keys)
    self.pullback = pullback
  }
}

/// What a coordinator does with a route: `prepare(to:)`'s answer.
public indirect enum CoordinatorAction: Sendable, Equatable {
  /// `push`: push a controller onto the coordinator's nav (`$arg` is the route's argument).
  case push(Blueprint)
  /// `pop`: pop the top of the coordinator's nav.
  case pop
  /// `present`: present a controller from the coordinator's nav or split.
  case present(Blueprint, style: PresentationStyle?)
  /// `present` of a new nav on which a child coordinator starts with a route (the modal flow
  /// coordinator: `present(child.basicViewController)` plus `handover(child)`).
  case presentCoordinator(String, route: String, style: PresentationStyle?)
  /// `dismiss`: dismiss what the coordinator's nav or split presents.
  case dismiss
  /// `set`: tear the child coordinators down and replace the nav's controllers.
  case set([Blueprint])
  /// `backToRoot`: dismiss if presenting, else pop back to the coordinator's first controller.
  case backToRoot
  /// `handover`: start a child coordinator on the same nav (or column) with a route (default:
  /// the route being handled, as it was sent).
  case handover(String, route: String?)
  /// `send`: re-dispatch a route to this coordinator (`*` is what a wildcard key matched).
  case send(String)
  /// `drop`: tear down the child coordinators, deepest first, removing their controllers.
  case drop
  /// `none`: the route is handled by doing nothing.
  case none
  /// A list of actions run in order.
  case sequence([CoordinatorAction])
  /// `{"initial": …, "else": …}`, `{"root": …, "else": …}` or `{"collapsed": …, "else": …}`.
  case branch(CoordinatorCondition, then: CoordinatorAction, else: CoordinatorAction)
  /// A split coordinator's action on one column: `{"secondary": {"push": …}}`.
  case column(SplitColumn, CoordinatorAction)
  /// `{"if": {"state": …}, "then": …, "else": …}`: `prepare(to:)` reading the app state.
  case stateBranch(StateCondition, then: CoordinatorAction, else: CoordinatorAction)
}

/// What a branch of a coordinator action tests.
public enum CoordinatorCondition: String, Sendable, Equatable, CaseIterable {
  /// The coordinator is handling its first route (AdaptiveCoordinator's `isInitial`).
  case initial
  /// The coordinator has no parent coordinator (the demo's `isRoot`).
  case root
  /// The split the coordinator works on is collapsed (the demo's `isCollapsed`, which picks
  /// `push` over `set` for a detail while collapsed).
  case collapsed
}

extension CoordinatorAction {
  /// Where an action may appear.
  public enum Place: Sendable, Equatable {
    /// In a stack coordinator's routes.
    case stack
    /// At the top of a split coordinator's routes.
    case split
    /// Inside a split coordinator's column wrapper.
    case column
  }

  /// Why this action cannot appear in a place (the first reason found), or nil when it can.
  public func misplacement(in place: Place) -> String? {
    switch self {
    case .sequence(let actions):
      return actions.lazy.compactMap { $0.misplacement(in: place) }.first
    case .branch(_, let then, let otherwise), .stateBranch(_, let then, let otherwise):
      return then.misplacement(in: place) ?? otherwise.misplacement(in: place)
    case .column(let column, let inner):
      guard place == .split else {
        return place == .column
          ? "a column action cannot contain another column (\(column.rawValue))"
          : "only split coordinators name a column (\(column.rawValue))"
      }
      return inner.misplacement(in: .column)
    case .none:
      return nil
    case .push, .pop, .set, .backToRoot, .handover:
      return place == .split
        ? "a split coordinator must wrap \(name) in primary, secondary or supplementary" : nil
    case .present, .dismiss, .send, .drop:
      return place == .column ? "\(name) cannot be wrapped in a column" : nil
    case .presentCoordinator:
      switch place {
      case .stack: return nil
      case .split:
        return "a split coordinator hands a coordinator over only in a column; present a flow "
          + "coordinator's nav from a stack coordinator"
      case .column: return "present cannot be wrapped in a column"
      }
    }
  }

  /// The action's key in scenario files.
  public var name: String {
    switch self {
    case .push: "push"
    case .pop: "pop"
    case .present, .presentCoordinator: "present"
    case .dismiss: "dismiss"
    case .set: "set"
    case .backToRoot: "backToRoot"
    case .handover: "handover"
    case .send: "send"
    case .drop: "drop"
    case .none: "none"
    case .sequence: "a list"
    case .branch(let condition, _, _): condition.rawValue
    case .stateBranch: "if"
    case .column(let column, _): column.rawValue
    }
  }
}
