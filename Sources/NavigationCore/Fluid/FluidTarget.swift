// FluidInterfaceKit's `UIViewController.FluidStackFindStrategy`: how `fluidPush` picks the
// `FluidStackController` to push onto. The candidates are the stacks on the parent chain of the
// source, nearest first and the source included; `parent` is the only link followed, never
// `presentingViewController`, so a presented controller only sees the stacks inside its modal.

/// A find strategy of `fluidPush` (docs/fluid.md).
public enum FluidTarget: Sendable, Equatable, CustomStringConvertible {
  /// `.current`: the nearest stack.
  case current
  /// `.nearestAncestor`: the second nearest stack. FluidInterfaceKit drops the first *stack*,
  /// not the source, so from a screen in stack S1 inside S0 it picks S0.
  case nearestAncestor
  /// `.root`: the farthest stack on the parent chain (inside a modal, the farthest one there).
  case root
  /// `.identifier(_:)`: the nearest stack whose author-given id is that; a stack without an
  /// `id` has no identifier, as `FluidStackController()` has none.
  case identifier(String)
  /// `.matching(name:strategies:)`: a strategy from `define.strategies`, tried in order.
  case named(String)

  /// The scenario form: `current`, `nearestAncestor`, `root`, `{"identifier": "x"}`, or a name.
  public var description: String {
    switch self {
    case .current: "current"
    case .nearestAncestor: "nearestAncestor"
    case .root: "root"
    case .identifier(let id): "{\"identifier\": \"\(id)\"}"
    case .named(let name): name
    }
  }
}

extension Window {
  /// The stacks `fluidPush` considers from a controller: its stack ancestors by parent links
  /// only, nearest first, the controller itself included.
  public func fluidStacks(from path: ControllerPath) -> [ControllerPath] {
    var stacks: [ControllerPath] = []
    var current: ControllerPath? = path
    while let candidate = current {
      if self[candidate]?.kind == .stack { stacks.append(candidate) }
      current = candidate.parent
    }
    return stacks
  }
}

extension NavigationState {
  /// The stack a strategy picks among `stacks` (nearest first), or nil when it finds none.
  ///
  /// Throws `stackNotFound` for a named strategy that is not defined.
  func pick(
    _ target: FluidTarget, among stacks: [ControllerPath]
  ) throws(NavigationError) -> ControllerPath? {
    switch target {
    case .current: return stacks.first
    case .nearestAncestor: return stacks.dropFirst().first
    case .root: return stacks.last
    case .identifier(let id): return stacks.first { controller(at: $0).stack?.identifier == id }
    case .named(let name): return try pick(named: name, among: stacks)
    }
  }

  /// A defined strategy's pick: its sub-strategies depth first, in order, the first that finds
  /// a stack winning.
  ///
  /// A strategy met a second time finds nothing: either its first try found nothing, or the
  /// walk is inside it (a strategy naming itself, directly or not). So each strategy is tried
  /// once, on a stack of its own: strategies that each name the next two cost their number.
  private func pick(
    named name: String, among stacks: [ControllerPath]
  ) throws(NavigationError) -> ControllerPath? {
    func strategies(_ name: String) throws(NavigationError) -> [FluidTarget] {
      guard let strategies = definitions.strategies[name] else {
        throw NavigationError(.stackNotFound, "no strategy named \"\(name)\" is defined")
      }
      return strategies
    }
    var tried: Set<String> = [name]
    var pending: [(strategies: [FluidTarget], next: Int)] = [(try strategies(name), 0)]
    while let top = pending.indices.last {
      let (list, next) = pending[top]
      guard next < list.count else {
        pending.removeLast()
        continue
      }
      pending[top].next += 1
      if case .named(let other) = list[next] {
        let sub = try strategies(other)
        if tried.insert(other).inserted { pending.append((sub, 0)) }
      } else if let found = try pick(list[next], among: stacks) {
        return found
      }
    }
    return nil
  }
}
