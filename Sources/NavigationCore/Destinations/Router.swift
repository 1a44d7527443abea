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
struct PendingIntegration: Sendable, Equatable {
  /// Where the controller comes from.
  enum Source: Sendable, Equatable {
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
  /// The step's post task.
  var postTask: String? = nil
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
  /// The post task of the step that found the start.
  var startPostTask: String? = nil
  /// The position in the chain of the link that gave the start.
  var startLink = 0
}

/// A navigation stopped at its interceptors: what it has left to run.
struct SuspendedNavigation: Sendable, Equatable {
  var name: String
  var context: String?
  /// The interceptors not run yet: a slice, so that taking the next one costs one, however
  /// many global interceptors the router has.
  var interceptors: ArraySlice<Interceptor>
  var startID: String
  var pending: [PendingIntegration]
  var depth: Int
  /// Whether the interceptor waiting on an inner navigation also waits on the user once that
  /// navigation has shown its destination.
  var waitsWhenResumed = false
  /// The post task of the step that found the start.
  var startPostTask: String? = nil
  /// Whether these are `GlobalInterceptorRouter`'s interceptors, after which the router
  /// itself runs: it looks for the start only then.
  var searchesWhenResumed = false
}

/// A navigation waiting for the user to finish what its interceptor showed (a login), with
/// the navigations whose interceptors started it, innermost first.
public struct PendingNavigation: Sendable, Equatable {
  var navigations: [SuspendedNavigation]
  /// The id of the controller the waiting interceptor's navigation showed.
  public var waitsOn: String

  /// The destination the app asked for: the outermost waiting navigation's.
  public var destination: String { navigations.last?.name ?? "" }
  /// The context it was asked with.
  public var context: String? { navigations.last?.context }
}

extension NavigationState {
  /// How many navigations interceptors may start one inside another.
  static let maximumInterceptorDepth = 16

  /// A `navigate` step: the app asks its router for a navigation.
  ///
  /// `DefaultRouter` keeps no record of the navigations in progress, so a navigation waiting on its
  /// interceptor does not stop this one; `SingleNavigationRouter` refuses it, and every
  /// navigation once one never completes.
  mutating func navigateAsRequested(to name: String, context: String?) throws(NavigationError) {
    if definitions.router.isSingleNavigation, let held = heldNavigationLock {
      throw NavigationError(
        .compositionFailed,
        "navigation is in progress: the navigation to \"\(held)\" never completed, and "
          + "SingleNavigationRouter refuses the navigation to \"\(name)\"")
    }
    let earlier = pendingNavigation
    if definitions.router.isSingleNavigation, let earlier {
      throw NavigationError(
        .compositionFailed,
        "navigation is in progress: the navigation to \"\(earlier.destination)\" waits, and "
          + "SingleNavigationRouter refuses the navigation to \"\(name)\"")
    }
    pendingNavigation = nil
    do {
      _ = try navigate(to: name, context: context)
    } catch {
      pendingNavigation = earlier
      throw error
    }
    guard let earlier else { return }
    if pendingNavigation == nil {
      pendingNavigation = earlier
    } else {
      warn(
        .pendingNavigationReplaced,
        "the navigation to \"\(earlier.destination)\" will not go on: the navigation to "
          + "\"\(name)\" waits on the user now (a screen holds one interceptor completion)")
    }
  }

  /// Navigates to a named destination with a context (docs/destinations.md); `depth` counts the
  /// interceptors' navigations this one runs inside.
  ///
  /// Returns the id of the destination's controller, or nil when the navigation waits on the user
  /// (`pendingNavigation`).
  mutating func navigate(
    to name: String, context: String?, depth: Int = 0
  ) throws(NavigationError) -> String? {
    try navigate(to: name, context: context, depth: depth, searching: false)
  }

