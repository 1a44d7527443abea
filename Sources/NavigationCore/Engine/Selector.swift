// Selectors name a controller in a step: `#id`, a screen type, a container kind, `top` or
// `root`, resolved in the search order of docs/scenario-language.md (first match wins).

/// A reference to a controller in the window.
public enum Selector: Sendable, Equatable, CustomStringConvertible {
  /// `#id`.
  case id(String)
  /// The first screen of a type.
  case type(String)
  /// The first container of a kind (`nav`, `tabs`, `split`, `stack`).
  case kind(Controller.Kind)
  /// The visible leaf of the topmost layer.
  case top
  /// The window root.
  case root

  /// Parses the scenario form of a selector.
  public init(_ text: String) {
    if text.hasPrefix("#") {
      self = .id(String(text.dropFirst()))
    } else if text == "top" {
      self = .top
    } else if text == "root" {
      self = .root
    } else if let kind = Controller.Kind(rawValue: text), kind.isContainer {
      self = .kind(kind)
    } else {
      self = .type(text)
    }
  }

  public var description: String {
    switch self {
    case .id(let id): "#\(id)"
    case .type(let type): type
    case .kind(let kind): kind.rawValue
    case .top: "top"
    case .root: "root"
    }
  }
}

extension Window {
  /// The path of the selected controller.
  public func resolve(_ selector: Selector) throws(NavigationError) -> ControllerPath {
    let found: ControllerPath?
    switch selector {
    case .id(let id): found = path(ofID: id)
    case .type(let type):
      found = firstInSearchOrder { controller, _ in
        controller.kind == .screen && controller.type == type
      }
    case .kind(let kind): found = firstInSearchOrder { controller, _ in controller.kind == kind }
    case .top: found = top
    case .root: found = []
    }
    guard let found else {
      throw NavigationError(.notFound, "no controller matches \"\(selector)\"")
    }
    return found
  }
}
