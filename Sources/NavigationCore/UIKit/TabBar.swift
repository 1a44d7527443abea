// UITabBarController: selecting a tab, and replacing or inserting tabs. When the tabs change,
// the previously selected controller stays selected if it is still there; otherwise the same
// index if valid; otherwise the first tab.

extension NavigationState {
  /// The tab bar a step acts on: the selected tabs or the nearest tabs holding the selected
  /// controller; default: the first tab bar in search order.
  func tabsPath(for selector: Selector?) throws(NavigationError) -> ControllerPath {
    let selector = selector ?? .kind(.tabs)
    let path = try window.resolve(selector)
    // The default, the first tab bar, is its own nearest tab bar: no second walk down to it.
    if case .kind(.tabs) = selector { return path }
    guard let tabs = window.nearestAncestor(of: path, where: { $0.kind == .tabs }) else {
      throw NavigationError(
        .notFound, "\(controller(at: path).label) is not in a tab bar controller")
    }
    return tabs
  }

  /// The tab bar a selection by controller goes to: the one `in` selects, else the nearest tab
  /// bar above the controller, if any.
  func tabBarPath(
    in selector: Selector?, owning targetPath: ControllerPath
  ) throws(NavigationError) -> ControllerPath? {
    if let selector { return try tabsPath(for: selector) }
    return window.nearestAncestor(of: targetPath, includingSelf: false) { $0.kind == .tabs }
  }

  mutating func selectTab(_ tab: TabReference, in selector: Selector?) throws(NavigationError) {
    try apply(try checkedSelectTab(tab, in: selector))
  }

  func checkedSelectTab(
    _ tab: TabReference, in selector: Selector?
  ) throws(NavigationError) -> CheckedChange {
    switch tab {
    case .index(let index):
      let tabsPath = try tabsPath(for: selector)
      let tabs = controller(at: tabsPath)
      guard (0..<tabs.tabCount).contains(index) else {
        throw NavigationError(
          .noSuchTab, "\(tabs.label) has no tab \(index); it has \(tabs.tabCount)")
      }
      return .selectTab(index, in: tabsPath)
    case .controller(let target):
      // UIKit's `selectedViewController` setter: the controller must be one of the tabs or
      // the More nav, else UIKit throws.
      let targetPath = try window.resolve(target)
      let owner = try tabBarPath(in: selector, owning: targetPath)
      if let tabsPath = owner, let change = tabChange(selecting: targetPath, of: tabsPath) {
        return change
      }
      let owned = owner.map { " of \(controller(at: $0).label)" } ?? " of a tab bar controller"
      throw NavigationError(
        .noSuchTab,
        "\(controller(at: targetPath).label) is not one of the tabs\(owned); "
          + "{\"holding\": …} selects the tab that holds a controller")
    case .holding(let target):
      let targetPath = try window.resolve(target)
      let owner = try tabBarPath(in: selector, owning: targetPath)
      guard let tabsPath = owner, targetPath.count > tabsPath.count,
        targetPath.starts(with: tabsPath),
        let change = tabChange(selecting: Array(targetPath[...tabsPath.count]), of: tabsPath)
      else {
        throw NavigationError(
          .noSuchTab, "\(controller(at: targetPath).label) is not in a tab of a tab bar controller")
      }
      return change
    case .more:
      return try checkedSelectMore(in: selector)
    }
  }

  /// The change that selects the controller at `path` of the tab bar at `tabsPath`: one of
  /// its tabs, its More nav, or the controller a More tab moved onto the More nav; nil for
  /// anything else.
  func tabChange(selecting path: ControllerPath, of tabsPath: ControllerPath) -> CheckedChange? {
    guard path.count > tabsPath.count, path.starts(with: tabsPath),
      case .child(let child) = path[tabsPath.count]
    else { return nil }
    let tabs = controller(at: tabsPath)
    if path.count == tabsPath.count + 1 {
      guard let index = tabs.tabIndex(ofChild: child) else { return .selectMore(in: tabsPath) }
      return .selectTab(index, in: tabsPath)
    }
    // A tab that moved whole onto the More nav is still one of the tabs.
    if let more = tabs.more, more.movedWhole, let shown = more.shownTab,
      child == tabs.moreNavIndex, path.count == tabsPath.count + 2, path.last == .child(1)
    {
      return .selectTab(shown, in: tabsPath)
    }
    return nil
  }

