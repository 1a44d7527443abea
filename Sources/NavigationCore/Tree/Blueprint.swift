// A description of controllers to build, as a scenario's node says: the engine instantiates
// blueprints into controllers (assigning ids), and `expect` matches controllers against them.
// Every attribute is optional so that matching compares only what the author wrote.

/// A node of a scenario: what to build, or what to expect.
public struct Blueprint: Sendable, Equatable {
  /// The attributes, shared between copies until one of them changes (copy on write): a
  /// blueprint travels through decoding, the step, the operation and the build, and no
  /// hand-over copies its attributes.
  private struct Fields: Sendable, Equatable {
    var kind: Controller.Kind
    var type: String? = nil
    var id: String? = nil
    var context: String? = nil
    var isDetail: Bool? = nil
    var isDismissible: Bool? = nil
    var isModalInPresentation: Bool? = nil
    var definesContext: Bool? = nil
    var relation: FluidRelation? = nil
    var children: [Blueprint] = []
    var columns: [ColumnBlueprint] = []
    var selected: Int? = nil
    var policy: SplitPolicy? = nil
    var columnStyle: SplitColumnStyle? = nil
    var topColumnForCollapsing: SplitColumn? = nil
    var isCollapsed: Bool? = nil
    var defaultDetailStorage: [Blueprint] = []
    var retainsRoot: Bool? = nil
    var preventsForwardingPop: Bool? = nil
    var dismissesWhenEmpty: Bool? = nil
    var style: PresentationStyle? = nil
    var compactStyle: PresentationStyle? = nil
    var hasPopoverSource: Bool? = nil
    var preferredDisplayMode: SplitDisplayMode? = nil
    var presentsStorage: [Blueprint] = []
    var answersStorage: [DelegateAnswers] = []
    var launchStorage: [CoordinatorStart] = []
    var destinations: NavigationDestinations? = nil
    var path: [String]? = nil
    var pathValue: String? = nil
    var viewPresentations: [ViewPresentation] = []
    var presentedItem: String? = nil
    var sheetOptions: SheetOptions? = nil
    var transitionStyle: PageTransitionStyle? = nil
    var spineLocation: PageSpineLocation? = nil
    var dataSource: [Blueprint]? = nil
    var tabView: TabViewOptions? = nil
    var tabItem: TabItem? = nil
  }

  /// Accesses are unchecked, as in `Controller`: the fields are only mutated through
  /// `subscript(field:)`, when no other value shares them.
  private final class Storage: @unchecked Sendable {
    @exclusivity(unchecked) var fields: Fields

    init(_ fields: Fields) { self.fields = fields }
  }

  private var storage: Storage

  /// One attribute, copied out of the shared storage or changed in storage of its own.
  private subscript<Value>(field: WritableKeyPath<Fields, Value>) -> Value {
    get { storage.fields[keyPath: field] }
    set {
      makeUnique()
      storage.fields[keyPath: field] = newValue
    }
    _modify {
      makeUnique()
      yield &storage.fields[keyPath: field]
    }
  }

  private mutating func makeUnique() {
    if !isKnownUniquelyReferenced(&storage) { storage = Storage(storage.fields) }
  }

  /// Whether two blueprints build the same controllers: the same storage, or equal fields.
  public static func == (lhs: Blueprint, rhs: Blueprint) -> Bool {
    lhs.storage === rhs.storage || lhs.storage.fields == rhs.storage.fields
  }

