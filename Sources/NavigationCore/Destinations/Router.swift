// RouteComposer's `DefaultRouter.navigate(to:with:)`: unroll the chain (switches resolved against
// the tree as it is), walk it from the destination until a finder finds the controller to start
// from, collecting what to build, and run the found step's context task on it; refuse when the
// start's root container or a controller presented above the start cannot be dismissed (a nav,
// tab bar or split cannot when one of its children cannot); dismiss what is presented above the
// start; make the start visible in its containers (pop to it, select its tab); then build and
// integrate the rest in order. Nothing is undone when a later action fails: the router leaves
// what it dismissed, selected and integrated before the failure.

/// A link of an unrolled chain: a step with a finder, or one of `GeneralStep`'s terminal steps.
enum ChainLink: Sendable {
  case step(DestinationStep)
  case root
  case current
  case custom(Finder)
}

/// A controller to integrate once the start is visible, in integration order.
struct PendingIntegration: Sendable {
  /// Where the controller comes from.
  enum Source: Sendable {
    /// A node to build (container children it scraped are already inside it).
    case build(Blueprint)
    /// A step with a finder and nothing to build (RouteComposer's `FinderFactory`): the finder
    /// runs again once the earlier steps are integrated.
    case find(Finder)
  }

  var source: Source
  var action: DestinationAction
  /// Whether the controller receives the navigation's context (the step's context task).
  var receivesContext: Bool
}

/// Where the router starts and what it then integrates.
struct RoutePlan: Sendable {
  var start: ControllerPath
  var pending: [PendingIntegration]
  /// Whether the step that found the start carries a context task.
  var startReceivesContext: Bool
  /// The interceptors of the steps walked, from the destination to the one that found the
  /// start, in the order the router runs them.
  var interceptors: [Interceptor] = []
}

extension NavigationState {
  /// How many navigations interceptors may start one inside another.
  static let maximumInterceptorDepth = 16

  /// Navigates to a named destination with a context (SPEC §7); `depth` counts the
  /// interceptors' navigations this one runs inside.
  mutating func navigate(
    to name: String, context: String?, depth: Int = 0
  ) throws(NavigationError) {
    guard let destination = definitions.destinations[name] else {
      throw NavigationError(.notFound, "no destination is named \"\(name)\"")
    }
    let chain = try unroll(destination, named: name, context: context)
    let plan = try plan(chain, destination: name, context: context)
    // From here on the router changes the tree as it goes, and a failure leaves the changes.
    do throws(NavigationError) {
      if plan.startReceivesContext, let context { setContext(context, at: plan.start) }
      try checkDismissible(toReach: plan.start)
      let startID = controller(at: plan.start).id
      try runInterceptors(plan.interceptors, of: name, depth: depth)
      // The interceptors may have moved or removed the start (RouteComposer fails when they
      // released it); what they presented above it is dismissed without another check.
      guard let start = window.path(ofID: startID) else {
        throw NavigationError(
          .compositionFailed,
          "the interceptors of \"\(name)\" removed \(startID), the controller to start from")
      }
      dismissPresentations(above: start)
      makeVisibleInContainers(start)
      try integrate(plan.pending, from: startID, context: context)
    } catch {
      throw error.keepingChanges
    }
  }

  /// Runs the interceptors of a navigation in order.
  private mutating func runInterceptors(
    _ interceptors: [Interceptor], of name: String, depth: Int
  ) throws(NavigationError) {
    for interceptor in interceptors {
      switch interceptor {
      case .cancel:
        throw NavigationError(
          .cancelledByInterceptor, "an interceptor of \"\(name)\" cancelled the navigation")
      case .navigate(let other, let otherContext):
        guard depth < Self.maximumInterceptorDepth else {
          throw NavigationError(
            .compositionFailed,
            "interceptors start navigations more than \(Self.maximumInterceptorDepth) deep "
              + "at \"\(other)\"")
        }
        try navigate(to: other, context: otherContext, depth: depth + 1)
      }
    }
  }

  /// The chain of a destination, destination first. Like RouteComposer, every switch is
  /// resolved before any step runs, against the tree as it is.
  func unroll(
    _ destination: DestinationStep, named name: String, context: String?
  ) throws(NavigationError) -> [ChainLink] {
    var links: [ChainLink] = [.step(destination)]
    var visited = [name]
    var next = destination.from
    while let source = next {
      next = nil
      switch source {
      case .destination(let other):
        guard !visited.contains(other) else {
          throw NavigationError(
            .compositionFailed,
            "the chain of \"\(name)\" comes back to \"\(other)\" through "
              + visited.map { "\"\($0)\"" }.joined(separator: " -> "))
        }
        guard let step = definitions.destinations[other] else {
          throw NavigationError(
            .compositionFailed,
            "the chain of \"\(name)\" continues with \"\(other)\", "
              + "which is not a destination")
        }
        visited.append(other)
        links.append(.step(step))
        next = step.from
      case .root: links.append(.root)
      case .current: links.append(.current)
      case .custom(let finder): links.append(.custom(finder))
      case .step(let step):
        links.append(.step(step))
        next = step.from
      case .switch(let cases, let fallback):
        let match = cases.first { switchCase in
          switchCase.when.map { window.find($0, context: context) != nil } ?? false
        }
        next = match?.from ?? fallback
      }
    }
    return links
  }

