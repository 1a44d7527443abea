// SwiftUI's `NavigationSplitView`: two or three columns "where selections in leading columns
// control presentations in subsequent columns"
// (https://developer.apple.com/documentation/swiftui/navigationsplitview). navrun builds it as
// a column-style split (SwiftUI's sits on one) whose columns are the sidebar, the content and
// the detail; in a compact width it "collapses into a single stack", with the
// `preferredCompactColumn` "on top of the collapsed stack"
// (https://developer.apple.com/documentation/swiftui/navigationsplitviewcolumn). A selection in
// a column shows, in the next column, the view its value's destination gives, and brings that
// column on top of a collapsed stack; the column's own view is what it shows with no selection.

/// `NavigationSplitViewColumn`.
public enum SplitViewColumn: String, Sendable, Equatable, CaseIterable {
  case sidebar, content, detail

  /// The column of the split navrun builds.
  public var column: SplitColumn {
    switch self {
    case .sidebar: .primary
    case .content: .supplementary
    case .detail: .secondary
    }
  }

  /// The SwiftUI column of a split column.
  public init?(_ column: SplitColumn) {
    guard let found = Self.allCases.first(where: { $0.column == column }) else { return nil }
    self = found
  }
}

/// `NavigationSplitViewVisibility`.
public enum SplitViewVisibility: String, Sendable, Equatable, CaseIterable {
  case automatic, all, doubleColumn, detailOnly

  /// The display mode it is for a split of `style`: `all` shows every column, `doubleColumn`
  /// hides a three-column split's sidebar ("For a two-column navigation split view,
  /// `doubleColumn` is equivalent to `all`"), `detailOnly` hides the leading columns.
  public func displayMode(for style: SplitColumnStyle) -> SplitDisplayMode {
    switch (self, style) {
    case (.automatic, _): .automatic
    case (.all, .tripleColumn): .twoBesideSecondary
    case (.all, .doubleColumn), (.doubleColumn, _): .oneBesideSecondary
    case (.detailOnly, _): .secondaryOnly
    }
  }

  /// The visibility a display mode shows: the mode's own when a visibility gives it.
  public init?(_ mode: SplitDisplayMode, style: SplitColumnStyle) {
    guard let found = Self.allCases.first(where: { $0.displayMode(for: style) == mode })
    else { return nil }
    self = found
  }
}

extension Controller {
  /// Whether the controller is a SwiftUI `NavigationSplitView`: a split that has destinations.
  public var isNavigationSplitView: Bool { kind == .split && destinations != nil }
}

extension Controller {
  /// The column a `NavigationSplitView` without a `preferredCompactColumn` shows on top once
  /// collapsed: the last one a selection fills, else the sidebar (docs/swiftui.md); nil for
  /// any other split.
  var selectedColumn: SplitColumn? {
    guard isNavigationSplitView else { return nil }
    for column in [SplitColumn.secondary, .supplementary] {
      if let nav = self.column(column), nav.children.first?.pathValue != nil { return column }
    }
    return .primary
  }
}

extension NavigationState {
  /// The type a SwiftUI `NavigationSplitView` shows in goldens and messages.
  static let navigationSplitViewType = "navigationSplitView"

  /// The `NavigationSplitView` a step acts on: the selected one, or the nearest holding the
  /// selected controller; default: the first split in search order.
  func splitViewPath(for selector: Selector?) throws(NavigationError) -> ControllerPath {
    let path = try splitPath(for: selector)
    guard controller(at: path).isNavigationSplitView else {
      throw NavigationError(
        .notInSplitView,
        "\(controller(at: path).label) is a UIKit split view controller, not a SwiftUI "
          + "NavigationSplitView")
    }
    return path
  }

  /// The column a selection in `column` drives: the content after the sidebar of a
  /// three-column split, else the detail.
  func drivenColumn(by column: SplitViewColumn, ofSplitAt path: ControllerPath)
    throws(NavigationError) -> SplitColumn
  {
    let split = controller(at: path)
    let hasContent = split.index(of: .supplementary) != nil
    switch column {
    case .sidebar: return hasContent ? .supplementary : .secondary
    case .content:
      guard hasContent else {
        throw NavigationError(
          .notInSplitView,
          "\(split.label) has two columns: its sidebar's selection drives the detail")
      }
      return .secondary
    case .detail:
      throw NavigationError(
        .notInSplitView, "the detail is the last column of \(split.label): it drives none")
    }
  }

  /// The app sets the list selection of a column: the next column shows the view its value's
  /// destination gives (nil: its own view, for no selection), and a collapsed split brings it
  /// on top, as a tap on a list row pushes it.
  mutating func setSelection(
    _ value: String?, column: SplitViewColumn, in selector: Selector?
  ) throws(NavigationError) {
    let path = try splitViewPath(for: selector)
    let driven = try drivenColumn(by: column, ofSplitAt: path)
    let split = controller(at: path)
    var view: Blueprint
    if let value {
      guard var destination = split.destinations?.view(for: value) else {
        return try apply(.ignored(noDestination(for: value, in: split)))
      }
      destination.pathValue = value
      view = destination
    } else {
      guard let placeholder = split.destinations?.placeholders[driven.rawValue] else { return }
      view = placeholder
    }
    if view.kind == .split {
      throw NavigationError(
        .cannotPushContainer,
        "a split view cannot be a column of \(split.label): the split would put it in a "
          + "navigation controller")
    }
    let wrapped = view.kind == .nav ? view : .container(.nav, [view])
    try checkDepth(path.count + 1 + wrapped.depth)
    let old = split.column(driven).map { [$0] } ?? []
    install(try instantiate([wrapped], replacing: old)[0], as: driven, ofSplitAt: path)
    guard controller(at: path).split?.isCollapsed == true else { return }
    // Collapsed: a selection brings its column on top, as a tap on a row pushes it; no
    // selection goes back to the column that drives it.
    let top = collapsedTop(ofSplitAt: path)
    let order: [SplitColumn] = [.primary, .supplementary, .secondary]
    let topRank = order.firstIndex(of: top) ?? 0
    let drivenRank = order.firstIndex(of: driven) ?? 0
    if value != nil, topRank < drivenRank {
      restack(splitAt: path, top: driven)
    } else if value == nil, topRank >= drivenRank {
      restack(splitAt: path, top: column.column)
    }
  }

  /// iOS 18's `dismiss` in a `NavigationSplitView`: clears the selection that drives the
  /// view's column; false when the view is in no split view's driven column.
  ///
  /// "Pop the implicit stack of a collapsed NavigationSplitView, or clear the equivalent state
  /// in an expanded split view" (https://developer.apple.com/documentation/swiftui/dismissaction).
  mutating func dismissInSplitView(from path: ControllerPath) throws(NavigationError) -> Bool {
    guard let splitPath = window.nearestAncestor(of: path, where: \.isNavigationSplitView),
      path.count > splitPath.count, case .child(let index) = path[splitPath.count]
    else { return false }
    let split = controller(at: splitPath)
    guard let state = split.split, state.columns.indices.contains(index) else { return false }
    let shown: SplitColumn =
      state.isCollapsed ? collapsedTop(ofSplitAt: splitPath) : state.columns[index]
    guard let column = SplitViewColumn(shown), column != .sidebar else { return false }
    let driving: SplitViewColumn =
      column == .detail && split.index(of: .supplementary) != nil ? .content : .sidebar
    try setSelection(nil, column: driving, in: .id(split.id))
    return true
  }
}
