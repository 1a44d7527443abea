// AppFlowController's `show(_:variant:parameters:skipPathComponents:)`. The current page is the
// page whose controller is the visible leaf; the show backs up from it to the deepest page it
// shares with the target's path (popping or dismissing each page with its own transition, a
// page after a skipped one being carried down to the skipped page's transition), then shows the
// target's path down from there: a page already shown stays, a skipped page is passed over, a new
// page is pushed onto the nav showing the visible leaf, presented in a new nav (modal), or
// selected as a tab of its tab bar (tab); a page with tab pages is a tab bar created with all of
// them, each in a new nav. Every error is found before anything changes, in SPEC §8's order.
//
// Deliberate differences from the original, for a scenario's author: when no page is visible
// (the flow has not started, or something that is not a page is on top) the flow starts over
// with everything dismissed, not only the root nav emptied; the target ends on top even when it
// is a tab page whose tab kept pages pushed above it; a page whose controller has gone does not
// stop the back-up half-way; a tab page missing from its shown tab bar is added to it.

extension NavigationState {
  /// The flow's root nav is the window root, as `prepare(for: window)` makes it.
  func checkFlowRoot(for verb: String) throws(NavigationError) {
    guard window.root.kind == .nav else {
      throw NavigationError(
        .notInNavigation,
        "\(verb) needs a navigation controller as the window root (the flow's root nav); the "
          + "root is \(window.root.label); start the scenario with {\"nav\": []}")
    }
  }

  mutating func showPage(
    _ name: String, variant: String?, skip: [String], parameters: [String: String]
  ) throws(NavigationError) {
    try checkFlowRoot(for: "showPage")
    let page = definitions.flows.page(named: name)
    if page.supportsVariants, variant == nil {
      throw NavigationError(
        .missingVariant,
        "\"\(name)\" has variants; say after which page it is shown with \"variant\"")
    }
    if let variant, !page.supportsVariants {
      throw NavigationError(
        .variantNotSupported,
        "\"\(name)\" has no variants, so it cannot be shown after \"\(variant)\" as a variant")
    }
    let target = variant.map { "\($0)_\(name)" } ?? name
    guard let newPath = flow.registry.path(to: target) else {
      let reason =
        variant.map { "\"\(name)\" is not registered after \"\($0)\" (no page \"\(target)\")" }
        ?? "\"\(name)\" is not a registered page"
      throw NavigationError(.unregisteredPage, reason)
    }
    let skipped = resolveSkips(skip, on: newPath)
    if skipped.contains(target) {
      throw NavigationError(
        .showingSkippedPage, "\"\(target)\" is the page to show, so it cannot be skipped")
    }

    let currentPath = currentPage.flatMap { flow.registry.path(to: $0) }
    let startsOver = currentPath == nil || !isShown(newPath[0])
    let keptFlags: Set<String>
    var range: [String] = []
    if let currentPath, !startsOver {
      let common = zip(currentPath, newPath).prefix { $0 == $1 }.count
      let ancestor = newPath[max(common - 1, 0)]
      if currentPath.count > common, flow.isSkipped(ancestor) {
        throw NavigationError(
          .showingSkippedPage,
          "\"\(ancestor)\" was skipped on the way to \"\(currentPath[currentPath.count - 1])\"; "
            + "show a page before it first")
      }
      keptFlags = Set(currentPath.filter { flow.isSkipped($0) })
      range = Array(currentPath.suffix(currentPath.count - common))
    } else {
      keptFlags = []
    }
    try checkTabBars(on: newPath, skipped: skipped, keptFlags: keptFlags, startsOver: startsOver)

    // Every check is done: change the window.
    if startsOver {
      startOver()
    } else {
      backUp(through: range)
      for identifier in newPath where !keptFlags.contains(identifier) {
        flow.tracks[identifier]?.isSkipped = false
      }
    }
    storeParameters(parameters, on: newPath, skipped: skipped)
    try display(newPath, skipping: skipped)
    popToTarget(target)
  }

