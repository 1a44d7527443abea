// A parsed document as one flat array of tokens in source order, a value's descendants right
// after it. A document is a few allocations whatever its size, where a tree of arrays and
// strings cost an allocation per container and a walk to free them; `JSONNode` is a position
// in it, and strings are made from the file's bytes only when a decoder asks for one.

/// One value, or one object key, of a document.
///
/// Trivial on purpose: copying and freeing an array of tokens touches no reference counts.
/// Small on purpose: a document of 100 000 steps has half a million tokens, and every page of
/// them is a page the system must hand over and the caches must hold. Positions are stored in
/// 32 bits (the reader takes documents below 2 GiB) and a number's values are read from its
/// literal on demand, which makes a token 24 bytes instead of 64.
struct JSONToken {
  enum Kind: UInt8 {
    case null, `false`, `true`, number, string, array, object
  }

  var kind: Kind
  /// The text (a string's content, a number's literal) is `JSONDocument.strings[first]` rather than
  /// `bytes[first..<second]`: a string with escapes, or a built node.
  ///
  /// A stored number's values are `JSONDocument.numbers[second]`.
  var isStored = false
  /// A string of bytes below 0x80 without escapes, whose bytes compare as its `String` does.
  var isPlainASCII = false
  /// A number whose literal is an integer that fits in `Int`.
  var hasInteger = false
  private var line: Int32
  private var column: Int32
  private var offset: Int32
  private var storedFirst: Int32 = 0
  private var storedSecond: Int32 = 0

  init(_ kind: Kind, at location: SourceLocation) {
    self.kind = kind
    line = Int32(truncatingIfNeeded: location.line)
    column = Int32(truncatingIfNeeded: location.column)
    offset = Int32(truncatingIfNeeded: location.offset)
  }

  /// Where the value starts.
  var location: SourceLocation {
    SourceLocation(line: Int(line), column: Int(column), offset: Int(offset))
  }

  /// Strings and numbers: where their text starts, or its index in `strings`.
  ///
  /// Arrays and objects: how many elements or members they have.
  var first: Int {
    get { Int(storedFirst) }
    set { storedFirst = Int32(truncatingIfNeeded: newValue) }
  }

  /// Strings and numbers: where their text ends.
  ///
  /// Arrays and objects: the position of the token after their last descendant.
  var second: Int {
    get { Int(storedSecond) }
    set { storedSecond = Int32(truncatingIfNeeded: newValue) }
  }

  /// The position of the token after this value and its descendants, this token being at
  /// `position`.
  @inline(__always)
  func end(at position: Int) -> Int {
    kind == .array || kind == .object ? second : position + 1
  }

  /// The text of a string or number.
  func text(in bytes: UnsafeBufferPointer<UInt8>, strings: [String]) -> String {
    if isStored { return strings[first] }
    return String(decoding: UnsafeBufferPointer(rebasing: bytes[first..<second]), as: UTF8.self)
  }

  /// Whether two strings are equal as `String`s (canonical equivalence), comparing bytes when
  /// both are plain ASCII.
  func hasSameText(
    as other: JSONToken, in bytes: UnsafeBufferPointer<UInt8>, strings: [String]
  ) -> Bool {
    guard !isStored, isPlainASCII, !other.isStored, other.isPlainASCII else {
      return text(in: bytes, strings: strings) == other.text(in: bytes, strings: strings)
    }
    guard second - first == other.second - other.first else { return false }
    for offset in 0..<second - first where bytes[first + offset] != bytes[other.first + offset] {
      return false
    }
    return true
  }
}

/// The tokens of one document, with the bytes their text is read from.
final class JSONDocument: Sendable {
  /// The file's bytes; empty for a document built from values.
  let bytes: [UInt8]
  let tokens: [JSONToken]
  /// Texts that are not a run of `bytes`.
  let strings: [String]
  /// The numbers of a built document, whose values need not be those their literals denote.
  let numbers: [JSONNumber]

  init(bytes: [UInt8], tokens: [JSONToken], strings: [String], numbers: [JSONNumber] = []) {
    self.bytes = bytes
    self.tokens = tokens
    self.strings = strings
    self.numbers = numbers
  }

  /// The position of the token after the value at `index` and its descendants.
  func next(after index: Int) -> Int {
    tokens[index].end(at: index)
  }

  /// The text of the string or number at `index`.
  func text(at index: Int) -> String {
    bytes.withUnsafeBufferPointer { tokens[index].text(in: $0, strings: strings) }
  }

  /// The number at `index`, whose token is a number.
  func number(at index: Int) -> JSONNumber {
    let token = tokens[index]
    if token.isStored { return numbers[token.second] }
    return bytes.withUnsafeBufferPointer { bytes in
      JSONNumber(
        checkedLiteral: UnsafeBufferPointer(rebasing: bytes[token.first..<token.second]),
        fitsInInteger: token.hasInteger)
    }
  }

  /// The integer at `index`, whose token is a number that has one.
  func integer(at index: Int) -> Int {
    let token = tokens[index]
    if token.isStored { return numbers[token.second].intValue ?? 0 }
    return bytes.withUnsafeBufferPointer { bytes in
      JSONNumber.integer(
        ofLiteral: UnsafeBufferPointer(rebasing: bytes[token.first..<token.second])) ?? 0
    }
  }
}
