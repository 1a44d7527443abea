// The user's gestures, as UIKit answers them. A tap on a tab bar item selects its tab; a tap on
// the selected tab pops its navigation controller to the root (UITabBarController does this for
// a nav tab, the More nav included). A swipe down dismisses a sheet interactively, unless the
// sheet's visible controller sets `isModalInPresentation` or the presentation is not a sheet
// (as it shows now: a popover in a compact width is a sheet, a sheet in a compact height is full
// screen; an alert or an action sheet never moves).
// The back button and the edge swipe pop the top controller exactly as `popViewController`
// does, so the `pop` step stands for them.

extension NavigationState {
  /// Checks a tap on a tab bar item: the tab by index or controller, or the More nav.
  func checkedTapTab(
    _ tab: TabReference, in selector: Selector?
  ) throws(NavigationError) -> CheckedChange {
    let tabsPath: ControllerPath
    let target: CheckedChange
    switch tab {
    case .index(let index):
      tabsPath = try self.tabsPath(for: selector)
      let tabs = controller(at: tabsPath)
      guard (0..<tabs.tabCount).contains(index) else {
        throw NavigationError(
          .noSuchTab, "\(tabs.label) has no tab \(index); it has \(tabs.tabCount)")
      }
      target = .selectTab(index, in: tabsPath)
    case .controller(let selected), .holding(let selected):
      let path = try window.resolve(selected)
      let owner: ControllerPath?
      if let selector {
        owner = try self.tabsPath(for: selector)
      } else {
        owner = window.nearestAncestor(of: path, includingSelf: false) { $0.kind == .tabs }
      }
      let shortened: ControllerPath
      if case .holding = tab, let owner, path.count > owner.count {
        shortened = Array(path[...owner.count])
      } else {
        shortened = path
      }
      guard let owner, let change = tabChange(selecting: shortened, of: owner) else {
        throw NavigationError(
          .noSuchTab, "\(controller(at: path).label) is not one of the tabs of a tab bar")
      }
      tabsPath = owner
      target = change
    case .more:
      tabsPath = try self.tabsPath(for: selector)
      target = try checkedSelectMore(in: selector)
      if case .ignored = target { return target }
    }
    let tabs = controller(at: tabsPath)
    if tabsPath.layerRoot != window.topmostLayer {
      return .ignored(
        Warning(.tabBarCovered, "\(tabs.label) is under a presentation that covers its tab bar"))
    }
    switch target {
    case .selectTab(let index, _):
      if isMoreTab(index, of: tabs) {
        throw NavigationError(
          .noSuchTab,
          "tab \(index) of \(tabs.label) has no item in the tab bar: it is listed under More "
            + "(select it with selectTab, or tap More with {\"tapTab\": \"more\"})")
      }
      if window.sizeClass == .compact, tabs.isSidebarOnly(index) {
        throw NavigationError(
          .noSuchTab,
          "tab \(index) of \(tabs.label) has no item in the tab bar: its placement is "
            + "sidebarOnly, and a compact width shows no sidebar (select it with select)")
      }
      guard index == tabs.selectedIndex, !tabs.isMoreSelected else { return target }
      if tabs.tabView?.reselect == .nothing { return .unchanged }
      return poppedToRoot(child: index, of: tabsPath)
    case .selectMore:
      guard let navIndex = tabs.moreNavIndex, tabs.isMoreSelected else { return target }
      return poppedToRoot(child: navIndex, of: tabsPath)
    default:
      return target
    }
  }

  /// A tap on the selected tab: its nav pops to the root; any other controller stays.
  private func poppedToRoot(child: Int, of tabsPath: ControllerPath) -> CheckedChange {
    let tab = controller(at: tabsPath).children[child]
    guard tab.kind == .nav, tab.children.count > 1 else { return .unchanged }
    return .pop(to: 1, in: tabsPath + [.child(child)])
  }

  /// Checks a swipe down on the presentation holding the selected controller (default: the
  /// topmost presentation).
  func checkedSwipeDown(_ selector: Selector?) throws(NavigationError) -> CheckedChange {
    let topmost = window.topmostLayer
    let layer =
      try selector.map { selector throws(NavigationError) in
        try window.resolve(selector).layerRoot
      } ?? topmost
    guard let presenter = layer.presenter, let presented = controller(at: presenter).presented
    else {
      return .ignored(Warning(.nothingToDismiss, "nothing is presented to swipe down"))
    }
    let label = presented.controller.label
    guard layer == topmost else {
      return .ignored(
        Warning(.notSwipeable, "\(label) is under another presentation; only the top one moves"))
    }
    guard presented.style.isSheet else {
      return .ignored(
        Warning(
          .notSwipeable,
          "\(label) is presented \(presented.styleDescription), which cannot be swiped down"))
    }
    // UIKit asks the controllers that show: the presented one and its visible descendants
    // (Apple's sample sets the flag on the controller inside the presented nav).
    var modal: Controller? = presented.controller.isModalInPresentation ? presented.controller : nil
    var path: ControllerPath = []
    presented.controller.appendVisibleLeafPath(to: &path) { controller, _ in
      if modal == nil, controller.isModalInPresentation { modal = controller }
    }
    if presented.controller.sheetOptions?.interactiveDismissDisabled == true {
      return .ignored(
        Warning(
          .interactiveDismissDisabled,
          "\(label) sets interactiveDismissDisabled: the user cannot swipe it down"))
    }
    if let modal {
      return .ignored(
        Warning(
          .modalInPresentation,
          "\(modal.label) sets isModalInPresentation: \(label) cannot be swiped down"))
    }
    return .dismiss(by: presenter)
  }
}
