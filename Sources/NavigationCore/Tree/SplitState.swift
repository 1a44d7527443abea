// The state a `UISplitViewController` keeps beyond its children: which child is which column,
// whether it is collapsed, and what the detail-migration policy does on a size-class change.

/// A split view's column.
///
/// `compact` is shown instead of the others while the split is collapsed: a column-style split's
/// `compact` column, or the nav a `merge` split creates at each collapse to show the primary's then
/// the secondary's controllers.
public enum SplitColumn: String, Sendable, Equatable, CaseIterable {
  case primary, supplementary, secondary, compact
}

/// The style of a column-style split (`UISplitViewController(style:)`, iOS 14 and later).
public enum SplitColumnStyle: String, Sendable, Equatable, CaseIterable {
  /// `.doubleColumn`: a primary and a secondary column.
  case doubleColumn
  /// `.tripleColumn`: a primary, a supplementary and a secondary column.
  case tripleColumn
}

/// `UISplitViewController.DisplayMode`: which columns an expanded column-style split shows.
public enum SplitDisplayMode: String, Sendable, Equatable, CaseIterable {
  case automatic, secondaryOnly, oneBesideSecondary, oneOverSecondary, twoBesideSecondary
  case twoOverSecondary, twoDisplaceSecondary

  /// The columns a split of a style hides in this mode.
  ///
  /// A doubleColumn split's one sidebar is the primary, a tripleColumn split's the
  /// supplementary. `automatic` is navrun's reading of what UIKit decides from the window's
  /// width: a wide window has room for every column and hides none; a narrow one shows the
  /// secondary alone, as `secondaryOnly`.
  public func hiddenColumns(of style: SplitColumnStyle, in width: WindowWidth = .wide)
    -> [SplitColumn]
  {
    switch (self, style) {
    case (.automatic, _) where width == .narrow: Self.secondaryOnly.hiddenColumns(of: style)
    case (.automatic, _): []
    case (.secondaryOnly, .doubleColumn): [.primary]
    case (.secondaryOnly, .tripleColumn): [.primary, .supplementary]
    case (.oneBesideSecondary, .tripleColumn), (.oneOverSecondary, .tripleColumn): [.primary]
    case (.oneBesideSecondary, .doubleColumn), (.oneOverSecondary, .doubleColumn): []
    case (.twoBesideSecondary, _), (.twoOverSecondary, _), (.twoDisplaceSecondary, _): []
    }
  }
}

/// How wide a window is within its horizontal size class.
///
/// An iPad in landscape is `wide`, in portrait (or a narrower multitasking window that stays
/// regular) `narrow`. What a column-style split shows under the `automatic` display mode
/// depends on it.
public enum WindowWidth: String, Sendable, Equatable, CaseIterable {
  case wide, narrow
}

/// What collapse and expand do with the detail controllers (docs/split.md).
public enum SplitPolicy: String, Sendable, Equatable, CaseIterable {
  /// BarManagingSplitViewController's: detail controllers migrate between the secondary nav
  /// and the primary's target nav.
  case move
  /// UIKit's own, and the default: the secondary nav is pushed onto the primary nav.
  case nest
  /// Both navs merge into one compact nav.
  case merge
}

