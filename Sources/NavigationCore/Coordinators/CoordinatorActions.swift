// AdaptiveCoordinator's `perform`: what each `StackTransfer` / `SplitTransfer` case does to the
// window, plus `.send`, `drop` and `.none`, as `StackCoordinator` and `SplitCoordinator` do it:
// their navs and splits are UIKit's, so a pop at a root or a dismiss with nothing presented is
// ignored with a warning. Every controller a coordinator pushes or presents
// is recorded as displayed by it (its `displayerID`), which decides where later routes from that
// controller go and when the coordinator ends.

extension NavigationState {
  /// Runs an action for a coordinator; `column` is the column a split coordinator's wrapper named.
  ///
  /// Stops quietly when the coordinator was dropped by an earlier action.
  mutating func run(
    _ action: CoordinatorAction, in column: SplitColumn?, _ context: RouteContext
  ) throws(NavigationError) {
    guard let coordinator = coordinators[context.coordinatorID] else { return }
    switch action {
    case .sequence(let actions):
      for action in actions { try run(action, in: column, context) }
    case .branch(let condition, let then, let otherwise):
      let holds: Bool
      switch condition {
      case .initial: holds = context.isInitial
      case .root: holds = coordinator.parentID == nil
      case .collapsed:
        holds =
          coordinator.base.splitID.flatMap { window.path(ofID: $0) }
          .flatMap { window[$0]?.split?.isCollapsed } ?? false
      }
      try run(holds ? then : otherwise, in: column, context)
    case .stateBranch(let condition, let then, let otherwise):
      try run(condition.holds(in: appState) ? then : otherwise, in: column, context)
    case .column(let column, let action):
      try run(action, in: column, context)
    case .none:
      break
    case .push(let blueprint):
      let blueprint = try blueprint.substitutingArgument(of: context.route)
      if let detached = try detachedNav(of: coordinator, column: column) {
        return try pushDetached(blueprint, onto: detached, by: coordinator.id)
      }
      let stack = try coordinatorStackAddingColumn(of: coordinator, column: column)
      try checkPushable(blueprint, onto: stack.navPath)
      let pushed = try instantiate(blueprint)
      window.update(at: stack.navPath) { $0.children.append(pushed) }
      coordinators.record(pushed.id, column: stack.column, by: coordinator.id)
    case .pop:
      if let detached = try detachedNav(of: coordinator, column: column) {
        return try popDetached(detached)
      }
      try popCoordinatorStack(try existingCoordinatorStack(of: coordinator, column: column))
    case .present, .presentCoordinator, .dismiss:
      if coordinator.kind == .stack,
        let detached = try detachedNav(of: coordinator, column: nil)
      {
        // UIKit logs that the nav's view is not in the window hierarchy and does nothing.
        let nav: String
        switch detached {
        case .supplementary: nav = "the split's supplementary nav"
        case .compact(let id), .refused(let id): nav = "nav #\(id)"
        }
        return warn(
          .nothingToPerform,
          "\(action.name): @\(coordinator.id) works on \(nav), which is not in the window")
      }
      try runModal(action, for: coordinator, context)
    case .set, .backToRoot, .handover, .send, .drop:
      try runRest(action, in: column, for: coordinator, context)
    }
  }

  /// `present`, a modal flow coordinator's `present`, and `dismiss`.
  private mutating func runModal(
    _ action: CoordinatorAction, for coordinator: Coordinator, _ context: RouteContext
  ) throws(NavigationError) {
    switch action {
    case .present(let blueprint, let style):
      let blueprint = try blueprint.substitutingArgument(of: context.route)
      let source = try presentingPath(of: coordinator)
      let style = style ?? blueprint.style ?? .automatic
      let presenter = presenterPath(from: source, style: style)
      let before = controller(at: presenter).presented?.controller.id
      try present(blueprint, from: source, style: style)
      if let presented = controller(at: presenter).presented?.controller, presented.id != before {
        coordinators.record(presented.id, column: nil, by: coordinator.id)
      } else if blueprint.id.map({ !window.contains(id: $0) }) ?? true {
        // `perform(.present)` adds the controller to `children` whatever UIKit did with it:
        // refused, it never reaches the window, and no removal ever takes it off. (An author's
        // id already in the window names a controller that is there, a child once.)
        coordinators.record(try instantiate(blueprint).id, column: nil, by: coordinator.id)
      }
      if coordinator.kind == .stack {
        coordinators.update(coordinator.id) { $0.isPresenting = true }
      }
    case .presentCoordinator(let type, let routeText, let style):
      try presentFlow(type, route: routeText, style: style, from: coordinator, context)
    case .dismiss:
      try dismissForCoordinator(coordinator)
    default:
      break
    }
  }

