// UITabBarController's More tab. In a horizontally compact window a tab bar with more than five
// tabs shows the first four and a More item; the others are listed by the More navigation
// controller (`moreNavigationController`), which is not one of the tabs. Selecting one of those
// tabs pushes it onto the More nav: a nav tab's controllers move onto the More nav (its own nav
// stays among the tabs, empty), any other controller moves itself. navrun keeps the More nav in
// the tree as the tab bar's last child, with a `More` list screen at its root, from the first
// time the More tab is selected until the tabs change or the window becomes regular.

/// The state of a tab bar's More navigation controller, while it is in the tree.
public struct MoreState: Sendable, Equatable {
  /// The tab shown through More (its index among the tabs), if any.
  public var shownTab: Int?
  /// Whether the shown tab's controller itself moved onto the More nav, leaving its place
  /// among the tabs (a tab that is not a nav); for a nav tab only its controllers moved.
  public var movedWhole = false

  /// Creates the state of a More nav that shows its list.
  public init(shownTab: Int? = nil, movedWhole: Bool = false) {
    self.shownTab = shownTab
    self.movedWhole = movedWhole
  }
}

extension Controller {
  /// The number of tabs (UIKit's `viewControllers.count`): the children, without the More nav
  /// and with the tab that moved onto it.
  public var tabCount: Int {
    guard let more else { return children.count }
    return children.count - 1 + (more.movedWhole && more.shownTab != nil ? 1 : 0)
  }

  /// Whether the More nav is selected (UIKit's `selectedIndex` is then `NSNotFound`).
  public var isMoreSelected: Bool {
    more != nil && selectedIndex == children.count - 1
  }

  /// The index of the More nav among the children, when it is in the tree.
  public var moreNavIndex: Int? {
    more == nil ? nil : children.count - 1
  }

  /// The tab index of a child of a tab bar: nil for the More nav.
  func tabIndex(ofChild child: Int) -> Int? {
    guard let more else { return child }
    if child == children.count - 1 { return nil }
    if more.movedWhole, let shown = more.shownTab, child >= shown { return child + 1 }
    return child
  }
}

extension NavigationState {
  /// How many tabs a compact tab bar shows before the More item, when it has more than five.
  static let tabsBeforeMore = 4

  /// Whether a tab bar shows a More item: a horizontally compact window and more than five tabs.
  func showsMoreItem(_ tabs: Controller) -> Bool {
    window.sizeClass == .compact && tabs.tabCount > 5
  }

  /// Whether selecting tab `index` of a tab bar goes through the More nav.
  func isMoreTab(_ index: Int, of tabs: Controller) -> Bool {
    showsMoreItem(tabs) && index >= Self.tabsBeforeMore
  }

  /// Selects the More nav of the tab bar at the path, adding it to the tree if needed.
  mutating func selectMoreNav(ofTabsAt tabsPath: ControllerPath) {
    if controller(at: tabsPath).more == nil {
      let list = makeController(id: freshID(base: "More"), kind: .screen, type: "More")
      var nav = makeController(id: freshID(base: "more"), kind: .nav)
      nav.children = ChildList([list])
      window.update(at: tabsPath) {
        $0.more = MoreState()
        $0.appendChild(nav)
      }
    }
    window.update(at: tabsPath) { $0.selectedIndex = $0.children.count - 1 }
  }

  /// The id of the More nav or its list: the base while no controller in the window holds it.
  ///
  /// A tab bar's More nav is one object in UIKit, however often it leaves the tree and comes back,
  /// so it keeps its name rather than taking `more#2`.
  private mutating func freshID(base: String) -> String {
    // Only an id handed out before can be in the window: a fresh one needs no walk.
    if !identifiers.mayHaveHandedOut(base) || !window.contains(id: base) {
      identifiers.reserve(base)
      return base
    }
    var id = identifiers.makeID(base: base)
    while window.contains(id: id) { id = identifiers.makeID(base: base) }
    return id
  }

