// Reproducer file names are slugs, and different failures can share a slug: actions `go x`
// and `go-x`, matrix starts `a b` and `a-b`, or names in scripts a slug cannot keep. The first
// keeps the slug and each later one takes the next free number (`…-2.json`), in the order the
// failures are reported, so that no reproducer is written over another of the same run.

import Platform

package struct ReproducerNames {
  /// The names given so far, compared without case: macOS's file systems ignore it.
  private var taken: Set<String> = []

  /// Keeps `name` from being given: a file of that name is not navrun's to replace.
  package mutating func reserve(_ name: String) {
    taken.insert(name.lowercased())
  }

  /// `name` (a file name ending in `.json` or `.defs.json`), or the first of `name-2.json`,
  /// `name-3.json`, … not given yet.
  package mutating func unique(_ name: String) -> String {
    let suffix =
      name.hasSuffix(".defs.json") ? ".defs.json" : name.hasSuffix(".json") ? ".json" : ""
    let stem = String(name.dropLast(suffix.count))
    var candidate = name
    var number = 1
    while !taken.insert(candidate.lowercased()).inserted {
      number += 1
      candidate = "\(stem)-\(number)\(suffix)"
    }
    return candidate
  }

  /// Creates a value with every stored property given.
  package init() {
  }
}

extension String {
  /// The string, or `fallback` when it is empty.
  package func nonEmpty(_ fallback: String) -> String { isEmpty ? fallback : self }
}
