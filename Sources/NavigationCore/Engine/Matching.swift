// `expect`: does the window match an expected node? Kinds, screen types and every attribute the
// author wrote must be equal; children lists must be equal in length and order (a split's
// columns and a screen's embedded children count as children); `presents` must be there exactly
// when the expected node has it. Attributes the author did not write are not compared.

extension Window {
  /// Why the window does not match the expected root node, or nil when it does.
  public func mismatch(with expected: Blueprint) -> String? {
    root.mismatch(with: expected, style: nil, trail: [])
  }

  /// Why the controller at `path` does not match the expected node, or nil when it does; a
  /// presented controller's `style` is its presentation's.
  public func mismatch(with expected: Blueprint, at path: ControllerPath) -> String? {
    guard let controller = self[path] else { return "no controller is at that place" }
    let presentation = path.presenter.flatMap { self[$0]?.presented }
    return controller.mismatch(
      with: expected, style: presentation?.requested, compactStyle: presentation?.compactStyle,
      trail: [])
  }
}

extension Controller {
  /// Why this controller does not match, or nil; `trail` names the ancestors for the message.
  func mismatch(
    with expected: Blueprint, style: PresentationStyle?, compactStyle: PresentationStyle? = nil,
    trail: [String]
  ) -> String? {
    let trail = trail + [label]
    let place = trail.joined(separator: " > ")
    func differs(_ attribute: String, _ expected: String, _ actual: String) -> String {
      "\(place): expected \(attribute) \(expected), found \(actual)"
    }
    guard kind == expected.kind else {
      return "\(place): expected a \(expected.kind.rawValue), found a \(kind.rawValue)"
    }
    if expected.kind == .nav, expected.destinations != nil, !isNavigationStack {
      return "\(place): expected a navigationStack, found a \(type)"
    }
    if expected.kind == .split, expected.destinations != nil, !isNavigationSplitView {
      return "\(place): expected a navigationSplitView, found a \(type)"
    }
    if expected.tabView != nil, !isTabView {
      return "\(place): expected a tabView, found a \(type)"
    }
    if kind == .screen, let type = expected.type, type != self.type {
      return differs("screen type", type, self.type)
    }
    let attributes: [(String, String?, String)] = [
      ("id", expected.id, id),
      ("context", expected.context, context ?? "none"),
      ("detail", expected.isDetail.map(String.init), String(isDetail)),
      ("dismissible", expected.isDismissible.map(String.init), String(isDismissible)),
      (
        "modalInPresentation", expected.isModalInPresentation.map(String.init),
        String(isModalInPresentation)
      ),
      ("definesContext", expected.definesContext.map(String.init), String(definesContext)),
      ("relation", expected.relation?.rawValue, relation?.rawValue ?? "none"),
      (
        "selected", expected.tabView == nil ? expected.selected.map(String.init) : nil,
        String(selectedIndex)
      ),
      ("selection", expected.expectedSelection, selectionValue ?? "none"),
      ("tab", expected.tabItem?.value, tabItem?.value ?? "none"),
      ("section", expected.tabItem?.section, tabItem?.section ?? "none"),
      ("policy", expected.policy?.rawValue, split?.policy.rawValue ?? "none"),
      ("collapsed", expected.isCollapsed.map(String.init), String(split?.isCollapsed ?? false)),
      ("columnStyle", expected.columnStyle?.rawValue, split?.columnStyle?.rawValue ?? "none"),
      (
        "topColumnForCollapsing", expected.topColumnForCollapsing?.rawValue,
        split?.topColumnForCollapsing?.rawValue ?? "none"
      ),
      (
        "preferredDisplayMode", expected.preferredDisplayMode?.rawValue,
        split?.preferredDisplayMode.rawValue ?? "none"
      ),
      ("retainsRoot", expected.retainsRoot.map(String.init), String(stack?.retainsRoot ?? true)),
      (
        "preventsForwardingPop", expected.preventsForwardingPop.map(String.init),
        String(stack?.preventsForwardingPop ?? false)
      ),
      (
        "dismissesWhenEmpty", expected.dismissesWhenEmpty.map(String.init),
        String(stack?.dismissesWhenEmpty ?? false)
      ),
      (
        "transitionStyle", expected.transitionStyle?.rawValue,
        pages?.transitionStyle.rawValue ?? "none"
      ),
      ("spineLocation", expected.spineLocation?.rawValue, pages?.spineLocation?.rawValue ?? "none"),
      ("value", expected.pathValue, pathValue ?? "none"),
      ("item", expected.presentedItem, presentedItem ?? "none"),
      ("path", expected.path.map(Self.pathDescription), Self.pathDescription(pathValues)),
      ("style", expected.style?.rawValue, style?.rawValue ?? "none"),
      ("compact style", expected.compactStyle?.rawValue, compactStyle?.rawValue ?? "none"),
    ]
    for (name, wanted, actual) in attributes {
      if let wanted, wanted != actual { return differs(name, wanted, actual) }
    }
    if kind == .split {
      let wanted = expected.columns.map(\.column.rawValue)
      let actual = split?.columns.map(\.rawValue) ?? []
      guard wanted == actual else {
        return differs(
          "columns", "[\(wanted.joined(separator: ", "))]", "[\(actual.joined(separator: ", "))]")
      }
    }
    let expectedChildren = kind == .split ? expected.columns.map(\.blueprint) : expected.children
    if expected.kind == .nav, expected.destinations != nil {
      // A NavigationStack is expected by its root and its path values.
      if let root = expectedChildren.first, let actual = children.first,
        let reason = actual.mismatch(with: root, style: nil, trail: trail)
      {
        return reason
      }
      return presentationMismatch(with: expected, place: place, trail: trail)
    }
    guard expectedChildren.count == children.count else {
      return "\(place): expected \(expectedChildren.count) children, found \(children.count)"
    }
    for (child, wanted) in zip(children, expectedChildren) {
      if let reason = child.mismatch(with: wanted, style: nil, trail: trail) { return reason }
    }
    return presentationMismatch(with: expected, place: place, trail: trail)
  }

  /// A path as a mismatch names it.
  static func pathDescription(_ values: [String]) -> String {
    "[" + values.joined(separator: ", ") + "]"
  }

  private func presentationMismatch(
    with expected: Blueprint, place: String, trail: [String]
  ) -> String? {
    switch (presented, expected.presents) {
    case (nil, nil): return nil
    case (let actual?, nil):
      return "\(place): expected no presentation, found \(actual.controller.label) presented"
    case (nil, .some):
      return "\(place): expected a presentation, found none"
    case (let actual?, let wanted?):
      return actual.controller.mismatch(
        with: wanted, style: actual.requested, compactStyle: actual.compactStyle, trail: trail)
    }
  }
}
