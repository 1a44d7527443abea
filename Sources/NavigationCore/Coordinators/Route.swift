// AdaptiveCoordinator's routes as text. A route is an enum case: `color(Red)` is
// `.color("Red")`, and a pulled-back route nests cases, so `colorRoute.settings` is
// `.colorRoute(.settings)`. A route key of a definition may end in `*` to match every route
// under a prefix, as a `case let .newListRoute(.colorRoute(route))` pattern does.

/// A route sent to a coordinator: a dotted name and an optional argument.
public struct Route: Sendable, Hashable, CustomStringConvertible {
  /// The dotted name's segments, outermost prefix first.
  public var segments: [String]
  /// The argument in parentheses, if any.
  public var argument: String?

  /// Parses `name`, `prefix.name` or `name(argument)`.
  public init(parsing text: String) throws(NavigationError) {
    let (segments, argument) = try Self.split(text, allowsWildcard: false)
    self.segments = segments
    self.argument = argument
  }

  init(segments: [String], argument: String?) {
    self.segments = segments
    self.argument = argument
  }

  /// The route as a scenario writes it.
  public var description: String {
    segments.joined(separator: ".") + (argument.map { "(\($0))" } ?? "")
  }

  /// The route as a coordinator that pulled its sender back with `prefix` sees it.
  func prefixed(with prefix: String) -> Route {
    Route(segments: prefix.split(separator: ".").map(String.init) + segments, argument: argument)
  }

  /// Splits route text into its segments and argument, checking the name's syntax.
  static func split(
    _ text: String, allowsWildcard: Bool
  ) throws(NavigationError) -> (segments: [String], argument: String?) {
    var name = Substring(text)
    var argument: String?
    if let open = text.firstIndex(of: "(") {
      guard text.last == ")" else {
        throw invalid(text, "an argument must close the route with \")\"")
      }
      name = text[..<open]
      argument = String(text[text.index(after: open)..<text.index(before: text.endIndex)])
    }
    let segments = name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    for (index, segment) in segments.enumerated() {
      if segment == "*", allowsWildcard, index == segments.count - 1 {
        guard argument == nil else { throw invalid(text, "a wildcard takes no argument") }
        continue
      }
      guard !segment.isEmpty, segment.unicodeScalars.allSatisfy(isNameScalar) else {
        throw invalid(
          text,
          allowsWildcard
            ? "names are letters, digits, \"_\" or \"-\" separated by \".\", and only the last "
              + "may be \"*\""
            : "names are letters, digits, \"_\" or \"-\" separated by \".\"")
      }
    }
    return (segments, argument)
  }

  private static func isNameScalar(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_"
      || scalar == "-"
  }

  private static func invalid(_ text: String, _ reason: String) -> NavigationError {
    NavigationError(.unhandledRoute, "\"\(text)\" is not a route: \(reason)")
  }
}

/// A route key of a coordinator definition: a route, or a prefix followed by `.*`.
public struct RoutePattern: Sendable, Hashable, CustomStringConvertible {
  /// The segments before the wildcard, or the whole name.
  public var segments: [String]
  /// The argument the route must carry, when the key names one.
  public var argument: String?
  /// Whether the key ends in `*`.
  public var isWildcard: Bool

  /// Parses a route key.
  public init(parsing text: String) throws(NavigationError) {
    var (segments, argument) = try Route.split(text, allowsWildcard: true)
    isWildcard = segments.last == "*"
    if isWildcard { segments.removeLast() }
    self.segments = segments
    self.argument = argument
  }

  /// The route key as a definitions file writes it.
  public var description: String {
    let name = (segments + (isWildcard ? ["*"] : [])).joined(separator: ".")
    return name + (argument.map { "(\($0)" + ")" } ?? "")
  }

  /// How a key matched a route: the more specific key wins.
  struct Match {
    /// Higher is more specific: a key with the route's argument, then the route's name, then
    /// wildcards by the length of their prefix.
    var specificity: Int
    /// What a wildcard matched (`settings` for `colorRoute.*` and `colorRoute.settings`).
    var remainder: Route?
  }

  /// How this key matches a route, or nil when it does not.
  func match(_ route: Route) -> Match? {
    if isWildcard {
      guard route.segments.count > segments.count, route.segments.starts(with: segments) else {
        return nil
      }
      return Match(
        specificity: segments.count,
        remainder: Route(
          segments: Array(route.segments.dropFirst(segments.count)), argument: route.argument))
    }
    guard route.segments == segments else { return nil }
    guard let argument else { return Match(specificity: Int.max - 1, remainder: nil) }
    return argument == route.argument ? Match(specificity: Int.max, remainder: nil) : nil
  }
}