  /// A navigation through `GlobalInterceptorRouter`, whose interceptors run first, unless
  /// `searching` says they have run; then `DefaultRouter`'s.
  private mutating func navigate(
    to name: String, context: String?, depth: Int, searching: Bool
  ) throws(NavigationError) -> String? {
    guard let destination = definitions.destinations[name] else {
      throw NavigationError(.notFound, "no destination is named \"\(name)\"")
    }
    try countWork(.compositionFailed, "the navigation to \"\(name)\"")
    if !searching, !definitions.router.globalInterceptors.isEmpty {
      var global = SuspendedNavigation(
        name: name, context: context, interceptors: definitions.router.globalInterceptors[...],
        startID: "", pending: [], depth: depth)
      global.searchesWhenResumed = true
      do throws(NavigationError) {
        return try proceed(global)
      } catch {
        throw error.keepingChanges
      }
    }
    var names: [String?] = []
    let chain = try unroll(destination, named: name, context: context, names: &names)
    let plan = try plan(chain, destination: name, context: context)
    for reached in names.prefix(plan.startLink + 1) {
      if let reached { noteReached(.destination(reached)) }
    }
    // From here on the router changes the tree as it goes, and a failure leaves the changes.
    do throws(NavigationError) {
      if plan.startReceivesContext, let context { setContext(context, at: plan.start) }
      try checkDismissible(toReach: plan.start)
      var navigation = SuspendedNavigation(
        name: name, context: context,
        interceptors: ArraySlice(definitions.router.interceptors + plan.interceptors),
        startID: controller(at: plan.start).id, pending: plan.pending, depth: depth)
      navigation.startPostTask = plan.startPostTask
      return try proceed(navigation)
    } catch {
      throw error.keepingChanges
    }
  }

  /// Runs the interceptors a navigation has left in order (`InterceptorRunner`: the global ones,
  /// then the steps'), then dismisses, makes the start visible and integrates.
  ///
  /// Returns the destination's id, or nil when an interceptor waits on the user.
  private mutating func proceed(
    _ navigation: SuspendedNavigation
  ) throws(NavigationError) -> String? {
    var navigation = navigation
    while !navigation.interceptors.isEmpty {
      let interceptor = navigation.interceptors.removeFirst()
      let name = navigation.name
      guard interceptor.when?.holds(in: appState) ?? true else {
        log.append(.note("intercept \(name): pass"))
        continue
      }
      switch interceptor.action {
      case .cancel:
        log.append(.note("intercept \(name): cancel"))
        throw NavigationError(
          .cancelledByInterceptor, "an interceptor of \"\(name)\" cancelled the navigation")
      case .navigate(let other, let otherContext):
        log.append(.note("intercept \(name): navigate \(other)"))
        guard navigation.depth < Self.maximumInterceptorDepth else {
          throw NavigationError(
            .compositionFailed,
            "interceptors start navigations more than \(Self.maximumInterceptorDepth) deep "
              + "at \"\(other)\"")
        }
        guard
          let shown = try navigate(to: other, context: otherContext, depth: navigation.depth + 1)
        else {
          // The interceptor's own navigation waits: this one waits behind it.
          navigation.waitsWhenResumed = interceptor.waits
          pendingNavigation?.navigations.append(navigation)
          return nil
        }
        if interceptor.waits {
          wait(navigation, on: shown)
          return nil
        }
      }
    }
    if navigation.searchesWhenResumed {
      return try navigate(
        to: navigation.name, context: navigation.context, depth: navigation.depth,
        searching: true)
    }
    // The interceptors may have moved or removed the start (RouteComposer fails when they
    // released it); what they presented above it is dismissed without another check.
    guard let start = window.path(ofID: navigation.startID) else {
      throw NavigationError(
        .compositionFailed,
        "the interceptors of \"\(navigation.name)\" removed \(navigation.startID), the "
          + "controller to start from")
    }
    dismissPresentations(above: start)
    makeVisibleInContainers(start)
    var routingStack = [(navigation.startID, navigation.startPostTask)]
    let destination = try integrate(
      navigation.pending, from: navigation.startID, context: navigation.context,
      routingStack: &routingStack)
    runPostTasks(of: navigation.name, on: routingStack)
    return destination
  }

