// SwiftUI's `TabView(selection:)` with `Tab(value:)`s: a tab bar controller whose tabs carry
// the values its selection binding takes ("The value of this binding must match the `value` of
// the tabs in `content`",
// https://developer.apple.com/documentation/swiftui/tabview/init(selection:content:)).
// Setting the binding selects the tab that carries the value, as a tap does, without a tap's
// pop to the root. `TabSection` groups tabs under a header; `tabPlacement(.sidebarOnly)` keeps
// a tab out of the tab bar ("The item only appears in the sidebar",
// https://developer.apple.com/documentation/uikit/uitab/placement/sidebaronly), which only the
// `sidebarAdaptable` style has.

/// `tabViewStyle(_:)`: the styles navrun tells apart.
public enum TabViewStyleOption: String, Sendable, Equatable, CaseIterable {
  /// The default tab bar.
  case automatic
  /// `.sidebarAdaptable`: "iPadOS displays a top tab bar that can adapt into a sidebar. iOS
  /// displays a bottom tab bar."
  case sidebarAdaptable
}

/// What a tap on the selected tab does: Apple does not say (docs/swiftui.md#tabview).
public enum TabReselection: String, Sendable, Equatable, CaseIterable {
  /// navrun's reading: the tab's stack pops to its root, as the tab bar controller under a
  /// SwiftUI tab view does.
  case popToRoot
  /// The app's tab view leaves the tab as it is.
  case nothing
}

/// `tabPlacement(_:)`: where a tab appears.
public enum TabPlacementOption: String, Sendable, Equatable, CaseIterable {
  /// "The default tab location."
  case automatic
  /// Pinned to the trailing edge of an iPad's top tab bar: where it is drawn, not what it does.
  case pinned
  /// In the sidebar only: no item in the tab bar.
  case sidebarOnly
}

/// A tab view's own options.
public struct TabViewOptions: Sendable, Equatable {
  /// Its `tabViewStyle`.
  public var style: TabViewStyleOption
  /// What a tap on the selected tab does.
  public var reselect: TabReselection

  /// Creates the options.
  public init(style: TabViewStyleOption = .automatic, reselect: TabReselection = .popToRoot) {
    self.style = style
    self.reselect = reselect
  }
}

/// What a `Tab` says of the view it holds: its value, its section and its placement.
public struct TabItem: Sendable, Equatable {
  /// The selection value that selects the tab.
  public var value: String
  /// The header of the `TabSection` holding it, if any.
  public var section: String?
  /// Its `tabPlacement`.
  public var placement: TabPlacementOption

  /// Creates a tab's item.
  public init(_ value: String, section: String? = nil, placement: TabPlacementOption = .automatic) {
    self.value = value
    self.section = section
    self.placement = placement
  }
}

extension Controller {
  /// Whether the controller is a SwiftUI `TabView`.
  public var isTabView: Bool { kind == .tabs && tabView != nil }

  /// The value of the tab a tab view shows: the selected tab's, or the tab shown through
  /// More; nil while the More list shows no tab.
  public var selectionValue: String? {
    let index = isMoreSelected ? more?.shownTab : selectedIndex
    guard let index, let tab = tabHolder(index) else { return nil }
    return tab.tabItem?.value
  }

  /// The controller of tab `index` (its own nav while More shows its views), or nil.
  private func tabHolder(_ index: Int) -> Controller? {
    guard let more, more.movedWhole, let shown = more.shownTab else {
      return children.indices.contains(index) ? children[index] : nil
    }
    if index == shown, let navIndex = moreNavIndex, children[navIndex].children.count > 1 {
      return children[navIndex].children[1]
    }
    let child = index > shown ? index - 1 : index
    return children.indices.contains(child) ? children[child] : nil
  }

  /// The index of the tab that carries a value, nil when none does.
  public func tabIndex(ofValue value: String) -> Int? {
    (0..<tabCount).first { tabHolder($0)?.tabItem?.value == value }
  }

  /// Whether tab `index` has no item in the tab bar: a `sidebarOnly` tab of a
  /// `sidebarAdaptable` tab view; in a compact width, where there is no sidebar, the user
  /// cannot reach it, and in a regular one it is tapped in the sidebar.
  func isSidebarOnly(_ index: Int) -> Bool {
    tabView?.style == .sidebarAdaptable && tabHolder(index)?.tabItem?.placement == .sidebarOnly
  }
}

extension NavigationState {
  /// The tab view a `select` step acts on: the selected one, or the nearest holding the
  /// selected controller; default: the first tab bar in search order, which must be a tab view.
  func tabViewPath(for selector: Selector?) throws(NavigationError) -> ControllerPath {
    let path = try tabsPath(for: selector)
    guard controller(at: path).isTabView else {
      throw NavigationError(
        .notInTabView,
        "\(controller(at: path).label) is a UIKit tab bar controller, not a SwiftUI TabView: "
          + "select it with selectTab")
    }
    return path
  }

  /// The app sets the tab view's selection binding: the tab that carries the value is
  /// selected, as `selectedIndex` is set; a value no tab carries changes nothing, with the
  /// warning `noSuchTabValue` (Apple is silent; docs/swiftui.md#tabview).
  mutating func selectTabValue(_ value: String, in selector: Selector?) throws(NavigationError) {
    let tabsPath = try tabViewPath(for: selector)
    let tabs = controller(at: tabsPath)
    guard let index = tabs.tabIndex(ofValue: value) else {
      let values = (0..<tabs.tabCount).compactMap { tabs.tabIndexValue($0) }
      return try apply(
        .ignored(
          Warning(
            .noSuchTabValue,
            "no tab of \(tabs.label) carries \(TextEscaping.quotedIfNeeded(value)) (its tabs: "
              + "\(values.map(TextEscaping.quotedIfNeeded).joined(separator: ", "))); the "
              + "selection changes nothing")))
    }
    try apply(.selectTab(index, in: tabsPath))
  }
}

extension Controller {
  /// The value tab `index` carries, for messages.
  public func tabIndexValue(_ index: Int) -> String? { tabHolder(index)?.tabItem?.value }
}

extension Controller {
  /// The type a SwiftUI container has in goldens and messages; nil for UIKit's.
  var swiftUIType: String? {
    if isNavigationStack { return NavigationState.navigationStackType }
    if isTabView { return NavigationState.tabViewType }
    if isNavigationSplitView { return NavigationState.navigationSplitViewType }
    return nil
  }
}

extension Blueprint {
  /// The selection an expected tab view names: the value of its `selected` tab, when written.
  var expectedSelection: String? {
    guard tabView != nil, let selected, children.indices.contains(selected) else { return nil }
    return children[selected].tabItem?.value
  }
}
