// The engine's state and its one entry point: `perform`, a transaction that either applies an
// operation completely or throws and leaves the state exactly as it was.

/// Everything the engine knows during a scenario: the window and the ids handed out.
public struct NavigationState: Sendable, Equatable {
  /// The window.
  public internal(set) var window: Window
  /// Named node templates and per-type settings the operations read.
  public var definitions: Definitions { fixed.definitions }
  /// What every copy of the state shares, set when it is built.
  private var fixed: FixedAtStart
  var identifiers = IdentifierRegistry()
  /// The views that have loaded, while a scenario prints or compares the hierarchy
  /// (ViewLoading.swift).
  public internal(set) var views = ViewHistory()
  /// The registered page flow and the pages it shows (docs/flows.md).
  public internal(set) var flow = FlowState()
  /// The running AdaptiveCoordinator coordinators (docs/coordinators.md).
  public internal(set) var coordinators = CoordinatorTree()
  /// The app state the app's code decides navigation by (signed in, onboarded, flags).
  public internal(set) var appState = AppState()
  /// The RouteComposer navigation waiting for the user to finish what its interceptor showed
  /// (a login), if any.
  public internal(set) var pendingNavigation: PendingNavigation?
  /// The destination of a navigation that will never complete and keeps
  /// `SingleNavigationRouter`'s lock: its interceptor waited on a controller that left the
  /// window without calling the completion.
  public internal(set) var heldNavigationLock: String?
  /// Library events and warnings logged by the operation in progress.
  var log: [Event] = []
  /// What the engine remembers between operations so that it need not walk the window to
  /// find it again.
  var hints = EngineHints()
  /// Whether the last operation performed changed what a picture of the state shows.
  ///
  /// The window, the app state, the pending navigation, the page flow or the coordinators:
  /// false for a call the real code ignores, and for an operation that failed and kept nothing.
  public var changedByLastOperation: Bool { hints.changedByLastOperation }
  /// The library events of building the start, such as the migrations of a split that starts
  /// collapsed in a compact window.
  public var startEvents: [Event] { fixed.startEvents }

  /// Builds the starting window.
  public init(
    start: Blueprint, sizeClass: SizeClass = .regular, definitions: Definitions = Definitions()
  ) throws(NavigationError) {
    fixed = FixedAtStart(definitions: definitions, startEvents: [])
    appState = definitions.state
    window = Window(sizeClass: sizeClass, root: Self.placeholderRoot)
    window.root = try instantiate(start, alongside: [])
    try attachStartPresentations()
    for path in definitions.flows.paths { try registerFlowPaths(path) }
    try settleNewSplits()
    settleNewTabs()
    if !hints.delegateSteps.isEmpty { try runDelegateSteps() }
    if !hints.launches.isEmpty { try startLaunchedCoordinators() }
    if !log.isEmpty {
      fixed = FixedAtStart(definitions: definitions, startEvents: log)
      log = []
    }
  }

  /// The root the window holds while the start is built, shared rather than made for every
  /// scenario.
  private static let placeholderRoot = Controller(id: "", kind: .screen)

  /// Performs an operation as a transaction and returns its events: with `.all` (the
  /// default) the library events then the appearances and disappearances, with
  /// `.libraryOnly` the library events alone.
  @discardableResult
  public mutating func perform(
    _ operation: Operation, reporting detail: EventDetail = .all
  ) throws(NavigationError) -> [Event] {
    defer { noteShownViews() }
    let before = detail == .all ? hints.visibleScreens ?? window.visibleScreenControllers : nil
    hints.workThisStep = 0
    hints.changedByLastOperation = false
    if !hints.reached.isEmpty { hints.reached = [] }
    hints.visibilityBaseline = before
    if !definitions.app.hasReactions, let change = try inPlaceChange(for: operation) {
      // Everything that can fail has been checked and nothing has changed: no copy needed.
      do {
        hints.changedByLastOperation = try applyReportingChange(change)
      } catch {
        preconditionFailure("a checked change failed: \(error.code.rawValue): \(error.message)")
      }
      endOperation()
    } else {
      try applyAsTransaction(operation)
    }
    var events = log
    log = []
    if let before {
      let after = window.visibleScreenControllers
      // Reactions report what appeared before they ran (Reactions.swift).
      events += Window.visibilityEvents(from: hints.visibilityBaseline ?? before, to: after)
      hints.visibleScreens = after
    } else {
      // The next operation that reports visibility walks the window as it is then.
      hints.visibleScreens = nil
    }
    return events
  }

