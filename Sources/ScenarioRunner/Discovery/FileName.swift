// The last component of a path, found from the end of its UTF-8: splitting the whole path into
// an array of components, once for every report line, cost more than formatting the rest of
// the line, and walking it by `Character` still cost thousands of instructions.

extension String {
  /// The last non-empty component of a slash-separated path (`b.json` for `Scenarios/a/b.json`),
  /// or the whole string when it has none.
  var fileName: String {
    let slash = UInt8(ascii: "/")
    let bytes = utf8
    var end = bytes.endIndex
    while end > bytes.startIndex, bytes[bytes.index(before: end)] == slash {
      end = bytes.index(before: end)
    }
    let start = bytes[..<end].lastIndex(of: slash).map(bytes.index(after:)) ?? bytes.startIndex
    // A slash is one byte in UTF-8, so both ends fall on character boundaries.
    return start < end ? String(self[start..<end]) : self
  }
}
