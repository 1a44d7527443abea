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
  ///   - maximumDepth: How many arrays and objects may be nested inside one another. The
  ///     reader itself never recurses, but destroying the resulting tree does: the default
  ///     keeps that far within a 512 KiB stack.
  /// - Throws: The first problem found, at the offending byte.
  public static func parse(
    _ bytes: some Collection<UInt8>, maximumDepth: Int = defaultMaximumDepth
  ) throws(JSONSyntaxError) -> JSONNode {
    let contiguous = bytes.withContiguousStorageIfAvailable { buffer in
      Result { () throws(JSONSyntaxError) in
        try parse(buffer: buffer, maximumDepth: maximumDepth)
      }
    }
    if let contiguous {
      return try contiguous.get()
    }
    return try Array(bytes).withUnsafeBufferPointer { buffer throws(JSONSyntaxError) in
      try parse(buffer: buffer, maximumDepth: maximumDepth)
    }
  }

  private static func parse(
    buffer: UnsafeBufferPointer<UInt8>, maximumDepth: Int
  ) throws(JSONSyntaxError) -> JSONNode {
    var parser = JSONParser(bytes: buffer, maximumDepth: maximumDepth)
    return try parser.parseDocument()
  }
}
