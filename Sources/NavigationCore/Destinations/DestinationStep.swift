// RouteComposer's configuration as data: a destination is a chain of steps, destination first.
// Each `StepAssembly(finder:factory:).using(action).from(…)` becomes a step with a finder, a node
// template to build and an action; `from` is the next step: another destination
// (`expectingContainer()` included), `GeneralStep.root` / `.current` / `.custom`, a nested step,
// or a `SwitchAssembly`.

/// One step of a destination chain (RouteComposer's `StepAssembly`).
public struct DestinationStep: Sendable, Equatable {
  /// The finder; nil never finds (`NilFinder`).
  public var finder: Finder?
  /// What to build when the finder finds nothing; nil builds nothing (`NilFactory`), and the
  /// finder runs again once the earlier steps are built.
  public var build: Blueprint?
  /// How the built controller joins the controller of the next step.
  public var action: DestinationAction
  /// The next step of the chain; nil ends it.
  public var from: DestinationSource?

  /// Whether the step carries a context task (`ContextSettingTask`): the controller it finds or
  /// builds receives the navigation's context.
  ///
  /// When nil, only the destination receives it.
  public var contextTask: Bool?
  /// The step's routing interceptor, run before anything is dismissed or built.
  public var interceptor: Interceptor?
  /// The step's post task (`.adding(postTask)`), by name: run on the controller the step finds
  /// or builds once the whole navigation has succeeded.
  public var postTask: String?

  /// Creates a step.
  public init(
    find finder: Finder? = nil, build: Blueprint? = nil, action: DestinationAction = .none,
    from: DestinationSource? = nil, contextTask: Bool? = nil, interceptor: Interceptor? = nil
  ) {
    self.interceptor = interceptor
    self.finder = finder
    self.build = build
    self.action = action
    self.from = from
    self.contextTask = contextTask
  }
}

/// The next step of a chain (`.from(…)`).
public indirect enum DestinationSource: Sendable, Equatable {
  /// Another destination's chain, by name.
  case destination(String)
  /// `GeneralStep.root`: the window root, even under presentations (which then go).
  case root
  /// `GeneralStep.current`: the topmost presented controller.
  case current
  /// `GeneralStep.custom(using:)`: what the finder finds, else `compositionFailed`.
  case custom(Finder)
  /// A nested step.
  case step(DestinationStep)
  /// `SwitchAssembly`: the first case that matches decides; else the default;
  /// no default ends the chain.
  case `switch`([SwitchCase], default: DestinationSource?)
}

/// A case of a switch: when the finder finds something (or the app state has the listed
/// values), the chain continues with `from`.
public struct SwitchCase: Sendable, Equatable {
  /// The finder tested; nil never matches (unless `state` decides).
  public var when: Finder?
  /// The app state tested instead of a finder (`addCase(when: Bool)` reading the app's state).
  public var state: StateCondition?
  /// The next step when it matches.
  public var from: DestinationSource

  /// Creates a case tested by a finder.
  public init(when: Finder?, from: DestinationSource) {
    self.when = when
    self.from = from
  }

  /// Creates a case tested on the app state.
  public init(state: StateCondition, from: DestinationSource) {
    self.state = state
    self.from = from
  }
}

/// A `RoutingInterceptor`, as far as it changes the tree: it fails the navigation, or it first runs
/// another navigation (a login) and then lets this one go on, at once or once the user finishes
/// what that navigation showed.
///
/// With `when`, it lets the navigation through at once unless the app state has the listed values
/// (a login interceptor's `isLoggedIn` check).
public struct Interceptor: Sendable, Equatable {
  /// What the interceptor does when it stops the navigation.
  public enum Action: Sendable, Equatable {
    /// Complete with a failure: the navigation stops with `cancelledByInterceptor`.
    case cancel
    /// Navigate to another destination first; its failure fails this navigation.
    case navigate(String, context: String?)
  }

  /// What it does.
  public var action: Action
  /// The app state under which it acts; nil: always.
  public var when: StateCondition?
  /// Whether it waits for the user once its navigation has shown the destination: the
  /// navigation stops until `{"interceptor": "complete"}` or `"cancel"`.
  public var waits: Bool