  /// Walks the chain from the destination: the first step that finds a controller is the start;
  /// the steps before it are to be built, a container scraping the container actions that follow
  /// it into itself (RouteComposer's `ContainerFactory.scrapeChildren`).
  func plan(
    _ chain: [ChainLink], destination name: String, context: String?
  ) throws(NavigationError) -> RoutePlan {
    var pending: [PendingIntegration] = []
    var interceptors: [Interceptor] = []
    for (index, link) in chain.enumerated() {
      let isDestination = index == 0
      switch link {
      case .root:
        return RoutePlan(
          start: [], pending: pending, startReceivesContext: false, interceptors: interceptors)
      case .current:
        return RoutePlan(
          start: window.topmostController, pending: pending, startReceivesContext: false,
          interceptors: interceptors)
      case .custom(let finder):
        guard let found = window.find(finder, context: context) else {
          throw NavigationError(
            .compositionFailed, "the custom step of \"\(name)\" finds no \(finder)")
        }
        return RoutePlan(
          start: found, pending: pending, startReceivesContext: false,
          interceptors: interceptors)
      case .step(let step):
        let receivesContext = step.contextTask ?? isDestination
        if let interceptor = step.interceptor { interceptors.append(interceptor) }
        if let finder = step.finder, let found = window.find(finder, context: context) {
          return RoutePlan(
            start: found, pending: pending, startReceivesContext: receivesContext,
            interceptors: interceptors)
        }
        if var blueprint = step.build {
          if receivesContext, let context, blueprint.kind == .screen {
            blueprint.context = context
          }
          try Self.scrape(&pending, into: &blueprint)
          pending.insert(
            PendingIntegration(
              source: .build(blueprint), action: step.action, receivesContext: receivesContext),
            at: 0)
        } else if let finder = step.finder {
          pending.insert(
            PendingIntegration(
              source: .find(finder), action: .none, receivesContext: receivesContext),
            at: 0)
        }
      }
    }
    throw NavigationError(
      .notFound, "no step of \"\(name)\" finds a controller to start the navigation from")
  }

  /// Moves the leading pending controllers whose action integrates into a container of the
  /// blueprint's kind into the blueprint, so that the container is built holding them.
  static func scrape(
    _ pending: inout [PendingIntegration], into container: inout Blueprint
  ) throws(NavigationError) {
    guard [.nav, .tabs, .split].contains(container.kind) else { return }
    var children =
      container.kind == .split ? container.columns.map(\.blueprint) : container.children
    var scraped = false
    while let first = pending.first, case .build(let child) = first.source,
      first.action.containerKind == container.kind
    {
      try embed(child, with: first.action, in: &children, of: container.kind.rawValue)
      pending.removeFirst()
      scraped = true
    }
    guard scraped else { return }
    if container.kind == .split {
      let columns = try splitColumns(count: children.count, of: "the split being built")
      container.columns = zip(columns, children).map { ColumnBlueprint($0, $1) }
    } else {
      container.children = children
    }
  }

  /// The presented layers a navigation starting at a controller dismisses: what the controller
  /// and its ancestors in its layer present (UIKit's effective `presentedViewController`).
  func presentationsAbove(_ path: ControllerPath) -> [ControllerPath] {
    var layers: [ControllerPath] = []
    var current: ControllerPath? = path
    while let candidate = current {
      if window[candidate]?.presented != nil { layers.append(candidate + [.presented]) }
      current = candidate.parent
    }
    return layers
  }

  /// `DefaultRouter`'s check before it changes anything: the root container of the start's
  /// layer (the start itself when it has no parent) and every controller presented above the
  /// start must be dismissible.
  func checkDismissible(toReach start: ControllerPath) throws(NavigationError) {
    var checked = [start.layerRoot]
    if var layer = presentationsAbove(start).first {
      checked.append(layer)
      while let above = window.presentedLayer(above: layer) {
        checked.append(above)
        layer = above
      }
    }
    for path in checked {
      if let blocker = controller(at: path).firstNonDismissible {
        throw NavigationError(
          .cantBeDismissed,
          "\(blocker.label) cannot be dismissed to reach \(controller(at: start).label)")
      }
    }
  }

  /// Dismisses everything presented above the start.
  mutating func dismissPresentations(above start: ControllerPath) {
    for layer in presentationsAbove(start) {
      window.update(at: Array(layer.dropLast())) { $0.presented = nil }
    }
  }

  /// RouteComposer's `makeVisibleInParentContainers`: bottom up, a nav (or fluid stack) pops to
  /// the child, a tab bar selects it; splits and custom containers show their children already.
  mutating func makeVisibleInContainers(_ path: ControllerPath) {
    var child = path
    while let parent = child.parent, case .child(let index) = child.last {
      window.update(at: parent) { container in
        switch container.kind {
        case .nav, .stack:
          if index < container.children.count - 1 {
            container.children.removeSubrange((index + 1)...)
          }
        case .tabs: container.selectedIndex = index
        case .split, .screen: break
        }
      }
      child = parent
    }
  }

  /// Gives the destination screen the navigation's context.
  mutating func setContext(_ context: String, at path: ControllerPath) {
    window.update(at: path) { controller in
      if controller.kind == .screen { controller.context = context }
    }
  }
}

extension Controller {
  /// The first controller that makes this one refuse to be dismissed: itself when marked
  /// `dismissible: false`; a nav, tab bar or split also refuses when one of its children does
  /// (RouteComposer's `canBeDismissed` of UIKit's containers). Presentations and the children
  /// of other controllers are not asked.
  var firstNonDismissible: Controller? {
    var pending = [self]
    while let controller = pending.popLast() {
      if !controller.isDismissible { return controller }
      guard [.nav, .tabs, .split].contains(controller.kind) else { continue }
      pending += controller.children.reversed()
    }
    return nil
  }
}