  /// Selects tab `index` through the More nav: the More nav gives back the tab it showed, then
  /// takes the new one (a nav tab's controllers, or the controller itself) and is selected.
  mutating func showThroughMore(_ index: Int, ofTabsAt tabsPath: ControllerPath) {
    returnShownTab(ofTabsAt: tabsPath, keeping: .all)
    selectMoreNav(ofTabsAt: tabsPath)
    window.update(at: tabsPath) { tabs in
      guard let navIndex = tabs.moreNavIndex, tabs.children.indices.contains(index) else {
        return
      }
      let tab = tabs.children[index]
      var moved: [Controller]
      if tab.kind == .nav {
        moved = Array(tab.children)
        tabs.updateChild(at: index) { $0.children = ChildList() }
        tabs.more = MoreState(shownTab: index, movedWhole: false)
      } else {
        moved = [tab]
        tabs.more = MoreState(shownTab: index, movedWhole: true)
      }
      tabs.updateChild(at: navIndex) { nav in
        for controller in moved { nav.appendChild(controller) }
      }
      if tab.kind != .nav {
        var children = Array(tabs.children)
        children.remove(at: index)
        tabs.children = ChildList(children)
      }
      tabs.selectedIndex = tabs.children.count - 1
    }
  }

  /// What goes back to a tab when the More nav gives it back.
  enum ReturnedControllers {
    /// Everything above the More list (the More nav is popped to its list).
    case all
    /// The tab's root only: the controllers above it were popped.
    case rootOnly
  }

  /// The More nav gives back the tab it shows, if any, and shows its list.
  ///
  /// A tab that moved whole takes back its place; a nav tab takes back its controllers. What was
  /// pushed above a tab that moved whole is popped, as UIKit pops the More nav to its list.
  mutating func returnShownTab(ofTabsAt tabsPath: ControllerPath, keeping: ReturnedControllers) {
    window.update(at: tabsPath) { tabs in
      guard let more = tabs.more, let shown = more.shownTab, let navIndex = tabs.moreNavIndex
      else { return }
      let wasSelected = tabs.selectedIndex == navIndex
      let nav = tabs.children[navIndex]
      let moved = Array(nav.children.dropFirst())
      tabs.updateChild(at: navIndex) { $0.removeChildren(from: 1) }
      if more.movedWhole {
        if let tab = moved.first {
          tabs.insertChild(tab, at: min(shown, navIndex))
        }
      } else {
        let returned = keeping == .all ? moved : Array(moved.prefix(1))
        // Below anything pushed onto the emptied nav meanwhile, which is kept.
        tabs.updateChild(at: shown) { $0.children = ChildList(returned + Array($0.children)) }
      }
      tabs.more = MoreState()
      if wasSelected { tabs.selectedIndex = tabs.children.count - 1 }
    }
  }

  /// Takes the More nav out of the tree: the tab it shows goes back, and the tab bar selects
  /// `selecting` (by tab index) when the More nav was selected.
  mutating func removeMoreNav(ofTabsAt tabsPath: ControllerPath, selecting: Int) {
    guard controller(at: tabsPath).more != nil else { return }
    returnShownTab(ofTabsAt: tabsPath, keeping: .all)
    window.update(at: tabsPath) { tabs in
      let wasSelected = tabs.isMoreSelected
      tabs.removeChildren(from: tabs.children.count - 1)
      tabs.more = nil
      if wasSelected || !tabs.children.indices.contains(tabs.selectedIndex) {
        tabs.selectedIndex = tabs.children.indices.contains(selecting) ? selecting : 0
      }
    }
  }

  /// Changes the tabs of the tab bar at the path as UIKit's `viewControllers`, without the
  /// More nav: it gives its tab back first, and afterwards the tab bar settles again (the
  /// More list stays selected when it was and the tab bar still shows More).
  mutating func changeTabs(
    ofTabsAt tabsPath: ControllerPath, _ change: (inout Controller) -> Void
  ) {
    // Read in a scope of its own: a copy of the tab bar still held while the tabs change
    // would make the change copy every tab.
    let (wasMoreListSelected, selecting) = {
      let tabs = controller(at: tabsPath)
      return (
        tabs.isMoreSelected && tabs.more?.shownTab == nil,
        tabs.more?.shownTab ?? Self.tabsBeforeMore
      )
    }()
    removeMoreNav(ofTabsAt: tabsPath, selecting: selecting)
    window.update(at: tabsPath, change)
    if wasMoreListSelected, showsMoreItem(controller(at: tabsPath)) {
      selectMoreNav(ofTabsAt: tabsPath)
    } else {
      settleMore(ofTabsAt: tabsPath)
    }
  }

