// Reproducer file names are slugs, and different failures can share a slug: actions `go x`
// and `go-x`, matrix starts `a b` and `a-b`, or names in scripts a slug cannot keep. The first
// keeps the slug and each later one takes the next free number (`…-2.json`), in the order the
// failures are reported, so that no reproducer is written over another of the same run. A file
// already in the folder under a name is replaced only when navrun wrote it: a reproducer of an
// earlier run, or definitions of the same bytes; any other file keeps its name, and the
// reproducer takes the next number.

import Platform
import ScenarioFormat

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

  /// The first of `name`, `name-2.json`, … neither given yet nor a file in `folder` that
  /// navrun may not replace with `text`: a file that is there is replaced only when it is a
  /// reproducer of an earlier run or already holds `text`.
  package mutating func unique(_ name: String, in folder: String, writing text: String) -> String {
    var candidate = unique(name)
    while !Self.mayReplace(
      folder.hasSuffix("/") ? folder + candidate : folder + "/" + candidate, with: text)
    {
      candidate = unique(name)
    }
    return candidate
  }

  /// Whether the file at `path` is absent, navrun's own reproducer, or `text` already.
  static func mayReplace(_ path: String, with text: String) -> Bool {
    guard FileKind.entry(at: path) != nil else { return true }
    guard FileKind.entry(at: path) == .regular,
      let bytes = try? FileBytes.read(path, limit: 16 << 20)
    else { return false }
    if bytes.elementsEqual(text.utf8) { return true }
    guard let root = try? JSONReader.parse(bytes), case .string(let note)? = root["note"]?.value,
      case .array(let tags)? = root["tags"]?.value,
      tags.contains(where: { $0.value == .string("explore") })
    else { return false }
    return note.hasPrefix("Found by navrun explore in ")
      || note.hasPrefix("Reaches a state navrun explore found in ")
  }

  /// Creates a value with every stored property given.
  package init() {
  }
}

extension String {
  /// The string, or `fallback` when it is empty.
  package func nonEmpty(_ fallback: String) -> String { isEmpty ? fallback : self }
}
