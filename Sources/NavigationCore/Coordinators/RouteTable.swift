// A coordinator definition's route keys, parsed and indexed once: a dispatch looks the route up
// by its name (and argument), then by each prefix a wildcard key could end with, instead of
// parsing and matching every key. The choice is the one `RoutePattern.match` makes: a key with
// the route's argument, then the route's name, then the wildcard with the longest prefix; ties,
// which well-formed keys cannot produce, go to the key that sorts first.

/// The route keys of a coordinator definition, indexed for dispatch.
public struct RouteTable: Sendable, Equatable {
  /// A key without a wildcard: its segments and the argument it names, if any.
  private struct ExactKey: Hashable {
    var segments: [String]
    var argument: String?
  }

  private var exact: [ExactKey: String] = [:]
  /// Wildcard keys by the segments before the `*`.
  private var wildcards: [[String]: String] = [:]
  /// The first key, in sorted order, that does not parse, with the reason: a dispatch to the
  /// coordinator fails on it, as if every key were parsed on every dispatch.
  public private(set) var malformed: (key: String, error: NavigationError)?

  /// Parses and indexes the keys of `routes`.
  public init(keys: some Sequence<String>) {
    for key in keys.sorted() {
      let pattern: RoutePattern
      do {
        pattern = try RoutePattern(parsing: key)
      } catch {
        if malformed == nil { malformed = (key, error) }
        continue
      }
      if pattern.isWildcard {
        if wildcards[pattern.segments] == nil { wildcards[pattern.segments] = key }
      } else {
        let exactKey = ExactKey(segments: pattern.segments, argument: pattern.argument)
        if exact[exactKey] == nil { exact[exactKey] = key }
      }
    }
  }

  /// The most specific key that matches `route`, with what a wildcard left over.
  func bestKey(for route: Route) -> (key: String, match: RoutePattern.Match)? {
    if route.argument != nil,
      let key = exact[ExactKey(segments: route.segments, argument: route.argument)]
    {
      return (key, RoutePattern.Match(specificity: Int.max, remainder: nil))
    }
    if let key = exact[ExactKey(segments: route.segments, argument: nil)] {
      return (key, RoutePattern.Match(specificity: Int.max - 1, remainder: nil))
    }
    guard !wildcards.isEmpty else { return nil }
    for length in stride(from: route.segments.count - 1, through: 0, by: -1) {
      guard let key = wildcards[Array(route.segments.prefix(length))] else { continue }
      let remainder = Route(
        segments: Array(route.segments.dropFirst(length)), argument: route.argument)
      return (key, RoutePattern.Match(specificity: length, remainder: remainder))
    }
    return nil
  }

  /// Whether the two index the same keys.
  public static func == (left: RouteTable, right: RouteTable) -> Bool {
    left.exact == right.exact && left.wildcards == right.wildcards
      && left.malformed?.key == right.malformed?.key
  }
}
