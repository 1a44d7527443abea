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
  /// UTF-8 continuation bytes before `index`, which add to offsets but not to columns. They
  /// only occur inside strings, and strings never span lines.
  var continuationBytes = 0
  var continuationBytesBeforeLineStart = 0
  /// Reused to decode strings that contain escapes.
  var scratch: [UInt8] = []

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

  /// Parses exactly one value surrounded by optional whitespace.
  mutating func parseDocument() throws(JSONSyntaxError) -> JSONNode {
    skipWhitespace()
    guard index < bytes.count else {
      throw error("the file is empty", at: contentStart)
    }
    var stack: [Container] = []
    while true {
      // `index` is at the first byte of a value.
      var node: JSONNode
      let start = location
      if index < bytes.count, bytes[index] == Byte.openBrace || bytes[index] == Byte.openBracket {
        let isObject = bytes[index] == Byte.openBrace
        guard stack.count < maximumDepth else {
          let levels = maximumDepth == 1 ? "level" : "levels"
          throw error("nesting deeper than \(maximumDepth) \(levels)", at: index)
        }
        index += 1
        skipWhitespace()
        let close = isObject ? Byte.closeBrace : Byte.closeBracket
        if index < bytes.count, bytes[index] == close {
          index += 1
          node = JSONNode(value: isObject ? .object([]) : .array([]), location: start)
        } else {
          stack.append(Container(location: start, isObject: isObject))
          if isObject {
            try readKey(
              into: &stack[stack.count - 1], expecting: "expected a quoted object key or '}'")
          }
          continue
        }
      } else {
        node = try parseScalar()
      }

      // Add the value to the open containers, closing those that end here.
      while true {
        skipWhitespace()
        guard !stack.isEmpty else {
          guard index == bytes.count else {
            throw unexpected("unexpected text after the JSON value")
          }
          return node
        }
        let top = stack.count - 1
        if stack[top].isObject {
          stack[top].members.append(
            JSONMember(
              key: stack[top].key, keyLocation: stack[top].keyLocation, value: consume node))
          if index < bytes.count, bytes[index] == Byte.comma {
            let comma = index
            index += 1
            skipWhitespace()
            if index < bytes.count, bytes[index] == Byte.closeBrace {
              throw error("trailing comma in the object", at: comma)
            }
            try readKey(into: &stack[top], expecting: "expected a quoted object key")
            break
          }
          guard index < bytes.count, bytes[index] == Byte.closeBrace else {
            throw unexpected("expected ',' or '}' in the object")
          }
          index += 1
          let container = stack.removeLast()
          node = JSONNode(value: .object(container.members), location: container.location)
        } else {
          stack[top].elements.append(consume node)
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
          index += 1
          let container = stack.removeLast()
          node = JSONNode(value: .array(container.elements), location: container.location)
        }
      }
    }
  }

  /// Reads `"key" :` and the whitespace after it, leaving `index` at the member's value.
  private mutating func readKey(
    into container: inout Container, expecting expectation: String
  ) throws(JSONSyntaxError) {
    guard index < bytes.count, bytes[index] == Byte.quote else {
      throw unexpected(expectation)
    }
    let keyLocation = location
    let key = try parseString()
    guard container.insertKey(key) else {
      throw JSONSyntaxError(
        location: keyLocation, message: "duplicate key \"\(Self.displayed(key))\"")
    }
    container.keyLocation = keyLocation
    skipWhitespace()
    guard index < bytes.count, bytes[index] == Byte.colon else {
      throw unexpected("expected ':' after the object key")
    }
    index += 1
    skipWhitespace()
  }

  /// Skips spaces, tabs and line breaks, counting lines.
  mutating func skipWhitespace() {
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
  struct Container {
    /// Below this many members, a linear search for duplicate keys beats hashing.
    static let linearKeySearchLimit = 12
    /// Room for this many members or elements is made when a container opens.
    static let initialCapacity = 4

    let location: SourceLocation
    let isObject: Bool
    var elements: [JSONNode] = []
    var members: [JSONMember] = []
    /// The key whose value is being parsed.
    var key = ""
    var keyLocation: SourceLocation
    /// Every key so far, once the object is too large for linear search.
    var keys: Set<String> = []

    init(location: SourceLocation, isObject: Bool) {
      self.location = location
      self.isObject = isObject
      keyLocation = location
      // One allocation for the typical small container, instead of growing from one slot.
      if isObject {
        members.reserveCapacity(Self.initialCapacity)
      } else {
        elements.reserveCapacity(Self.initialCapacity)
      }
    }

    /// Makes `key` the pending key; false if the object already has it.
    ///
    /// Keys compare as Swift strings (canonical equivalence), like dictionary keys, so an
    /// object never has two members that a `[String: JSONNode]` would conflate.
    mutating func insertKey(_ key: String) -> Bool {
      if members.count < Self.linearKeySearchLimit {
        guard !members.contains(where: { $0.key == key }) else { return false }
      } else {
        if keys.isEmpty {
          keys = Set(members.map(\.key))
        }
        guard keys.insert(key).inserted else { return false }
      }
      self.key = key
      return true
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
