// The parsing loop. Open arrays and objects live on an explicit stack rather than in recursive
// calls, so a document of 100 000 `[` costs `maximumDepth` steps and no thread stack, whatever
// thread it runs on.

/// Parses one document from contiguous bytes; `JSONReader.parse` is the entry point.
struct JSONParser {
  let bytes: UnsafeBufferPointer<UInt8>
  let maximumDepth: Int
  /// The offset after the byte order mark, if any: where line 1, column 1 is.
  let contentStart: Int
  /// The next byte to read.
  var index: Int
  var line = 1
  var lineStart: Int
  /// UTF-8 continuation bytes before `index`, which add to offsets but not to columns.
  ///
  /// They only occur inside strings, and strings never span lines.
  var continuationBytes = 0
  var continuationBytesBeforeLineStart = 0
  /// Reused to decode strings that contain escapes.
  var scratch: [UInt8] = []
  /// The document's tokens so far.
  var tokens: [JSONToken] = []
  /// The strings with escapes, decoded.
  var strings: [String] = []
  /// The keys of each open object too large for a linear search for duplicates, by the
  /// position of the object's token.
  var largeObjectKeys: [Int: Set<String>] = [:]

  init(bytes: UnsafeBufferPointer<UInt8>, maximumDepth: Int) {
    self.bytes = bytes
    self.maximumDepth = max(0, maximumDepth)
    let hasByteOrderMark =
      bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
    contentStart = hasByteOrderMark ? 3 : 0
    index = contentStart
    lineStart = contentStart
  }

  /// The location of `index`, in constant time.
  var location: SourceLocation {
    let continuationBytesOnLine = continuationBytes - continuationBytesBeforeLineStart
    return SourceLocation(
      line: line, column: index - lineStart - continuationBytesOnLine + 1, offset: index)
  }

  /// Parses exactly one value surrounded by optional whitespace into `tokens`.
  mutating func parseDocument() throws(JSONSyntaxError) {
    skipWhitespace()
    guard index < bytes.count else {
      throw error("the file is empty", at: contentStart)
    }
    // Room for the tokens of a typical scenario, where a token takes about eight bytes, with
    // a margin: growing the array past its room copies every token into a buffer twice the
    // size, and for a long scenario that is megabytes of fresh pages. Room never used costs
    // no page.
    tokens.reserveCapacity(bytes.count / 6 + 8)
    // The innermost open container is a local variable, so that counting its members does
    // not check that an array is uniquely referenced; `enclosing` holds the others, the
    // document itself (which is no container) at the bottom.
    var current = Container(token: -1, isObject: false)
    var enclosing: [Container] = []
    // One allocation for the nesting of a typical scenario, instead of growing from one.
    enclosing.reserveCapacity(8)
    while true {
      // `index` is at the first byte of a value.
      let start = location
      if index < bytes.count, bytes[index] == Byte.openBrace || bytes[index] == Byte.openBracket {
        let isObject = bytes[index] == Byte.openBrace
        guard enclosing.count < maximumDepth else {
          let levels = maximumDepth == 1 ? "level" : "levels"
          throw error("nesting deeper than \(maximumDepth) \(levels)", at: index)
        }
        index += 1
        skipWhitespace()
        let close = isObject ? Byte.closeBrace : Byte.closeBracket
        let position = tokens.count
        tokens.append(JSONToken(isObject ? .object : .array, at: start))
        if index < bytes.count, bytes[index] == close {
          index += 1
          tokens[position].second = tokens.count
        } else {
          enclosing.append(current)
          current = Container(token: position, isObject: isObject)
          if isObject {
            try readKey(of: current, expecting: "expected a quoted object key or '}'")
          }
          continue
        }
      } else {
        try parseScalar()
      }

      // Count the value in the open containers, closing those that end here.
      while true {
        skipWhitespace()
        guard !enclosing.isEmpty else {
          guard index == bytes.count else {
            throw unexpected("unexpected text after the JSON value")
          }
          return
        }
        current.count += 1
        if current.isObject {
          if index < bytes.count, bytes[index] == Byte.comma {
            let comma = index
            index += 1
            skipWhitespace()
            if index < bytes.count, bytes[index] == Byte.closeBrace {
              throw error("trailing comma in the object", at: comma)
            }
            try readKey(of: current, expecting: "expected a quoted object key")
            break
          }
          guard index < bytes.count, bytes[index] == Byte.closeBrace else {
            throw unexpected("expected ',' or '}' in the object")
          }
          if current.count >= Container.linearKeySearchLimit {
            largeObjectKeys[current.token] = nil
          }
        } else {
          if index < bytes.count, bytes[index] == Byte.comma {
            let comma = index
            index += 1
            skipWhitespace()
            if index < bytes.count, bytes[index] == Byte.closeBracket {
              throw error("trailing comma in the array", at: comma)
            }
            break
          }
          guard index < bytes.count, bytes[index] == Byte.closeBracket else {
            throw unexpected("expected ',' or ']' in the array")
          }
        }
        index += 1
        tokens[current.token].first = current.count
        tokens[current.token].second = tokens.count
        current = enclosing.removeLast()
      }
    }
  }

