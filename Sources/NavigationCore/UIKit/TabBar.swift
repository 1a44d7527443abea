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
    var tabs = old.children
    let removed = replacing ? [tabs.remove(at: index)] : []
    let added = try instantiate([blueprint], replacing: removed)
    tabs.insert(contentsOf: added, at: index)
    window.update(at: tabsPath) { $0.replaceTabs(with: tabs, previously: old) }
  }
}

extension Controller {
  /// Sets the tabs and applies UIKit's selection rule.
  mutating func replaceTabs(with tabs: [Controller], previously old: Controller) {
    children = tabs
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
