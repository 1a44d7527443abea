// A strict RFC 8259 reader that records where every value starts, for diagnostics such as
// `Scenarios/x.json:14:9: error: expected ',' or '}' in the object`.

/// Reads JSON documents into located nodes.
public struct JSONReader: Sendable {
  /// The deepest nesting of arrays and objects that `parse` accepts by default.
  public static let defaultMaximumDepth = 256

  /// Parses a whole document: exactly one value, optional surrounding whitespace, a leading
  /// UTF-8 BOM allowed.
  ///
  /// The reader is strict: no comments, trailing commas, `NaN`, leading zeros or `+`, no raw
  /// control characters or lone surrogates in strings, no duplicate keys in an object, and the
  /// bytes must be well-formed UTF-8. Nesting is bounded by `maximumDepth` and never by the
  /// thread's stack, so the reader is safe on small secondary stacks.
  ///
  /// - Parameters:
  ///   - bytes: The file's contents.
  ///   - maximumDepth: How many arrays and objects may be nested inside one another. Neither
  ///     reading nor destroying a document recurses.
  /// - Returns: The document's root value.
  /// - Throws: The first problem found, at the offending byte.
  public static func parse(
    _ bytes: some Collection<UInt8>, maximumDepth: Int = defaultMaximumDepth
  ) throws(JSONSyntaxError) -> JSONNode {
    try parse(bytes, maximumDepth: maximumDepth, maximumSize: maximumSize)
  }

  /// The largest document the reader takes, in bytes: positions in it are stored in 32 bits.
  public static let maximumSize = Int(Int32.max) - 1

  static func parse(
    _ bytes: some Collection<UInt8>, maximumDepth: Int, maximumSize: Int
  ) throws(JSONSyntaxError) -> JSONNode {
    guard bytes.count <= maximumSize else {
      throw JSONSyntaxError(
        location: SourceLocation(line: 1, column: 1, offset: 0),
        message: "the document is \(bytes.count) bytes; the reader takes up to \(maximumSize)")
    }
    // The document keeps the bytes, from which it reads strings on demand; an array is
    // shared rather than copied.
    let array = Array(bytes)
    let parser = try array.withUnsafeBufferPointer { buffer throws(JSONSyntaxError) in
      var parser = JSONParser(bytes: buffer, maximumDepth: maximumDepth)
      try parser.parseDocument()
      return parser
    }
    let document = JSONDocument(bytes: array, tokens: parser.tokens, strings: parser.strings)
    return JSONNode(document: document, index: 0)
  }
}
