// What the app's delegates answer for one controller, when the answer is the app's own logic:
// a split delegate's `topColumnForCollapsingToProposedTopColumn` that depends on the app,
// `splitViewControllerDidCollapse(_:)` / `DidExpand(_:)` that move controllers, and a tab bar
// delegate's `tabBarController(_:shouldSelect:)` that refuses a tab and acts instead (a
// compose tab that presents). The node that builds the controller gives them; they never
// change.

/// The app's delegate answers for a controller.
public struct DelegateAnswers: Sendable, Equatable {
  /// A split's top column for collapsing that depends on a condition.
  public var topColumn: ConditionalColumn?
  /// The steps the split's delegate runs once the split has collapsed.
  public var onCollapse: [Operation] = []
  /// The steps the split's delegate runs once the split has expanded.
  public var onExpand: [Operation] = []
  /// Whether the tab bar's delegate refuses to select this tab when the user taps it.
  public var refusesSelection = false
  /// What the delegate does instead when it refuses the tab.
  public var onTap: [Operation] = []

  /// Creates answers.
  public init(
    topColumn: ConditionalColumn? = nil, onCollapse: [Operation] = [], onExpand: [Operation] = [],
    refusesSelection: Bool = false, onTap: [Operation] = []
  ) {
    self.topColumn = topColumn
    self.onCollapse = onCollapse
    self.onExpand = onExpand
    self.refusesSelection = refusesSelection
    self.onTap = onTap
  }
}

/// `{"if": condition, "then": "secondary", "else": "primary"}`.
public struct ConditionalColumn: Sendable, Equatable {
  /// The condition.
  public var condition: AppCondition
  /// The column when it holds.
  public var then: SplitColumn
  /// The column when it does not.
  public var otherwise: SplitColumn

  /// Creates the answer.
  public init(_ condition: AppCondition, then: SplitColumn, else otherwise: SplitColumn) {
    self.condition = condition
    self.then = then
    self.otherwise = otherwise
  }
}

extension NavigationState {
  /// Queues the steps a split's delegate runs once it has collapsed or expanded; they run when
  /// the operation's own change is done (`runDelegateSteps`), as the delegate is called after
  /// UIKit's change.
  mutating func noteDelegateSteps(ofSplitAt path: ControllerPath, collapsing: Bool) {
    guard let answers = controller(at: path).answers else { return }
    let steps = collapsing ? answers.onCollapse : answers.onExpand
    guard !steps.isEmpty else { return }
    let event = (collapsing ? "onCollapse " : "onExpand ") + controller(at: path).label
    hints.delegateSteps.append((event, steps))
  }

  /// Runs the delegate steps queued by the operation, each reported as an event.
  mutating func runDelegateSteps() throws(NavigationError) {
    while !hints.delegateSteps.isEmpty {
      let (event, steps) = hints.delegateSteps.removeFirst()
      try enterNested(
        \.reactionDepth, .reactionLoop, "the delegate's \(event)",
        "runs inside \(Self.maximumNestedRuns) reactions that trigger each other: a delegate "
          + "whose steps collapse or expand its split again never ends")
      defer { hints.reactionDepth -= 1 }
      log.append(.note(event))
      try runSteps(steps)
    }
  }

  /// The steps a tab bar's delegate runs instead of the change a tap on a tab would make,
  /// when it refuses the tab; nil when it lets the tab be selected.
  func refusedTab(_ change: CheckedChange) -> (event: String, steps: [Operation])? {
    let tabsPath: ControllerPath
    let index: Int
    switch change {
    case .selectTab(let selected, let path):
      (tabsPath, index) = (path, selected)
    case .pop(_, let navPath):
      guard case .child(let child) = navPath.last else { return nil }
      (tabsPath, index) = (Array(navPath.dropLast()), child)
    default:
      return nil
    }
    let tabs = controller(at: tabsPath)
    guard tabs.kind == .tabs, tabs.children.indices.contains(index),
      let answers = tabs.children[index].answers, answers.refusesSelection
    else { return nil }
    return ("shouldSelect \(tabs.children[index].label): false", answers.onTap)
  }

  /// A tap on a tab: the delegate's steps when it refuses the tab, else the tab's change.
  mutating func tapTab(_ tab: TabReference, in selector: Selector?) throws(NavigationError) {
    let change = try checkedTapTab(tab, in: selector)
    guard let refusal = refusedTab(change) else { return try apply(change) }
    log.append(.note(refusal.event))
    try enterNested(
      \.actionDepth, .actionLoop, "the tab bar delegate's onTap",
      "runs inside \(Self.maximumNestedRuns) actions that run each other")
    defer { hints.actionDepth -= 1 }
    try runSteps(refusal.steps)
  }
}
