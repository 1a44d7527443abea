// The app's own logic in definitions (docs/app-logic.md): `screens.<Type>.actions` and
// `onAppear`, and the `app` section's `actions`, `urls` and `onState`. Each action is a list of
// ordinary steps decoded once, with `$arg` (and a URL's placeholders) left in their text for
// the engine to replace when it runs them.

import NavigationCore

struct AppLogicDecoder {
  let context: DecodingContext

  /// The keys of the `app` section.
  static let appKeys = ["actions", "urls", "onState"]

  static let expectedActions =
    "an object of actions, such as {\"open article\": [{\"push\": \"Article\"}]}"

  /// Notes every action's name, and whether it takes a value, before any step is decoded: a
  /// step may tap an action written later, or in another file.
  static func noteActions(in files: [DefinitionSections], context: DecodingContext) {
    for sections in files {
      if case .object(let screens) = sections.object["screens"]?.value {
        for screen in screens {
          guard case .object(let keys) = screen.value.value,
            case .object(let actions) = keys.first(where: { $0.key == "actions" })?.value.value
          else { continue }
          for action in actions {
            context.screenActions[action.key, default: [:]][screen.key] = usesArgument(
              action.value)
          }
        }
      }
      guard case .object(let app) = sections.object["app"]?.value,
        case .object(let actions) = app.first(where: { $0.key == "actions" })?.value.value
      else { continue }
      for action in actions { context.appActions[action.key] = usesArgument(action.value) }
    }
  }

  /// Whether a string below `node` writes `$arg`.
  static func usesArgument(_ node: JSONNode) -> Bool {
    placeholdersWritten(in: node).contains("arg")
  }

  /// `actions`: a list of steps by name.
  func actions(_ node: JSONNode, at path: CodingPath) throws(DecodingError) -> [String: AppAction] {
    var actions: [String: AppAction] = [:]
    for member in try node.members(at: path, expected: Self.expectedActions) {
      guard !member.key.isEmpty else {
        throw DecodingError(member.keyLocation, path, "an action name cannot be empty")
      }
      let steps = try self.steps(
        member.value, at: path.appending(key: member.key),
        of: "the action \(Suggestion.quoted(member.key))")
      actions[member.key] = AppAction(steps: steps, takesValue: Self.usesArgument(member.value))
    }
    return actions
  }

  /// A list of steps in a definition.
  ///
  /// Its selectors are not checked against the scenario's
  /// nodes: a definitions file serves scenarios that build different trees.
  func steps(_ node: JSONNode, at path: CodingPath, of what: String) throws(DecodingError)
    -> [Operation]
  {
    let selectorsBefore = context.pendingSelectorCount
    defer { context.forgetSelectors(from: selectorsBefore) }
    return try StepDecoder(context: context, fileBytes: nil).operations(
      at: node.index, in: node.document, path: path, of: what)
  }

  /// The `app` section of one file, added to `logic`.
  func app(_ node: JSONNode, at path: CodingPath, into logic: inout AppLogic) throws(DecodingError)
  {
    let object = try ObjectDecoder(
      node, at: path, expected: "the app's actions, URLs and reactions, such as {\"actions\": …}")
    try object.rejectUnknownKeys(allowed: Self.appKeys, noun: "app key")
    if let actions = object["actions"] {
      let decoded = try self.actions(actions, at: object.path("actions"))
      for (name, action) in decoded {
        guard logic.actions[name] == nil else {
          throw DecodingError(
            actions.location, object.path("actions"),
            "the app action \(Suggestion.quoted(name)) is already defined")
        }
        logic.actions[name] = action
        context.appItemFiles["app.actions.\(name)"] = context.file
      }
      try checkRunsItself(decoded, at: object.path("actions"), in: actions)
    }
    if let urls = object["urls"] {
      let patterns = try self.urls(urls, at: object.path("urls"))
      for pattern in patterns { context.appItemFiles["app.urls.\(pattern.text)"] = context.file }
      logic.urls += patterns
    }
    if let reactions = object["onState"] {
      let decoded = try onState(reactions, at: object.path("onState"))
      for index in decoded.indices {
        context.appItemFiles["app.onState.\(logic.onState.count + index)"] = context.file
      }
      logic.onState += decoded
    }
  }