  /// Applies an operation to a copy of the state, which replaces the state when the whole
  /// operation succeeds, or when it fails half-way the way the real code does and leaves what
  /// it did; the operation's library events stay in `log`.
  mutating func applyAsTransaction(_ operation: Operation) throws(NavigationError) {
    var draft = self
    do {
      try draft.applyReacting(operation)
    } catch  where error.keepsChanges {
      try? draft.settleNewSplits()
      draft.endOperation()
      draft.log = []
      draft.hints.changedByLastOperation = draft.hasChanged(since: self)
      self = draft
      throw error
    }
    // The library steps build where they decide; the deepest place a step reaches is on the
    // way to `top`, where presentations and pushes go.
    try draft.checkDepth(draft.window.top.count)
    draft.endOperation()
    draft.hints.changedByLastOperation = draft.hasChanged(since: self)
    self = draft
  }

  /// What follows every operation: pages and coordinators whose controllers left go.
  private mutating func endOperation() {
    flow.forgetPages(absentFrom: window)
    endDepartedCoordinators()
    if pendingNavigation != nil { abandonPendingNavigationWithoutController() }
  }

  mutating func apply(_ operation: Operation) throws(NavigationError) {
    var appearsAnimated = false
    switch operation {
    case .push(let blueprint, let selector): try push(blueprint, on: selector)
    case .pop(let selector): try pop(selector)
    case .popTo(let selector, let navigation): try popTo(selector, on: navigation)
    case .popToRoot(let selector): try popToRoot(selector)
    case .setStack(let blueprints, let selector): try setStack(blueprints, on: selector)
    case .present(let blueprint, let selector, let style, let animated):
      try present(blueprint, from: selector, style: style)
      appearsAnimated = animated
    case .dismiss(let selector, let animated):
      let hidden = animated ? [] : hiddenMovingSplitIDs()
      try dismiss(selector)
      try splitsDidAppearWithoutAnimation(among: hidden)
    case .selectTab(let tab, let selector): try selectTab(tab, in: selector)
    case .selectMore(let selector): try apply(try checkedSelectMore(in: selector))
    case .tapTab(let tab, let selector): try tapTab(tab, in: selector)
    case .editTabs(let dragged, let target, let selector):
      try editTabs(dragged, onto: target, in: selector)
    case .swipeDown(let selector):
      let change = try checkedSwipeDown(selector)
      let report = swipeReport(of: change)
      try apply(change)
      if let (presenter, removed) = report { reportRemoval(of: removed, from: presenter) }
    case .setTabs(let blueprints, let selector): try setTabs(blueprints, in: selector)
    case .addTab(let blueprint, let index, let replacing, let selector):
      try addTab(blueprint, at: index, replacing: replacing, in: selector)
    case .show(let blueprint, let sender): try show(blueprint, from: sender)
    case .setRoot(let blueprint): try setRoot(blueprint)
    case .setSizeClass(let sizeClass): try setSizeClass(sizeClass)
    case .setVerticalSizeClass(let sizeClass): setVerticalSizeClass(sizeClass)
    case .setWindowWidth(let width): setWindowWidth(width)
    case .showDetail(let blueprint, let split, let sender):
      try showDetail(blueprint, in: split, from: sender)
    case .setColumn(let column, let blueprint, let selector):
      try setColumn(column, to: blueprint, in: selector)
    case .showColumn(let column, let selector): try showColumn(column, in: selector)
    case .hideColumn(let column, let selector): try hideColumn(column, in: selector)
    case .tapDisplayModeButton(let selector): try tapDisplayModeButton(in: selector)
    case .collapse(let selector): try collapse(selector)
    case .expand(let selector): try expand(selector)
    case .fluidPush(let blueprint, let selector, let target, let relation):
      try fluidPush(blueprint, from: selector, target: target, relation: relation)
    case .fluidPop(let selector, let rule, let forwarding):
      try fluidPop(selector, removing: rule, forwardingToParent: forwarding)
    case .navigate(let name, let context): try navigateAsRequested(to: name, context: context)
    case .setState(let values): setState(values)
    case .interceptor(let outcome, let values):
      try finishPendingNavigation(outcome, setting: values)
    case .showPage(let page, let variant, let skip, let parameters, let keepsPages):
      try showPage(
        page, variant: variant, skip: skip, parameters: parameters,
        skipDismissTransitions: keepsPages)
    case .goBack: try goBackPage()
    case .popToPage(let page): try popToPage(page)
    case .register(let path): try registerFlowPaths(path)
    case .resetFlow: try resetFlow()
    case .updateCurrentPath(let page, let selector): try updateCurrentPath(page, with: selector)
    case .route(let text, let selector): try route(text, from: selector)
    case .deepLink(let links): try deepLink(links)
    case .drop(let coordinator): try drop(coordinator: coordinator)
    case .startCoordinator(let name, let selector, let route):
      try startCoordinator(name, on: selector, route: route)
    case .tap(let name, let selector, let value): try tap(name, on: selector, with: value)
    case .appAction(let name, let value): try performAppAction(name, with: value)
    case .openURL(let url): try openURL(url)
    case .conditional(let condition, let then, let otherwise):
      try runSteps(holds(condition) ? then : otherwise)
    case .update(let selector, let context, let modal):
      try update(selector, context: context, modalInPresentation: modal)
    case .appendPath(let value, let selector): try appendPath(value, on: selector)
    case .removeLastOfPath(let count, let selector): try removeLastOfPath(count, on: selector)
    case .setPath(let values, let selector): try setPath(values, on: selector)
    case .setItem(let item, let kind, let selector, let context):
      try setItem(item, of: kind, on: selector, context: context)
    case .dismissAction(let selector): try dismissAction(from: selector)
    case .tapButton(let label, let selector): try tapButton(label, on: selector)
    case .setDetent(let detent, let selector): try setDetent(detent, on: selector)
    case .setPages(let pages, let selector): try setPages(pages, on: selector)
    case .swipePage(let direction, let selector): try swipePage(direction, on: selector)
    case .selectTabValue(let value, let selector): try selectTabValue(value, in: selector)
    case .setSelection(let value, let column, let selector):
      try setSelection(value, column: column, in: selector)
    }
    try settleNewSplits(appearingAnimated: appearsAnimated)
    settleNewTabs()
    if !hints.delegateSteps.isEmpty { try runDelegateSteps() }
    if !hints.launches.isEmpty { try startLaunchedCoordinators() }
  }

