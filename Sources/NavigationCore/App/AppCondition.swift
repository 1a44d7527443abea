// A condition the app's code decides by: its state, the screen on top, a controller in the
// window, and their combinations. `if` steps, reactions to the state, a split's answer to
// `topColumnForCollapsing` and explore's properties all test one.

/// A condition on the app state and the window.
public indirect enum AppCondition: Sendable, Equatable, CustomStringConvertible {
  /// `{"state": {…}}`: every listed key has the listed value.
  case state(StateCondition)
  /// `{"top": sel}`: the controller on top is the one the selector describes.
  case top(Selector)
  /// `{"exists": sel}`: a controller of the window matches the selector.
  case exists(Selector)
  /// `{"not": condition}`.
  case not(AppCondition)
  /// `{"all": [conditions]}`, or several keys in one object: every condition holds.
  case all([AppCondition])
  /// `{"any": [conditions]}`: at least one condition holds.
  case any([AppCondition])

  /// Whether the condition holds of an app state and a window.
  public func holds(in state: AppState, window: Window) -> Bool {
    switch self {
    case .state(let condition): condition.holds(in: state)
    case .top(let selector): window.top(matches: selector)
    case .exists(let selector): (try? window.resolve(selector)) != nil
    case .not(let condition): !condition.holds(in: state, window: window)
    case .all(let conditions): conditions.allSatisfy { $0.holds(in: state, window: window) }
    case .any(let conditions): conditions.contains { $0.holds(in: state, window: window) }
    }
  }

  /// `state loggedIn=false and top SignIn`, as events and failures write it.
  public var description: String {
    switch self {
    case .state(let condition): condition.description
    case .top(let selector): "top " + TextEscaping.jsonLiteral(selector.description)
    case .exists(let selector): "exists " + TextEscaping.jsonLiteral(selector.description)
    case .not(let condition): "not (\(condition))"
    case .all(let conditions): conditions.map { "(\($0))" }.joined(separator: " and ")
    case .any(let conditions): conditions.map { "(\($0))" }.joined(separator: " or ")
    }
  }
}

extension NavigationState {
  /// Whether a condition holds of this state.
  public func holds(_ condition: AppCondition) -> Bool {
    condition.holds(in: appState, window: window)
  }
}

extension Window {
  /// Whether the controller on top is the one a selector describes: of its screen type, its
  /// id, its container kind; `top` always, `root` when the root is on top; a part of a container
  /// when it is the controller on top.
  func top(matches selector: Selector) -> Bool {
    let path = top
    guard let controller = self[path] else { return false }
    switch selector {
    case .id(let id): return controller.id == id
    case .type(let type): return controller.kind == .screen && controller.type == type
    case .kind(let kind): return controller.kind == kind
    case .top: return true
    case .root: return path.isEmpty
    case .within: return (try? resolve(selector)) == path
    }
  }
}
