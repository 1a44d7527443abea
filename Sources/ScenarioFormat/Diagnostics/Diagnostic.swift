// Compiler-style errors: `Scenarios/login.json:14:9: error: steps[3]: unknown step "pussh"; did
// you mean "push"?`, then the source line and a caret under the column.

/// A located error in a scenario or definitions file.
public struct Diagnostic: Error, Sendable, Equatable, CustomStringConvertible {
  /// The file as the user named it.
  public var file: String
  /// Where in the file, when known.
  public var location: SourceLocation?
  /// The message, starting with the JSON path of the offending value when there is one.
  public var message: String
  /// The source line the location points into, without its line end.
  public var sourceLine: String?
  /// The file's other errors, in file order after this one, when decoding went on past this
  /// one (a scenario reports up to `ScenarioLoader.maximumErrors`); empty otherwise.
  public var followingErrors: [Diagnostic] = []

  /// This error and the file's other errors, in file order, each without `followingErrors`.
  public var allErrors: [Diagnostic] {
    var first = self
    first.followingErrors = []
    return [first] + followingErrors
  }

  /// Creates a diagnostic.
  public init(
    file: String, location: SourceLocation?, message: String, sourceLine: String? = nil
  ) {
    self.file = file
    self.location = location
    self.message = message
    self.sourceLine = sourceLine
  }

  /// Creates a diagnostic that shows the line of `source` it points into.
  public init(file: String, location: SourceLocation, message: String, source: [UInt8]) {
    self.init(
      file: file, location: location, message: message,
      sourceLine: source.line(containing: location))
  }

  /// The first line: `file:line:column: error: message`.
  public var headline: String {
    guard let location else { return "\(file): error: \(message)" }
    return "\(file):\(location.line):\(location.column): error: \(message)"
  }

  /// The headline, then the source line and a caret, as a compiler prints them.
  public var description: String {
    guard let location, let sourceLine else { return headline }
    var scalars = Array(sourceLine.unicodeScalars)
    var caret = max(0, location.column - 1)
    // A huge line (a minified file, a 15 MB key) is shown around the caret only.
    let shown = 80
    if scalars.count > 2 * shown + 1 {
      let start = max(0, caret - shown)
      let end = min(scalars.count, max(caret, start) + shown)
      scalars =
        (start > 0 ? Array("…".unicodeScalars) : []) + Array(scalars[start..<end])
        + (end < scalars.count ? Array("…".unicodeScalars) : [])
      caret = caret - start + (start > 0 ? 1 : 0)
    }
    var line = String.UnicodeScalarView()
    line.append(contentsOf: scalars)
    let padding = String(scalars.prefix(caret).map { $0 == "\t" ? "\t" : " " })
    return "\(headline)\n\(String(line))\n\(padding)^"
  }
}

/// A decoding failure before the file name and source are attached.
struct DecodingError: Error, Sendable {
  var location: SourceLocation?
  var message: String
  /// The file the error is in, when it is not the file being decoded (a template's file).
  var file: String?
  /// Whether the error only follows from one already reported, and is not reported itself.
  var isConsequence = false

  init(_ location: SourceLocation?, _ path: CodingPath, _ message: String) {
    self.location = location
    self.message = path.isEmpty ? message : "\(path): \(message)"
  }

  /// The error of a part that names what an error already reported left undefined.
  static var consequence: DecodingError {
    var error = DecodingError(nil, .root, "follows from an error reported before")
    error.isConsequence = true
    return error
  }
}

/// The JSON path of a value in a file, such as `steps[3].on`.
///
/// Built as a chain of steps and turned into text only when an error is reported, since decoding
/// passes a path to every value of every file.
struct CodingPath: CustomStringConvertible, Sendable {
  /// One step of a path, after its parent's.
  ///
  /// A class rather than an indirect enum, and never optional in a path (the empty path ends at
  /// `root`): copying a path, which the decoders do for every object, is then a plain retain, where
  /// copying an optional link goes through the type's generic value witnesses.
  private final class Link: Sendable {
    /// The end of every chain, which is no step.
    static let root = Link(key: "", index: nil, parent: nil)

    let key: String
    /// The index, when the step is one; then `key` is empty.
    let index: Int?
    let parent: Link?

    init(key: String, index: Int?, parent: Link?) {
      self.key = key
      self.index = index
      self.parent = parent
    }
  }

  private var last = Link.root
  /// An index after `last`, not linked yet: every element of every array gets a path, and
  /// most are never extended, so appending an index allocates nothing.
  private var trailingIndex: Int?
  /// A key after `trailingIndex`, not linked yet either, when `hasTrailingKey`: a step's verb and
  /// the kind key of a node in an array are read for every step and node, and rarely extended.
  ///
  /// A flag beside a plain string rather than a `String?`, whose copies go through outlined
  /// code: every step decoded copies a path.
  private var trailingKey = ""
  private var hasTrailingKey = false

  static let root = CodingPath()

  var isEmpty: Bool { last === Link.root && trailingIndex == nil }

  func appending(key: String) -> CodingPath {
    if let trailingIndex, !hasTrailingKey {
      return CodingPath(
        last: last, trailingIndex: trailingIndex, trailingKey: key, hasTrailingKey: true)
    }
    return CodingPath(last: Link(key: key, index: nil, parent: linked))
  }

  func appending(index: Int) -> CodingPath {
    CodingPath(last: linked, trailingIndex: index)
  }

  /// The whole path as a chain of links.
  private var linked: Link {
    guard let trailingIndex else { return last }
    let index = Link(key: "", index: trailingIndex, parent: last)
    guard hasTrailingKey else { return index }
    return Link(key: trailingKey, index: nil, parent: index)
  }

  var description: String {
    var parts: [Link] = []
    var link = linked
    while link !== Link.root, let parent = link.parent {
      parts.append(link)
      link = parent
    }
    var text = ""
    for part in parts.reversed() {
      if let index = part.index {
        text += "[\(index)]"
      } else {
        text += text.isEmpty ? part.key : ".\(part.key)"
      }
    }
    return text
  }
}

extension Array where Element == UInt8 {
  /// The text of the 1-based line `number`, for showing under a diagnostic.
  func line(containing location: SourceLocation) -> String? {
    guard location.offset >= 0, location.offset <= count else { return nil }
    var start = location.offset
    while start > 0, self[start - 1] != UInt8(ascii: "\n") { start -= 1 }
    var end = location.offset
    while end < count, self[end] != UInt8(ascii: "\n"), self[end] != UInt8(ascii: "\r") {
      end += 1
    }
    let bytes = self[start..<end]
    guard bytes.count <= 500 else { return nil }
    return String(decoding: bytes, as: UTF8.self)
  }
}
