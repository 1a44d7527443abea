// One controller as UIKit's `_printHierarchy` prints it: how deep it is, whether it is presented
// and how, its class, its appearance and its view (docs/captures.md).

/// A controller's appearance state, as `_printHierarchy` prints it after `state:`.
public enum Appearance: String, Sendable, Equatable, CaseIterable {
  /// After `viewDidAppear(_:)`.
  case appeared
  /// After `viewDidDisappear(_:)`, or before the controller first appears.
  case disappeared
  /// Between `viewWillAppear(_:)` and `viewDidAppear(_:)`: a capture taken mid-transition.
  case appearing
  /// Between `viewWillDisappear(_:)` and `viewDidDisappear(_:)`.
  case disappearing

  /// Whether the state is one of a transition in progress.
  public var isTransitional: Bool { self == .appearing || self == .disappearing }
}

/// A controller's root view, as `_printHierarchy` prints it after `view:`.
public enum HierarchyView: Sendable, Equatable {
  /// `(view not loaded)`.
  case notLoaded
  /// A loaded view of a class, and whether it is in the window.
  case loaded(String, inWindow: Bool)

  /// Whether the view has loaded.
  public var isLoaded: Bool { self != .notLoaded }
}

/// One line of a printed hierarchy, without its addresses.
public struct HierarchyLine: Sendable, Equatable {
  /// How many levels below the root the controller is (0 for the root).
  public var depth: Int
  /// Whether the controller is presented (a `   + ` line).
  public var isPresented: Bool
  /// The style it is presented with; nil for a child or the root, and for a presentation
  /// whose capture names no presentation controller.
  public var presentation: PresentationStyle?
  /// The kind of controller navrun reads the class as.
  public var kind: Controller.Kind
  /// A screen's type, or a container's UIKit class.
  public var type: String
  /// The appearance; nil when a capture prints none.
  public var appearance: Appearance?
  /// The root view; nil when a capture prints none.
  public var view: HierarchyView?

  /// Creates a line.
  public init(
    depth: Int, presentation: PresentationStyle?, kind: Controller.Kind, type: String,
    appearance: Appearance?, view: HierarchyView?, isPresented: Bool? = nil
  ) {
    self.depth = depth
    self.isPresented = isPresented ?? (presentation != nil)
    self.presentation = presentation
    self.kind = kind
    self.type = type
    self.appearance = appearance
    self.view = view
  }
}

extension Controller.Kind {
  /// The UIKit (or library) class a container of this kind prints as.
  public var uikitClass: String {
    switch self {
    case .screen: "UIViewController"
    case .nav: "UINavigationController"
    case .tabs: "UITabBarController"
    case .split: "UISplitViewController"
    case .stack: "FluidStackController"
    case .pages: "UIPageViewController"
    }
  }
}

extension PresentationStyle {
  /// The presentation controller class UIKit prints after `presented with:` for this style.
  public var presentationControllerClass: String {
    switch self {
    case .fullScreen: "_UIFullscreenPresentationController"
    case .pageSheet, .automatic: "_UIPageSheetPresentationController"
    case .formSheet: "_UIFormSheetPresentationController"
    case .overFullScreen: "_UIOverFullscreenPresentationController"
    case .currentContext: "_UICurrentContextPresentationController"
    case .overCurrentContext: "_UIOverCurrentContextPresentationController"
    case .popover: "UIPopoverPresentationController"
    case .custom: "UIPresentationController"
    case .alert: "_UIAlertControllerAlertPresentationController"
    case .actionSheet: "_UIAlertControllerActionSheetCompactPresentationController"
    }
  }

  /// The style as a capture can tell it: `automatic` shows as a page sheet.
  public var asCaptured: PresentationStyle { self == .automatic ? .pageSheet : self }
}
