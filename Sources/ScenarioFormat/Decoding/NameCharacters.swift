// A screen type, an id or a coordinator's name is written into goldens one per line. A control
// character in one — a line break above all — would let a single screen's name read as two
// lines of a golden, and a scenario pushing `"B\n    C"` would record the same golden as one
// pushing B then C. Such a name is refused where it is written, with the file, line and column.

extension JSONDocument {
  /// Throws a located error when the string at `index` (a screen type or an id, `noun`) holds
  /// a control character.
  func checkPrintableName(
    _ text: String, at index: Int, path: @autoclosure () -> CodingPath, noun: String
  ) throws(DecodingError) {
    try Self.checkPrintableName(text, at: location(at: index), path: path(), noun: noun)
  }

  /// Throws a located error when a name a golden shows on a line of its own (a screen type, an
  /// id, a coordinator's name: `noun`; each `shown` a line) holds a control character.
  static func checkPrintableName(
    _ text: String, at location: @autoclosure () -> SourceLocation,
    path: @autoclosure () -> CodingPath, noun: String, shown: String = "controller"
  ) throws(DecodingError) {
    // Bytes: a control character is a C0 byte, DEL, or U+0080–U+009F (lead byte 0xC2). Read
    // through the string's own buffer, without copying the string: every screen type and id of
    // every file comes here.
    let mayHoldControl =
      text.utf8.withContiguousStorageIfAvailable { buffer in
        for byte in buffer where byte < 0x20 || byte == 0x7F || byte == 0xC2 { return true }
        return false
      } ?? true
    guard mayHoldControl else { return }
    guard
      let control = text.unicodeScalars.first(where: {
        $0.value < 0x20 || (0x7F...0x9F).contains($0.value)
      })
    else { return }
    let hex = String(control.value, radix: 16, uppercase: true)
    throw DecodingError(
      location(), path(),
      "\(noun) cannot hold a control character (U+\(String(repeating: "0", count: 4 - hex.count))"
        + "\(hex)): a golden shows each \(shown) on one line")
  }
}