  /// The identifiers of the skipped pages: pages of the path, or tabs created with a tab bar
  /// page of the path; other names are ignored with a warning.
  private mutating func resolveSkips(_ names: [String], on path: [String]) -> Set<String> {
    var candidates = path
    var index = 0
    while index < candidates.count {
      candidates += step(candidates[index]).children.filter {
        step($0).transition == .tab && !candidates.contains($0)
      }
      index += 1
    }
    var skipped: Set<String> = []
    for name in names {
      guard let identifier = resolve(name, on: candidates) else {
        warn(
          .skipIgnored,
          "skip \"\(name)\" is ignored: it is not on the path \(path.joined(separator: "/"))")
        continue
      }
      skipped.insert(identifier)
    }
    return skipped
  }

  /// The identifier on a path that a name or identifier means.
  private func resolve(_ name: String, on path: [String]) -> String? {
    path.first { $0 == name } ?? path.first { step($0).page == name }
  }

  /// A tab page can only be shown in its tab bar: refuses a tab page whose tab bar page is
  /// skipped (`showingSkippedPage`) or is shown as a screen (`typeMismatch`: it was shown before
  /// its tab pages were registered).
  private func checkTabBars(
    on path: [String], skipped: Set<String>, keptFlags: Set<String>, startsOver: Bool
  ) throws(NavigationError) {
    for identifier in path {
      let step = step(identifier)
      guard step.transition == .tab, let parent = step.parent,
        startsOver || !isShown(identifier),
        !skipped.contains(identifier), !keptFlags.contains(identifier)
      else { continue }
      if skipped.contains(parent) || keptFlags.contains(parent) {
        throw NavigationError(
          .showingSkippedPage,
          "\"\(identifier)\" is a tab of \"\(parent)\", which is skipped; a tab page is shown in "
            + "its tab bar")
      }
      if !startsOver, let bar = pageControllerPath(parent), controller(at: bar).kind != .tabs {
        throw NavigationError(
          .typeMismatch,
          "\"\(identifier)\" is a tab of \"\(parent)\", which is shown as the screen "
            + "\(controller(at: bar).label) because it was shown before its tab pages were "
            + "registered; show a page before \"\(parent)\" first")
      }
    }
  }

  /// No page is on top: the flow starts over in an empty root nav.
  private mutating func startOver() {
    let wasShowing = flow.tracks.keys.contains { isShown($0) }
    if wasShowing {
      let top = window[window.top]?.label ?? "nothing"
      if currentPage == nil {
        warn(.flowRestarted, "\(top) is not a page of the flow, so showPage starts the flow over")
      } else {
        warn(.flowRestarted, "the root page is no longer shown, so showPage starts the flow over")
      }
    }
    window.update(at: []) { root in
      root.dismissPresentationsInLayer()
      root.children = []
    }
    flow.tracks = [:]
  }

  /// AppFlowController's dismiss chain over the current page's path below the shared page,
  /// deepest first.
  private mutating func backUp(through range: [String]) {
    var carried: String?
    for identifier in range.reversed() {
      let step = step(identifier)
      let shown = pageControllerPath(identifier).map { controller(at: $0).id }
      if let parent = step.parent, flow.isSkipped(parent) {
        carried = carried ?? shown
        continue
      }
      if flow.isSkipped(identifier), let moving = carried {
        undoTransition(step.transition, of: moving)
        carried = nil
        continue
      }
      if let shown { undoTransition(step.transition, of: shown) }
    }
  }

  private mutating func storeParameters(
    _ parameters: [String: String], on path: [String], skipped: Set<String>
  ) {
    for key in parameters.keys.sorted() {
      guard let identifier = resolve(key, on: path) else {
        warn(
          .parameterIgnored,
          "parameter for \"\(key)\" is ignored: it is not on the path "
            + path.joined(separator: "/"))
        continue
      }
      if skipped.contains(identifier) {
        warn(.parameterIgnored, "parameter for \"\(key)\" is ignored: the page is skipped")
        continue
      }
      flow.tracks[identifier, default: PageTrack()].parameter = parameters[key]
    }
  }

  /// Shows the pages of a path that are not shown yet, from the root down.
  private mutating func display(
    _ path: [String], skipping skipped: Set<String>
  ) throws(NavigationError) {
    for identifier in path {
      if isShown(identifier) {
        if skipped.contains(identifier) {
          warn(.skipIgnored, "skip \"\(identifier)\" is ignored: the page is already shown")
        }
        if step(identifier).transition == .tab { selectTab(of: identifier) }
        continue
      }
      if flow.isSkipped(identifier) { continue }
      if skipped.contains(identifier) {
        flow.tracks[identifier, default: PageTrack()].isSkipped = true
        continue
      }
      try showNewPage(identifier, skipping: skipped)
    }
  }

