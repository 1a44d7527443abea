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
      guard tabs.children.indices.contains(index) else {
        throw NavigationError(
          .noSuchTab, "\(tabs.label) has no tab \(index); it has \(tabs.children.count)")
      }
      return .selectTab(index, in: tabsPath)
    case .controller(let target):
      let targetPath = try window.resolve(target)
      let owner: ControllerPath?
      if let selector {
        owner = try tabsPath(for: selector)
      } else {
        owner = window.nearestAncestor(of: targetPath, includingSelf: false) { $0.kind == .tabs }
      }
      guard let tabsPath = owner, targetPath.count > tabsPath.count,
        targetPath.starts(with: tabsPath), case .child(let index) = targetPath[tabsPath.count]
      else {
        throw NavigationError(
          .noSuchTab, "\(controller(at: targetPath).label) is not a tab of a tab bar controller")
      }
      return .selectTab(index, in: tabsPath)
    }
  }

  mutating func setTabs(_ blueprints: [Blueprint], in selector: Selector?) throws(NavigationError) {
    let tabsPath = try tabsPath(for: selector)
    let old = controller(at: tabsPath)
    let tabs = try instantiate(blueprints, replacing: old.children)
    window.update(at: tabsPath) { $0.replaceTabs(with: tabs, previously: old) }
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
    let index = index ?? (replacing ? old.children.count - 1 : old.children.count)
    let valid =
      replacing ? old.children.indices : old.children.startIndex..<old.children.endIndex + 1
    guard valid.contains(index) else {
      throw NavigationError(
        .noSuchTab,
        "\(old.label) has no tab \(index) to \(replacing ? "replace" : "insert before"); "
          + "it has \(old.children.count)")
    }
    let removed = replacing ? [old.children[index]] : []
    let counted = try checkInstantiable([blueprint], replacing: removed)
    try checkDepth(tabsPath.count + blueprint.depth)
    return .addTab(blueprint, at: index, replacing: replacing, in: tabsPath, counted: counted)
  }
}

extension Controller {
  /// Inserts a tab at `index`, or replaces the tab there, in place, with UIKit's selection
  /// rule worked out from the index: the selected controller stays selected (one index
  /// further when a tab goes before it), and a replaced selected tab leaves the selection
  /// where it was. Rebuilding the tab array and looking the selected controller up made each
  /// added tab cost as much as all the tabs before it.
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
