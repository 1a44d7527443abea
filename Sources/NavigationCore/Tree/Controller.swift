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

  /// The identity of the controller: unique within the window.
  public var id: String
  /// The class the controller stands for.
  public var kind: Kind
  /// The screen's type name (`Feed`, `Post`); for a container, its kind name.
  public var type: String
  /// The data a screen shows, such as a product id.
  public var context: String?
  /// Whether the controller was shown as a split's detail (SPEC §5).
  public var isDetail = false
  /// Whether routing may dismiss the layer holding this controller (SPEC §7).
  public var isDismissible = true
  /// UIKit's `definesPresentationContext`.
  public var definesContext = false
  /// How the controller was pushed onto a fluid stack, when it was.
  public var relation: FluidRelation?
  /// The contained controllers: a nav's stack bottom first, the tabs, a split's columns (see
  /// `split.columns`), a fluid stack's items bottom first, or a screen's embedded children.
  public var children: [Controller] = []
  /// The selected tab's index (tabs only).
  public var selectedIndex = 0
  /// Split state (splits only).
  public var split: SplitState?
  /// Fluid stack options (stacks only).
  public var stack: StackOptions?
  /// Storage for `presented`: empty or one element, so that the value type can nest.
  var presentations: [Presentation] = []

  /// The controller this one presents modally, with its style.
  public var presented: Presentation? {
    get { presentations.first }
    set { presentations = newValue.map { [$0] } ?? [] }
  }

  /// Creates a controller; containers get their kind-specific state with defaults.
  public init(id: String, kind: Kind, type: String? = nil) {
    self.id = id
    self.kind = kind
    self.type = type ?? kind.rawValue
    if kind == .split { split = SplitState() }
    if kind == .stack { stack = StackOptions() }
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
