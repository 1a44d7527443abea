// Selectors name a controller in a step: `#id`, a screen type, a container kind, `top` or
// `root`, resolved in the search order of docs/scenario-language.md (first match wins), and
// then, after `>`, a part of the container selected: a split's column (UIKit's
// `viewController(for:)`) or a tab by its place among `viewControllers`.

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
  /// `base > part > …`: parts of the controller `base` selects, one after the other. `base` is
  /// never itself `within`, so a selector is never more than one level deep.
  indirect case within(Selector, [SelectorPart])

  /// Parses the scenario form of a selector, reading a text whose parts do not parse as a
  /// plain selector (a screen type).
  public init(_ text: String) {
    self = (try? Self(parsing: text)) ?? Self(plain: text)
  }

  /// Parses the scenario form of a selector: a plain selector, or one followed by `> part`s.
  ///
  /// A text with `>` whose last piece is empty (`Detail<Item>`) is a plain selector, a screen
  /// type with a generic parameter.
  public init(parsing text: String) throws(SelectorSyntaxError) {
    let pieces = text.split(separator: ">", omittingEmptySubsequences: false)
    guard pieces.count > 1, let last = pieces.last, !last.allSatisfy(\.isWhitespace) else {
      self = Self(plain: text)
      return
    }
    let base = pieces[0].trimmingSpaces
    guard !base.isEmpty, base != "#" else {
      throw SelectorSyntaxError("a selector names a controller before \">\": \"#id > primary\"")
    }
    var parts: [SelectorPart] = []
    for piece in pieces.dropFirst() {
      parts.append(try SelectorPart(parsing: piece.trimmingSpaces))
    }
    self = .within(Self(plain: String(base)), parts)
  }

  /// A selector without parts.
  private init(plain text: String) {
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

  /// The selector before its parts: itself for a selector without any.
  public var base: Selector {
    if case .within(let base, _) = self { return base }
    return self
  }

  /// The selector as a scenario writes it.
  public var description: String {
    switch self {
    case .id(let id): "#\(id)"
    case .type(let type): type
    case .kind(let kind): kind.rawValue
    case .top: "top"
    case .root: "root"
    case .within(let base, let parts):
      ([base.description] + parts.map(\.description)).joined(separator: " > ")
    }
  }
}

/// What follows `>` in a selector: a part of the container selected before it.
public enum SelectorPart: Sendable, Equatable, CustomStringConvertible {
  /// A split's column: `primary`, `supplementary`, `secondary` or `compact`.
  case column(SplitColumn)
  /// A tab bar's tab by its place, from 0 as `selectTab` counts: `tab(1)`.
  case tab(Int)

  /// Parses a part.
  init(parsing text: Substring) throws(SelectorSyntaxError) {
    if let column = SplitColumn(rawValue: String(text)) {
      self = .column(column)
      return
    }
    if text.hasPrefix("tab("), text.hasSuffix(")") {
      let digits = text.dropFirst(4).dropLast()
      if !digits.isEmpty, digits.count <= 9, digits.allSatisfy({ $0.isASCII && $0.isNumber }),
        let index = Int(digits)
      {
        self = .tab(index)
        return
      }
      throw SelectorSyntaxError("a tab's place is a number from 0: \"tab(0)\", \"tab(1)\"…")
    }
    throw SelectorSyntaxError(
      "\"\(text)\" is not a part of a container; after \">\" come a split's column (primary, "
        + "supplementary, secondary, compact) or a tab's place (tab(0), tab(1)…)")
  }

  /// The part as a scenario writes it.
  public var description: String {
    switch self {
    case .column(let column): column.rawValue
    case .tab(let index): "tab(\(index))"
    }
  }
}

/// A selector that does not parse, with what is wrong.
public struct SelectorSyntaxError: Error, Sendable, Equatable {
  /// What is wrong, as a sentence fragment.
  public let message: String

  init(_ message: String) { self.message = message }
}

extension Substring {
  /// The text without the spaces around it.
  fileprivate var trimmingSpaces: Substring {
    let start = firstIndex { $0 != " " } ?? endIndex
    let end = lastIndex { $0 != " " }.map(index(after:)) ?? start
    return self[start..<Swift.max(start, end)]
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
    case .within(let base, let parts):
      var path = try resolve(base)
      for part in parts { path = try self.path(of: part, in: path) }
      return path
    }
    guard let found else {
      throw NavigationError(.notFound, "no controller matches \"\(selector)\"")
    }
    return found
  }

  /// The path of a part of the container at `path`.
  private func path(of part: SelectorPart, in path: ControllerPath) throws(NavigationError)
    -> ControllerPath
  {
    guard let container = self[path] else {
      throw NavigationError(.notFound, "no controller matches the selector")
    }
    switch part {
    case .column(let column):
      guard let split = container.split else {
        throw NavigationError(
          .notFound,
          "\(container.label) is not a split view controller: \"> \(column.rawValue)\" names "
            + "a split's column")
      }
      guard let index = container.index(of: column) else {
        let columns = split.columns.map(\.rawValue).joined(separator: ", ")
        throw NavigationError(
          .notFound,
          "\(container.label) has no \(column.rawValue) column; its columns are \(columns)"
            + (split.isCollapsed ? " while it is collapsed" : ""))
      }
      return path + [.child(index)]
    case .tab(let index):
      guard container.kind == .tabs else {
        throw NavigationError(
          .notFound,
          "\(container.label) is not a tab bar controller: \"> tab(\(index))\" names a tab")
      }
      guard
        let child = container.children.indices.first(where: {
          container.tabIndex(ofChild: $0) == index
        })
      else {
        // A tab that moved whole onto the More nav is the nav's second controller.
        if let more = container.more, more.movedWhole, more.shownTab == index,
          let nav = container.moreNavIndex, container.children[nav].children.count > 1
        {
          return path + [.child(nav), .child(1)]
        }
        throw NavigationError(
          .notFound, "\(container.label) has no tab \(index); it has \(container.tabCount)")
      }
      return path + [.child(child)]
    }
  }
}
