// The last component of a path, found from the end of its UTF-8: splitting the whole path into
// an array of components, once for every report line, cost more than formatting the rest of
// the line, and walking it by `Character` still cost thousands of instructions.

extension String {
  /// The last non-empty component of a slash-separated path (`b.json` for `Scenarios/a/b.json`),
  /// or the whole string when it has none.
  var fileName: String {
    // Over the contiguous UTF-8: going through `UTF8View` indices cost a thousand
    // instructions for every report line.
    var path = self
    return path.withUTF8 { bytes -> String in
      let slash = UInt8(ascii: "/")
      var end = bytes.count
      while end > 0, bytes[end - 1] == slash { end -= 1 }
      var start = end
      while start > 0, bytes[start - 1] != slash { start -= 1 }
      // A slash is one byte in UTF-8, so both ends fall on character boundaries.
      return start < end
        ? String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
        : self
    }
  }
}