  private mutating func runRest(
    _ action: CoordinatorAction, in column: SplitColumn?, for coordinator: Coordinator,
    _ context: RouteContext
  ) throws(NavigationError) {
    switch action {
    case .set(let blueprints):
      var substituted: [Blueprint] = []
      for blueprint in blueprints {
        substituted.append(try blueprint.substitutingArgument(of: context.route))
      }
      // A stack coordinator's `set` drops first (which pops once); a split coordinator's
      // column `set` does not.
      if coordinator.kind == .stack { try drop(coordinator.id) }
      if let detached = try detachedNav(of: coordinator, column: column) {
        return try setDetached(detached, to: substituted, by: coordinator.id)
      }
      try setCoordinatorStack(
        try coordinatorStackAddingColumn(of: coordinator, column: column), to: substituted,
        by: coordinator.id)
    case .backToRoot:
      try backToRoot(coordinator, column: column)
    case .handover(let type, let routeText):
      try handOver(to: type, route: routeText, from: coordinator, column: column, context)
    case .send(let text):
      let sent = try Route(
        parsing: RouteTemplate.substitute(
          text, argument: context.route.argument, remainder: context.remainder ?? context.route))
      if let unhandled = try dispatchReportingUnhandled(
        sent, to: coordinator.id, propagates: true, depth: context.depth + 1)
      {
        warn(.unhandledRoute, "@\(coordinator.id) sent \(sent): \(unhandled)")
      }
    case .drop:
      try drop(coordinator.id)
    default:
      break
    }
  }

  /// A stack coordinator presents from its nav, a split coordinator from its split.
  private func presentingPath(of coordinator: Coordinator) throws(NavigationError)
    -> ControllerPath
  {
    switch coordinator.kind {
    case .stack: try existingCoordinatorStack(of: coordinator, column: nil).navPath
    case .split: try coordinatorSplitPath(of: coordinator)
    }
  }

  /// `pop`: `StackViewController.pop`, UIKit's `popViewController` on the coordinator's nav:
  /// at the root nothing happens, with the warning `cannotPopRoot`.
  private mutating func popCoordinatorStack(_ stack: CoordinatorStack) throws(NavigationError) {
    try pop(.id(controller(at: stack.navPath).id))
  }

  /// `set`: the nav's controllers become new ones.
  private mutating func setCoordinatorStack(
    _ stack: CoordinatorStack, to blueprints: [Blueprint], by id: String
  ) throws(NavigationError) {
    for blueprint in blueprints { try checkPushable(blueprint, onto: stack.navPath) }
    let nav = controller(at: stack.navPath)
    let built = try instantiate(blueprints, replacing: nav.children)
    window.update(at: stack.navPath) { $0.children = ChildList(built) }
    // `StackViewController.set` reports the whole old stack removed.
    reportRemoval(of: nav.children.map(\.id), from: nav.id)
    for controller in built { coordinators.record(controller.id, column: stack.column, by: id) }
  }

  /// `backToRoot`: a stack coordinator that presented (its `isPresenting` flag) dismisses,
  /// else pops once when it has more than one child; a split coordinator ignores it.
  private mutating func backToRoot(
    _ coordinator: Coordinator, column: SplitColumn?
  ) throws(NavigationError) {
    guard coordinator.kind == .stack else {
      return warn(
        .nothingToPerform, "backToRoot: @\(coordinator.id), a split coordinator, ignores it")
    }
    if coordinator.isPresenting { return try dismissForCoordinator(coordinator) }
    guard coordinators.childCount(of: coordinator.id) > 1 else {
      return warn(
        .nothingToPerform,
        "backToRoot: @\(coordinator.id) has \(coordinators.childCount(of: coordinator.id)) child; "
          + "nothing is popped")
    }
    if let detached = try detachedNav(of: coordinator, column: column) {
      return try popDetached(detached)
    }
    try popCoordinatorStack(try existingCoordinatorStack(of: coordinator, column: column))
  }

  /// `dismiss`: UIKit's `dismiss(animated:)` on the coordinator's nav or split; a stack
  /// coordinator's `isPresenting` goes.
  private mutating func dismissForCoordinator(_ coordinator: Coordinator) throws(NavigationError) {
    let source = try presentingPath(of: coordinator)
    coordinators.update(coordinator.id) { $0.isPresenting = false }
    try dismiss(.id(controller(at: source).id))
  }

  /// `handover`: a child coordinator on the same nav (or the named column) starts with a route.
  private mutating func handOver(
    to type: String, route routeText: String?, from coordinator: Coordinator,
    column: SplitColumn?, _ context: RouteContext
  ) throws(NavigationError) {
    guard let definition = definitions.coordinators[type] else {
      throw NavigationError(
        .noSuchCoordinator, "@\(coordinator.id) hands over to \(type), which is not defined")
    }
    guard definition.kind == .stack else {
      throw NavigationError(
        .noSuchCoordinator,
        "@\(coordinator.id) hands over to \(type), a split coordinator: only a stack coordinator "
          + "takes over a nav")
    }
    let base: CoordinatorBase
    if coordinator.kind == .split, let column, let splitID = coordinator.base.splitID {
      base = .column(split: splitID, column)
    } else if case .column = coordinator.base,
      try detachedNav(of: coordinator, column: nil) == nil
    {
      // A column's coordinator hands over the nav it drives at that moment; only the split
      // coordinator's direct children follow collapse and expand (`willCollapse` and
      // `willExpand` re-point its `children` alone), so the grandchild keeps this nav.
      base = .nav(
        controller(at: try existingCoordinatorStack(of: coordinator, column: nil).navPath).id)
    } else {
      base = coordinator.base
    }
    var start = context.original
    if let routeText {
      start = try Route(
        parsing: RouteTemplate.substitute(
          routeText, argument: context.route.argument,
          remainder: context.remainder ?? context.route))
    }
    let child = coordinators.add(type: type, kind: .stack, parentID: coordinator.id, base: base)
    log.append(.note("@\(coordinator.id) hands over to @\(child)"))
    try dispatchHandled(start, to: child, propagates: false, depth: context.depth + 1)
  }

