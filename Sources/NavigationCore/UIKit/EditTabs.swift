// The More list's Edit button. In a compact window a tab bar with more than five tabs lists the
// others under More; the More list's navigation bar has an Edit button, which shows the
// customizing sheet of `customizableViewControllers` (by default every tab). The user drags an
// item of the sheet onto an item of the tab bar, or moves the bar's items among themselves: the
// two controllers swap places in `viewControllers`, and the one that left the bar is listed
// under More. The sheet is reached only from the More list on screen, and every drag ends on the
// tab bar. `tabBarController(_:willEndCustomizing:changed:)` is the app's code.

extension NavigationState {
  /// `{"editTabs": dragged, "onto": target}`: the user drags a tab onto another's place.
  mutating func editTabs(
    _ dragged: TabReference, onto target: TabReference, in selector: Selector?
  ) throws(NavigationError) {
    let (tabsPath, from) = try tabIndex(of: dragged, in: selector)
    let (targetTabsPath, to) = try tabIndex(of: target, in: selector)
    let tabs = controller(at: tabsPath)
    guard targetTabsPath == tabsPath else {
      throw NavigationError(
        .noSuchTab,
        "\(controller(at: targetTabsPath).label) is not the tab bar of the dragged tab, "
          + tabs.label)
    }
    guard showsMoreItem(tabs), tabs.isMoreSelected, tabs.more?.shownTab == nil,
      tabsPath.layerRoot == window.topmostLayer
    else {
      return warn(
        .editUnavailable,
        "the Edit button is on the More list of \(tabs.label), which is not on screen")
    }
    guard from < Self.tabsBeforeMore || to < Self.tabsBeforeMore else {
      return warn(
        .editUnavailable,
        "tabs \(from) and \(to) of \(tabs.label) are both listed under More; the user drags "
          + "an item onto the tab bar")
    }
    guard from != to else { return }
    let names = (tabs.children[from].label, tabs.children[to].label)
    window.update(at: tabsPath) { tabs in
      var children = Array(tabs.children)
      children.swapAt(from, to)
      tabs.children = ChildList(children)
    }
    log.append(.note("edit tabs: \(names.0) takes the place of \(names.1)"))
  }

  /// The tab bar and the index among its tabs of a tab reference; the More nav is none.
  private func tabIndex(
    of tab: TabReference, in selector: Selector?
  ) throws(NavigationError) -> (ControllerPath, Int) {
    guard case .selectTab(let index, let tabsPath) = try checkedSelectTab(tab, in: selector)
    else {
      throw NavigationError(
        .noSuchTab, "the More item is not a tab the user can drag in the Edit sheet")
    }
    return (tabsPath, index)
  }
}
