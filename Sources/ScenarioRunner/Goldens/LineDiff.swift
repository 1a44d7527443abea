// Which lines a diff removes and adds, by Myers' algorithm over line numbers, after the
// common beginning and end are set aside. Its time grows with the lines times the edits, so
// the search stops after `maximumEdits` edits: two texts that far apart are shown as the
// differing middle removed and added whole — still a correct diff, and one nobody would read
// line by line anyway. This keeps a golden that differs everywhere linear in its lines.

enum LineDiff {
  /// The most edits the minimal diff is looked for with.
  static let maximumEdits = 1_000

  /// The offsets of the lines of `old` that are removed and of `new` that are added.
  static func changes(from old: [String], to new: [String]) -> (
    removed: Set<Int>, inserted: Set<Int>
  ) {
    var start = 0
    while start < old.count, start < new.count, old[start] == new[start] { start += 1 }
    var oldEnd = old.count
    var newEnd = new.count
    while oldEnd > start, newEnd > start, old[oldEnd - 1] == new[newEnd - 1] {
      oldEnd -= 1
      newEnd -= 1
    }
    // Lines as numbers, so that the search compares integers.
    var numbers: [String: Int] = [:]
    func number(_ line: String) -> Int {
      if let number = numbers[line] { return number }
      numbers[line] = numbers.count
      return numbers.count - 1
    }
    let a = old[start..<oldEnd].map(number)
    let b = new[start..<newEnd].map(number)
    let edits = shortestEdits(a, b) ?? (Array(a.indices), Array(b.indices))
    return (
      Set(edits.removed.map { $0 + start }), Set(edits.inserted.map { $0 + start })
    )
  }

  /// The offsets removed from `a` and inserted from `b` by a shortest edit script, or nil
  /// when it takes more than `maximumEdits` edits.
  static func shortestEdits(_ a: [Int], _ b: [Int]) -> (removed: [Int], inserted: [Int])? {
    let n = a.count
    let m = b.count
    let limit = min(n + m, maximumEdits)
    // `furthest[k + offset]`: the furthest x reached on diagonal k = x - y.
    let offset = limit + 1
    var furthest = [Int](repeating: 0, count: 2 * limit + 3)
    var history: [[Int]] = []
    for d in 0...limit {
      history.append(Array(furthest[(offset - d - 1)...(offset + d + 1)]))
      for k in stride(from: -d, through: d, by: 2) {
        var x =
          k == -d || (k != d && furthest[offset + k - 1] < furthest[offset + k + 1])
          ? furthest[offset + k + 1] : furthest[offset + k - 1] + 1
        var y = x - k
        while x < n, y < m, a[x] == b[y] {
          x += 1
          y += 1
        }
        furthest[offset + k] = x
        if x >= n, y >= m { return backtrack(history, n: n, m: m) }
      }
    }
    return nil
  }

  /// Walks the rounds back from the end: each round took one edit, then a run of equal lines.
  private static func backtrack(_ history: [[Int]], n: Int, m: Int) -> (
    removed: [Int], inserted: [Int]
  ) {
    var removed: [Int] = []
    var inserted: [Int] = []
    var x = n
    var y = m
    for d in stride(from: history.count - 1, through: 1, by: -1) {
      // The round's starting values, for diagonals -d-1 … d+1.
      let before = history[d]
      func reached(_ k: Int) -> Int { before[k + d + 1] }
      let k = x - y
      let previous = k == -d || (k != d && reached(k - 1) < reached(k + 1)) ? k + 1 : k - 1
      let previousX = reached(previous)
      let previousY = previousX - previous
      // Going down the diagonal from `previous` is an insertion, across a removal; the
      // equal lines after it need no record.
      if previous == k + 1 { inserted.append(previousY) } else { removed.append(previousX) }
      x = previousX
      y = previousY
    }
    return (removed.reversed(), inserted.reversed())
  }
}