  /// A modal flow coordinator, as apps write it with the library's API: a new coordinator on a new
  /// `StackViewController` (its first route scheduled by its `init`), whose nav this coordinator
  /// presents (`perform(.present(child.basicViewController))`, which records the nav as this
  /// coordinator's child and sets `isPresenting`) and then keeps as a child coordinator
  /// (`.handover(child)`).
  ///
  /// The child's `init` schedules its first route before the parent presents: a nav that UIKit
  /// refuses to present (`alreadyPresenting`) never reaches the window, but it is the parent's
  /// child all the same, and its coordinator starts and handles its first route on it, out of
  /// the window.
  private mutating func presentFlow(
    _ type: String, route routeText: String, style: PresentationStyle?,
    from coordinator: Coordinator, _ context: RouteContext
  ) throws(NavigationError) {
    guard let definition = definitions.coordinators[type], definition.kind == .stack else {
      throw NavigationError(
        .noSuchCoordinator,
        "@\(coordinator.id) presents the nav of \(type), which is not a defined stack coordinator")
    }
    let start = try Route(
      parsing: RouteTemplate.substitute(
        routeText, argument: context.route.argument,
        remainder: context.remainder ?? context.route))
    let source = try presentingPath(of: coordinator)
    let style = style ?? .automatic
    let presenter = presenterPath(from: source, style: style)
    let before = controller(at: presenter).presented?.controller.id
    try present(.container(.nav, []), from: source, style: style)
    let nav: Controller
    if let presented = controller(at: presenter).presented?.controller, presented.id != before {
      nav = presented
    } else {
      nav = try instantiate(.container(.nav, []))
      coordinators.refusedNavs[nav.id] = nav
    }
    coordinators.record(nav.id, column: nil, by: coordinator.id)
    coordinators.update(coordinator.id) { $0.isPresenting = true }
    let child = coordinators.add(
      type: type, kind: .stack, parentID: coordinator.id, base: .nav(nav.id))
    log.append(.note("@\(coordinator.id) hands over to @\(child)"))
    try dispatchHandled(start, to: child, propagates: false, depth: context.depth + 1)
  }

  /// `drop`: every child coordinator drops (its own children first), then a stack coordinator pops
  /// its nav once — the dropping one included; a split coordinator pops nothing.
  ///
  /// Nothing is dismissed, and a coordinator ends only when its last controller has left the
  /// window.
  mutating func drop(_ id: String) throws(NavigationError) {
    for child in coordinators.descendantsDeepestFirst(of: id) {
      log.append(.note("@\(child.parentID ?? id) drops @\(child.id)"))
      try popOnDrop(child)
    }
    if let coordinator = coordinators[id] { try popOnDrop(coordinator) }
  }

  private mutating func popOnDrop(_ coordinator: Coordinator) throws(NavigationError) {
    if coordinator.kind == .stack, let detached = try detachedNav(of: coordinator, column: nil) {
      return try popDetached(detached)
    }
    guard coordinator.kind == .stack,
      let stack = try coordinatorStack(of: coordinator, column: nil)
    else { return }
    try popCoordinatorStack(stack)
  }
}

/// Substitution of `$arg` (a route's argument) and `*` (what a wildcard key matched) in the
/// routes a coordinator sends or hands over.
public enum RouteTemplate {
  /// The template with `$arg` and `*` replaced; `$arg` without an argument is refused.
  public static func substitute(
    _ template: String, argument: String?, remainder: Route?
  ) throws(NavigationError) -> String {
    var result = ""
    var rest = Substring(template)
    while let first = rest.first {
      if rest.hasPrefix("$arg") {
        guard let argument else {
          throw NavigationError(
            .unhandledRoute, "\"\(template)\" uses $arg, but the route has no argument")
        }
        result += argument
        rest = rest.dropFirst(4)
      } else if first == "*", let remainder {
        result += remainder.description
        rest = rest.dropFirst()
      } else {
        result.append(first)
        rest = rest.dropFirst()
      }
    }
    return result
  }
}

extension Blueprint {
  /// The blueprint with `$arg` replaced by a route's argument in every type, id and context.
  func substitutingArgument(of route: Route) throws(NavigationError) -> Blueprint {
    try replacingText { text throws(NavigationError) in
      do {
        return try RouteTemplate.substitute(text, argument: route.argument, remainder: nil)
      } catch {
        throw NavigationError(
          .unhandledRoute, "\"\(text)\" uses $arg, but the route \(route) has no argument")
      }
    }
  }
}
