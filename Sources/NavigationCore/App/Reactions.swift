// The app's reactions: a screen's `viewDidAppear` running steps (`screens.<Type>.onAppear`),
// and observers of the app state (`app.onState`) running steps when a change makes their
// condition hold, as a sign-out puts the sign-in screen back. After each step, of the scenario
// or of an action, the engine looks for the screens that appeared and the conditions that
// became true, reports each reaction as an event and runs its steps, which may trigger more.

extension NavigationState {
  /// Applies an operation, then runs the reactions it triggered.
  mutating func applyReacting(_ operation: Operation) throws(NavigationError) {
    let app = definitions.app
    // An action's own steps react one by one; reacting again to the action as a whole would
    // run each reaction twice.
    guard app.hasReactions, !operation.runsSteps else { return try apply(operation) }
    let visibleBefore = app.reactsToAppearing ? window.visibleScreenControllers : []
    let stateBefore = appState
    let widthBefore = window.width
    try apply(operation)
    if app.reactsToWidth, window.width != widthBefore { try reactToWidth() }
    try react(visibleBefore: visibleBefore, stateBefore: stateBefore)
  }

  /// Runs the `onNarrow` or `onWide` reaction of each screen on screen once the window's width
  /// has changed, bottom layer first: UIKit sends `viewWillTransition(to:with:)` down the
  /// hierarchy before the screens that appear with the new width appear.
  private mutating func reactToWidth() throws(NavigationError) {
    let width = window.width
    let name = width == .narrow ? "onNarrow" : "onWide"
    for screen in window.visibleScreenControllers {
      guard let logic = definitions.app.screens[screen.type],
        case let steps = width == .narrow ? logic.onNarrow : logic.onWide, !steps.isEmpty,
        window.path(ofID: screen.id) != nil
      else { continue }
      noteReached(.onWidth(screen.type, width))
      try runReaction(steps, event: "\(name) \(screen.label)", place: "screens.\(screen.type)")
    }
  }

  /// Runs the reactions to what changed since `visibleBefore` and `stateBefore`: the state's
  /// first, in the order written, then each appeared screen's, bottom layer first.
  private mutating func react(
    visibleBefore: [Controller], stateBefore: AppState
  ) throws(NavigationError) {
    let app = definitions.app
    if appState != stateBefore {
      for (index, reaction) in app.onState.enumerated()
      where !reaction.condition.holds(in: stateBefore, window: window) && holds(reaction.condition)
      {
        noteReached(.onState(index))
        try runReaction(
          reaction.steps, event: "onState \(reaction.condition)", place: reaction.place)
      }
    }
    guard app.reactsToAppearing else { return }
    let appeared = window.visibleScreenControllers.filter { screen in
      !visibleBefore.contains { $0.id == screen.id }
    }
    for screen in appeared {
      guard let steps = app.screens[screen.type]?.onAppear, !steps.isEmpty,
        window.path(ofID: screen.id) != nil
      else { continue }
      noteReached(.onAppear(screen.type))
      try runReaction(steps, event: "onAppear \(screen.label)", place: "screens.\(screen.type)")
    }
  }

  private mutating func runReaction(
    _ steps: [Operation], event: String, place: String
  ) throws(NavigationError) {
    flushVisibilityEvents()
    log.append(.note(event))
    try enterNested(
      \.reactionDepth, .reactionLoop, "the reaction \(event) (\(place))",
      "runs inside \(Self.maximumNestedRuns) reactions that trigger each other: a reaction "
        + "whose steps trigger it again never ends")
    defer { hints.reactionDepth -= 1 }
    try runSteps(steps)
  }

  /// Reports the screens that appeared and disappeared so far in the step before a reaction
  /// runs, so that the events say what the user saw in order.
  private mutating func flushVisibilityEvents() {
    guard let baseline = hints.visibilityBaseline else { return }
    let now = window.visibleScreenControllers
    log += Window.visibilityEvents(from: baseline, to: now)
    hints.visibilityBaseline = now
  }
}

extension Operation {
  /// Whether the operation runs other operations, each of which reacts on its own.
  var runsSteps: Bool {
    switch self {
    case .tap, .appAction, .openURL, .conditional, .tapButton: true
    default: false
    }
  }
}
