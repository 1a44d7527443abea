// The view-controller tree as a value: UIKit's `UIViewController` hierarchy, where containers own
// their children and every controller presents at most one other controller modally.

/// A view controller in the window: a content screen or one of the containers navrun models.
public struct Controller: Sendable, Equatable {
  /// The UIKit or library class a controller stands for.
  public enum Kind: String, Sendable, Equatable, CaseIterable {
    /// A content `UIViewController`.
    case screen
    /// `UINavigationController`.
    case nav
    /// `UITabBarController`.
    case tabs
    /// `UISplitViewController`.
    case split
    /// FluidInterfaceKit's `FluidStackController`.
    case stack

    /// Whether controllers of this kind hold other controllers.
    public var isContainer: Bool { self != .screen }
  }

  /// The fields, shared between copies until one of them changes (copy on write), so that
  /// copying a controller — which the tree walks do constantly — costs one retain. Accesses
  /// are unchecked: the storage is only mutated through `makeUnique`, when no other value
  /// shares it, so no two accesses can overlap.
  private final class Storage: @unchecked Sendable {
    @exclusivity(unchecked) var id: String
    @exclusivity(unchecked) var kind: Kind
    @exclusivity(unchecked) var type: String
    @exclusivity(unchecked) var context: String?
    @exclusivity(unchecked) var isDetail: Bool
    @exclusivity(unchecked) var isDismissible: Bool
    @exclusivity(unchecked) var definesContext: Bool
    @exclusivity(unchecked) var relation: FluidRelation?
    @exclusivity(unchecked) var children: [Controller]
    @exclusivity(unchecked) var selectedIndex: Int
    @exclusivity(unchecked) var split: SplitState?
    @exclusivity(unchecked) var stack: StackOptions?
    @exclusivity(unchecked) var presentations: [Presentation]
    /// Whether a child, or a controller below one within the same layer, presents: derived
    /// from `children`, and updated whenever they change.
    @exclusivity(unchecked) var childrenPresent: Bool

    init(id: String, kind: Kind, type: String) {
      self.id = id
      self.kind = kind
      self.type = type
      context = nil
      isDetail = false
      isDismissible = true
      definesContext = false
      relation = nil
      children = []
      selectedIndex = 0
      split = nil
      stack = nil
      presentations = []
      childrenPresent = false
    }

    func noteChildrenChanged() {
      childrenPresent = children.contains { $0.containsPresenter }
    }

    func copy() -> Storage {
      let copy = Storage(id: id, kind: kind, type: type)
      copy.context = context
      copy.isDetail = isDetail
      copy.isDismissible = isDismissible
      copy.definesContext = definesContext
      copy.relation = relation
      copy.children = children
      copy.selectedIndex = selectedIndex
      copy.split = split
      copy.stack = stack
      copy.presentations = presentations
      copy.childrenPresent = childrenPresent
      return copy
    }
  }

  private var storage: Storage

  private mutating func makeUnique() {
    if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
  }

  /// The identity of the controller: unique within the window.
  public var id: String {
    get { storage.id }
    _modify {
      makeUnique()
      yield &storage.id
    }
    set {
      makeUnique()
      storage.id = newValue
    }
  }

  /// The class the controller stands for.
  public var kind: Kind {
    get { storage.kind }
    _modify {
      makeUnique()
      yield &storage.kind
    }
    set {
      makeUnique()
      storage.kind = newValue
    }
  }

  /// The screen's type name (`Feed`, `Post`); for a container, its kind name.
  public var type: String {
    get { storage.type }
    _modify {
      makeUnique()
      yield &storage.type
    }
    set {
      makeUnique()
      storage.type = newValue
    }
  }

  /// The data a screen shows, such as a product id.
  public var context: String? {
    get { storage.context }
    _modify {
      makeUnique()
      yield &storage.context
    }
    set {
      makeUnique()
      storage.context = newValue
    }
  }

  /// Whether the controller was shown as a split's detail (SPEC §5).
  public var isDetail: Bool {
    get { storage.isDetail }
    _modify {
      makeUnique()
      yield &storage.isDetail
    }
    set {
      makeUnique()
      storage.isDetail = newValue
    }
  }

  /// Whether routing may dismiss the layer holding this controller (SPEC §7).
  public var isDismissible: Bool {
    get { storage.isDismissible }
    _modify {
      makeUnique()
      yield &storage.isDismissible
    }
    set {
      makeUnique()
      storage.isDismissible = newValue
    }
  }

  /// UIKit's `definesPresentationContext`.
  public var definesContext: Bool {
    get { storage.definesContext }
    _modify {
      makeUnique()
      yield &storage.definesContext
    }
    set {
      makeUnique()
      storage.definesContext = newValue
    }
  }