  /// The kind of controller.
  public var kind: Controller.Kind {
    get { self[\.kind] }
    set { self[\.kind] = newValue }
    _modify { yield &self[\.kind] }
  }
  /// The screen type (screens only).
  public var type: String? {
    get { self[\.type] }
    set { self[\.type] = newValue }
    _modify { yield &self[\.type] }
  }
  /// The author's id.
  public var id: String? {
    get { self[\.id] }
    set { self[\.id] = newValue }
    _modify { yield &self[\.id] }
  }
  /// The screen's context.
  public var context: String? {
    get { self[\.context] }
    set { self[\.context] = newValue }
    _modify { yield &self[\.context] }
  }
  /// The detail mark.
  public var isDetail: Bool? {
    get { self[\.isDetail] }
    set { self[\.isDetail] = newValue }
    _modify { yield &self[\.isDetail] }
  }
  /// Whether routing may dismiss the controller's layer.
  public var isDismissible: Bool? {
    get { self[\.isDismissible] }
    set { self[\.isDismissible] = newValue }
    _modify { yield &self[\.isDismissible] }
  }
  /// `isModalInPresentation`.
  public var isModalInPresentation: Bool? {
    get { self[\.isModalInPresentation] }
    set { self[\.isModalInPresentation] = newValue }
    _modify { yield &self[\.isModalInPresentation] }
  }
  /// `definesPresentationContext`.
  public var definesContext: Bool? {
    get { self[\.definesContext] }
    set { self[\.definesContext] = newValue }
    _modify { yield &self[\.definesContext] }
  }
  /// The fluid relation (matched only).
  public var relation: FluidRelation? {
    get { self[\.relation] }
    set { self[\.relation] = newValue }
    _modify { yield &self[\.relation] }
  }
  /// Children: nav stack, tabs, stack items, screen children.
  ///
  /// Split columns live in `columns`.
  public var children: [Blueprint] {
    get { self[\.children] }
    set { self[\.children] = newValue }
    _modify { yield &self[\.children] }
  }
  /// Split columns, in the order primary, supplementary, secondary.
  public var columns: [ColumnBlueprint] {
    get { self[\.columns] }
    set { self[\.columns] = newValue }
    _modify { yield &self[\.columns] }
  }
  /// The selected tab.
  public var selected: Int? {
    get { self[\.selected] }
    set { self[\.selected] = newValue }
    _modify { yield &self[\.selected] }
  }
  /// The split policy.
  public var policy: SplitPolicy? {
    get { self[\.policy] }
    set { self[\.policy] = newValue }
    _modify { yield &self[\.policy] }
  }
  /// The style of a column-style split.
  public var columnStyle: SplitColumnStyle? {
    get { self[\.columnStyle] }
    set { self[\.columnStyle] = newValue }
    _modify { yield &self[\.columnStyle] }
  }
  /// The stack coordinator the app starts on this nav once it is built.
  public var launch: CoordinatorStart? {
    get { storage.fields.launchStorage.first }
    set { self[\.launchStorage] = newValue.map { [$0] } ?? [] }
  }
  /// The app's delegate answers for the controller (DelegateAnswers.swift).
  public var answers: DelegateAnswers? {
    get { storage.fields.answersStorage.first }
    set { self[\.answersStorage] = newValue.map { [$0] } ?? [] }
  }
  /// The delegate's answer to `topColumnForCollapsingToProposedTopColumn`.
  public var topColumnForCollapsing: SplitColumn? {
    get { self[\.topColumnForCollapsing] }
    set { self[\.topColumnForCollapsing] = newValue }
    _modify { yield &self[\.topColumnForCollapsing] }
  }
  /// Whether the split is collapsed (matched only).
  public var isCollapsed: Bool? {
    get { self[\.isCollapsed] }
    set { self[\.isCollapsed] = newValue }
    _modify { yield &self[\.isCollapsed] }
  }
  /// The split's default detail.
  public var defaultDetail: Blueprint? {
    get { storage.fields.defaultDetailStorage.first }
    set { self[\.defaultDetailStorage] = newValue.map { [$0] } ?? [] }
  }
  /// Fluid stack options.
  public var retainsRoot: Bool? {
    get { self[\.retainsRoot] }
    set { self[\.retainsRoot] = newValue }
    _modify { yield &self[\.retainsRoot] }
  }
  /// Fluid stack options.
  public var preventsForwardingPop: Bool? {
    get { self[\.preventsForwardingPop] }
    set { self[\.preventsForwardingPop] = newValue }
    _modify { yield &self[\.preventsForwardingPop] }
  }
  /// Fluid stack options: `PresentationFluidStackController`, which dismisses itself when
  /// its last item goes.
  public var dismissesWhenEmpty: Bool? {
    get { self[\.dismissesWhenEmpty] }
    set { self[\.dismissesWhenEmpty] = newValue }
    _modify { yield &self[\.dismissesWhenEmpty] }
  }
  /// The style this node is presented with, when it is presented.
  public var style: PresentationStyle? {
    get { self[\.style] }
    set { self[\.style] = newValue }
    _modify { yield &self[\.style] }
  }
  /// The delegate's answer to `adaptivePresentationStyle(for:traitCollection:)` in a compact
  /// environment, when the node's style depends on the size class.
  public var compactStyle: PresentationStyle? {
    get { self[\.compactStyle] }
    set { self[\.compactStyle] = newValue }
    _modify { yield &self[\.compactStyle] }
  }
  /// Whether the app gives the popover it is presented in a source (`sourceView`,
  /// `barButtonItem`, `sourceItem`); nil for the default of its style.
  public var hasPopoverSource: Bool? {
    get { self[\.hasPopoverSource] }
    set { self[\.hasPopoverSource] = newValue }
    _modify { yield &self[\.hasPopoverSource] }
  }
  /// A column-style split's `preferredDisplayMode`.
  public var preferredDisplayMode: SplitDisplayMode? {
    get { self[\.preferredDisplayMode] }
    set { self[\.preferredDisplayMode] = newValue }
    _modify { yield &self[\.preferredDisplayMode] }
  }
  /// A SwiftUI `NavigationStack`'s destinations: a nav blueprint with them builds one.
  public var destinations: NavigationDestinations? {
    get { self[\.destinations] }
    set { self[\.destinations] = newValue }
    _modify { yield &self[\.destinations] }
  }
  /// A `NavigationStack`'s path at the start (built), or the path expected.
  public var path: [String]? {
    get { self[\.path] }
    set { self[\.path] = newValue }
    _modify { yield &self[\.path] }
  }
  /// The path value a view is expected to have been pushed for (matched only).
  public var pathValue: String? {
    get { self[\.pathValue] }
    set { self[\.pathValue] = newValue }
    _modify { yield &self[\.pathValue] }
  }
  /// The presentations a SwiftUI view declares.
  public var viewPresentations: [ViewPresentation] {
    get { self[\.viewPresentations] }
    set { self[\.viewPresentations] = newValue }
    _modify { yield &self[\.viewPresentations] }
  }
  /// The item a view-owned presentation shows (set when it is presented; matched in `expect`).
  public var presentedItem: String? {
    get { self[\.presentedItem] }
    set { self[\.presentedItem] = newValue }
    _modify { yield &self[\.presentedItem] }
  }
  /// A view-owned sheet's options (set when it is presented).
  public var sheetOptions: SheetOptions? {
    get { self[\.sheetOptions] }
    set { self[\.sheetOptions] = newValue }
    _modify { yield &self[\.sheetOptions] }
  }
  /// A page view controller's transition style.
  public var transitionStyle: PageTransitionStyle? {
    get { self[\.transitionStyle] }
    set { self[\.transitionStyle] = newValue }
    _modify { yield &self[\.transitionStyle] }
  }
  /// A page-curl page view controller's spine.
  public var spineLocation: PageSpineLocation? {
    get { self[\.spineLocation] }
    set { self[\.spineLocation] = newValue }
    _modify { yield &self[\.spineLocation] }
  }
  /// The pages a page view controller's data source gives, in order.
  public var dataSource: [Blueprint]? {
    get { self[\.dataSource] }
    set { self[\.dataSource] = newValue }
    _modify { yield &self[\.dataSource] }
  }
  /// A SwiftUI `TabView`'s options: a tabs blueprint with them builds one.
  public var tabView: TabViewOptions? {
    get { self[\.tabView] }
    set { self[\.tabView] = newValue }
    _modify { yield &self[\.tabView] }
  }
  /// What the `Tab` holding this view says of it: its value, section and placement.
  public var tabItem: TabItem? {
    get { self[\.tabItem] }
    set { self[\.tabItem] = newValue }
    _modify { yield &self[\.tabItem] }
  }
  /// The delegate's compact answer for a presentation of this node with `style`: the node's
  /// own, unless the step or the library presents it with another style than the node's.
  public func compactStyle(presentedWith style: PresentationStyle) -> PresentationStyle? {
    style == self.style ? compactStyle : nil
  }
  /// The node this one presents.
  public var presents: Blueprint? {
    get { storage.fields.presentsStorage.first }
    set { self[\.presentsStorage] = newValue.map { [$0] } ?? [] }
  }

