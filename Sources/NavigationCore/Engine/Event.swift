// What an operation reports: the `viewDidAppear` / `viewDidDisappear` calls UIKit would make,
// derived from the change of the visible set, and what the libraries log along the way.

/// Something that happened during an operation.
public enum Event: Sendable, Equatable, CustomStringConvertible {
  /// A screen became visible.
  case appear(String)
  /// A screen stopped being visible.
  case disappear(String)
  /// A controller moved to another container (split migration).
  case migrate(String, to: String)
  /// Something the author should know: a rule discarded or ignored something.
  case warning(String)
  /// A library event worth showing, such as a coordinator starting.
  case note(String)

  public var description: String {
    switch self {
    case .appear(let label): "appear \(label)"
    case .disappear(let label): "disappear \(label)"
    case .migrate(let label, let destination): "migrate \(label) -> \(destination)"
    case .warning(let message): "warning: \(message)"
    case .note(let message): message
    }
  }
}

extension Window {
  /// The events of the change from one window to another: disappearances in the old visible
  /// order, then appearances in the new visible order.
  public static func visibilityEvents(from old: Window, to new: Window) -> [Event] {
    var before: [(id: String, label: String)] = []
    old.forEachVisibleScreen { controller, _ in before.append((controller.id, controller.label)) }
    var after: [(id: String, label: String)] = []
    new.forEachVisibleScreen { controller, _ in after.append((controller.id, controller.label)) }
    let beforeIDs = Set(before.map(\.id))
    let afterIDs = Set(after.map(\.id))
    return before.filter { !afterIDs.contains($0.id) }.map { .disappear($0.label) }
      + after.filter { !beforeIDs.contains($0.id) }.map { .appear($0.label) }
  }
}