  /// Gives every tab bar built since the last operation the More nav its selected tab needs.
  mutating func settleNewTabs() {
    guard hints.mayHoldNewTabs else { return }
    hints.mayHoldNewTabs = false
    if window.sizeClass == .compact { settleMoreOfAllTabs() }
  }

  /// Logs a warning for the operation in progress.
  mutating func warn(_ code: NavigationError.Code, _ message: String) {
    log.append(.warning(code, message))
  }

  /// The controller at a path the operation has just resolved.
  func controller(at path: ControllerPath) -> Controller {
    guard let controller = window[path] else {
      preconditionFailure("a resolved path no longer exists")
    }
    return controller
  }
}

/// Which events `perform` reports.
public enum EventDetail: Sendable {
  /// The library events, then the screens that appeared and disappeared.
  case all
  /// The library events alone (migrations, warnings, notes): the visible screens are not
  /// compared, which spares a walk of the window on every step when nobody reads them.
  case libraryOnly
}

/// What the definitions of a scenario tell the engine.
public struct Definitions: Sendable, Equatable {
  /// `screens.<Type>.defaultDetail`: the detail a split shows for a primary whose top is Type.
  public var defaultDetails: [String: Blueprint] = [:]
  /// `strategies.<name>`: a named fluid find strategy, its sub-strategies tried in order.
  public var strategies: [String: [FluidTarget]] = [:]
  /// `destinations`: RouteComposer chains by name, destination first (docs/destinations.md).
  public var destinations: [String: DestinationStep] = [:]
  /// `flows`: AppFlowController pages and the paths registered at the start (docs/flows.md).
  public var flows = FlowDefinitions()
  /// `coordinators`: AdaptiveCoordinator coordinators by name (docs/coordinators.md).
  public var coordinators: [String: CoordinatorDefinition] = [:]
  /// `state`: the app state at the start.
  public var state = AppState()
  /// `router`: what the app adds to RouteComposer's router.
  public var router = RouterSettings()
  /// The destinations marked `internal`: the app navigates to them from its own logic, and
  /// explore does not try them as the user's actions.
  public var internalDestinations: Set<String> = []
  /// `screens.<Type>.actions` and `onAppear`, and `app`: the app's own logic
  /// (docs/app-logic.md).
  public var app = AppLogic()