  /// Builds a page and joins it to the window with its transition.
  private mutating func showNewPage(
    _ identifier: String, skipping skipped: Set<String>
  ) throws(NavigationError) {
    let step = step(identifier)
    let built = buildPage(identifier, skipping: skipped)
    let nav = displayNav
    if step.transition == .tab, let parent = step.parent, let bar = pageControllerPath(parent) {
      let siblings = self.step(parent).children.filter { self.step($0).transition == .tab }
      let index = siblings.prefix { $0 != identifier }.filter { sibling in
        pageControllerPath(sibling).map { $0.starts(with: bar) && $0.count > bar.count } ?? false
      }.count
      let wrapper = wrapInNav(built)
      window.update(at: bar) { tabs in
        tabs.children.insert(wrapper, at: min(index, tabs.children.count))
        tabs.selectedIndex = min(index, tabs.children.count - 1)
      }
    } else if step.transition == .modal, !controller(at: nav).children.isEmpty {
      let presenter = presenterPath(from: nav, style: .automatic)
      if let existing = controller(at: presenter).presented {
        throw NavigationError(
          .alreadyPresenting,
          "\(controller(at: presenter).label) is already presenting \(existing.controller.label)")
      }
      let wrapper = wrapInNav(built)
      window.update(at: presenter) {
        $0.presented = Presentation(style: .automatic, controller: wrapper)
      }
    } else {
      // A push, the root page, or any page met while the root nav is empty becomes its root.
      window.update(at: nav) { $0.children.append(built) }
    }
  }

  /// The page's controller, with the tab pages it holds when it is a tab bar page; tracked.
  private mutating func buildPage(
    _ identifier: String, skipping skipped: Set<String>
  ) -> Controller {
    let step = step(identifier)
    let page = definitions.flows.page(named: step.page)
    let tabPages = step.children.filter { self.step($0).transition == .tab }
    var built: Controller
    if tabPages.isEmpty {
      built = makeController(
        id: identifiers.makeID(base: page.screen), kind: .screen, type: page.screen)
    } else {
      built = makeController(id: identifiers.makeID(base: page.screen), kind: .tabs)
      for tabPage in tabPages {
        if skipped.contains(tabPage) {
          flow.tracks[tabPage, default: PageTrack()].isSkipped = true
          continue
        }
        built.children.append(wrapInNav(buildPage(tabPage, skipping: skipped)))
      }
    }
    flow.tracks[identifier, default: PageTrack()].controllerID = built.id
    flow.tracks[identifier]?.isSkipped = false
    return built
  }

  private mutating func wrapInNav(_ controller: Controller) -> Controller {
    var nav = makeController(id: identifiers.makeID(base: "nav"), kind: .nav)
    nav.children = [controller]
    return nav
  }

  /// The nav pages are shown in: the nav holding the visible leaf, else the root nav.
  var displayNav: ControllerPath {
    window.nearestAncestor(of: window.top, where: { $0.kind == .nav }) ?? []
  }

  /// Selects the tab holding a shown tab page.
  private mutating func selectTab(of identifier: String) {
    guard let parent = step(identifier).parent, let bar = pageControllerPath(parent),
      let path = pageControllerPath(identifier), path.count > bar.count, path.starts(with: bar),
      case .child(let index) = path[bar.count]
    else { return }
    window.update(at: bar) { $0.selectedIndex = index }
  }

  /// Pops what a tab kept pushed above the target, so that the target ends on top.
  private mutating func popToTarget(_ identifier: String) {
    guard let path = pageControllerPath(identifier), path != window.top,
      let navPath = path.parent, controller(at: navPath).kind == .nav,
      case .child(let index) = path.last
    else { return }
    window.update(at: navPath) { nav in
      if nav.children.count > index + 1 { nav.children.removeSubrange((index + 1)...) }
    }
  }
}

extension Controller {
  /// Dismisses every presentation made from this controller's layer (and so all above it).
  mutating func dismissPresentationsInLayer() {
    presented = nil
    for index in children.indices { children[index].dismissPresentationsInLayer() }
  }
}
