// `expectCoordinators`: the coordinator tree matches an expected one. Like `expect` for the
// window: children lists are compared in length and order, and what a coordinator owns only
// when the author wrote it.

/// An expected coordinator of `{"expectCoordinators": …}`.
public struct CoordinatorExpectation: Sendable, Equatable {
  /// A coordinator type (`Color`), or an id written `@Color#2`.
  public var name: String
  /// The controllers it displayed, in order, each `#id` or a screen type; nil: not compared.
  public var owns: [String]?
  /// Its child coordinators, in the order they started.
  public var children: [CoordinatorExpectation]

  /// Creates an expected coordinator.
  public init(_ name: String, owns: [String]? = nil, children: [CoordinatorExpectation] = []) {
    self.name = name
    self.owns = owns
    self.children = children
  }
}

extension NavigationState {
  /// Why the coordinator tree does not match the expected roots, or nil when it does.
  public func coordinatorMismatch(with expected: [CoordinatorExpectation]) -> String? {
    coordinatorMismatch(coordinators.roots, expected, place: "coordinators")
  }

  private func coordinatorMismatch(
    _ actual: [Coordinator], _ expected: [CoordinatorExpectation], place: String
  ) -> String? {
    guard actual.count == expected.count else {
      let wanted = expected.map(\.name).joined(separator: ", ")
      let found = actual.map { "@\($0.id)" }.joined(separator: ", ")
      return "\(place): expected \(expected.count) coordinators [\(wanted)], "
        + "found \(actual.count) [\(found)]"
    }
    for (coordinator, wanted) in zip(actual, expected) {
      let trail = place == "coordinators" ? "@\(coordinator.id)" : "\(place) > @\(coordinator.id)"
      let matches =
        wanted.name.hasPrefix("@")
        ? coordinator.id == wanted.name.dropFirst() : coordinator.type == wanted.name
      guard matches else {
        return "\(trail): expected \(wanted.name), found @\(coordinator.id) (\(coordinator.type))"
      }
      let owned = coordinator.displayed.compactMap { displayed in
        window.path(ofID: displayed.id).map { controller(at: $0) }
      }
      if let owns = wanted.owns {
        let agrees =
          owns.count == owned.count
          && zip(owns, owned).allSatisfy { name, controller in
            name.hasPrefix("#") ? controller.id == name.dropFirst() : controller.type == name
          }
        guard agrees else {
          return "\(trail): expected to own [\(owns.joined(separator: ", "))], found "
            + "[\(owned.map(\.label).joined(separator: ", "))]"
        }
      }
      if let reason = coordinatorMismatch(
        coordinators.children(of: coordinator.id), wanted.children, place: trail)
      {
        return reason
      }
    }
    return nil
  }
}
