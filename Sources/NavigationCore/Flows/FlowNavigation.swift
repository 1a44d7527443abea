// AppFlowController's other entry points: `register(path:)`, `goBack()`, `pop(to:)` and
// `reset()`, and the backward half of its transitions, run on a controller: a push pops the top
// of that controller's nav once, a modal is UIKit's `dismiss` on it, a tab does nothing. `goBack`
// runs the visible page's backward transition on the nearest page before it that is shown — for
// a page pushed in a tab after a tab bar page, that pops the tab bar off the root nav — and, like
// the original, never fails; it warns when it does nothing.

extension NavigationState {
  mutating func registerFlowPaths(_ text: String) throws(NavigationError) {
    do throws(FlowPathError) {
      try flow.registry.register(FlowPaths(parsing: text), pages: definitions.flows)
    } catch {
      // What was registered before the failure stays registered.
      throw error.navigationError(in: text).keepingChanges
    }
    // Pages a new root dropped from the registry are no longer the flow's.
    flow.tracks = flow.tracks.filter { flow.registry.steps[$0.key] != nil }
  }

  mutating func goBackPage() throws(NavigationError) {
    guard let current = currentPage else {
      warn(.nothingToGoBack, "goBack does nothing: no page is shown")
      return
    }
    let step = step(current)
    var before = step.parent
    while let parent = before, !isShown(parent) { before = self.step(parent).parent }
    guard let before, let path = pageControllerPath(before) else {
      warn(.nothingToGoBack, "goBack does nothing: no page before \"\(current)\" is shown")
      return
    }
    guard step.transition != .tab else {
      warn(
        .nothingToGoBack,
        "goBack does nothing: \"\(current)\" is a tab page, and a tab has no way back")
      return
    }
    try performBackward(step.transition, on: controller(at: path).id)
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
    // `rootNavigationController.visible.navigationController?.popToViewController(…)`: no nav
    // above the visible controller, nothing happens; a nav whose stack does not hold the page's
    // controller raises UIKit's exception ("Tried to pop to a view controller that doesn't
    // exist"), across a modal or a tab as well.
    guard let nav = window.nearestAncestor(of: window.top, where: { $0.kind == .nav }) else {
      warn(
        .notInVisibleStack,
        "popToPage does nothing: the visible \(controller(at: window.top).label) is not in a "
          + "navigation controller")
      return
    }
    guard path.count == nav.count + 1, path.starts(with: nav),
      case .child(let index) = path[nav.count]
    else {
      throw NavigationError(
        .notOnStack,
        "popToPage: \"\(identifier)\" (\(controller(at: path).label)) is not on the stack of "
          + "\(controller(at: nav).label), the visible page's navigation controller")
    }
    window.update(at: nav) { nav in
      if nav.children.count > index + 1 { nav.children.removeSubrange((index + 1)...) }
    }
  }

  /// `updateCurrentPath(with:for:)`: for a controller the app showed without the library.
  ///
  /// The page is looked up by identifier (`variant_page` for a variant); the controller becomes the
  /// page's, and the page's skip mark goes.
  mutating func updateCurrentPath(_ identifier: String, with selector: Selector?)
    throws(NavigationError)
  {
    guard flow.registry.steps[identifier] != nil else {
      throw NavigationError(.unregisteredPage, "\"\(identifier)\" is not a registered page")
    }
    let id = controller(at: try window.resolve(selector ?? .top)).id
    flow.tracks[identifier, default: PageTrack()].controllerID = id
    flow.tracks[identifier]?.isSkipped = false
  }

  mutating func resetFlow() throws(NavigationError) {
    guard window.root.kind == .nav else {
      // The library reaches its root nav through an optional and does nothing.
      return warn(
        .flowNotPrepared,
        "resetFlow does nothing: the window root \(window.root.label) is not the flow's "
          + "navigation controller")
    }
    window.update(at: []) { root in
      root.dismissPresentationsInLayer()
      root.children = []
    }
    flow.tracks = [:]
  }

  /// A registered identifier: `pop(to:)` searches by the page's name, so a page with variants
  /// (registered as `variant_page`) is not found by its name.
  private func resolveRegisteredPage(_ name: String) -> String? {
    flow.registry.steps[name] != nil ? name : nil
  }

  /// A page transition's backward half, run on a controller.
  mutating func performBackward(
    _ transition: FlowTransition?, on controllerID: String
  ) throws(NavigationError) {
    guard let path = window.path(ofID: controllerID) else { return }
    switch transition {
    case .tab, nil:
      return
    case .push:
      guard
        let nav = window.nearestAncestor(of: path, includingSelf: false, where: { $0.kind == .nav })
      else { return }
      try apply(try checkedPop(.id(controller(at: nav).id)))
    case .modal:
      try apply(try checkedDismiss(.id(controllerID)))
    }
  }
}
