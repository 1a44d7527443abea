// The app's own logic as data: what each screen lets the user do, what the user can do from
// anywhere, the URLs the app opens, and how it reacts to a screen appearing or its state
// changing. UIKit and the libraries know none of it; it is the code of the app's controllers,
// its scene delegate and its state observers, written as lists of steps (docs/app-logic.md).

/// The app's actions, URLs and reactions, from `screens` and `app`.
public struct AppLogic: Sendable, Equatable {
  /// `screens.<Type>`: the actions and the `onAppear`, `onNarrow` and `onWide` reactions of
  /// each screen type.
  public var screens: [String: ScreenLogic] = [:] {
    didSet {
      reactsToAppearing = screens.values.contains { !$0.onAppear.isEmpty }
      reactsToWidth = screens.values.contains { !$0.onNarrow.isEmpty || !$0.onWide.isEmpty }
    }
  }
  /// `app.actions`: what the user can do from anywhere (a quick action, a notification).
  public var actions: [String: AppAction] = [:]
  /// `app.urls`: the URL patterns the app opens, tried in the order written.
  public var urls: [URLPattern] = []
  /// `app.onState`: the reactions to the app state, in the order written.
  public var onState: [StateReaction] = []

  /// Creates empty app logic.
  public init() {}

  /// Whether some screen reacts to appearing: kept as `screens` changes, since every operation
  /// asks.
  public private(set) var reactsToAppearing = false

  /// Whether some screen reacts to the window's width changing, kept as `screens` changes.
  public private(set) var reactsToWidth = false

  /// Whether the app reacts to anything: every operation then looks for what it triggered.
  public var hasReactions: Bool { reactsToAppearing || reactsToWidth || !onState.isEmpty }
}

/// What the app does on one screen type.
public struct ScreenLogic: Sendable, Equatable {
  /// The actions the user can take on the screen, by name.
  public var actions: [String: AppAction] = [:]
  /// The steps the screen's `viewDidAppear` runs.
  public var onAppear: [Operation] = []
  /// The steps its `viewWillTransition(to:with:)` runs when the window becomes narrow within
  /// its size class (docs/split.md#window-width).
  public var onNarrow: [Operation] = []
  /// The steps it runs when the window becomes wide again.
  public var onWide: [Operation] = []

  /// Creates a screen's logic.
  public init(actions: [String: AppAction] = [:], onAppear: [Operation] = []) {
    self.actions = actions
    self.onAppear = onAppear
  }
}

/// An action: the steps the app's code runs, with `$arg` standing for the value it takes.
public struct AppAction: Sendable, Equatable {
  /// The steps, in order.
  public var steps: [Operation]
  /// Whether the steps use `$arg`: the action then needs a value (`with`).
  public var takesValue: Bool

  /// Creates an action.
  public init(steps: [Operation], takesValue: Bool) {
    self.steps = steps
    self.takesValue = takesValue
  }
}

/// `"app": {"onState": [{"when": condition, "do": [steps]}]}`: steps that run when a change of
/// the app state makes the condition hold.
public struct StateReaction: Sendable, Equatable {
  /// The condition.
  public var condition: AppCondition
  /// The steps.
  public var steps: [Operation]
  /// Where the reaction is written (`file:line:column`), for the error of one that triggers
  /// itself without end.
  public var place: String

  /// Creates a reaction.
  public init(when condition: AppCondition, steps: [Operation], place: String) {
    self.condition = condition
    self.steps = steps
    self.place = place
  }
}
