// The app's actions run: a tap on a screen, an app-wide action, a URL, an `if`, a change of a
// controller in place. Each runs its steps one by one, as the app's code calls UIKit and the
// libraries in turn, each step followed by the reactions it triggers; a step that fails fails
// the whole action, which the transaction around the scenario's step undoes.

extension NavigationState {
  /// How deep actions may run each other (an app's button handler that calls another screen's
  /// handler, a URL that performs an app action), and reactions trigger each other; more is
  /// one that runs itself.
  static let maximumNestedRuns = 32

  /// `tap`: the action of the selected screen (default: `top`).
  mutating func tap(_ name: String, on selector: Selector?, with value: String?)
    throws(NavigationError)
  {
    let path = try window.resolve(selector ?? .top)
    let screen = controller(at: path)
    guard window.isVisibleScreen(path) else {
      throw NavigationError(
        .screenNotVisible,
        "\(screen.label) is not visible: the user cannot tap \(Self.quoted(name)) on it")
    }
    try checkBackgroundInteraction(at: path)
    let actions = screen.kind == .screen ? definitions.app.screens[screen.type]?.actions : nil
    guard let action = actions?[name] else {
      let known = (actions ?? [:]).keys.sorted()
      throw NavigationError(
        .noSuchAction,
        "\(screen.label) has no action \(Self.quoted(name))"
          + (known.isEmpty
            ? "; a screen's actions are defined in \"screens\": {\"\(screen.type)\": {\"actions\": …}}"
            : Suggestion.hint(for: name, among: known)))
    }
    noteReached(.screenAction(type: screen.type, name: name))
    try run(action, named: "\(Self.quoted(name)) of \(screen.type)", with: value)
  }

  /// `do`: an app-wide action.
  mutating func performAppAction(_ name: String, with value: String?) throws(NavigationError) {
    let actions = definitions.app.actions
    guard let action = actions[name] else {
      throw NavigationError(
        .noSuchAction,
        "the app has no action \(Self.quoted(name))"
          + Suggestion.hint(for: name, among: actions.keys))
    }
    noteReached(.appAction(name))
    try run(action, named: "the app's \(Self.quoted(name))", with: value)
  }

  /// `openURL`: the steps of the first pattern that matches, or a warning when none does.
  mutating func openURL(_ url: String) throws(NavigationError) {
    for pattern in definitions.app.urls {
      guard let values = pattern.match(url) else { continue }
      log.append(.note("open \(Self.quoted(url)) with \(Self.quoted(pattern.text))"))
      noteReached(.urlPattern(pattern.text))
      try enterAction(named: "the URL \(Self.quoted(pattern.text))")
      defer { hints.actionDepth -= 1 }
      try runSteps(pattern.steps, with: values)
      return
    }
    warn(
      .urlNotHandled, "no URL pattern of the app handles \(Self.quoted(url)); the app ignores it")
  }

  /// `update`: the app changes a controller in place.
  mutating func update(
    _ selector: Selector, context: String?, modalInPresentation: Bool?
  ) throws(NavigationError) {
    let path = try window.resolve(selector)
    window.update(at: path) { controller in
      if let context { controller.context = context }
      if let modalInPresentation { controller.isModalInPresentation = modalInPresentation }
    }
  }

  /// Runs an action's steps with its value as `$arg`.
  private mutating func run(
    _ action: AppAction, named name: @autoclosure () -> String, with value: String?
  ) throws(NavigationError) {
    if action.takesValue, value == nil {
      throw NavigationError(
        .actionValue, "\(name()) takes a value, written $arg in its steps: add \"with\"")
    }
    if !action.takesValue, let value {
      throw NavigationError(
        .actionValue, "\(name()) takes no value, but the step gives it \(Self.quoted(value))")
    }
    try enterAction(named: name())
    defer { hints.actionDepth -= 1 }
    try runSteps(action.steps, with: value.map { ["arg": $0] } ?? [:])
  }

  /// Runs steps in order, each with the reactions it triggers.
  mutating func runSteps(
    _ steps: [Operation], with values: [String: String] = [:]
  ) throws(NavigationError) {
    for step in steps {
      try applyReacting(values.isEmpty ? step : step.substituting(values))
    }
  }

  /// Counts one more action running inside the current one.
  private mutating func enterAction(named name: @autoclosure () -> String) throws(NavigationError) {
    try enterNested(
      \.actionDepth, .actionLoop, name(),
      "runs inside \(Self.maximumNestedRuns) actions that run each other: an action that runs "
        + "itself, through a tap, a do or a URL, never ends")
  }

  /// Counts one more run nested in the current one (an action, a reaction), failing the step
  /// with `code` past `maximumNestedRuns`, or past the step's work bound.
  mutating func enterNested(
    _ depth: WritableKeyPath<EngineHints, Int>, _ code: NavigationError.Code,
    _ name: @autoclosure () -> String, _ failure: @autoclosure () -> String
  ) throws(NavigationError) {
    try countWork(code, "running \(name())")
    guard hints[keyPath: depth] < Self.maximumNestedRuns else {
      throw NavigationError(code, "\(name()) \(failure())")
    }
    hints[keyPath: depth] += 1
  }

  /// A name from the scenario, quoted so that any character in it reads as itself.
  static func quoted(_ name: String) -> String { TextEscaping.jsonLiteral(name) }
}
