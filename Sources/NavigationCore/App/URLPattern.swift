// `app.urls`: the URLs the app opens (its scene delegate's `openURLContexts`, a universal
// link), each a pattern with placeholders such as `banko://transaction/{id}` whose steps name
// the placeholder `$id`.

/// A URL pattern and the steps it runs.
public struct URLPattern: Sendable, Equatable {
  /// A piece of a pattern.
  public enum Segment: Sendable, Equatable {
    /// Text the URL must have there.
    case literal(String)
    /// `{name}`: one or more characters up to the next `/`, `?` or `#`.
    case placeholder(String)
  }

  /// The pattern as written.
  public var text: String
  /// Its pieces, in order.
  public var segments: [Segment]
  /// The steps, with `$name` for each placeholder.
  public var steps: [Operation]

  /// Creates a pattern from its pieces.
  public init(text: String, segments: [Segment], steps: [Operation]) {
    self.text = text
    self.segments = segments
    self.steps = steps
  }

  /// The placeholders' names, in order.
  public var placeholderNames: [String] {
    segments.compactMap { if case .placeholder(let name) = $0 { name } else { nil } }
  }

  /// The pieces of a pattern, or why it is not one: a placeholder is `{name}` with a name of
  /// letters, digits and `_`, and two placeholders must not touch.
  public static func segments(of text: String) -> Result<[Segment], PatternError> {
    var segments: [Segment] = []
    var literal = ""
    var rest = Substring(text)
    while let first = rest.first {
      guard first == "{" else {
        if first == "}" { return .failure(PatternError("a \"}\" without its \"{\"")) }
        literal.append(first)
        rest = rest.dropFirst()
        continue
      }
      guard let close = rest.firstIndex(of: "}") else {
        return .failure(PatternError("a \"{\" without its \"}\""))
      }
      let name = rest[rest.index(after: rest.startIndex)..<close]
      guard !name.isEmpty,
        name.allSatisfy({ $0 == "_" || ($0.isASCII && ($0.isLetter || $0.isNumber)) })
      else {
        return .failure(
          PatternError("a placeholder is {name}, with letters, digits and _ in its name"))
      }
      if literal.isEmpty, case .placeholder = segments.last {
        return .failure(
          PatternError("two placeholders must be apart: nothing tells where one ends"))
      }
      if !literal.isEmpty { segments.append(.literal(literal)) }
      literal = ""
      segments.append(.placeholder(String(name)))
      rest = rest[rest.index(after: close)...]
    }
    if !literal.isEmpty { segments.append(.literal(literal)) }
    return .success(segments)
  }

  /// Why a pattern is not one.
  public struct PatternError: Error, Sendable, Equatable {
    /// The reason, as a sentence's end.
    public var reason: String

    init(_ reason: String) { self.reason = reason }
  }

  /// The placeholders' values when the URL matches the pattern; nil when it does not.
  ///
  /// A query or fragment the pattern does not write is ignored: the app reads the path.
  public func match(_ url: String) -> [String: String]? {
    var rest = Substring(url)
    if !text.contains("?"), let query = rest.firstIndex(where: { $0 == "?" || $0 == "#" }) {
      rest = rest[..<query]
    } else if !text.contains("#"), let fragment = rest.firstIndex(of: "#") {
      rest = rest[..<fragment]
    }
    var values: [String: String] = [:]
    for (index, segment) in segments.enumerated() {
      switch segment {
      case .literal(let literal):
        guard rest.hasPrefix(literal) else { return nil }
        rest = rest.dropFirst(literal.count)
      case .placeholder(let name):
        let end = rest.firstIndex { $0 == "/" || $0 == "?" || $0 == "#" } ?? rest.endIndex
        var valueEnd = end
        if index + 1 < segments.count, case .literal(let next) = segments[index + 1],
          let found = rest[..<end].firstRange(of: next)
        {
          valueEnd = found.lowerBound
        }
        guard valueEnd > rest.startIndex else { return nil }
        values[name] = String(rest[..<valueEnd])
        rest = rest[valueEnd...]
      }
    }
    return rest.isEmpty ? values : nil
  }
}
