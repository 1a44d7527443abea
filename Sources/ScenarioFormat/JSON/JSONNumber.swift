/// A JSON number, kept exactly as written.
///
/// `intValue` is set only when the literal has neither a fraction nor an exponent and fits in
/// `Int`: `3` and `-0` have one (`3` and `0`), `3.0` and `1e2` do not, even though their values
/// are integral. Scenario fields that take a count or an index can then reject `2.0` by
/// pointing at the literal rather than silently truncating it.
public struct JSONNumber: Sendable, Equatable, CustomStringConvertible {
  /// The literal as it appears in the file, for example `-12.50e+3`.
  public var literal: String
  /// The exact integer, when the literal is an integer that fits in `Int`.
  public var intValue: Int?
  /// The nearest `Double`; literals beyond its range give an infinity or a zero.
  public var doubleValue: Double

  /// Creates a number from its literal and the values it denotes.
  public init(literal: String, intValue: Int?, doubleValue: Double) {
    self.literal = literal
    self.intValue = intValue
    self.doubleValue = doubleValue
  }

  /// The literal as written.
  public var description: String { literal }

  /// The value as an `Int` when it is one, however it is written (`2`, `2.0`, `2e0`); nil
  /// for a fraction or a value beyond `Int`'s range.
  public var integralValue: Int? {
    intValue ?? Int(exactly: doubleValue)
  }
}
