// AppFlowController's other entry points: `register(path:)`, `goBack()`, `pop(to:)` and
// `reset()`, and the backward half of its transitions. A push page goes back by popping it (and
// whatever was pushed above it) off its nav; a modal page by dismissing the presentation holding
// it; a tab page has no way back. `goBack` undoes the visible page's own transition (the
// original runs it on the nearest shown page before it, which pops the wrong nav for a page
// pushed inside a tab); like the original it never fails, and it warns when it does nothing.

extension NavigationState {
  mutating func registerFlowPaths(_ text: String) throws(NavigationError) {
    do throws(FlowPathError) {
      try flow.registry.register(FlowPaths(parsing: text), pages: definitions.flows)
    } catch {
      throw error.navigationError(in: text)
    }
  }

  mutating func goBackPage() {
    guard let current = currentPage else {
      warn(.nothingToGoBack, "goBack does nothing: no page is shown")
      return
    }
    let step = step(current)
    guard let transition = step.transition else {
      warn(.nothingToGoBack, "goBack does nothing: \"\(current)\" is the root page")
      return
    }
    guard transition != .tab else {
      warn(
        .nothingToGoBack,
        "goBack does nothing: \"\(current)\" is a tab page, and a tab has no way back")
      return
    }
    guard let path = pageControllerPath(current) else { return }
    undoTransition(transition, of: controller(at: path).id)
  }

  mutating func popToPage(_ name: String) throws(NavigationError) {
    try checkFlowRoot(for: "popToPage")
    guard let identifier = resolveRegisteredPage(name) else {
      throw NavigationError(.unregisteredPage, "\"\(name)\" is not a registered page")
    }
    guard let path = pageControllerPath(identifier) else {
      throw NavigationError(
        .popToSkippedPage,
        "\"\(identifier)\" is not shown: it was skipped, never shown, or has left the window")
    }
    let nav = displayNav
    guard path.count > nav.count, path.starts(with: nav), case .child(let index) = path[nav.count]
    else {
      warn(
        .notInVisibleStack,
        "popToPage does nothing: \"\(identifier)\" is not in the navigation stack of the "
          + "visible page")
      return
    }
    window.update(at: nav) { nav in
      if nav.children.count > index + 1 { nav.children.removeSubrange((index + 1)...) }
    }
  }

  mutating func resetFlow() throws(NavigationError) {
    try checkFlowRoot(for: "resetFlow")
    window.update(at: []) { root in
      root.dismissPresentationsInLayer()
      root.children = []
    }
    flow.tracks = [:]
  }

  /// A registered identifier, or a variant page's name meaning its shown variant.
  private func resolveRegisteredPage(_ name: String) -> String? {
    if flow.registry.steps[name] != nil { return name }
    let variants = flow.registry.steps.values.filter { $0.page == name }.map(\.identifier).sorted()
    return variants.first { isShown($0) } ?? variants.first
  }

  /// Undoes the transition that showed a page's controller (or, in the dismiss chain, the
  /// controller carried down to a skipped page).
  mutating func undoTransition(_ transition: FlowTransition?, of controllerID: String) {
    guard let path = window.path(ofID: controllerID) else { return }
    switch transition {
    case .tab:
      return
    case .modal where !path.layerRoot.isEmpty:
      dismissLayer(path.layerRoot)
    case .modal, .push, nil:
      var item = path
      while let parent = item.parent, controller(at: parent).kind != .nav { item = parent }
      guard let navPath = item.parent, case .child(let index) = item.last else {
        if !path.layerRoot.isEmpty { dismissLayer(path.layerRoot) }
        return
      }
      if index > 0 {
        window.update(at: navPath) { $0.children.removeSubrange(index...) }
      } else if navPath == navPath.layerRoot, !navPath.isEmpty {
        dismissLayer(navPath)
      }
    }
  }

  private mutating func dismissLayer(_ layer: ControllerPath) {
    guard let presenter = layer.presenter else { return }
    window.update(at: presenter) { $0.presented = nil }
  }
}
