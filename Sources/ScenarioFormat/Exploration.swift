// A scenario's `"explore"` section: what `navrun explore` needs besides the app's definitions —
// the contexts to navigate with, routes with arguments and deep links to try, the error codes
// the app allows, and the limits of the search.

import NavigationCore

/// How `navrun explore` explores a scenario's app.
public struct Exploration: Sendable, Equatable {
  /// The contexts each destination is navigated to with; a destination not listed is
  /// navigated to without a context.
  public var contexts: [String: [String]] = [:]
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
    "contexts", "routes", "deepLinks", "states", "allow", "failOnWarnings", "gestures", "depth",
    "maxStates",
  ]

  func exploration(_ node: JSONNode, at path: CodingPath) throws(DecodingError) -> Exploration {
    let object = try ObjectDecoder(
      node, at: path, expected: "an object such as {\"contexts\": {\"product\": [\"42\"]}}")
    try object.rejectUnknownKeys(allowed: Self.keys, noun: "explore setting")
    var exploration = Exploration()
    if let contexts = object["contexts"] {
      let contextsPath = object.path("contexts")
      for member in try contexts.members(
        at: contextsPath, expected: "an object of destination names and contexts")
      {
        let memberPath = contextsPath.appending(key: member.key)
        guard context.destinationSources[member.key] != nil else {
          throw DecodingError(
            member.keyLocation, contextsPath,
            "unknown destination \"\(member.key)\""
              + Suggestion.hint(for: member.key, among: context.destinationSources.keys))
        }
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

  private func positive(_ key: String, in object: ObjectDecoder) throws(DecodingError) -> Int? {
    guard let value = try object.int(key) else { return nil }
    guard value >= 1 else {
      throw DecodingError(
        object[key]?.location, object.path(key), "expected at least 1, found \(value)")
    }
    return value
  }
}