  /// Reads `"key" :` and the whitespace after it, leaving `index` at the member's value.
  private mutating func readKey(
    of container: Container, expecting expectation: String
  ) throws(JSONSyntaxError) {
    guard index < bytes.count, bytes[index] == Byte.quote else {
      throw unexpected(expectation)
    }
    let keyLocation = location
    try parseString(at: keyLocation)
    guard isNewKey(in: container) else {
      let key = tokens[tokens.count - 1].text(in: bytes, strings: strings)
      throw JSONSyntaxError(
        location: keyLocation, message: "duplicate key \"\(Self.displayed(key))\"")
    }
    skipWhitespace()
    guard index < bytes.count, bytes[index] == Byte.colon else {
      throw unexpected("expected ':' after the object key")
    }
    index += 1
    skipWhitespace()
  }

  /// Whether the key just read, the last token, differs from the object's earlier keys.
  ///
  /// Keys compare as Swift strings (canonical equivalence), like dictionary keys, so an
  /// object never has two members that a `[String: JSONNode]` would conflate.
  private mutating func isNewKey(in container: Container) -> Bool {
    let key = tokens[tokens.count - 1]
    if container.count < Container.linearKeySearchLimit {
      var position = container.token + 1
      for _ in 0..<container.count {
        if tokens[position].hasSameText(as: key, in: bytes, strings: strings) { return false }
        position = tokens[position + 1].end(at: position + 1)
      }
      return true
    }
    if largeObjectKeys[container.token] == nil {
      var keys: Set<String> = []
      var position = container.token + 1
      for _ in 0..<container.count {
        keys.insert(tokens[position].text(in: bytes, strings: strings))
        position = tokens[position + 1].end(at: position + 1)
      }
      largeObjectKeys[container.token] = keys
    }
    let text = key.text(in: bytes, strings: strings)
    return largeObjectKeys[container.token, default: []].insert(text).inserted
  }

  /// Skips spaces, tabs and line breaks, counting lines.
  @inline(__always)
  mutating func skipWhitespace() {
    // Most calls find none: a value, a comma or a bracket follows at once.
    if index < bytes.count, bytes[index] > Byte.space { return }
    skipWhitespaceRun()
  }

  private mutating func skipWhitespaceRun() {
    while index < bytes.count {
      switch bytes[index] {
      case Byte.space, Byte.tab:
        index += 1
      case Byte.lineFeed:
        index += 1
        startLine()
      case Byte.carriageReturn:
        index += 1
        if index < bytes.count, bytes[index] == Byte.lineFeed {
          index += 1
        }
        startLine()
      default:
        return
      }
    }
  }

  private mutating func startLine() {
    line += 1
    lineStart = index
    continuationBytesBeforeLineStart = continuationBytes
  }
}

extension JSONParser {
  /// An array or object whose closing bracket has not been read yet.
  ///
  /// Trivial, so that opening and closing one copies no reference.
  struct Container {
    /// Below this many members, a linear search for duplicate keys beats hashing.
    static let linearKeySearchLimit = 12

    /// The position of its token.
    let token: Int
    let isObject: Bool
    /// The elements or members read so far.
    var count = 0

    init(token: Int, isObject: Bool) {
      self.token = token
      self.isObject = isObject
    }
  }

  /// The bytes that structure JSON.
  enum Byte {
    static let tab = UInt8(ascii: "\t")
    static let lineFeed = UInt8(ascii: "\n")
    static let carriageReturn = UInt8(ascii: "\r")
    static let space = UInt8(ascii: " ")
    static let quote = UInt8(ascii: "\"")
    static let plus = UInt8(ascii: "+")
    static let comma = UInt8(ascii: ",")
    static let minus = UInt8(ascii: "-")
    static let dot = UInt8(ascii: ".")
    static let slash = UInt8(ascii: "/")
    static let star = UInt8(ascii: "*")
    static let zero = UInt8(ascii: "0")
    static let nine = UInt8(ascii: "9")
    static let colon = UInt8(ascii: ":")
    static let openBracket = UInt8(ascii: "[")
    static let backslash = UInt8(ascii: "\\")
    static let closeBracket = UInt8(ascii: "]")
    static let openBrace = UInt8(ascii: "{")
    static let closeBrace = UInt8(ascii: "}")
  }
}
