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
  /// Something the author should know: the real code ignored a call, or a rule discarded
  /// something.
  case warning(Warning)
  /// A library event worth showing, such as a coordinator starting.
  case note(String)

  /// The event as goldens and `expectEvents` write it.
  public var description: String {
    switch self {
    case .appear(let label): "appear \(label)"
    case .disappear(let label): "disappear \(label)"
    case .migrate(let label, let destination): "migrate \(label) -> \(destination)"
    case .warning(let warning): "warning: \(warning)"
    case .note(let message): message
    }
  }

  /// A warning event.
  public static func warning(_ code: NavigationError.Code, _ message: String) -> Event {
    .warning(Warning(code, message))
  }
}

extension Window {
  /// The visible screens, bottom layer first and in tree order within a layer.
  public var visibleScreenControllers: [Controller] {
    var screens: [Controller] = []
    forEachVisibleScreen { controller, _ in screens.append(controller) }
    return screens
  }

  /// The events of the change from one window to another: disappearances in the old visible
  /// order, then appearances in the new visible order.
  public static func visibilityEvents(from old: Window, to new: Window) -> [Event] {
    visibilityEvents(from: old.visibleScreenControllers, to: new.visibleScreenControllers)
  }

  /// The events of a change of the visible screens.
  ///
  /// Visible sets hold a handful of screens: arrays beat sets, and labels are built only for the
  /// screens that change.
  static func visibilityEvents(from before: [Controller], to after: [Controller]) -> [Event] {
    var events: [Event] = []
    for controller in before where !after.contains(where: { $0.id == controller.id }) {
      events.append(.disappear(controller.label))
    }
    for controller in after where !before.contains(where: { $0.id == controller.id }) {
      events.append(.appear(controller.label))
    }
    return events
  }
}
