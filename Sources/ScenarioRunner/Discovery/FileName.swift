// The last component of a path, found from the end of its UTF-8, without splitting the path or
// walking it by `Character`: every report line needs one.

extension String {
  /// The last non-empty component of a slash-separated path (`b.json` for `Scenarios/a/b.json`),
  /// or the whole string when it has none.
  package var fileName: String {
    // Over the contiguous UTF-8, not `UTF8View` indices: every report line comes here.
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