  mutating func setTabs(_ blueprints: [Blueprint], in selector: Selector?) throws(NavigationError) {
    let tabsPath = try tabsPath(for: selector)
    let tabs = try instantiate(blueprints, replacing: controller(at: tabsPath).children)
    changeTabs(ofTabsAt: tabsPath) { bar in
      let old = bar
      bar.replaceTabs(with: tabs, previously: old)
    }
  }

  mutating func addTab(
    _ blueprint: Blueprint, at index: Int?, replacing: Bool, in selector: Selector?
  ) throws(NavigationError) {
    try apply(try checkedAddTab(blueprint, at: index, replacing: replacing, in: selector))
  }

  /// Checks an added (or replaced) tab: the tab bar, the index, the ids and the size.
  func checkedAddTab(
    _ blueprint: Blueprint, at index: Int?, replacing: Bool, in selector: Selector?
  ) throws(NavigationError) -> CheckedChange {
    let tabsPath = try tabsPath(for: selector)
    let old = controller(at: tabsPath)
    let count = old.tabCount
    let index = index ?? (replacing ? count - 1 : count)
    let valid = replacing ? 0..<count : 0..<count + 1
    guard valid.contains(index) else {
      throw NavigationError(
        .noSuchTab,
        "\(old.label) has no tab \(index) to \(replacing ? "replace" : "insert before"); "
          + "it has \(count)")
    }
    let removed = replacing ? [tab(index, of: tabsPath)] : []
    let counted = try checkInstantiable([blueprint], replacing: removed)
    try checkDepth(tabsPath.count + blueprint.depth)
    return .addTab(blueprint, at: index, replacing: replacing, in: tabsPath, counted: counted)
  }
}

extension NavigationState {
  /// Tab `index` of the tab bar at the path, wherever it is: in its place, or moved onto the
  /// More nav.
  func tab(_ index: Int, of tabsPath: ControllerPath) -> Controller {
    let tabs = controller(at: tabsPath)
    if let more = tabs.more, more.movedWhole, more.shownTab == index,
      let navIndex = tabs.moreNavIndex, tabs.children[navIndex].children.count > 1
    {
      return tabs.children[navIndex].children[1]
    }
    let child =
      tabs.more?.movedWhole == true && (tabs.more?.shownTab ?? .max) < index
      ? index - 1 : index
    return tabs.children[child]
  }
}

extension Controller {
  /// Inserts a tab at `index`, or replaces the tab there, in place, with UIKit's selection rule
  /// worked out from the index: the selected controller stays selected (one index further when a
  /// tab goes before it), and a replaced selected tab leaves the selection where it was.
  ///
  /// Rebuilding the tab array and looking the selected controller up made each added tab cost as
  /// much as all the tabs before it.
  mutating func addTab(_ tab: Controller, at index: Int, replacing: Bool) {
    let wasSelectable = children.indices.contains(selectedIndex)
    if replacing {
      updateChild(at: index) { $0 = tab }
    } else {
      insertChild(tab, at: index)
      if wasSelectable, index <= selectedIndex { selectedIndex += 1 }
    }
    if !children.indices.contains(selectedIndex) { selectedIndex = 0 }
  }

  /// Sets the tabs and applies UIKit's selection rule.
  mutating func replaceTabs(with tabs: [Controller], previously old: Controller) {
    children = ChildList(tabs)
    let previous =
      old.children.indices.contains(old.selectedIndex)
      ? old.children[old.selectedIndex].id : nil
    if let previous, let kept = tabs.firstIndex(where: { $0.id == previous }) {
      selectedIndex = kept
    } else if tabs.indices.contains(old.selectedIndex) {
      selectedIndex = old.selectedIndex
    } else {
      selectedIndex = 0
    }
  }
}