  /// How the controller was pushed onto a fluid stack, when it was.
  public var relation: FluidRelation? {
    get { storage.relation }
    _modify {
      makeUnique()
      yield &storage.relation
    }
    set {
      makeUnique()
      storage.relation = newValue
    }
  }

  /// The contained controllers: a nav's stack bottom first, the tabs, a split's columns (see
  /// `split.columns`), a fluid stack's items bottom first, or a screen's embedded children.
  public var children: [Controller] {
    get { storage.children }
    _modify {
      makeUnique()
      defer { storage.noteChildrenChanged() }
      yield &storage.children
    }
    set {
      makeUnique()
      storage.children = newValue
      storage.noteChildrenChanged()
    }
  }

  /// The selected tab's index (tabs only).
  public var selectedIndex: Int {
    get { storage.selectedIndex }
    _modify {
      makeUnique()
      yield &storage.selectedIndex
    }
    set {
      makeUnique()
      storage.selectedIndex = newValue
    }
  }

  /// Split state (splits only).
  public var split: SplitState? {
    get { storage.split }
    _modify {
      makeUnique()
      yield &storage.split
    }
    set {
      makeUnique()
      storage.split = newValue
    }
  }

  /// Fluid stack options (stacks only).
  public var stack: StackOptions? {
    get { storage.stack }
    _modify {
      makeUnique()
      yield &storage.stack
    }
    set {
      makeUnique()
      storage.stack = newValue
    }
  }

  /// Storage for `presented`: empty or one element, so that the value type can nest.
  var presentations: [Presentation] {
    get { storage.presentations }
    _modify {
      makeUnique()
      yield &storage.presentations
    }
    set {
      makeUnique()
      storage.presentations = newValue
    }
  }

  /// Whether this controller presents one; cheaper than `presented != nil`, which copies the
  /// presentation out.
  var isPresenting: Bool { !storage.presentations.isEmpty }

  /// Whether this controller or one below it within its layer presents: the walks that look
  /// for presentations, on every step, skip the subtrees where there are none.
  var containsPresenter: Bool { !storage.presentations.isEmpty || storage.childrenPresent }

  /// The controller this one presents modally, with its style.
  public var presented: Presentation? {
    get { storage.presentations.first }
    set { presentations = newValue.map { [$0] } ?? [] }
  }

  /// Creates a controller; containers get their kind-specific state with defaults.
  public init(id: String, kind: Kind, type: String? = nil) {
    storage = Storage(id: id, kind: kind, type: type ?? kind.rawValue)
    if kind == .split { storage.split = SplitState() }
    if kind == .stack { storage.stack = StackOptions() }
  }

  public static func == (lhs: Controller, rhs: Controller) -> Bool {
    if lhs.storage === rhs.storage { return true }
    return lhs.id == rhs.id && lhs.kind == rhs.kind && lhs.type == rhs.type
      && lhs.context == rhs.context && lhs.isDetail == rhs.isDetail
      && lhs.isDismissible == rhs.isDismissible && lhs.definesContext == rhs.definesContext
      && lhs.relation == rhs.relation && lhs.selectedIndex == rhs.selectedIndex
      && lhs.split == rhs.split && lhs.stack == rhs.stack && lhs.children == rhs.children
      && lhs.presentations == rhs.presentations
  }

  /// The name shown in events and messages: `Feed`, `Post #p42`, `nav #feed`.
  public var label: String {
    id == type ? type : "\(type) #\(id)"
  }
}

/// A modal presentation: the presented controller and the style it was presented with.
public struct Presentation: Sendable, Equatable {
  /// `UIModalPresentationStyle`.
  public var style: PresentationStyle
  /// The presented controller.
  public var controller: Controller

  /// Creates a presentation.
  public init(style: PresentationStyle, controller: Controller) {
    self.style = style
    self.controller = controller
  }
}

/// `UIModalPresentationStyle`, limited to the styles that change navigation.
public enum PresentationStyle: String, Sendable, Equatable, CaseIterable {
  case fullScreen, pageSheet, formSheet, overFullScreen, currentContext, overCurrentContext
  case popover, automatic

  /// Whether the presenting layer stays visible under a presentation of this style.
  public var keepsPresenterVisible: Bool {
    switch self {
    case .pageSheet, .formSheet, .popover, .overFullScreen, .overCurrentContext, .automatic: true
    case .fullScreen, .currentContext: false
    }
  }

  /// Whether the presentation attaches to the nearest `definesContext` ancestor.
  public var usesContext: Bool { self == .currentContext || self == .overCurrentContext }
}

/// The relation FluidInterfaceKit records on a pushed item.
public enum FluidRelation: String, Sendable, Equatable, CaseIterable {
  case modality, hierarchical
}

/// The horizontal size class of the window.
public enum SizeClass: String, Sendable, Equatable, CaseIterable {
  case regular, compact
}
