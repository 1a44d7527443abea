// The verbs of the scenario language and the modifiers each one takes (docs/scenario-language.md). A step is an
// object with exactly one verb key plus modifiers.

/// A step's verb.
public enum StepVerb: String, Sendable, CaseIterable {
  // UIKit
  case push, pop, popTo, popToRoot, setStack, present, dismiss, selectTab, setTabs, addTab, show
  case setRoot, sizeClass, selectMore
  // The user's gestures
  case tapTab, swipeDown
  // Split views
  case showDetail, collapse, expand, setColumn, showColumn, hideColumn
  // Fluid stacks
  case fluidPush, fluidPop
  // Destinations
  case navigate, interceptor
  // App state
  case setState
  // Page flows
  case showPage, goBack, popToPage, register, resetFlow, updateCurrentPath
  // Coordinators (docs/coordinators.md)
  case route, deepLink, drop, startCoordinator
  // Expectations
  case expect, expectTop, expectEvents, expectPage, expectParameter, expectPath
  case expectCoordinators

  /// The verbs, in the order `StepKeys` looks them up in.
  static let verbs = allCases

  /// The keys a step of this verb may have: the verb, its modifiers and the common ones.
  var allowedKeys: [String] { [rawValue] + modifiers + Self.commonModifiers }

  /// Whether a step of this verb may have the key `key`.
  ///
  /// The lists are short, so a linear search costs less than hashing the key.
  func allows(_ key: String) -> Bool {
    key == rawValue || modifiers.contains(key) || Self.commonModifiers.contains(key)
  }

  /// The modifiers every step takes.
  public static let commonModifiers = ["expectError", "expectWarning", "checkpoint", "note"]

  /// The modifiers this verb takes besides the common ones.
  public var modifiers: [String] {
    switch self {
    case .push, .setStack, .popTo: ["on"]
    case .present: ["from", "style", "animated"]
    case .dismiss: ["animated"]
    case .show: ["from"]
    case .selectTab, .setTabs, .tapTab: ["in"]
    case .addTab: ["at", "replacing", "in"]
    case .showDetail: ["in", "from"]
    case .setColumn: ["to", "in"]
    case .showColumn, .hideColumn: ["in"]
    case .fluidPush: ["from", "target", "relation"]
    case .fluidPop: ["removing", "forwardingToParent"]
    case .navigate: ["context"]
    case .interceptor: ["state"]
    case .showPage: ["variant", "skip", "parameters", "skipDismissTransitions"]
    case .expect: ["at"]
    case .expectPage: ["parameter", "path"]
    case .expectParameter, .expectPath: ["page", "variant"]
    case .updateCurrentPath: ["with"]
    case .route: ["from"]
    // `route` is a verb too: a step whose verb is `startCoordinator` reads it as a modifier.
    case .startCoordinator: ["on", "route"]
    case .pop, .popToRoot, .setRoot, .sizeClass, .collapse,
      .expand, .expectTop, .expectEvents, .goBack, .popToPage, .register, .resetFlow,
      .deepLink, .drop, .expectCoordinators, .setState, .selectMore, .swipeDown:
      []
    }
  }

  /// Whether the verb checks the state instead of changing it.
  public var isExpectation: Bool {
    switch self {
    case .expect, .expectTop, .expectEvents, .expectPage, .expectParameter, .expectPath,
      .expectCoordinators:
      true
    default: false
    }
  }
}
