// The UIKit steps that check everything before they change anything (those
// `inPlaceChange(for:)` lists), split in two: a non-mutating check
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
  /// Applies a checked change.
  mutating func apply(_ change: CheckedChange) throws(NavigationError) {
    _ = try applyReportingChange(change)
  }

  /// Applies a checked change; returns whether the window changed.
  ///
  /// Decided from what the change touches, without a copy of the tree before it: a copy held
  /// while a push changes a long stack, or a tab is added to many, would make the change copy
  /// every controller of the stack or every tab.
  ///
  /// Only building a tab bar can still fail (its message names the id it gets);
  /// `inPlaceChange(for:)` leaves those to transactions.
  mutating func applyReportingChange(_ change: CheckedChange) throws(NavigationError) -> Bool {
    switch change {
    case .push(let blueprint, let navPath, let counted):
      if let counted { hints.controllerCountBound = counted }
      if blueprint.pathValue == nil { warnOutsidePath(of: navPath, "pushViewController") }
      let pushed = try build(blueprint)
      window.update(at: navPath) { $0.appendChild(pushed) }
      return true
    case .setStack(let blueprints, let navPath, let counted):
      if let counted { hints.controllerCountBound = counted }
      warnOutsidePath(of: navPath, "setViewControllers")
      var stack = ChildList()
      for blueprint in blueprints { stack.append(try build(blueprint)) }
      return window.update(at: navPath) { nav in
        let changed = nav.children != stack
        nav.children = stack
        return changed
      }
    case .pop(let count, let navPath):
      if count < 2, let tabsPath = moreTabsPath(ofNavAt: navPath) {
        // Popped back to the More list: the tab it showed goes back to its place (a tab that
        // moved whole takes its place back before the More nav, whose path changes), and the
        // More nav's state names no tab any more, a change whatever else moved.
        returnShownTab(ofTabsAt: tabsPath, keeping: .rootOnly)
        return true
      }
      return window.update(at: navPath) { nav in
        let changed = count < nav.children.count
        nav.removeChildren(from: count)
        return changed
      }
    case .present(let blueprint, let style, let presenter, let counted):
      if let counted { hints.controllerCountBound = counted }
      let presented = Presentation(
        requesting: style, compactStyle: blueprint.compactStyle(presentedWith: style),
        controller: try build(blueprint), in: window.traits)
      return window.update(at: presenter) { controller in
        let changed = controller.presented != presented
        controller.presented = presented
        return changed
      }
    case .dismiss(let presenter):
      return window.update(at: presenter) { controller in
        let changed = controller.presented != nil
        controller.presented = nil
        return changed
      }
    case .addTab(let blueprint, let index, let replacing, let tabsPath, let counted):
      if let counted { hints.controllerCountBound = counted }
      let tab = try build(blueprint)
      // An added tab changes the number of tabs; a replacing tab changes the tab bar unless
      // it is the very tab it replaces, which only a comparison can tell.
      let before =
        replacing && !replacesWithADifferentTab(tab, at: index, ofTabsAt: tabsPath)
        ? controller(at: tabsPath) : nil
      changeTabs(ofTabsAt: tabsPath) { $0.addTab(tab, at: index, replacing: replacing) }
      return before.map { window[tabsPath] != $0 } ?? true
    case .selectTab(let index, let tabsPath):
      let changes = selectingChanges(tab: index, ofTabsAt: tabsPath)
      selectTab(at: index, ofTabsAt: tabsPath)
      return changes
    case .selectMore(let tabsPath):
      let changes = selectingMoreNavChanges(ofTabsAt: tabsPath)
      selectMoreNav(ofTabsAt: tabsPath)
      return changes
    case .unchanged:
      return false
    case .ignored(let warning):
      log.append(.warning(warning))
      return false
    }
  }

  /// The checked change of an operation that can run in place, or nil when it must run as a
  /// transaction: a step of another kind, a blueprint that builds a split (new splits are settled
  /// afterwards, which can fail) or a tab bar (whose build can fail), or splits still waiting to be
  /// settled.
  ///
  /// Throws the operation's error, changing nothing.
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
      // A coordinator's nav reports a pop or a dismissal to the coordinators (Lifetime.swift).
      guard coordinators.isEmpty else { return nil }
      return try checkedPop(selector)
    case .popTo(let selector, let navigation):
      return try checkedPopTo(selector, on: navigation)
    case .popToRoot(let selector):
      return try checkedPopToRoot(selector)
    case .present(let blueprint, let selector, let style, _):
      guard blueprint.buildsInPlace else { return nil }
      return try checkedPresent(blueprint, from: selector, style: style)
    case .dismiss(let selector, let animated):
      // Splits that reappear without animation run their `viewDidAppear` rule (SizeClass.swift).
      guard coordinators.isEmpty, animated else { return nil }
      return try checkedDismiss(selector)
    case .selectTab(let tab, let selector):
      return try checkedSelectTab(tab, in: selector)
    case .selectMore(let selector):
      return try checkedSelectMore(in: selector)
    case .tapTab(let tab, let selector):
      let change = try checkedTapTab(tab, in: selector)
      // A tab the delegate refuses runs the app's steps, which only a transaction can undo.
      return refusedTab(change) == nil ? change : nil
    case .swipeDown(let selector):
      guard coordinators.isEmpty else { return nil }
      return try checkedSwipeDown(selector)
    case .addTab(let blueprint, let index, let replacing, let selector):
      guard blueprint.buildsInPlace else { return nil }
      return try checkedAddTab(blueprint, at: index, replacing: replacing, in: selector)
    default:
      // Every other step runs as a transaction: steps that build splits or tab bars, or that a
      // library performs in several changes. A transaction is always right; a step joins the
      // list above only once it checks everything before it changes anything.
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
  /// Whether building the blueprint makes no split, tab bar or page view controller (whose
  /// building can still fail), anywhere below it.
  var buildsInPlace: Bool {
    kind != .split && kind != .tabs && kind != .pages && children.allSatisfy(\.buildsInPlace)
      && (presents?.buildsInPlace ?? true)
  }
}
