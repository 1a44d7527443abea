// AppFlowController's path operators as a string. In Swift, `start => menu =>> [page1, page2 =>
// modal => page3]` builds one array of pages per branch: `=>` appends a page (with the default
// push transition, or the transition written between the pages), `=>>` forks the path into one
// path per element of a bracketed list. The string form keeps those operators; `push`, `modal`
// and `tab` are the transitions. A list after `=>` (or two pages side by side) lists pages one
// after another without transitions, as an array of pages does in AppFlowController, and is
// refused at registration with `missingTransition`.

/// A page of a registered path and how it joins the page before it.
public struct FlowPathComponent: Sendable, Equatable {
  /// The page's name (or, for the first page of a path, a registered identifier `variant_page`).
  public var page: String
  /// The transition from the page before; nil for the first page of a path, or when missing.
  public var transition: FlowTransition?
  /// Whether the transition was written, rather than the default push of `=>`.
  public var isTransitionWritten: Bool
  /// The character offset of the page's name in the path string (0-based).
  public var offset: Int

  /// Creates a component.
  public init(
    page: String, transition: FlowTransition?, isTransitionWritten: Bool = false, offset: Int = 0
  ) {
    self.page = page
    self.transition = transition
    self.isTransitionWritten = isTransitionWritten
    self.offset = offset
  }
}

/// A path from its first page to its last.
public typealias FlowPath = [FlowPathComponent]

/// A malformed or refused path string, with the character offset it points at.
public struct FlowPathError: Error, Sendable, Equatable, CustomStringConvertible {
  /// `malformedPath` for syntax, or the registration code.
  public var code: NavigationError.Code
  /// The character offset in the path string (0-based) the error points at.
  public var offset: Int
  /// A sentence saying what is wrong.
  public var message: String

  /// Creates an error.
  public init(_ code: NavigationError.Code, at offset: Int, _ message: String) {
    self.code = code
    self.offset = offset
    self.message = message
  }

  /// The path as a flow path string writes it.
  public var description: String { "\(code.rawValue) at character \(offset + 1): \(message)" }

  /// The engine error for a path string: the code, and the sentence located in the string.
  public func navigationError(in text: String) -> NavigationError {
    NavigationError(code, "\(TextEscaping.jsonLiteral(text)), character \(offset + 1): \(message)")
  }
}

/// A parsed path string: the paths it registers, one per branch, in order.
public struct FlowPaths: Sendable, Equatable {
  /// The most pages a path may have from its root: deeper flows would nest controllers deeper
  /// than any scenario node can.
  public static let maximumDepth = 100
  /// The most pages a string may register, counting each path's shared prefix again: a bound on
  /// the work a hostile string can cause.
  public static let maximumPages = 100_000

  /// The string as written.
  public let text: String
  /// The paths, one per branch of `=>>`, in order.
  public let paths: [FlowPath]

  /// Parses a path string; throws `malformedPath` pointing at the offending character.
  public init(parsing text: String) throws(FlowPathError) {
    var parser = FlowPathParser(text)
    let chain = try parser.parsePath()
    self.text = text
    var budget = Self.maximumPages
    paths = try chain.expand(
      incoming: Incoming(transition: nil, isWritten: false), isTopLevel: true, budget: &budget)
    for path in paths where path.count > Self.maximumDepth {
      throw FlowPathError(
        .malformedPath, at: path[Self.maximumDepth].offset,
        "a path has at most \(Self.maximumDepth) pages")
    }
  }
}

/// The transition a chain's first page gets from what comes before it.
struct Incoming {
  var transition: FlowTransition?
  var isWritten: Bool
}

/// A token of a path string.
private enum Token: Equatable {
  case name(String)
  case arrow  // =>
  case fork  // =>>
  case open, close, comma
  case end

  var display: String {
    switch self {
    case .name(let name): "\"\(name)\""
    case .arrow: "\"=>\""
    case .fork: "\"=>>\""
    case .open: "\"[\""
    case .close: "\"]\""
    case .comma: "\",\""
    case .end: "the end of the path"
    }
  }

  var startsLink: Bool {
    switch self {
    case .name, .open: true
    default: false
    }
  }
}

/// How a link joins the one before it.
enum Join {
  case start, arrow, adjacent
}

/// A page, a transition or a list, in a chain.
indirect enum Link {
  case page(String, offset: Int)
  case transition(FlowTransition, offset: Int)
  case list([Chain], offset: Int)
}

/// Links joined by `=>` (or side by side), optionally forked by `=>>` into branches.
struct Chain {
  var offset: Int
  var links: [(join: Join, link: Link)] = []
  var branches: [Chain]?
}

/// A recursive-descent parser over the characters of a path string.
private struct FlowPathParser {
  let characters: [Character]
  var position = 0
  var depth = 0

  init(_ text: String) {
    characters = Array(text)
  }

