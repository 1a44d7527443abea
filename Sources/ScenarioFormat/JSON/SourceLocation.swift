// Positions reported in compiler-style diagnostics (`file:line:column: error: ...`). Lines end
// at LF, CRLF or a lone CR; columns count Unicode scalars, so a tab or an emoji is one column.

/// A 1-based position in a source file.
public struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The 1-based line number.
  public var line: Int
  /// The 1-based column, counted in Unicode scalars from the start of the line (a tab counts 1).
  ///
  /// A UTF-8 byte order mark at the start of the file is not counted.
  public var column: Int
  /// The 0-based UTF-8 byte offset into the file, byte order mark included.
  public var offset: Int

  /// Creates a location from its line, column and byte offset.
  public init(line: Int, column: Int, offset: Int) {
    self.line = line
    self.column = column
    self.offset = offset
  }

  /// The location as `line:column`, the form that follows a path in a diagnostic.
  public var description: String { "\(line):\(column)" }

  /// Orders locations by their position in the file.
  public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
    (lhs.offset, lhs.line, lhs.column) < (rhs.offset, rhs.line, rhs.column)
  }
}
