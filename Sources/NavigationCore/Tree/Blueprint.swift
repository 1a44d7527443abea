// A description of controllers to build, as a scenario's node says: the engine instantiates
// blueprints into controllers (assigning ids), and `expect` matches controllers against them.
// Every attribute is optional so that matching compares only what the author wrote.

/// A node of a scenario: what to build, or what to expect.
public struct Blueprint: Sendable, Equatable {
  /// The kind of controller.
  public var kind: Controller.Kind
  /// The screen type (screens only).
  public var type: String?
  /// The author's id.
  public var id: String?
  /// The screen's context.
  public var context: String?
  /// The detail mark.
  public var isDetail: Bool?
  /// Whether routing may dismiss the controller's layer.
  public var isDismissible: Bool?
  /// `definesPresentationContext`.
  public var definesContext: Bool?
  /// The fluid relation (matched only).
  public var relation: FluidRelation?
  /// Children: nav stack, tabs, stack items, screen children. Split columns live in `columns`.
  public var children: [Blueprint] = []
  /// Split columns, in the order primary, supplementary, secondary.
  public var columns: [ColumnBlueprint] = []
  /// The selected tab.
  public var selected: Int?
  /// The split policy.
  public var policy: SplitPolicy?
  /// Whether the split is collapsed (matched only).
  public var isCollapsed: Bool?
  /// The split's default detail.
  public var defaultDetail: Blueprint? {
    get { defaultDetailStorage.first }
    set { defaultDetailStorage = newValue.map { [$0] } ?? [] }
  }
  private var defaultDetailStorage: [Blueprint] = []
  /// Fluid stack options.
  public var retainsRoot: Bool?
  /// Fluid stack options.
  public var preventsForwardingPop: Bool?
  /// The style this node is presented with, when it is presented.
  public var style: PresentationStyle?
  /// The node this one presents.
  public var presents: Blueprint? {
    get { presentsStorage.first }
    set { presentsStorage = newValue.map { [$0] } ?? [] }
  }
  private var presentsStorage: [Blueprint] = []

  /// Creates a blueprint of a kind; `type` names a screen's type.
  public init(kind: Controller.Kind, type: String? = nil, id: String? = nil) {
    self.kind = kind
    self.type = type
    self.id = id
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