  /// Creates an interceptor.
  public init(_ action: Action, when: StateCondition? = nil, waits: Bool = false) {
    self.action = action
    self.when = when
    self.waits = waits
  }

  /// An interceptor that always fails the navigation.
  public static let cancel = Interceptor(.cancel)

  /// An interceptor that always navigates first and lets the navigation go on at once.
  public static func navigate(_ name: String, context: String?) -> Interceptor {
    Interceptor(.navigate(name, context: context))
  }
}

/// What the app adds to its router: `DefaultRouter.add` of global interceptors and context
/// tasks, and whether it wraps the router in `SingleNavigationRouter`.
public struct RouterSettings: Sendable, Equatable {
  /// Global interceptors, run before the steps' own for every navigation.
  public var interceptors: [Interceptor] = []
  /// A global context task: every controller a navigation finds or builds receives the
  /// navigation's context.
  public var contextTask = false
  /// `SingleNavigationRouter`: a navigation requested while another is in progress fails.
  public var isSingleNavigation = false
  /// Global post tasks (`DefaultRouter.add` of a `PostRoutingTask`), by name: run on every
  /// controller of the routing stack once the navigation has succeeded, before the step's own.
  public var postTasks: [String] = []
  /// `GlobalInterceptorRouter`'s interceptors (`addGlobal`): run before the router looks for
  /// the controller to start from.
  public var globalInterceptors: [Interceptor] = []

  /// Creates settings; the defaults are a plain `DefaultRouter`.
  public init(
    interceptors: [Interceptor] = [], contextTask: Bool = false, isSingleNavigation: Bool = false
  ) {
    self.interceptors = interceptors
    self.contextTask = contextTask
    self.isSingleNavigation = isSingleNavigation
  }
}

/// How a built controller joins the previous step's controller (RouteComposer's actions).
public enum DestinationAction: Sendable, Equatable, CustomStringConvertible {
  /// Where a modal presentation starts.
  public enum Presenter: String, Sendable, Equatable, CaseIterable {
    /// The previous controller.
    case current
    /// The outermost parent of the previous controller.
    case topmostParent
  }

  /// `GeneralAction.replaceRoot`: the previous controller must be the window root.
  case replaceRoot
  /// `GeneralAction.presentModally` (`fullScreen` unless the configuration names a style); nil
  /// style: the controller's own (`presentationStyle: nil`), else UIKit's default.
  case present(style: PresentationStyle?, from: Presenter)
  /// `UINavigationController.push`.
  case push
  /// `UINavigationController.pushAsRoot`: the nav's stack becomes the controller alone.
  case pushAsRoot
  /// `UINavigationController.pushReplacingLast`.
  case pushReplacingLast
  /// `UITabBarController.add(at:replacing:)`: insert or replace at an index, else append.
  case addTab(at: Int?, replacing: Bool)
  /// `UISplitViewController.setAsPrimary`: replace the primary.
  case setAsPrimary
  /// `UISplitViewController.pushToDetails`: `showDetailViewController`.
  case pushToDetails
  /// `UISplitViewController.pushOnToDetails`: push onto the detail nav.
  case pushOnToDetails
  /// `GeneralAction.nilAction`: nothing.
  case none

  /// The container kind a container action integrates into; nil for the plain actions.
  public var containerKind: Controller.Kind? {
    switch self {
    case .push, .pushAsRoot, .pushReplacingLast: .nav
    case .addTab: .tabs
    case .setAsPrimary, .pushToDetails, .pushOnToDetails: .split
    case .replaceRoot, .present, .none: nil
    }
  }

  /// The action's scenario name.
  public var description: String {
    switch self {
    case .replaceRoot: "replaceRoot"
    case .present: "present"
    case .push: "push"
    case .pushAsRoot: "pushAsRoot"
    case .pushReplacingLast: "pushReplacingLast"
    case .addTab: "addTab"
    case .setAsPrimary: "setAsPrimary"
    case .pushToDetails: "pushToDetails"
    case .pushOnToDetails: "pushOnToDetails"
    case .none: "none"
    }
  }
}
