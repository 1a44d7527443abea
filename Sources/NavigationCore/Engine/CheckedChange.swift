// The UIKit steps that check everything before they change anything (push, pop, popTo,
// popToRoot, setStack, present, dismiss, selectTab, addTab, show), split in two: a non-mutating check
// that resolves selectors and throws every error the step can raise, and a change that then
// cannot fail. `perform` applies such a change to the state in place, which spares the copy
// of the state a transaction makes and the copies of every controller on the changed path
// that the copy forces.

/// A step's change to the window, resolved and checked against the state it was checked on.
enum CheckedChange {
  /// Push a controller built from the blueprint onto the nav at the path. `counted`, here
  /// and below, is the number of controllers in the window when the check had to count them
  /// (near the limit), the new bound of `EngineHints.controllerCountBound`.
  case push(Blueprint, onto: ControllerPath, counted: Int?)
  /// Replace the controllers of the nav at the path with ones built from the blueprints.
  case setStack([Blueprint], of: ControllerPath, counted: Int?)
  /// Pop the nav at the path down to `count` controllers.
  case pop(to: Int, in: ControllerPath)
  /// Present a controller built from the blueprint from the presenter at the path.
  case present(Blueprint, style: PresentationStyle, by: ControllerPath, counted: Int?)
  /// Dismiss what the controller at the path presents.
  case dismiss(by: ControllerPath)
  /// Select the tab at an index of the tab bar at the path (through its More nav when the tab
  /// is listed under More).
  case selectTab(Int, in: ControllerPath)
  /// Select the More nav of the tab bar at the path.
  case selectMore(in: ControllerPath)
  /// Nothing changes and nothing is ignored: a tap on the selected tab at its root.
  case unchanged
  /// Insert a tab built from the blueprint at an index of the tab bar at the path, or
  /// replace the tab there.
  case addTab(Blueprint, at: Int, replacing: Bool, in: ControllerPath, counted: Int?)
  /// Nothing changes, and the warning says why: a call UIKit ignores (a pop at a nav's root,
  /// a present from a controller already presenting, a dismiss with nothing presented).
  case ignored(Warning)
}

extension NavigationState {
  /// Applies a checked change. Only building a tab bar can still fail (its message names
  /// the id it gets); `inPlaceChange(for:)` leaves those to transactions.
  mutating func apply(_ change: CheckedChange) throws(NavigationError) {
    switch change {
    case .push(let blueprint, let navPath, let counted):
      if let counted { hints.controllerCountBound = counted }
      let pushed = try build(blueprint)
      window.update(at: navPath) { $0.appendChild(pushed) }
    case .setStack(let blueprints, let navPath, let counted):
      if let counted { hints.controllerCountBound = counted }
      var stack = ChildList()
      for blueprint in blueprints { stack.append(try build(blueprint)) }
      window.update(at: navPath) { $0.children = stack }
    case .pop(let count, let navPath):
      if count < 2, let tabsPath = moreTabsPath(ofNavAt: navPath) {
        // Popped back to the More list: the tab it showed goes back to its place (a tab that
        // moved whole takes its place back before the More nav, whose path changes).
        returnShownTab(ofTabsAt: tabsPath, keeping: .rootOnly)
      } else {
        window.update(at: navPath) { $0.removeChildren(from: count) }
      }
    case .present(let blueprint, let style, let presenter, let counted):
      if let counted { hints.controllerCountBound = counted }
      let presented = try build(blueprint)
      window.update(at: presenter) {
        $0.presented = Presentation(style: style, controller: presented)
      }
    case .dismiss(let presenter):
      window.update(at: presenter) { $0.presented = nil }
    case .addTab(let blueprint, let index, let replacing, let tabsPath, let counted):
      if let counted { hints.controllerCountBound = counted }
      let tab = try build(blueprint)
      changeTabs(ofTabsAt: tabsPath) { $0.addTab(tab, at: index, replacing: replacing) }
    case .selectTab(let index, let tabsPath):
      selectTab(at: index, ofTabsAt: tabsPath)
    case .selectMore(let tabsPath):
      selectMoreNav(ofTabsAt: tabsPath)
    case .unchanged:
      break
    case .ignored(let warning):
      log.append(.warning(warning))
    }
  }

  /// The checked change of an operation that can run in place, or nil when it must run as a
  /// transaction: a step of another kind, a blueprint that builds a split (new splits are
  /// settled afterwards, which can fail) or a tab bar (whose build can fail), or splits
  /// still waiting to be settled. Throws the operation's error, changing nothing.
  func inPlaceChange(for operation: Operation) throws(NavigationError) -> CheckedChange? {
    guard !hints.mayHoldUnsettledSplits else { return nil }
    switch operation {
    case .push(let blueprint, let selector):
      guard blueprint.buildsInPlace else { return nil }
      return try checkedPush(blueprint, on: selector)
    case .setStack(let blueprints, let selector):
      guard blueprints.allSatisfy(\.buildsInPlace) else { return nil }
      return try checkedSetStack(blueprints, on: selector)
    case .show(let blueprint, let sender):
      guard blueprint.buildsInPlace else { return nil }
      return try checkedShow(blueprint, to: try showTarget(from: sender))
    case .pop(let selector):
      return try checkedPop(selector)
    case .popTo(let selector, let navigation):
      return try checkedPopTo(selector, on: navigation)
    case .popToRoot(let selector):
      return try checkedPopToRoot(selector)
    case .present(let blueprint, let selector, let style):
      guard blueprint.buildsInPlace else { return nil }
      return try checkedPresent(blueprint, from: selector, style: style)
    case .dismiss(let selector):
      return try checkedDismiss(selector)
    case .selectTab(let tab, let selector):
      return try checkedSelectTab(tab, in: selector)
    case .selectMore(let selector):
      return try checkedSelectMore(in: selector)
    case .tapTab(let tab, let selector):
      return try checkedTapTab(tab, in: selector)
    case .swipeDown(let selector):
      return try checkedSwipeDown(selector)
    case .addTab(let blueprint, let index, let replacing, let selector):
      guard blueprint.buildsInPlace else { return nil }
      return try checkedAddTab(blueprint, at: index, replacing: replacing, in: selector)
    default:
      return nil
    }
  }
}

extension NavigationState {
  /// The tab bar whose More nav is the nav at the path, when it is one and shows a tab.
  func moreTabsPath(ofNavAt navPath: ControllerPath) -> ControllerPath? {
    guard let tabsPath = navPath.parent, case .child(let index) = navPath.last,
      let tabs = window[tabsPath], tabs.kind == .tabs, index == tabs.moreNavIndex,
      tabs.more?.shownTab != nil
    else { return nil }
    return tabsPath
  }
}

extension Blueprint {
  /// Whether building the blueprint makes neither a split nor a tab bar, anywhere below it.
  var buildsInPlace: Bool {
    kind != .split && kind != .tabs && children.allSatisfy(\.buildsInPlace)
      && (presents?.buildsInPlace ?? true)
  }
}