  /// The whole string: one chain, then the end.
  mutating func parsePath() throws(FlowPathError) -> Chain {
    let (first, offset) = try peek()
    if first == .end {
      throw FlowPathError(.malformedPath, at: offset, "the path is empty")
    }
    let chain = try parseChain()
    let (next, nextOffset) = try peek()
    switch next {
    case .end: return chain
    case .comma:
      throw FlowPathError(
        .malformedPath, at: nextOffset,
        "unexpected \",\" outside brackets; to register branches write \"page =>> [a, b]\"")
    default:
      throw FlowPathError(.malformedPath, at: nextOffset, "unexpected \(next.display)")
    }
  }

  mutating func parseChain() throws(FlowPathError) -> Chain {
    let (first, offset) = try peek()
    guard first.startsLink else {
      throw FlowPathError(
        .malformedPath, at: offset, "expected a page before \(first.display)")
    }
    var chain = Chain(offset: offset)
    while true {
      let (token, _) = try peek()
      let join: Join
      if chain.links.isEmpty {
        join = .start
      } else if token == .arrow {
        _ = try next()
        let (following, followingOffset) = try peek()
        guard following.startsLink else {
          throw FlowPathError(
            .malformedPath, at: followingOffset,
            "expected a page or a transition after \"=>\", found \(following.display)")
        }
        join = .arrow
      } else if token.startsLink {
        join = .adjacent
      } else {
        break
      }
      chain.links.append((join, try parseLink()))
    }
    let (token, _) = try peek()
    if token == .fork {
      _ = try next()
      let (open, openOffset) = try next()
      guard open == .open else {
        throw FlowPathError(
          .malformedPath, at: openOffset,
          "expected \"[\" after \"=>>\", found \(open.display); \"=>>\" forks into a list")
      }
      chain.branches = try parseList(openedAt: openOffset)
      let (after, afterOffset) = try peek()
      if after != .end && after != .comma && after != .close {
        throw FlowPathError(
          .malformedPath, at: afterOffset,
          "unexpected \(after.display) after a list of branches; nothing follows \"=>> [...]\"")
      }
    }
    return chain
  }

  mutating func parseLink() throws(FlowPathError) -> Link {
    let (token, offset) = try next()
    switch token {
    case .name(let name):
      if let transition = FlowTransition(rawValue: name) {
        return .transition(transition, offset: offset)
      }
      return .page(name, offset: offset)
    case .open:
      return .list(try parseList(openedAt: offset), offset: offset)
    default:
      throw FlowPathError(.malformedPath, at: offset, "expected a page, found \(token.display)")
    }
  }

  /// The elements of a list after its `[`, up to and including its `]`.
  mutating func parseList(openedAt openOffset: Int) throws(FlowPathError) -> [Chain] {
    depth += 1
    defer { depth -= 1 }
    guard depth <= 100 else {
      throw FlowPathError(.malformedPath, at: openOffset, "lists are nested more than 100 deep")
    }
    var elements: [Chain] = []
    while true {
      let (token, offset) = try peek()
      if token == .close {
        _ = try next()
        if elements.isEmpty {
          throw FlowPathError(.malformedPath, at: offset, "the list is empty")
        }
        return elements
      }
      if token == .end {
        throw FlowPathError(
          .malformedPath, at: offset,
          "the list opened at character \(openOffset + 1) is not closed; expected \"]\"")
      }
      if !elements.isEmpty {
        guard token == .comma else {
          throw FlowPathError(
            .malformedPath, at: offset, "expected \",\" or \"]\" in a list, found \(token.display)")
        }
        _ = try next()
        // A trailing comma, as Swift allows in array literals.
        if try peek().0 == .close { continue }
      }
      elements.append(try parseChain())
    }
  }

  // MARK: Tokens

  mutating func peek() throws(FlowPathError) -> (Token, Int) {
    let saved = position
    defer { position = saved }
    return try next()
  }

  mutating func next() throws(FlowPathError) -> (Token, Int) {
    while position < characters.count, characters[position].isWhitespace { position += 1 }
    let start = position
    guard position < characters.count else { return (.end, start) }
    let character = characters[position]
    switch character {
    case "[":
      position += 1
      return (.open, start)
    case "]":
      position += 1
      return (.close, start)
    case ",":
      position += 1
      return (.comma, start)
    case "=":
      if matches("=>>") {
        position += 3
        return (.fork, start)
      }
      if matches("=>") {
        position += 2
        return (.arrow, start)
      }
      throw FlowPathError(.malformedPath, at: start, "unexpected \"=\"; did you mean \"=>\"?")
    case "-" where matches("->"):
      throw FlowPathError(.malformedPath, at: start, "unexpected \"->\"; did you mean \"=>\"?")
    default:
      guard Self.isNameCharacter(character) else {
        throw FlowPathError(
          .malformedPath, at: start,
          "unexpected \(TextEscaping.jsonLiteral(String(character))); a page name is made of "
            + "letters, digits, \"_\", \"-\" and \".\"")
      }
      while position < characters.count, Self.isNameCharacter(characters[position]) {
        if characters[position] == "-", matches("->") { break }
        position += 1
      }
      return (.name(String(characters[start..<position])), start)
    }
  }

