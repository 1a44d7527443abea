// The coordinator section of a golden, after the window: AdaptiveCoordinator's `Dumpable`
// tree, one coordinator per line, children indented under their parent, each with what it
// drives, the prefix its parent pulled it back with, and the controllers it displayed.
//
//     coordinators
//       @ColorList [stack on nav]: ColorList
//         @Color [stack on nav, as colorRoute]: Color

extension NavigationState {
  /// The coordinator section of the golden; nil when no coordinator is running.
  public var coordinatorText: String? {
    guard !coordinators.isEmpty else { return nil }
    var lines = ["coordinators"]
    func append(_ coordinator: Coordinator, depth: Int) {
      lines.append(String(repeating: "  ", count: depth) + coordinatorLine(coordinator))
      for child in coordinators.children(of: coordinator.id) { append(child, depth: depth + 1) }
    }
    for root in coordinators.roots { append(root, depth: 1) }
    return lines.joined(separator: "\n") + "\n"
  }

  private func coordinatorLine(_ coordinator: Coordinator) -> String {
    var attributes = ["\(coordinator.kind.rawValue) on \(baseText(coordinator.base))"]
    if let parentID = coordinator.parentID, let parent = coordinators[parentID],
      let prefix = definitions.coordinators[parent.type]?.pullback[coordinator.type]
    {
      attributes.append("as \(prefix)")
    }
    var line = "@\(coordinator.id) [\(attributes.joined(separator: ", "))]"
    let owned = coordinator.displayed.compactMap { displayed in
      window.path(ofID: displayed.id).map { controller(at: $0).label }
    }
    if !owned.isEmpty { line += ": " + owned.joined(separator: ", ") }
    return line
  }

  private func baseText(_ base: CoordinatorBase) -> String {
    let container =
      window.path(ofID: base.containerID).map { controller(at: $0).label }
      ?? "#\(base.containerID)"
    guard let column = base.column else { return container }
    return "\(container) \(column.rawValue)"
  }
}
