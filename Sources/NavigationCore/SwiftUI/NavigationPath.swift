// SwiftUI's `NavigationStack(path:)`: the stack shows its root and one view per value of its
// path, each the view its `navigationDestination(for:)` gives for the value's type; the root
// cannot be removed. Appending a value pushes its view; `removeLast(_:)` pops that many, and
// removing more than the path holds fails its precondition ("The input parameter k must be
// greater than or equal to zero, and must be less than or equal to the number of elements in
// the path", https://developer.apple.com/documentation/swiftui/navigationpath/removelast(_:)).
// A value no destination takes pushes nothing: "In other cases, the link doesn't do anything"
// (https://developer.apple.com/documentation/swiftui/navigationlink/init(value:label:)-4jswo).
// A path is derived from the views on the stack, so that the back button and the swipe back,
// which SwiftUI's stack takes from UIKit, keep it right.

extension NavigationState {
  /// The `NavigationStack` a path step acts on: the selected stack, or the nearest one holding
  /// the selected controller (default: `top`).
  func navigationStackPath(for selector: Selector?) throws(NavigationError) -> ControllerPath {
    let start =
      try selector.map { selector throws(NavigationError) in
        try window.resolve(selector)
      } ?? window.top
    guard let path = window.nearestAncestor(of: start, where: \.isNavigationStack) else {
      throw NavigationError(
        .notInNavigationStack,
        "\(controller(at: start).label) is not in a NavigationStack")
    }
    return path
  }

  /// The view a stack pushes for a value, marked with the value; nil when no destination
  /// takes it.
  func destinationView(for value: String, in stack: Controller) -> Blueprint? {
    guard var view = stack.destinations?.view(for: value) else { return nil }
    view.pathValue = value
    return view
  }

  /// The warning of a value no destination of the stack takes.
  func noDestination(for value: String, in stack: Controller) -> Warning {
    Warning(
      .noNavigationDestination,
      "\(stack.label) has no navigationDestination for \(TextEscaping.quotedIfNeeded(value)) "
        + "(it takes \(stack.destinations?.typeList ?? "none")); nothing is pushed")
  }

  /// `path.append(value)`, as a `NavigationLink(value:)` or the app's code does.
  mutating func appendPath(_ value: String, on selector: Selector?) throws(NavigationError) {
    let stackPath = try navigationStackPath(for: selector)
    let stack = controller(at: stackPath)
    guard let view = destinationView(for: value, in: stack) else {
      return try apply(.ignored(noDestination(for: value, in: stack)))
    }
    try apply(try checkedPush(view, onto: stackPath))
  }

  /// `path.removeLast(count)`.
  mutating func removeLastOfPath(_ count: Int, on selector: Selector?) throws(NavigationError) {
    let stackPath = try navigationStackPath(for: selector)
    let stack = controller(at: stackPath)
    let held = max(stack.children.count - 1, 0)
    guard count >= 0, count <= held else {
      throw NavigationError(
        .pathTooShort,
        "removeLast(\(count)) on the path of \(stack.label), which holds \(held) "
          + "value\(held == 1 ? "" : "s"): NavigationPath's precondition fails")
    }
    let removed = stack.children.dropFirst(stack.children.count - count).map(\.id)
    try apply(.pop(to: stack.children.count - count, in: stackPath))
    reportRemoval(of: removed, from: stack.id)
  }

  /// The app sets the whole path, keeping the views of the values that stay in place.
  ///
  /// The others are built. A value no destination takes changes nothing, as a link to it does.
  mutating func setPath(_ values: [String], on selector: Selector?) throws(NavigationError) {
    let stackPath = try navigationStackPath(for: selector)
    let stack = controller(at: stackPath)
    var views: [Blueprint] = []
    for value in values {
      guard let view = destinationView(for: value, in: stack) else {
        return try apply(.ignored(noDestination(for: value, in: stack)))
      }
      views.append(view)
    }
    let pushed = Array(stack.children.dropFirst())
    var kept = 0
    while kept < min(pushed.count, values.count), pushed[kept].pathValue == values[kept] {
      kept += 1
    }
    let removed = pushed[kept...]
    let added = Array(views[kept...])
    let counted = try checkInstantiable(added, replacing: removed)
    if let counted { hints.controllerCountBound = counted }
    try checkDepth(stackPath.count + 1 + (added.map(\.depth).max() ?? 0))
    for view in added { try checkPushable(view, onto: stackPath) }
    try apply(.pop(to: 1 + kept, in: stackPath))
    reportRemoval(of: removed.map(\.id), from: stack.id)
    for view in added { try apply(.push(view, onto: stackPath, counted: nil)) }
  }

  /// Builds a `NavigationStack`'s start path onto it: each value's view, or the warning of a
  /// value no destination takes.
  mutating func buildStartPath(_ values: [String], onto stack: inout Controller)
    throws(NavigationError)
  {
    for value in values {
      guard let view = destinationView(for: value, in: stack) else {
        log.append(.warning(noDestination(for: value, in: stack)))
        continue
      }
      guard hints.controllerCountBound + view.nodeCount <= Self.maximumControllers else {
        throw NavigationError(
          .treeTooLarge,
          "the path of \(stack.label) would build more than \(Self.maximumControllers) "
            + "controllers")
      }
      if view.kind == .nav || view.kind == .split {
        throw NavigationError(
          .cannotPushContainer,
          "the destination of \(TextEscaping.quotedIfNeeded(value)) cannot be pushed onto "
            + "\(stack.label): it is a container SwiftUI's stack does not push")
      }
      stack.appendChild(try build(view))
    }
  }
}

extension NavigationState {
  /// The warning of a UIKit change of the navigation controller behind a `NavigationStack`.
  ///
  /// UIKit makes the change, but SwiftUI's path does not hold it: the controllers it adds
  /// carry no value, and the next change of the path rebuilds the stack from the path
  /// (docs/swiftui.md#uikit-steps-on-a-navigationstack).
  mutating func warnOutsidePath(of navPath: ControllerPath, _ call: String) {
    let nav = controller(at: navPath)
    guard nav.isNavigationStack else { return }
    warn(
      .outsideNavigationPath,
      "\(call) on \(nav.label), a NavigationStack: UIKit changes the stack, but its path does "
        + "not follow; change the path instead (append, setPath)")
  }
}

extension Controller {
  /// The values of a `NavigationStack`'s path: those of the views pushed above its root.
  public var pathValues: [String] {
    children.dropFirst().compactMap(\.pathValue)
  }
}
