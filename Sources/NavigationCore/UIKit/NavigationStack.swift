// UINavigationController: push, pop, popTo, popToRoot and setViewControllers. UIKit throws when
// a navigation controller or a split is pushed ("Pushing a navigation controller is not
// supported"); `popViewController` at the root returns nil and changes nothing, which navrun
// records as the warning `cannotPopRoot`.

extension NavigationState {
  /// The nav a step acts on: the selected nav, or the nearest nav holding the selected controller
  /// (UIKit's `navigationController` property).
  ///
  /// Default: the nav of `top`.
  func navigationPath(for selector: Selector?) throws(NavigationError) -> ControllerPath {
    guard let selector, selector != .top else {
      // The default of most steps: `top` and its nav in one walk.
      var (path, navLength) = window.pathToTop(noting: { $0.kind == .nav })
      guard let navLength else { throw notInNavigation(path) }
      path.removeSubrange(navLength...)
      return path
    }
    let path = try window.resolve(selector)
    guard let nav = window.nearestAncestor(of: path, where: { $0.kind == .nav }) else {
      throw notInNavigation(path)
    }
    return nav
  }

  private func notInNavigation(_ path: ControllerPath) -> NavigationError {
    NavigationError(
      .notInNavigation, "\(controller(at: path).label) is not in a navigation controller")
  }

  /// Refuses what UIKit refuses to push.
  func checkPushable(_ blueprint: Blueprint, onto navPath: ControllerPath) throws(NavigationError) {
    guard blueprint.kind == .nav || blueprint.kind == .split else { return }
    let name = blueprint.kind == .nav ? "a navigation controller" : "a split view controller"
    throw NavigationError(
      .cannotPushContainer, "\(name) cannot be pushed onto \(controller(at: navPath).label)")
  }

  mutating func push(_ blueprint: Blueprint, on selector: Selector?) throws(NavigationError) {
    try apply(try checkedPush(blueprint, on: selector))
  }

  func checkedPush(
    _ blueprint: Blueprint, on selector: Selector?
  ) throws(NavigationError) -> CheckedChange {
    try checkedPush(blueprint, onto: try navigationPath(for: selector))
  }

  /// Checks a push onto a resolved nav.
  func checkedPush(
    _ blueprint: Blueprint, onto navPath: ControllerPath
  ) throws(NavigationError) -> CheckedChange {
    try checkPushable(blueprint, onto: navPath)
    let counted = try checkInstantiable([blueprint], replacing: [])
    try checkDepth(navPath.count + blueprint.depth)
    return .push(blueprint, onto: navPath, counted: counted)
  }

  mutating func pop(_ selector: Selector?) throws(NavigationError) {
    let report = popReport(onNavAt: try navigationPath(for: selector))
    try apply(try checkedPop(selector))
    if let (nav, removed) = report { reportRemoval(of: removed, from: nav) }
  }

  func checkedPop(_ selector: Selector?) throws(NavigationError) -> CheckedChange {
    let navPath = try navigationPath(for: selector)
    let nav = controller(at: navPath)
    guard nav.children.count > 1 else {
      let root = nav.children.first.map { "\($0.label), the root of " } ?? "the empty "
      return .ignored(Warning(.cannotPopRoot, "cannot pop \(root)\(nav.label)"))
    }
    return .pop(to: nav.children.count - 1, in: navPath)
  }

  mutating func popTo(_ selector: Selector, on navigation: Selector?) throws(NavigationError) {
    try apply(try checkedPopTo(selector, on: navigation))
  }

  /// Checks `popToViewController`: sent to the nav holding the controller, or to the nav
  /// `navigation` selects, which UIKit refuses with an exception when the controller is not on
  /// its stack.
  func checkedPopTo(
    _ selector: Selector, on navigation: Selector?
  ) throws(NavigationError) -> CheckedChange {
    let target = try window.resolve(selector)
    var item = target
    while let parent = item.parent, controller(at: parent).kind != .nav { item = parent }
    let holder = item.parent
    if let navigation {
      let navPath = try navigationPath(for: navigation)
      guard holder == navPath, case .child(let index) = item.last else {
        throw NavigationError(
          .notOnStack,
          "\(controller(at: target).label) is not on the stack of \(controller(at: navPath).label)")
      }
      return .pop(to: index + 1, in: navPath)
    }
    guard let navPath = holder, case .child(let index) = item.last else {
      throw NavigationError(
        .notInNavigation, "\(controller(at: target).label) is not in a navigation controller")
    }
    return .pop(to: index + 1, in: navPath)
  }

  mutating func popToRoot(_ selector: Selector?) throws(NavigationError) {
    try apply(try checkedPopToRoot(selector))
  }

  func checkedPopToRoot(_ selector: Selector?) throws(NavigationError) -> CheckedChange {
    .pop(to: 1, in: try navigationPath(for: selector))
  }

  mutating func setStack(_ blueprints: [Blueprint], on selector: Selector?) throws(NavigationError)
  {
    try apply(try checkedSetStack(blueprints, on: selector))
  }

  func checkedSetStack(
    _ blueprints: [Blueprint], on selector: Selector?
  ) throws(NavigationError) -> CheckedChange {
    let navPath = try navigationPath(for: selector)
    for blueprint in blueprints { try checkPushable(blueprint, onto: navPath) }
    let counted = try checkInstantiable(blueprints, replacing: controller(at: navPath).children)
    try checkDepth(navPath.count + (blueprints.map(\.depth).max() ?? 0))
    return .setStack(blueprints, of: navPath, counted: counted)
  }
}
