// A description of controllers to build, as a scenario's node says: the engine instantiates
// blueprints into controllers (assigning ids), and `expect` matches controllers against them.
// Every attribute is optional so that matching compares only what the author wrote.

/// A node of a scenario: what to build, or what to expect.
public struct Blueprint: Sendable, Equatable {
  /// The attributes, shared between copies until one of them changes (copy on write): a
  /// blueprint travels through decoding, the step, the operation and the build, and each
  /// hand-over copied every attribute.
  private struct Fields: Sendable, Equatable {
    var kind: Controller.Kind
    var type: String? = nil
    var id: String? = nil
    var context: String? = nil
    var isDetail: Bool? = nil
    var isDismissible: Bool? = nil
    var definesContext: Bool? = nil
    var relation: FluidRelation? = nil
    var children: [Blueprint] = []
    var columns: [ColumnBlueprint] = []
    var selected: Int? = nil
    var policy: SplitPolicy? = nil
    var isCollapsed: Bool? = nil
    var defaultDetailStorage: [Blueprint] = []
    var retainsRoot: Bool? = nil
    var preventsForwardingPop: Bool? = nil
    var style: PresentationStyle? = nil
    var presentsStorage: [Blueprint] = []
  }

  /// Accesses are unchecked, as in `Controller`: the fields are only mutated through
  /// `makeUnique`, when no other value shares them.
  private final class Storage: @unchecked Sendable {
    @exclusivity(unchecked) var fields: Fields

    init(_ fields: Fields) { self.fields = fields }
  }

  private var storage: Storage

  private mutating func makeUnique() {
    if !isKnownUniquelyReferenced(&storage) { storage = Storage(storage.fields) }
  }

  public static func == (lhs: Blueprint, rhs: Blueprint) -> Bool {
    lhs.storage === rhs.storage || lhs.storage.fields == rhs.storage.fields
  }

  /// The kind of controller.
  public var kind: Controller.Kind {
    get { storage.fields.kind }
    set {
      makeUnique()
      storage.fields.kind = newValue
    }
  }
  /// The screen type (screens only).
  public var type: String? {
    get { storage.fields.type }
    set {
      makeUnique()
      storage.fields.type = newValue
    }
  }
  /// The author's id.
  public var id: String? {
    get { storage.fields.id }
    set {
      makeUnique()
      storage.fields.id = newValue
    }
  }
  /// The screen's context.
  public var context: String? {
    get { storage.fields.context }
    set {
      makeUnique()
      storage.fields.context = newValue
    }
  }
  /// The detail mark.
  public var isDetail: Bool? {
    get { storage.fields.isDetail }
    set {
      makeUnique()
      storage.fields.isDetail = newValue
    }
  }
  /// Whether routing may dismiss the controller's layer.
  public var isDismissible: Bool? {
    get { storage.fields.isDismissible }
    set {
      makeUnique()
      storage.fields.isDismissible = newValue
    }
  }
  /// `definesPresentationContext`.
  public var definesContext: Bool? {
    get { storage.fields.definesContext }
    set {
      makeUnique()
      storage.fields.definesContext = newValue
    }
  }
  /// The fluid relation (matched only).
  public var relation: FluidRelation? {
    get { storage.fields.relation }
    set {
      makeUnique()
      storage.fields.relation = newValue
    }
  }
  /// Children: nav stack, tabs, stack items, screen children. Split columns live in `columns`.
  public var children: [Blueprint] {
    get { storage.fields.children }
    _modify {
      makeUnique()
      yield &storage.fields.children
    }
    set {
      makeUnique()
      storage.fields.children = newValue
    }
  }
  /// Split columns, in the order primary, supplementary, secondary.
  public var columns: [ColumnBlueprint] {
    get { storage.fields.columns }
    _modify {
      makeUnique()
      yield &storage.fields.columns
    }
    set {
      makeUnique()
      storage.fields.columns = newValue
    }
  }
  /// The selected tab.
  public var selected: Int? {
    get { storage.fields.selected }
    set {
      makeUnique()
      storage.fields.selected = newValue
    }
  }
  /// The split policy.
  public var policy: SplitPolicy? {
    get { storage.fields.policy }
    set {
      makeUnique()
      storage.fields.policy = newValue
    }
  }
  /// Whether the split is collapsed (matched only).
  public var isCollapsed: Bool? {
    get { storage.fields.isCollapsed }
    set {
      makeUnique()
      storage.fields.isCollapsed = newValue
    }
  }
  /// The split's default detail.
  public var defaultDetail: Blueprint? {
    get { storage.fields.defaultDetailStorage.first }
    set {
      makeUnique()
      storage.fields.defaultDetailStorage = newValue.map { [$0] } ?? []
    }
  }
  /// Fluid stack options.
  public var retainsRoot: Bool? {
    get { storage.fields.retainsRoot }
    set {
      makeUnique()
      storage.fields.retainsRoot = newValue
    }
  }
  /// Fluid stack options.
  public var preventsForwardingPop: Bool? {
    get { storage.fields.preventsForwardingPop }
    set {
      makeUnique()
      storage.fields.preventsForwardingPop = newValue
    }
  }
  /// The style this node is presented with, when it is presented.
  public var style: PresentationStyle? {
    get { storage.fields.style }
    set {
      makeUnique()
      storage.fields.style = newValue
    }
  }
  /// The node this one presents.
  public var presents: Blueprint? {
    get { storage.fields.presentsStorage.first }
    set {
      makeUnique()
      storage.fields.presentsStorage = newValue.map { [$0] } ?? []
    }
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