  /// Creates a blueprint of a kind; `type` names a screen's type.
  public init(kind: Controller.Kind, type: String? = nil, id: String? = nil) {
    storage = Storage(Fields(kind: kind, type: type, id: id))
  }

  /// A screen of a type.
  public static func screen(_ type: String, id: String? = nil, context: String? = nil) -> Self {
    var blueprint = Blueprint(kind: .screen, type: type, id: id)
    blueprint.context = context
    return blueprint
  }

  /// A container holding children.
  public static func container(
    _ kind: Controller.Kind, _ children: [Blueprint], id: String? = nil
  ) -> Self {
    var blueprint = Blueprint(kind: kind, id: id)
    blueprint.children = children
    return blueprint
  }

  /// A split with its columns.
  public static func split(
    primary: Blueprint, secondary: Blueprint? = nil, supplementary: Blueprint? = nil,
    id: String? = nil
  ) -> Self {
    var blueprint = Blueprint(kind: .split, id: id)
    blueprint.columns =
      [ColumnBlueprint(.primary, primary)]
      + (supplementary.map { [ColumnBlueprint(.supplementary, $0)] } ?? [])
      + (secondary.map { [ColumnBlueprint(.secondary, $0)] } ?? [])
    return blueprint
  }

  /// The blueprint presenting another with a style.
  public func presenting(_ presented: Blueprint, style: PresentationStyle? = nil) -> Self {
    var copy = self
    var presented = presented
    if let style { presented.style = style }
    copy.presents = presented
    return copy
  }
}