  /// Creates empty definitions.
  public init() {}
}

/// The parts of a state that no operation changes, in one shared object: every operation
/// copies the state for its transaction, and this way the copy retains one reference instead
/// of each of the definitions' dictionaries.
private final class FixedAtStart: Sendable, Equatable {
  let definitions: Definitions
  let startEvents: [Event]

  init(definitions: Definitions, startEvents: [Event]) {
    self.definitions = definitions
    self.startEvents = startEvents
  }

  static func == (lhs: FixedAtStart, rhs: FixedAtStart) -> Bool {
    lhs === rhs || (lhs.definitions == rhs.definitions && lhs.startEvents == rhs.startEvents)
  }
}

/// Derived data kept between operations.
///
/// It never takes part in equality: two states with the same window are equal whatever one of them
/// has noted so far.
struct EngineHints: Sendable, Equatable {
  /// The visible screens after the last operation, so that the next one diffs against them
  /// instead of walking the old window again.
  var visibleScreens: [Controller]?
  /// Whether a split has been built since splits were last settled: only `build` makes
  /// splits, so most operations skip the walk that looks for them.
  var mayHoldUnsettledSplits = false
  /// Whether a tab bar has been built since tab bars were last settled: a compact tab bar
  /// built with a More tab selected shows it through its More nav.
  var mayHoldNewTabs = false
  /// At least the number of controllers in the window: it grows with every controller built
  /// and is made exact again only when it nears the limit, so that a push does not count the
  /// whole window.
  var controllerCountBound = 0
  /// The route dispatches and router navigations the current step has run.
  var workThisStep = 0
  /// Whether the last operation changed what a picture of the state shows.
  var changedByLastOperation = false
  /// How many actions run inside one another in the current step (AppActions.swift).
  var actionDepth = 0
  /// How many reactions run inside one another in the current step (Reactions.swift).
  var reactionDepth = 0
  /// The visible screens the step's events have been reported up to, when they are reported:
  /// a reaction reports what appeared before it runs.
  var visibilityBaseline: [Controller]?
  /// The steps split delegates run once the current operation's change is done, with the
  /// event that reports each (DelegateAnswers.swift).
  var delegateSteps: [(String, [Operation])] = []
  /// The coordinators nodes built since the last operation start on their navs, by the navs'
  /// ids (CoordinatorStart.swift).
  var launches: [(String, CoordinatorStart)] = []
  /// What of the definitions the current step used (ReachedDefinitions.swift).
  var reached: [ReachedDefinition] = []

  static func == (lhs: Self, rhs: Self) -> Bool { true }
}