/// Split-specific state.
public struct SplitState: Sendable, Equatable {
  /// The column of each child, in the order of `Controller.children`.
  public var columns: [SplitColumn] = []
  /// Whether the split shows one column (compact width).
  public var isCollapsed = false
  /// The collapse / expand policy: UIKit's own (`nest`) unless a library's is named.
  public var policy: SplitPolicy = .nest
  /// The style of a column-style split; nil for a classic split.
  public var columnStyle: SplitColumnStyle?
  /// The column the delegate's `topColumnForCollapsingToProposedTopColumn` returns; nil for
  /// UIKit's proposal (a split without that delegate method).
  public var topColumnForCollapsing: SplitColumn?
  /// The columns `hideColumn` hid while the split is expanded (the display mode), in column order.
  ///
  /// A collapsed split ignores them.
  public var hiddenColumns: [SplitColumn] = []
  /// A column-style split's `preferredDisplayMode`: the columns it shows whenever it expands.
  public var preferredDisplayMode: SplitDisplayMode = .automatic
  /// While a column-style split without a `compact` column is collapsed: how many of the
  /// primary nav's controllers are its own and how many came from the supplementary, the rest
  /// having come from the secondary, so that expand gives each column its controllers back.
  public var stacked: StackedColumns?
  /// The detail shown when nothing else is, from the node's `defaultDetail`.
  public var defaultDetail: Blueprint? {
    get { defaultDetailStorage.first }
    set { defaultDetailStorage = newValue.map { [$0] } ?? [] }
  }
  /// Storage for `defaultDetail`, out of line so that controllers stay small to copy.
  private var defaultDetailStorage: [Blueprint] = []
  /// The id of a `merge` split's compact nav once created: `UniversalSplitViewController`
  /// creates it once and shows the same nav at every collapse.
  public var compactID: String?
  /// The id of the placeholder nav once created, so that it is created once and reused.
  public var placeholderID: String?
  /// The placeholder nav as it was when a collapse dropped it: BarManagingSplitViewController
  /// keeps the one it loaded, with whatever was pushed onto it, and shows it again.
  var cachedPlaceholder: Controller? {
    get { cachedPlaceholderStorage.first }
    set { cachedPlaceholderStorage = newValue.map { [$0] } ?? [] }
  }
  private var cachedPlaceholderStorage: [Controller] = []
  /// Whether the split has been brought into the state its window's size class implies; a split
  /// is settled once, when it first enters the window (docs/split.md).
  public var isSettled = false

  /// Creates the state of an expanded UIKit split with no columns yet.
  public init() {}
}

extension SplitState {
  /// Whether UIKit's column-style rules decide collapse, expand and `showDetail`: a split with
  /// a column style and no library policy.
  public var usesColumnRules: Bool { columnStyle != nil && policy != .merge }
}

/// The columns a collapsed column-style split shows stacked on its primary nav.
public struct StackedColumns: Sendable, Equatable {
  /// The column on top: `supplementary` or `secondary`.
  public var top: SplitColumn
  /// The number of controllers the primary nav held before the others were stacked on it.
  public var primaryCount: Int
  /// The number of controllers stacked from the supplementary nav.
  public var supplementaryCount: Int
  /// The controller each stacked column was set with (its nav's root), as it was stacked:
  /// the split keeps it for the column (`viewController(for:)`) when the user pops it off the
  /// primary nav, and shows it again with the column.
  var roots: [ColumnRoot] = []

  /// Creates the record of a stacking.
  public init(top: SplitColumn, primaryCount: Int, supplementaryCount: Int) {
    self.top = top
    self.primaryCount = primaryCount
    self.supplementaryCount = supplementaryCount
  }

  /// The column on top of the primary nav once it holds `count` controllers: the user's pops
  /// take the stacked columns off it, top first.
  func shownColumn(primaryNavCount count: Int) -> SplitColumn {
    let extra = count - primaryCount
    if extra <= 0 { return .primary }
    if top == .secondary, extra > supplementaryCount { return .secondary }
    return supplementaryCount > 0 ? .supplementary : top
  }

  /// The root a stacked column was set with.
  func root(of column: SplitColumn) -> Controller? {
    roots.first { $0.column == column }?.controller
  }
}

/// The controller a stacked column keeps for itself.
struct ColumnRoot: Sendable, Equatable {
  var column: SplitColumn
  var controller: Controller
}

/// FluidInterfaceKit's `FluidStackController` options.
public struct StackOptions: Sendable, Equatable {
  /// Whether the root item stays when everything is popped.
  public var retainsRoot = true
  /// Whether popping the retained root stops instead of popping the stack from its parent.
  public var preventsForwardingPop = false
  /// Whether the stack dismisses itself when its last item goes
  /// (`PresentationFluidStackController`).
  public var dismissesWhenEmpty = false
  /// The `stackIdentifier` the author gave the stack (its `id`); nil when the stack has only a
  /// generated id, which the `identifier` strategy never matches.
  public var identifier: String? = nil

  /// Creates the default options.
  public init() {}
}

extension Controller {
  /// The index in `children` of a split column, if the split has it.
  public func index(of column: SplitColumn) -> Int? {
    split?.columns.firstIndex(of: column)
  }

  /// The index of the one column a collapsed split shows: `compact` when it has one, else the
  /// primary.
  public var collapsedColumnIndex: Int? {
    index(of: .compact) ?? index(of: .primary)
  }

  /// The controller in a split column, if any.
  public func column(_ column: SplitColumn) -> Controller? {
    index(of: column).map { children[$0] }
  }
}
