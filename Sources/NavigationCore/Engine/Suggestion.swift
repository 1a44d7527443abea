// Did-you-mean hints: the closest known name by edit distance, when it is close enough to be
// the likely intent (as swift-argument-parser suggests flags).

/// Did-you-mean hints by edit distance.
public enum Suggestion {
  /// `; did you mean "push"?` for the closest candidate, or an empty string.
  public static func hint(for word: String, among candidates: some Sequence<String>) -> String {
    guard let best = closest(to: word, among: candidates) else { return "" }
    return "; did you mean \"\(best)\"?"
  }

  /// The candidate with the smallest edit distance, if it is within a third of the length; else the
  /// first candidate that contains the word (`sheet` → `pageSheet`).
  ///
  /// Of candidates as close, the one that shares the longest start with the word (`strategy` →
  /// `strategies`, not `state`).
  ///
  /// Names longer than `maximumLength` scalars get no hint: nobody mistypes one, and comparing a
  /// huge name with every candidate would take time and memory for nothing.
  public static func closest(to word: String, among candidates: some Sequence<String>) -> String? {
    guard word.unicodeScalars.prefix(maximumLength + 1).count <= maximumLength else { return nil }
    let lowered = Array(word.lowercased().unicodeScalars)
    let sorted = candidates.sorted()
    let allowed = max(1, (word.count + 2) / 3)
    var best: (name: String, distance: Int, sharedStart: Int)?
    for candidate in sorted {
      let scalars = Array(candidate.lowercased().unicodeScalars)
      // The distance is at least the difference in length: no need to compute it then.
      guard scalars.count <= maximumLength, abs(scalars.count - lowered.count) <= allowed else {
        continue
      }
      let distance = editDistance(lowered, scalars)
      guard distance <= (best?.distance ?? .max) else { continue }
      let sharedStart = zip(lowered, scalars).prefix { $0 == $1 }.count
      if distance < (best?.distance ?? .max) || sharedStart > (best?.sharedStart ?? 0) {
        best = (candidate, distance, sharedStart)
      }
    }
    if let best, best.distance <= allowed { return best.name }
    guard lowered.count >= 3 else { return nil }
    let needle = word.lowercased()
    return sorted.first { $0.lowercased().contains(needle) }
  }

  /// A name in quotes for a message, shortened when it is too long to read:
  /// `"xxxxxxxx…" (15000000 characters)`.
  public static func quoted(_ name: String) -> String {
    let scalars = name.unicodeScalars
    guard scalars.count > 80 else { return "\"\(name)\"" }
    var prefix = String.UnicodeScalarView()
    prefix.append(contentsOf: scalars.prefix(60))
    return "\"\(String(prefix))…\" (\(scalars.count) characters)"
  }

  /// The longest name a hint is looked for.
  public static let maximumLength = 256

  /// The edit distance between two scalar arrays, counting a swap of neighbours as one edit
  /// (optimal string alignment).
  public static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
    guard !a.isEmpty else { return b.count }
    guard !b.isEmpty else { return a.count }
    var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in 0...a.count { table[i][0] = i }
    for j in 0...b.count { table[0][j] = j }
    for i in 1...a.count {
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        table[i][j] = Swift.min(
          table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          table[i][j] = Swift.min(table[i][j], table[i - 2][j - 2] + 1)
        }
      }
    }
    return table[a.count][b.count]
  }
}