  /// `PostponedTaskRunner.perform`, once the chain is built.
  ///
  /// For each controller of the routing stack, in the order the router met them (the start,
  /// then what it built): the global post tasks, then its step's own. A controller no longer in
  /// the window was released (the router holds it weakly) and is skipped. Post tasks are the
  /// app's code; navrun notes that they ran.
  private mutating func runPostTasks(of name: String, on stack: [(String, String?)]) {
    let global = definitions.router.postTasks
    guard !global.isEmpty || stack.contains(where: { $0.1 != nil }) else { return }
    var seen: Set<String> = []
    for (id, own) in stack where seen.insert(id).inserted {
      guard let path = window.path(ofID: id) else { continue }
      for task in global + (own.map { [$0] } ?? []) {
        log.append(.note("post task \(task) on \(controller(at: path).label)"))
      }
    }
  }

  /// Stops a navigation until the user finishes the controller its interceptor showed.
  private mutating func wait(_ navigation: SuspendedNavigation, on shownID: String) {
    pendingNavigation = PendingNavigation(navigations: [navigation], waitsOn: shownID)
    let label = window.path(ofID: shownID).map { controller(at: $0).label } ?? shownID
    log.append(.note("\(navigation.name) waits for \(label)"))
  }

  /// `{"interceptor": "complete"}` or `"cancel"`: the user finishes what the waiting
  /// interceptor showed, as the example app's `LoginViewController` does: the app state
  /// changes first (`isLoggedIn = true`), the controller dismisses itself, and the
  /// interceptor completes — with success, and the navigation goes on; or with a failure,
  /// and it fails with `cancelledByInterceptor`.
  mutating func finishPendingNavigation(
    _ outcome: InterceptorOutcome, setting values: [String: StateValue]
  ) throws(NavigationError) {
    guard let pending = pendingNavigation else {
      throw NavigationError(
        .noPendingNavigation,
        "no navigation waits on an interceptor; \"interceptor\": \"\(outcome.rawValue)\" "
          + "follows a navigation whose interceptor has \"wait\": true")
    }
    pendingNavigation = nil
    if !values.isEmpty { setState(values) }
    if window.path(ofID: pending.waitsOn) != nil {
      try dismiss(.id(pending.waitsOn))
    }
    do throws(NavigationError) {
      switch outcome {
      case .cancel:
        log.append(.note("cancel \(pending.destination)"))
        throw NavigationError(
          .cancelledByInterceptor,
          "the user closed what the interceptor showed: the navigation to "
            + "\"\(pending.destination)\" fails")
      case .complete:
        log.append(.note("resume \(pending.destination)"))
        try resume(pending.navigations)
      }
    } catch {
      throw error.keepingChanges
    }
  }

  /// Goes on with waiting navigations, the innermost first: each one that finishes completes
  /// the interceptor of the next, which then runs its remaining interceptors.
  private mutating func resume(_ navigations: [SuspendedNavigation]) throws(NavigationError) {
    var shown: String?
    for index in navigations.indices {
      var navigation = navigations[index]
      if let shown, navigation.waitsWhenResumed {
        navigation.waitsWhenResumed = false
        wait(navigation, on: shown)
        pendingNavigation?.navigations += navigations[(index + 1)...]
        return
      }
      guard let finished = try proceed(navigation) else {
        pendingNavigation?.navigations += navigations[(index + 1)...]
        return
      }
      shown = finished
    }
  }

  /// Ends the wait when the controller it waits on left the window: its completion went with
  /// it, and the router never hears back — nor does `SingleNavigationRouter`, which keeps its
  /// lock for good (its `stopNavigation` runs only in the router's completion).
  mutating func abandonPendingNavigationWithoutController() {
    guard let pending = pendingNavigation, window.path(ofID: pending.waitsOn) == nil else {
      return
    }
    pendingNavigation = nil
    let locked = definitions.router.isSingleNavigation
    if locked { heldNavigationLock = pending.destination }
    warn(
      .pendingNavigationAbandoned,
      "the navigation to \"\(pending.destination)\" will not go on: \(pending.waitsOn), which "
        + "its interceptor waits on, left the window"
        + (locked ? "; SingleNavigationRouter keeps its lock and refuses every navigation" : ""))
  }