  /// Selects tab `index` of the tab bar at the path as UIKit does: through the More nav when
  /// the tab is listed under More, else directly.
  mutating func selectTab(at index: Int, ofTabsAt tabsPath: ControllerPath) {
    // The tab bar is read only where it may list the tab under More: every selection comes here.
    if window.sizeClass == .compact, index >= Self.tabsBeforeMore,
      isMoreTab(index, of: controller(at: tabsPath))
    {
      showThroughMore(index, ofTabsAt: tabsPath)
    } else {
      window.update(at: tabsPath) { $0.selectedIndex = index }
    }
  }

  /// Whether selecting tab `index` of the tab bar at the path changes the tree: a tab selected
  /// directly, unless it is selected already; a tab shown through the More nav, unless the More
  /// nav is selected and already shows exactly that tab (giving it back and taking it again
  /// would pop what was pushed above a tab that moved whole, and move onto the More nav what
  /// was pushed meanwhile onto a nav tab's emptied stack).
  func selectingChanges(tab index: Int, ofTabsAt tabsPath: ControllerPath) -> Bool {
    let tabs = controller(at: tabsPath)
    guard window.sizeClass == .compact, index >= Self.tabsBeforeMore, isMoreTab(index, of: tabs)
    else { return tabs.selectedIndex != index }
    guard let more = tabs.more, more.shownTab == index, tabs.isMoreSelected,
      let navIndex = tabs.moreNavIndex
    else { return true }
    return more.movedWhole
      ? tabs.children[navIndex].children.count != 2 : !tabs.children[index].children.isEmpty
  }

  /// Whether selecting the More nav of the tab bar at the path changes the tree: unless the
  /// More nav is there and selected.
  func selectingMoreNavChanges(ofTabsAt tabsPath: ControllerPath) -> Bool {
    !controller(at: tabsPath).isMoreSelected
  }

  /// Whether `tab` differs from the tab at `index` of the tab bar at the path, when that tab
  /// bar has no More nav to give a tab back first; false when it is the same or cannot be told
  /// without the change.
  func replacesWithADifferentTab(
    _ tab: Controller, at index: Int, ofTabsAt tabsPath: ControllerPath
  ) -> Bool {
    let tabs = controller(at: tabsPath)
    return tabs.more == nil && tabs.children[index] != tab
  }

  /// After the tabs or the size class changed: a compact tab bar whose selected tab is listed
  /// under More shows it through the More nav; a tab bar without a More item loses its More
  /// nav.
  mutating func settleMore(ofTabsAt tabsPath: ControllerPath) {
    let tabs = controller(at: tabsPath)
    if !showsMoreItem(tabs) {
      let selecting = tabs.more?.shownTab ?? Self.tabsBeforeMore
      removeMoreNav(ofTabsAt: tabsPath, selecting: selecting)
    } else if tabs.more == nil, tabs.selectedIndex >= Self.tabsBeforeMore {
      showThroughMore(tabs.selectedIndex, ofTabsAt: tabsPath)
    }
  }

  /// Settles the More nav of every tab bar in the window (a size-class change), or of the tab
  /// bars built since the last settling.
  mutating func settleMoreOfAllTabs() {
    var ids: [String] = []
    window.forEachController { if $0.kind == .tabs { ids.append($0.id) } }
    for id in ids {
      guard let path = window.path(ofID: id) else { continue }
      settleMore(ofTabsAt: path)
    }
  }

  mutating func selectMore(in selector: Selector?) throws(NavigationError) {
    try apply(try checkedSelectMore(in: selector))
  }

  /// Checks selecting the More nav (`selectedViewController = moreNavigationController`).
  func checkedSelectMore(in selector: Selector?) throws(NavigationError) -> CheckedChange {
    let tabsPath = try tabsPath(for: selector)
    let tabs = controller(at: tabsPath)
    guard showsMoreItem(tabs) else {
      let reason =
        window.sizeClass == .compact
        ? "it has \(tabs.tabCount) tabs; More appears with more than five"
        : "the window is regular; More appears only in a compact window"
      return .ignored(Warning(.noMoreTab, "\(tabs.label) shows no More tab: \(reason)"))
    }
    return .selectMore(in: tabsPath)
  }
}
