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

  /// Whether the step carries a context task (`ContextSettingTask`): the controller it finds
  /// or builds receives the navigation's context. nil: only the destination does.
  public var contextTask: Bool?
  /// The step's routing interceptor, run before anything is dismissed or built.
  public var interceptor: Interceptor?

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
  /// `SwitchAssembly`: the first case whose finder finds something decides; else the default;
  /// no default ends the chain.
  case `switch`([SwitchCase], default: DestinationSource?)
}

/// A case of a switch: when the finder finds something, the chain continues with `from`.
public struct SwitchCase: Sendable, Equatable {
  /// The finder tested; nil never matches.
  public var when: Finder?
  /// The next step when it matches.
  public var from: DestinationSource

  /// Creates a case.
  public init(when: Finder?, from: DestinationSource) {
    self.when = when
    self.from = from
  }
}

/// A step's `RoutingInterceptor`, as far as it changes the tree: it fails the navigation, or it
/// first runs another navigation (a login) and then lets this one go on.
public enum Interceptor: Sendable, Equatable {
  /// The interceptor completes with a failure: the navigation stops with
  /// `cancelledByInterceptor` before anything is dismissed or built.
  case cancel
  /// The interceptor navigates to another destination first; when that navigation fails, so
  /// does this one.
  case navigate(String, context: String?)
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