  /// `urls`: patterns with placeholders, each with its steps.
  private func urls(_ node: JSONNode, at path: CodingPath) throws(DecodingError) -> [URLPattern] {
    var patterns: [URLPattern] = []
    let members = try node.members(
      at: path, expected: "an object of URL patterns, such as {\"banko://transaction/{id}\": […]}")
    for member in members {
      let segments: [URLPattern.Segment]
      switch URLPattern.segments(of: member.key) {
      case .success(let pieces): segments = pieces
      case .failure(let error):
        throw DecodingError(
          member.keyLocation, path,
          "the URL pattern \(Suggestion.quoted(member.key)) has \(error.reason)")
      }
      guard !segments.isEmpty else {
        throw DecodingError(member.keyLocation, path, "a URL pattern cannot be empty")
      }
      let stepsPath = path.appending(key: member.key)
      let steps = try self.steps(
        member.value, at: stepsPath, of: "the URL \(Suggestion.quoted(member.key))")
      let pattern = URLPattern(text: member.key, segments: segments, steps: steps)
      if let unknown = Self.placeholdersWritten(in: member.value).first(where: {
        !pattern.placeholderNames.contains($0)
      }) {
        throw DecodingError(
          member.value.location, stepsPath,
          "the steps use $\(unknown), but the pattern has no {\(unknown)}"
            + (pattern.placeholderNames.isEmpty
              ? ""
              : "; it has " + pattern.placeholderNames.map { "{\($0)}" }.joined(separator: ", ")))
      }
      patterns.append(pattern)
    }
    return patterns
  }

  /// `onState`: `[{"when": condition, "do": [steps]}]`.
  private func onState(_ node: JSONNode, at path: CodingPath) throws(DecodingError)
    -> [StateReaction]
  {
    var reactions: [StateReaction] = []
    let items = try node.array(
      at: path, expected: "an array of {\"when\": condition, \"do\": [steps]}")
    for (index, item) in items.enumerated() {
      let itemPath = path.appending(index: index)
      let object = try ObjectDecoder(
        item, at: itemPath, expected: "a reaction such as {\"when\": condition, \"do\": [steps]}")
      try object.rejectUnknownKeys(allowed: ["when", "do"], noun: "reaction key")
      let condition = try ConditionDecoder(context: context).condition(
        try object.required("when", describing: "key"), at: object.path("when"))
      let steps = try self.steps(
        try object.required("do", describing: "key"), at: object.path("do"),
        of: "a reaction to the state")
      let location = item.location
      reactions.append(
        StateReaction(
          when: condition, steps: steps,
          place: "\(context.file):\(location.line):\(location.column)"))
    }
    return reactions
  }

  /// Refuses an app action that runs itself through unconditional `do` steps, which never ends:
  /// the first action by name that lies on such a loop, with the loop from it.
  ///
  /// Each action runs at most one other first, so every walk of them ends on a loop or on an
  /// action that runs none; each action is walked once.
  private func checkRunsItself(
    _ actions: [String: AppAction], at path: CodingPath, in node: JSONNode
  ) throws(DecodingError) {
    var walked: Set<String> = []
    var onLoops: [String] = []
    for start in actions.keys.sorted() where !walked.contains(start) {
      var walk: [String] = []
      var places: [String: Int] = [:]
      var next: String? = start
      while let name = next, actions[name] != nil, !walked.contains(name) {
        walked.insert(name)
        places[name] = walk.count
        walk.append(name)
        next = Self.firstDo(in: actions[name]?.steps ?? [])
      }
      if let name = next, let place = places[name] { onLoops += walk[place...] }
    }
    guard let first = onLoops.min() else { return }
    var chain = [first]
    while let name = Self.firstDo(in: actions[chain[chain.count - 1]]?.steps ?? []) {
      chain.append(name)
      if name == first { break }
    }
    let location = node.members.first { $0.key == first }?.keyLocation
    throw DecodingError(
      location ?? node.location, path,
      "the app action \(Suggestion.quoted(first)) runs itself ("
        + Self.shortened(chain.map(Suggestion.quoted)).joined(separator: " → ")
        + "): it would never end; put the repeated step under an \"if\"")
  }

  /// A loop's names as an error shows them: a long loop's first and last few, with how many
  /// are between.
  private static func shortened(_ names: [String]) -> [String] {
    guard names.count > 8 else { return names }
    return names.prefix(4) + ["… \(names.count - 7) more …"] + names.suffix(3)
  }

  /// The first app action a list of steps runs unconditionally, if any.
  private static func firstDo(in steps: [Operation]) -> String? {
    for step in steps {
      if case .appAction(let name, _) = step { return name }
    }
    return nil
  }

  /// The `$name` placeholders written in the strings below `node` whose name starts with a
  /// letter (`$5` is a price, not a placeholder); the walk keeps its own stack.
  static func placeholdersWritten(in node: JSONNode) -> [String] {
    var names: [String] = []
    var pending = [node]
    while let next = pending.popLast() {
      switch next.value {
      case .string(let text):
        names += ActionArguments.placeholders(in: text).filter { $0.first?.isLetter == true }
      case .array(let items): pending += items
      case .object(let members): pending += members.map(\.value)
      default: break
      }
    }
    return names
  }
}
