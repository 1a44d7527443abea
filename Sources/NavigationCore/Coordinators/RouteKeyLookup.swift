// Which route key of a coordinator handles a route, for coverage: the same choice the
// coordinator makes, the most specific key that matches.

extension Definitions {
  /// The key of the coordinator definition `type` that handles `route`, or nil.
  public func routeKey(handling route: String, byCoordinatorOfType type: String) -> String? {
    guard let definition = coordinators[type], let parsed = try? Route(parsing: route) else {
      return nil
    }
    var best: (key: String, specificity: Int)?
    for key in definition.routes.keys.sorted() {
      guard let pattern = try? RoutePattern(parsing: key), let match = pattern.match(parsed)
      else { continue }
      if best.map({ match.specificity > $0.specificity }) ?? true {
        best = (key, match.specificity)
      }
    }
    return best?.key
  }
}
