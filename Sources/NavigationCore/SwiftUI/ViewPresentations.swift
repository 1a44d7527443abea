// SwiftUI's view-owned presentations: `sheet(item:)`, `fullScreenCover(item:)` and
// `popover(item:)` belong to the view that declares them, so popping that view takes its
// presentation with it. Setting the item presents; nil dismisses; "If item changes, the system
// dismisses the sheet and replaces it with a new one using the same process"
// (https://developer.apple.com/documentation/swiftui/view/sheet(item:ondismiss:content:)); the
// same item updates what is shown in place. A popover over a horizontally compact view shows as
// a sheet and a sheet over a vertically compact one as a full-screen cover
// (https://developer.apple.com/documentation/swiftui/view/presentationcompactadaptation(horizontal:vertical:)),
// UIKit's own adaptation, unless the view states another with `presentationCompactAdaptation`.

/// The kinds of presentation a SwiftUI view declares.
public enum ViewPresentationKind: String, Sendable, Equatable, CaseIterable {
  case sheet, fullScreenCover, popover
  /// `alert(_:isPresented:actions:)`: a `UIAlertController` of the alert style.
  case alert
  /// `confirmationDialog(_:isPresented:actions:)`: an action sheet, a popover in a regular
  /// width anchored to the view that declares it.
  case confirmationDialog

  /// The UIKit style SwiftUI presents it with.
  public var style: PresentationStyle {
    switch self {
    case .sheet: .pageSheet
    case .fullScreenCover: .fullScreen
    case .popover: .popover
    case .alert: .alert
    case .confirmationDialog: .actionSheet
    }
  }

  /// Whether the presentation is a dialog of buttons (an alert, a confirmation dialog), not a
  /// view of the app's.
  public var isDialog: Bool { self == .alert || self == .confirmationDialog }

  /// The kind a presentation of `style` was made for.
  public init?(style: PresentationStyle) {
    guard let kind = Self.allCases.first(where: { $0.style == style }) else { return nil }
    self = kind
  }
}

/// A presentation a view declares: its kind, the view it shows for an item, and the appearance
/// it takes in a compact size class.
public struct ViewPresentation: Sendable, Equatable {
  /// `sheet`, `fullScreenCover` or `popover`.
  public var kind: ViewPresentationKind
  /// The view shown for the item.
  public var content: Blueprint
  /// `presentationCompactAdaptation`: the style shown in a compact size class; nil for
  /// SwiftUI's default.
  public var compactAdaptation: PresentationStyle?
  /// The buttons of an alert or a confirmation dialog, in the order written.
  public var buttons: [DialogButton]
  /// A sheet's detents, background interaction and interactive dismissal; nil for SwiftUI's
  /// defaults.
  public var sheetOptions: SheetOptions?

  /// Creates a declaration.
  public init(
    _ kind: ViewPresentationKind, content: Blueprint, compactAdaptation: PresentationStyle? = nil,
    buttons: [DialogButton] = [], sheetOptions: SheetOptions? = nil
  ) {
    self.kind = kind
    self.content = content
    self.compactAdaptation = compactAdaptation
    self.buttons = buttons
    self.sheetOptions = sheetOptions
  }
}

extension NavigationState {
  /// The app sets the item of a presentation the selected view (default: `top`) declares.
  mutating func setItem(
    _ item: String?, of kind: ViewPresentationKind?, on selector: Selector?, context: String?
  ) throws(NavigationError) {
    let viewPath = try window.resolve(selector ?? .top)
    let view = controller(at: viewPath)
    let declared = view.viewPresentations.filter { kind == nil || $0.kind == kind }
    guard let declaration = declared.first, declared.count == 1 else {
      let what = kind.map { "a \($0.rawValue)" } ?? "a presentation"
      throw NavigationError(
        .noSuchPresentation,
        declared.isEmpty
          ? "\(view.label) declares no \(kind?.rawValue ?? "sheet, fullScreenCover, popover, alert or confirmationDialog")"
          : "\(view.label) declares several presentations: name \(what) with \"of\"")
    }
    let current = view.presented
    if let current, ViewPresentationKind(style: current.requested) != declaration.kind {
      // Apple is silent; SwiftUI shows one presentation of a view at a time (docs/swiftui.md).
      if item != nil {
        warn(
          .alreadyPresenting,
          "\(view.label) already presents \(current.controller.label); its \(declaration.kind) "
            + "is not shown")
      }
      return
    }
    guard let item else {
      if current != nil { try dismissViewPresentation(by: viewPath) }
      return
    }
    if let current, current.controller.presentedItem == item {
      // The same item: what is shown changes in place.
      guard let context, current.controller.context != context else { return }
      window.update(at: viewPath + [.presented]) { $0.context = context }
      return
    }
    if current != nil { try dismissViewPresentation(by: viewPath) }
    var content = declaration.content
    content.presentedItem = item
    if let context { content.context = context }
    // SwiftUI anchors a popover, and a confirmation dialog shown as one, to the view that
    // declares it.
    if declaration.kind == .popover || declaration.kind == .confirmationDialog {
      content.hasPopoverSource = true
    }
    content.style = declaration.kind.style
    content.compactStyle = declaration.compactAdaptation
    if declaration.kind == .sheet, let options = declaration.sheetOptions, !options.isDefault {
      content.sheetOptions = options
    }
    let counted = try checkInstantiable([content], replacing: [])
    try checkDepth(viewPath.count + 1 + content.depth)
    try apply(.present(content, style: declaration.kind.style, by: viewPath, counted: counted))
  }

  /// Dismisses what the view at the path presents, reporting the removal as a dismissal does.
  mutating func dismissViewPresentation(by viewPath: ControllerPath)
    throws(NavigationError)
  {
    let reports = dismissReports(calledOn: viewPath)
    try apply(.dismiss(by: viewPath))
    for (container, removed) in reports { reportRemoval(of: removed, from: container) }
  }

  /// SwiftUI's `DismissAction` called from the selected view (default: `top`): "The specific
  /// behavior of the action depends on where you call it from." In a view pushed on a
  /// `NavigationStack` it pops that view; in the root of a presentation it dismisses the
  /// presentation (https://developer.apple.com/documentation/swiftui/dismissaction).
  mutating func dismissAction(from selector: Selector?) throws(NavigationError) {
    let path = try window.resolve(selector ?? .top)
    if let stackPath = window.nearestAncestor(
      of: path, includingSelf: false, where: \.isNavigationStack),
      case .child(let index) = path[stackPath.count], index > 0
    {
      let stack = controller(at: stackPath)
      let removed = stack.children.dropFirst(index).map(\.id)
      try apply(.pop(to: index, in: stackPath))
      reportRemoval(of: removed, from: stack.id)
      return
    }
    if try dismissInSplitView(from: path) { return }
    guard let presenter = path.layerRoot.presenter else {
      return try apply(
        .ignored(
          Warning(
            .nothingToDismiss,
            "\(controller(at: path).label) is neither pushed on a NavigationStack nor presented: "
              + "dismiss does nothing")))
    }
    try dismissViewPresentation(by: presenter)
  }
}
