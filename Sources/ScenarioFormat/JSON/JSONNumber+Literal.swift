// The values of a number literal the reader has checked. A document keeps only the literal's
// place in the file: the values are worked out when a decoder asks, which keeps every token
// of the document 16 bytes smaller for the few numbers a scenario has.

extension JSONNumber {
  /// The number written as `literal`, a literal that matches JSON's number grammar.
  ///
  /// - Parameters:
  ///   - literal: The literal's bytes.
  ///   - fitsInInteger: Whether the literal is an integer that fits in `Int`, as
  ///     `integer(ofLiteral:)` found when the reader read it.
  init(checkedLiteral literal: UnsafeBufferPointer<UInt8>, fitsInInteger: Bool) {
    let text = String(decoding: literal, as: UTF8.self)
    let isNegative = literal.first == UInt8(ascii: "-")
    let intValue = fitsInInteger ? Self.integer(ofLiteral: literal) : nil
    let doubleValue: Double
    if let intValue, intValue.magnitude <= 1 << 53 {
      // Exact, and cheaper than parsing the text; `-0` keeps its sign.
      doubleValue = isNegative && intValue == 0 ? -0.0 : Double(intValue)
    } else {
      // The standard library rounds correctly, and gives infinity beyond `Double`'s range.
      doubleValue = Double(text) ?? (isNegative ? -.infinity : .infinity)
    }
    self.init(literal: text, intValue: intValue, doubleValue: doubleValue)
  }

  /// The integer of a literal of digits with an optional leading `-`, or nil if it does not
  /// fit in `Int`.
  static func integer(ofLiteral literal: UnsafeBufferPointer<UInt8>) -> Int? {
    let isNegative = literal.first == UInt8(ascii: "-")
    let digits = literal.dropFirst(isNegative ? 1 : 0)
    // Accumulate towards the sign so that `Int.min` fits.
    let sign = isNegative ? -1 : 1
    var value = 0
    if digits.count <= 18 {
      for digit in digits {
        value = value &* 10 &+ sign &* Int(digit &- UInt8(ascii: "0"))
      }
      return value
    }
    for digit in digits {
      let (shifted, overflow) = value.multipliedReportingOverflow(by: 10)
      let (sum, sumOverflow) = shifted.addingReportingOverflow(
        sign * Int(digit - UInt8(ascii: "0")))
      guard !overflow, !sumOverflow else { return nil }
      value = sum
    }
    return value
  }
}
