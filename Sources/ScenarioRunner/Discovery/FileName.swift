// The last component of a path, found from the end: splitting the whole path into an array of
// components, once for every report line, cost more than formatting the rest of the line.

extension String {
  /// The last non-empty component of a slash-separated path (`b.json` for `Scenarios/a/b.json`),
  /// or the whole string when it has none.
  var fileName: String {
    var end = endIndex
    while end > startIndex, self[index(before: end)] == "/" { end = index(before: end) }
    let start = self[..<end].lastIndex(of: "/").map(index(after:)) ?? startIndex
    return start < end ? String(self[start..<end]) : self
  }
}
