// Modal presentation: one presented controller per presenter. A full-screen-family or sheet
// style from a child attaches to the root of the child's layer, as UIKit does; `currentContext`
// and `overCurrentContext` attach to the nearest ancestor that defines the presentation context.
// The default style is `automatic` (a sheet since iOS 13). Dismissing a presented controller
// dismisses everything it presents. UIKit only logs, and ignores, a present from a controller
// that is already presenting and a dismiss with nothing presented: warnings here.
//
// Each presentation shows with its requested style adapted to the window's size classes
// (`PresentationStyle.adapted`), again at every trait change, as UIKit asks
// `adaptivePresentationStyle(for:traitCollection:)` then. An action sheet is a popover in a
// regular width, and UIKit raises when the app gave that popover no source.

extension NavigationState {
  /// The controller a presentation from `path` with `style` attaches to.
  func presenterPath(from path: ControllerPath, style: PresentationStyle) -> ControllerPath {
    if style.usesContext,
      let context = window.nearestAncestor(of: path, where: { $0.definesContext })
    {
      return context
    }
    return path.layerRoot
  }

  mutating func present(
    _ blueprint: Blueprint, from selector: Selector?, style: PresentationStyle?
  ) throws(NavigationError) {
    try apply(try checkedPresent(blueprint, from: selector, style: style))
  }

  func checkedPresent(
    _ blueprint: Blueprint, from selector: Selector?, style: PresentationStyle?
  ) throws(NavigationError) -> CheckedChange {
    let source = try window.resolve(selector ?? .top)
    return try checkedPresent(
      blueprint, from: source, style: style ?? blueprint.style ?? .automatic)
  }

  /// Presents a blueprint from a resolved controller.
  mutating func present(
    _ blueprint: Blueprint, from source: ControllerPath, style: PresentationStyle
  ) throws(NavigationError) {
    try apply(try checkedPresent(blueprint, from: source, style: style))
  }

  func checkedPresent(
    _ blueprint: Blueprint, from source: ControllerPath, style: PresentationStyle
  ) throws(NavigationError) -> CheckedChange {
    let presenter = presenterPath(from: source, style: style)
    if let existing = controller(at: presenter).presented {
      return .ignored(
        Warning(
          .alreadyPresenting,
          "\(controller(at: presenter).label) is already presenting \(existing.controller.label)"))
    }
    try checkAlert(blueprint, style: style)
    let counted = try checkInstantiable([blueprint], replacing: [])
    try checkDepth(presenter.count + blueprint.depth)
    return .present(blueprint, style: style, by: presenter, counted: counted)
  }

  /// What UIKit refuses of a presentation: an alert controller is a plain controller, and an
  /// action sheet shown as a popover (a regular width) needs the popover's source.
  func checkAlert(_ blueprint: Blueprint, style: PresentationStyle) throws(NavigationError) {
    if style.isAlert, blueprint.kind != .screen {
      throw NavigationError(
        .alertNotAScreen,
        "a UIAlertController is a controller of its own: \(style.rawValue) presents a screen, "
          + "not a \(blueprint.kind.rawValue)")
    }
    let shown = style.adapted(to: window.traits, answer: blueprint.compactStyle)
    if style == .actionSheet, shown == .popover, blueprint.hasPopoverSource != true {
      throw NavigationError(
        .noPopoverSource,
        "an action sheet in a regular width is a popover: UIKit raises NSGenericException "
          + "unless the app gives it a sourceView, a barButtonItem or a sourceItem "
          + "(write \"popoverSource\": true)")
    }
    if style == .popover, shown == .popover, blueprint.hasPopoverSource == false {
      throw NavigationError(
        .noPopoverSource,
        "a popover needs a sourceView, a barButtonItem or a sourceItem before it is presented: "
          + "UIKit raises NSGenericException")
    }
  }

  /// A trait change of the vertical size class: only presentations depend on it.
  mutating func setVerticalSizeClass(_ sizeClass: SizeClass) {
    window.verticalSizeClass = sizeClass
    adaptPresentations()
  }

  /// Starts the window in a vertical size class: its presentations adapt to it.
  public mutating func startInVerticalSizeClass(_ sizeClass: SizeClass) {
    setVerticalSizeClass(sizeClass)
  }

  /// Shows every presentation with its style adapted to the window's size classes, as a trait
  /// change makes UIKit ask each presentation controller again.
  mutating func adaptPresentations() {
    let traits = window.traits
    guard window.root.containsPresenter else { return }
    window.root.adaptPresentations(to: traits)
  }

  mutating func dismiss(_ selector: Selector?) throws(NavigationError) {
    let change = try checkedDismiss(selector)
    let reports = try dismissReports(
      calledOn: selector.map { selector throws(NavigationError) in try window.resolve(selector) }
        ?? window.topmostLayer)
    try apply(change)
    if case .ignored = change { return }
    for (container, removed) in reports { reportRemoval(of: removed, from: container) }
  }

  func checkedDismiss(_ selector: Selector?) throws(NavigationError) -> CheckedChange {
    guard let selector else {
      let layer = window.topmostLayer
      guard let presenter = layer.presenter else {
        return .ignored(Warning(.nothingToDismiss, "nothing is presented"))
      }
      return .dismiss(by: presenter)
    }
    let path = try window.resolve(selector)
    // UIKit: a controller that presents (itself or an ancestor in its layer) dismisses what it
    // presents; otherwise its presenter dismisses it.
    if let presenter = window.nearestAncestor(of: path, where: { $0.isPresenting }) {
      return .dismiss(by: presenter)
    }
    guard let presenter = path.layerRoot.presenter else {
      return .ignored(
        Warning(
          .nothingToDismiss,
          "\(controller(at: path).label) is not presented and presents nothing"))
    }
    return .dismiss(by: presenter)
  }
}

extension Controller {
  /// Adapts the presentations made by this controller and below it to the size classes.
  fileprivate mutating func adaptPresentations(to traits: Traits) {
    if childContainsPresenter {
      for index in children.indices where children[index].containsPresenter {
        updateChild(at: index) { $0.adaptPresentations(to: traits) }
      }
    }
    guard isPresenting else { return }
    let adapted = presentations[0].requested.adapted(
      to: traits, answer: presentations[0].compactStyle)
    if presentations[0].style != adapted { presentations[0].style = adapted }
    presentations[0].controller.adaptPresentations(to: traits)
  }
}