  func matches(_ text: String) -> Bool {
    let wanted = Array(text)
    guard position + wanted.count <= characters.count else { return false }
    return Array(characters[position..<position + wanted.count]) == wanted
  }

  static func isNameCharacter(_ character: Character) -> Bool {
    character.isLetter || character.isNumber || character == "_" || character == "-"
      || character == "."
  }
}

extension Chain {
  /// The paths of the chain (one per branch), the first page getting `incoming`.
  func expand(
    incoming: Incoming, isTopLevel: Bool, budget: inout Int
  ) throws(FlowPathError) -> [FlowPath] {
    var current: FlowPath = []
    var pending: (transition: FlowTransition, offset: Int)?
    func transition(for join: Join) -> Incoming {
      if let pending { return Incoming(transition: pending.transition, isWritten: true) }
      switch join {
      case .start: return incoming
      case .arrow: return Incoming(transition: .push, isWritten: false)
      case .adjacent: return Incoming(transition: nil, isWritten: false)
      }
    }
    for (join, link) in links {
      switch link {
      case .transition(let kind, let offset):
        if let pending {
          throw FlowPathError(
            .malformedPath, at: offset,
            "two transitions in a row: \"\(pending.transition.rawValue)\" and \"\(kind.rawValue)\"")
        }
        if join == .adjacent {
          throw FlowPathError(
            .malformedPath, at: offset, "expected \"=>\" before the transition \"\(kind.rawValue)\""
          )
        }
        if join == .start, isTopLevel {
          throw FlowPathError(
            .malformedPath, at: offset,
            "a path starts with a page, not with the transition \"\(kind.rawValue)\"")
        }
        pending = (kind, offset)
      case .page(let name, let offset):
        let joining = transition(for: join)
        current.append(
          FlowPathComponent(
            page: name, transition: joining.transition, isTransitionWritten: joining.isWritten,
            offset: offset))
        pending = nil
      case .list(let elements, _):
        for (index, element) in elements.enumerated() {
          let joining =
            index == 0 ? transition(for: join) : Incoming(transition: nil, isWritten: false)
          let fragments = try element.expand(
            incoming: joining, isTopLevel: false, budget: &budget)
          guard fragments.count == 1 else {
            throw FlowPathError(
              .malformedPath, at: element.offset,
              "a list joined by \"=>\" lists pages one after another and cannot fork; "
                + "use \"=>>\" for branches")
          }
          current += fragments[0]
        }
        pending = nil
      }
    }
    guard let branches else {
      if let pending {
        throw FlowPathError(
          .malformedPath, at: pending.offset,
          "the transition \"\(pending.transition.rawValue)\" is not followed by a page")
      }
      return [current]
    }
    let forked: Incoming
    if let pending {
      forked = Incoming(transition: pending.transition, isWritten: true)
    } else if current.isEmpty {
      forked = incoming
    } else {
      forked = Incoming(transition: .push, isWritten: false)
    }
    var paths: [FlowPath] = []
    for branch in branches {
      for fragment in try branch.branchFragments(incoming: forked, budget: &budget) {
        budget -= current.count + fragment.count
        guard budget >= 0 else {
          throw FlowPathError(
            .malformedPath, at: offset,
            "the string registers more than \(FlowPaths.maximumPages) pages")
        }
        paths.append(current + fragment)
      }
    }
    return paths
  }

  /// The fragments a `=>>` element adds, as AppFlowController's `=>>` reads an element: a page,
  /// or a list of pages, is one branch; a bracketed list holding anything else — a list, a
  /// chain of pages, a fork (Swift types it `[[FlowPathComponent]]` or `[Any]`) — forks again,
  /// one branch per element: `a =>> [[[b], [c]]]` registers `a => b` and `a => c`, and
  /// `a =>> [[b => c, d]]` registers `a => b => c` and `a => d`.
  func branchFragments(incoming: Incoming, budget: inout Int) throws(FlowPathError)
    -> [FlowPath]
  {
    guard branches == nil, links.count == 1, case .list(let elements, _) = links[0].link,
      !elements.allSatisfy(\.isSinglePage)
    else {
      return try expand(incoming: incoming, isTopLevel: false, budget: &budget)
    }
    var fragments: [FlowPath] = []
    for element in elements {
      fragments += try element.branchFragments(incoming: incoming, budget: &budget)
    }
    return fragments
  }

  /// Whether the chain is one page, with or without a transition written before it: what
  /// Swift types as a `FlowPathComponent`.
  var isSinglePage: Bool {
    guard branches == nil else { return false }
    switch links.count {
    case 1:
      if case .page = links[0].link { return true }
      return false
    case 2:
      if case .transition = links[0].link, case .page = links[1].link { return true }
      return false
    default:
      return false
    }
  }
}
