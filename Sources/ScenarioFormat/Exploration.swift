// A scenario's `"explore"` section: what `navrun explore` needs besides the app's definitions —
// the contexts to navigate with and the values to give actions, routes with arguments, deep
// links and URLs to try, the error codes the app allows, the properties every reachable state
// must have, and the limits of the search.

import NavigationCore

/// How `navrun explore` explores a scenario's app.
public struct Exploration: Sendable, Equatable {
  /// The contexts each destination is navigated to with, and the values each action that
  /// takes one (`$arg`) is tried with; a destination not listed is navigated to without a
  /// context, and an action that takes a value and is not listed is not tried.
  public var contexts: [String: [String]] = [:]
  /// URLs the app is asked to open (`openURL`).
  public var urls: [String] = []
  /// A condition no reachable state may meet ("SignIn on top while signed in").
  public var never: AppCondition?
  /// A condition every reachable state must meet.
  public var always: AppCondition?
  /// Screen types some reachable state must show.
  public var reachable: [String] = []
  /// Coordinator routes to send besides those without arguments or wildcards.
  public var routes: [String] = []
  /// Deep links: each a list of routes sent in turn.
  public var deepLinks: [[String]] = []
  /// App states the user may switch to (`states`); empty: each Boolean of the app state set
  /// either way.
  public var states: [[String: StateValue]] = []
  /// Error codes that are the app's expected answers rather than failures.
  public var allowed: Set<NavigationError.Code> = []
  /// Whether a warning fails the transition that recorded it.
  public var failsOnWarnings = false
  /// Whether the user's gestures are tried: back, each tab, rotation.
  public var triesGestures = true
  /// The greatest number of actions from the start, when `--depth` does not say.
  public var depth: Int?
  /// The greatest number of states kept, when `--max-states` does not say.
  public var maximumStates: Int?

  /// The defaults: every destination without a context, every gesture, no allowed error.
  public init() {}
}

/// Decodes the `"explore"` section.
struct ExplorationDecoder {
  let context: DecodingContext

  static let keys = [
    "contexts", "routes", "deepLinks", "urls", "states", "never", "always", "reachable", "allow",
    "failOnWarnings", "gestures", "depth", "maxStates",
  ]

  func exploration(_ node: JSONNode, at path: CodingPath) throws(DecodingError) -> Exploration {
    let object = try ObjectDecoder(
      node, at: path, expected: "an object such as {\"contexts\": {\"product\": [\"42\"]}}")
    try object.rejectUnknownKeys(allowed: Self.keys, noun: "explore setting")
    var exploration = Exploration()
    if let contexts = object["contexts"] {
      let contextsPath = object.path("contexts")
      for member in try contexts.members(
        at: contextsPath, expected: "an object of destination and action names and their values")
      {
        let memberPath = contextsPath.appending(key: member.key)
        try checkContextName(member.key, at: member.keyLocation, contextsPath)
        let items = try member.value.array(at: memberPath, expected: "an array of contexts")
        var values: [String] = []
        for (index, item) in items.enumerated() {
          values.append(try item.string(at: memberPath.appending(index: index)))
        }
        exploration.contexts[member.key] = values
      }
    }
    let coordinators = CoordinatorDecoder(context: context)
    if let routes = object["routes"] {
      let items = try routes.array(at: object.path("routes"), expected: "an array of routes")
      for (index, item) in items.enumerated() {
        exploration.routes.append(
          try coordinators.route(item, at: object.path("routes").appending(index: index)))
      }
    }
    if let links = object["deepLinks"] {
      let items = try links.array(
        at: object.path("deepLinks"), expected: "an array of deep links (arrays of routes)")
      for (index, item) in items.enumerated() {
        exploration.deepLinks.append(
          try coordinators.routes(item, at: object.path("deepLinks").appending(index: index)))
      }
    }
    if let urls = object["urls"] {
      let items = try urls.array(at: object.path("urls"), expected: "an array of URLs")
      for (index, item) in items.enumerated() {
        exploration.urls.append(
          try item.nonEmptyString(
            at: object.path("urls").appending(index: index), expected: "a URL"))
      }
    }
    let conditions = ConditionDecoder(context: context)
    exploration.never = try object["never"].map { node throws(DecodingError) in
      try conditions.condition(node, at: object.path("never"))
    }
    exploration.always = try object["always"].map { node throws(DecodingError) in
      try conditions.condition(node, at: object.path("always"))
    }
    if let reachable = object["reachable"] {
      let items = try reachable.array(
        at: object.path("reachable"), expected: "an array of screen types")
      for (index, item) in items.enumerated() {
        exploration.reachable.append(
          try item.nonEmptyString(
            at: object.path("reachable").appending(index: index), expected: "a screen type"))
      }
    }
    if let states = object["states"] {
      let items = try states.array(
        at: object.path("states"), expected: "an array of state values such as {\"loggedIn\": true}"
      )
      for (index, item) in items.enumerated() {
        exploration.states.append(
          try StateDecoder(context: context).values(
            item, at: object.path("states").appending(index: index)))
      }
    }
    if let allow = object["allow"] {
      let items = try allow.array(at: object.path("allow"), expected: "an array of error codes")
      for (index, item) in items.enumerated() {
        exploration.allowed.insert(
          try item.enumCase(
            NavigationError.Code.self, at: object.path("allow").appending(index: index),
            noun: "error code"))
      }
    }
    exploration.failsOnWarnings = try object.bool("failOnWarnings") ?? false
    exploration.triesGestures = try object.bool("gestures") ?? true
    exploration.depth = try positive("depth", in: object)
    exploration.maximumStates = try positive("maxStates", in: object)
    return exploration
  }

  /// Checks that a key of `contexts` names a destination, or an action that takes a value.
  private func checkContextName(
    _ name: String, at location: SourceLocation, _ path: CodingPath
  ) throws(DecodingError) {
    if context.destinationSources[name] != nil { return }
    let screens = context.screenActions[name].map { Array($0.values) } ?? []
    let takesValue =
      context.appActions[name] ?? (screens.isEmpty ? nil : screens.contains(true))
    switch takesValue {
    case true?: return
    case false?:
      throw DecodingError(
        location, path,
        "the action \"\(name)\" takes no value (its steps write no $arg): it is tried as it is")
    case nil:
      let names = Set(context.destinationSources.keys).union(context.appActions.keys)
        .union(context.screenActions.keys)
      throw DecodingError(
        location, path,
        "unknown destination or action \"\(name)\"" + Suggestion.hint(for: name, among: names))
    }
  }

  private func positive(_ key: String, in object: ObjectDecoder) throws(DecodingError) -> Int? {
    guard let value = try object.int(key) else { return nil }
    guard value >= 1 else {
      throw DecodingError(
        object[key]?.location, object.path(key), "expected at least 1, found \(value)")
    }
    return value
  }
}