  /// Sets app state values.
  mutating func setState(_ values: [String: StateValue]) {
    appState.merge(values)
    log.append(.note("state " + AppState.summary(of: values)))
  }

  /// The chain of a destination, destination first.
  ///
  /// Like RouteComposer, every switch is resolved before any step runs, against the tree as it is.
  /// `names` gets, for each link, the destination it is, if it is one.
  func unroll(
    _ destination: DestinationStep, named name: String, context: String?,
    names: inout [String?]
  ) throws(NavigationError) -> [ChainLink] {
    var links: [ChainLink] = [.step(destination)]
    // In order for the message, and as a set for the check: a chain may be thousands long.
    var visited = [name]
    var visitedNames: Set<String> = [name]
    names = [name]
    var next = destination.from
    while let source = next {
      next = nil
      defer { while names.count < links.count { names.append(nil) } }
      switch source {
      case .destination(let other):
        guard !visitedNames.contains(other) else {
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
        visitedNames.insert(other)
        links.append(.step(step))
        names.append(other)
        next = step.from
      case .root: links.append(.root)
      case .current: links.append(.current)
      case .custom(let finder): links.append(.custom(finder))
      case .step(let step):
        links.append(.step(step))
        next = step.from
      case .switch(let cases, let fallback):
        let match = cases.first { switchCase in
          if let state = switchCase.state { return state.holds(in: appState) }
          return switchCase.when.map { window.find($0, context: context) != nil } ?? false
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
    // `DefaultRouter.add` of a context task: it runs on every controller found or built.
    let globalContextTask = definitions.router.contextTask
    for (index, link) in chain.enumerated() {
      let isDestination = index == 0
      switch link {
      case .root:
        return RoutePlan(
          start: [], pending: pending, startReceivesContext: globalContextTask,
          interceptors: interceptors, startLink: index)
      case .current:
        return RoutePlan(
          start: window.topmostController, pending: pending,
          startReceivesContext: globalContextTask, interceptors: interceptors, startLink: index)
      case .custom(let finder):
        guard let found = window.find(finder, context: context) else {
          throw NavigationError(
            .compositionFailed, "the custom step of \"\(name)\" finds no \(finder)")
        }
        return RoutePlan(
          start: found, pending: pending, startReceivesContext: globalContextTask,
          interceptors: interceptors, startLink: index)
      case .step(let step):
        let receivesContext = (step.contextTask ?? isDestination) || globalContextTask
        if let interceptor = step.interceptor { interceptors.append(interceptor) }
        if let finder = step.finder, let found = window.find(finder, context: context) {
          var plan = RoutePlan(
            start: found, pending: pending, startReceivesContext: receivesContext,
            interceptors: interceptors, startLink: index)
          plan.startPostTask = step.postTask
          return plan
        }
        if var blueprint = step.build {
          if receivesContext, let context, blueprint.kind == .screen {
            blueprint.context = context
          }
          try Self.scrape(&pending, into: &blueprint)
          pending.insert(
            PendingIntegration(
              source: .build(blueprint), action: step.action, receivesContext: receivesContext,
              postTask: step.postTask),
            at: 0)
        } else if let finder = step.finder {
          pending.insert(
            PendingIntegration(
              source: .find(finder), action: .none, receivesContext: receivesContext,
              postTask: step.postTask),
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
        case .split, .screen, .pages: break
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
  /// (RouteComposer's `canBeDismissed` of UIKit's containers).
  ///
  /// Presentations and the children of other controllers are not asked.
  var firstNonDismissible: Controller? {
    guard contentsBits & SubtreeContents.refusesDismissal != 0 else { return nil }
    var pending = [self]
    while let controller = pending.popLast() {
      if !controller.isDismissible { return controller }
      guard [.nav, .tabs, .split].contains(controller.kind) else { continue }
      pending += controller.children.reversed()
    }
    return nil
  }
}
