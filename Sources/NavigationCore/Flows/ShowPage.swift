// AppFlowController's `show(_:variant:parameters:skipPathComponents:)`, as its code does it. The
// current page is the page whose controller is the visible leaf. With none, the root nav is
// emptied (what is presented stays), the tracker forgets everything, and the target's path is
// displayed from the root. Otherwise the show backs up from the current page to the deepest page
// it shares with the target's path, each page undoing its own transition on its controller (a
// page after a skipped one carried down to the skipped page's transition), and stopping at a page
// whose controller has gone; then it displays the target's path from the root: into an empty nav
// the leading push pages are set at once; a page not shown yet is built and joined with its
// transition (pushed, presented in a new nav, or its tab selected); a root page that is not shown
// cannot be joined, and the display stops there. A page with tab pages is a tab bar built with
// all of them (but the skipped ones), each in a new nav. Errors are found before anything
// changes, in this order: `notInNavigation`, `missingVariant`, `variantNotSupported`,
// `unregisteredPage`, `showingSkippedPage`.

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

  /// The identifier of a registered page (`variant_page` for a variant), with
  /// AppFlowController's checks in its order: `missingVariant`, `variantNotSupported`,
  /// `unregisteredPage`.
  func registeredIdentifier(of name: String, variant: String?) throws(NavigationError) -> String {
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
    guard flow.registry.path(to: target) != nil else {
      let reason =
        variant.map { "\"\(name)\" is not registered after \"\($0)\" (no page \"\(target)\")" }
        ?? "\"\(name)\" is not a registered page"
      throw NavigationError(.unregisteredPage, reason)
    }
    return target
  }

  mutating func showPage(
    _ name: String, variant: String?, skip: [String], parameters: [String: String],
    skipDismissTransitions: Bool = false
  ) throws(NavigationError) {
    try checkFlowRoot(for: "showPage")
    let target = try registeredIdentifier(of: name, variant: variant)
    guard let newPath = flow.registry.path(to: target) else {
      preconditionFailure("a registered page has no path")
    }
    let skipped = resolveSkips(skip, on: newPath)

    let currentPath = currentPage.flatMap { flow.registry.path(to: $0) }
    let keptFlags: Set<String>
    var range: [String] = []
    if let currentPath {
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

    // Every check is done: change the window.
    if currentPath == nil {
      startOver()
    } else {
      try backUp(through: range, skippingTransitions: skipDismissTransitions)
      for identifier in newPath where !keptFlags.contains(identifier) {
        flow.tracks[identifier]?.isSkipped = false
      }
    }
    storeParameters(parameters, on: newPath, skipped: skipped)
    try display(newPath, skipping: skipped)
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
    // The pages the app skips by its state, as if `show` listed them in `skipPages`.
    for identifier in candidates
    where definitions.flows.page(named: step(identifier).page).skipWhen?.holds(in: appState)
      == true
    {
      skipped.insert(identifier)
    }
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

  /// No page is on top: the root nav is emptied — what it presents stays — and the tracker
  /// forgets every page, its parameter and its skip.
  private mutating func startOver() {
    if flow.tracks.keys.contains(where: { isShown($0) }) {
      let top = window[window.top]?.label ?? "nothing"
      warn(.flowRestarted, "\(top) is not a page of the flow, so showPage starts the flow over")
    }
    window.update(at: []) { $0.children = [] }
    flow.tracks = [:]
  }

  /// AppFlowController's dismiss chain over the current page's path below the shared page, deepest
  /// first; it ends at a page whose controller has gone.
  ///
  /// `skippingTransitions` (`skipDismissTransitions`) walks the same chain and runs no backward
  /// transition: every page stays where it is.
  private mutating func backUp(
    through range: [String], skippingTransitions: Bool
  ) throws(NavigationError) {
    var carried: String?
    for identifier in range.reversed() {
      let step = step(identifier)
      let shown = pageControllerPath(identifier).map { controller(at: $0).id }
      if let parent = step.parent, flow.isSkipped(parent) {
        carried = shown ?? carried
        continue
      }
      if flow.isSkipped(identifier), let moving = carried {
        if !skippingTransitions { try performBackward(step.transition, on: moving) }
        carried = nil
        continue
      }
      guard let shown, !flow.isSkipped(identifier) else { return }
      if !skippingTransitions { try performBackward(step.transition, on: shown) }
      carried = nil
    }
  }

  private mutating func storeParameters(
    _ parameters: [String: String], on path: [String], skipped: Set<String>
  ) {
    for key in parameters.keys.sorted() {
      // `register(parameters:)` compares a parameter's identifier with the path's: a variant
      // page's is `variant_page`, which a parameter names only with its `variant`.
      guard let identifier = path.first(where: { $0 == key }) else {
        if let variantPage = path.first(where: { step($0).page == key }) {
          warn(
            .parameterIgnored,
            "parameter for \"\(key)\" is ignored: the page on the path is the variant "
              + "\(variantPage); name it \"\(variantPage)\"")
          continue
        }
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

  /// AppFlowController's `display`: the pages of a path from the root down.
  private mutating func display(
    _ path: [String], skipping skipped: Set<String>
  ) throws(NavigationError) {
    var index = 0
    while index < path.count {
      let identifier = path[index]
      let nav = displayNav
      if controller(at: nav).children.isEmpty {
        // An empty nav is set at once with this page and the push pages that follow it.
        var batch = [identifier]
        while index + batch.count < path.count,
          step(path[index + batch.count]).transition == .push
        {
          batch.append(path[index + batch.count])
        }
        var built: [Controller] = []
        for page in batch {
          if skipped.contains(page) {
            markSkipped(page)
            continue
          }
          let joined = joined(buildPage(page, skipping: skipped), by: step(page).transition)
          if joined.kind == .nav {
            // `setViewControllers` with the modal or tab page's new nav: UIKit throws.
            throw NavigationError(
              .cannotPushContainer,
              "\"\(page)\" is met while \(controller(at: nav).label) is empty: its new nav would be "
                + "set as a controller of the nav, which UIKit refuses")
          }
          built.append(joined)
        }
        window.update(at: nav) { $0.children = ChildList(built) }
        index += batch.count
        continue
      }
      let step = step(identifier)
      let isShown = isShown(identifier)
      if (!isShown || step.transition == .tab) && !flow.isSkipped(identifier) {
        if isShown {
          selectTab(of: identifier, from: nav)
        } else if skipped.contains(identifier) {
          markSkipped(identifier)
        } else if !(try showNewPage(identifier, in: nav, skipping: skipped)) {
          return
        }
      } else if isShown, skipped.contains(identifier) {
        warn(.skipIgnored, "skip \"\(identifier)\" is ignored: the page is already shown")
      }
      index += 1
    }
  }

  private mutating func markSkipped(_ identifier: String) {
    flow.tracks[identifier, default: PageTrack()].isSkipped = true
    flow.tracks[identifier]?.controllerID = nil
  }

  /// What a transition's `configureViewController` makes of a page's controller: a modal or
  /// tab page goes in a new nav.
  private mutating func joined(_ built: Controller, by transition: FlowTransition?) -> Controller {
    switch transition {
    case .modal, .tab: wrapInNav(built)
    case .push, nil: built
    }
  }

  /// Builds a page and joins it to the window with its forward transition; returns whether the
  /// display goes on (a transition UIKit ignores, or a root page with none, ends it).
  private mutating func showNewPage(
    _ identifier: String, in nav: ControllerPath, skipping skipped: Set<String>
  ) throws(NavigationError) -> Bool {
    let step = step(identifier)
    let built = joined(buildPage(identifier, skipping: skipped), by: step.transition)
    switch step.transition {
    case .push:
      window.update(at: nav) { $0.children.append(built) }
      return true
    case .modal:
      let presenter = presenterPath(from: nav, style: .automatic)
      if let existing = controller(at: presenter).presented {
        // UIKit logs and ignores the present, and never calls the completion that would
        // display the next page.
        warn(
          .alreadyPresenting,
          "\(controller(at: presenter).label) is already presenting \(existing.controller.label)")
        return false
      }
      let traits = window.traits
      window.update(at: presenter) {
        $0.presented = Presentation(
          requesting: .automatic, compactStyle: nil, controller: built, in: traits)
      }
      return true
    case .tab:
      // A tab page built after its tab bar is in no tab bar: selecting it finds no index.
      warn(
        .pageNotDisplayed,
        "\"\(identifier)\" is a tab page built after its tab bar, which does not hold it; "
          + "nothing shows it")
      return true
    case nil:
      warn(
        .pageNotDisplayed,
        "\"\(identifier)\", the root page, is not shown and has no transition to join the "
          + "window; the display stops")
      return false
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

  /// `TabBarFlowTransition`: selects the tab holding a shown tab page when the nav pages are
  /// shown in is a tab of that page's tab bar.
  private mutating func selectTab(of identifier: String, from nav: ControllerPath) {
    guard let bar = nav.parent, controller(at: bar).kind == .tabs,
      let path = pageControllerPath(identifier), path.count > bar.count, path.starts(with: bar),
      case .child(let index) = path[bar.count]
    else { return }
    window.update(at: bar) { $0.selectedIndex = index }
  }
}

extension Controller {
  /// Dismisses every presentation made from this controller's layer (and so all above it).
  mutating func dismissPresentationsInLayer() {
    presented = nil
    for index in children.indices { children[index].dismissPresentationsInLayer() }
  }
}