/// A split column and what it holds.
public struct ColumnBlueprint: Sendable, Equatable {
  /// The column.
  public var column: SplitColumn
  /// What the column holds.
  public var blueprint: Blueprint

  /// Creates a column.
  public init(_ column: SplitColumn, _ blueprint: Blueprint) {
    self.column = column
    self.blueprint = blueprint
  }
}

extension Blueprint {
  /// The nodes a blueprint holds directly: children, columns, what it presents.
  private var parts: [Blueprint] {
    children + columns.map(\.blueprint) + (presents.map { [$0] } ?? [])
  }

  /// The number of controllers this blueprint builds.
  ///
  /// Counted without recursion, and once per shared subtree, so that a template used twice at every
  /// level of a deep chain (a "template bomb") is counted in steps proportional to its size on
  /// disk, not to what it expands to; the count saturates instead of overflowing.
  public var nodeCount: Int {
    if let size = writtenSize { return size.count }
    return reduced { parts in
      parts.reduce(1) { total, part in
        let (sum, overflow) = total.addingReportingOverflow(part)
        return overflow ? Int.max : sum
      }
    }
  }

  /// How many levels of nodes the blueprint nests (1 for a lone screen), counted the same way.
  public var depth: Int {
    if let size = writtenSize { return size.depth }
    return reduced { parts in 1 + (parts.max() ?? 0) }
  }

  /// Whether the blueprint has no parts.
  private var isLeaf: Bool {
    children.isEmpty && columns.isEmpty && presents == nil
  }

  /// The most nodes `writtenSize` visits before it leaves the count to `reduced`.
  private static let writtenSizeLimit = 256

  /// The node count and depth by a plain walk of every node, a shared subtree once per use;
  /// nil past `writtenSizeLimit` nodes, so that a template bomb costs this walk no more than
  /// that.
  ///
  /// Every start and every pushed or presented node is counted, and nearly all are a few
  /// nodes: this walk keeps no table of the subtrees it has seen.
  private var writtenSize: (count: Int, depth: Int)? {
    if isLeaf { return (1, 1) }
    var count = 0
    var depth = 0
    var pending: [(node: Blueprint, level: Int)] = []
    pending.reserveCapacity(8)
    pending.append((self, 1))
    while let (node, level) = pending.popLast() {
      count += 1
      guard count <= Self.writtenSizeLimit else { return nil }
      depth = max(depth, level)
      for child in node.children { pending.append((child, level + 1)) }
      for column in node.columns { pending.append((column.blueprint, level + 1)) }
      if let presented = node.presents { pending.append((presented, level + 1)) }
    }
    return (count, depth)
  }

  /// A value computed bottom up from the values of each node's parts, without recursion and
  /// once per shared subtree.
  private func reduced(_ combine: ([Int]) -> Int) -> Int {
    var values: [ObjectIdentifier: Int] = [:]
    var pending: [(node: Blueprint, partsDone: Bool)] = [(self, false)]
    while let (node, partsDone) = pending.popLast() {
      let key = ObjectIdentifier(node.storage)
      guard values[key] == nil else { continue }
      let parts = node.parts
      if partsDone {
        values[key] = combine(parts.map { values[ObjectIdentifier($0.storage)] ?? 0 })
      } else {
        pending.append((node, true))
        pending += parts.map { ($0, false) }
      }
    }
    return values[ObjectIdentifier(storage)] ?? 1
  }
}
