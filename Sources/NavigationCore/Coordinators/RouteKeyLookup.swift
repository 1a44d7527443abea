// Which route key of a coordinator handles a route, for coverage: the same choice the
// coordinator makes, the most specific key that matches.

extension Definitions {
  /// The key of the coordinator definition `type` that handles `route`, or nil.
  public func routeKey(handling route: String, byCoordinatorOfType type: String) -> String? {
    guard let definition = coordinators[type], let parsed = try? Route(parsing: route) else {
      return nil
    }
    return definition.routeTable.bestKey(for: parsed)?.key
  }
}
