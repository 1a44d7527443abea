// The pictures of the JUnit report's failing test cases, written beside the report so that a CI
// server shows them with the failure: `build/navrun.xml` gets `build/navrun.<file>.svg` for a
// failing scenario file, `build/navrun.<file>.<start>.svg` for a failing matrix start — its
// expected and actual screens where it failed. GitLab reads the `[[ATTACHMENT|path]]` line
// the report puts in the case's `system-out`, as Jenkins' JUnit attachments plugin does.
//
// Names come from the file's path and the start's name, kept to ASCII letters, digits, `-` and
// `_` (any other run of characters becomes one `-`) and to a bounded length, so that no
// scenario can name a file outside the report's folder, a hidden one, or one too long; names
// that would clash (also by case, for case-insensitive disks) take a number, in report order.

import ScenarioRunner

/// Pictures for the failing cases of a JUnit report.
enum JUnitAttachments {
  /// One picture to write.
  struct Picture: Equatable {
    /// The case's index in the report's cases.
    var index: Int
    /// Where to write it: in the report's folder.
    var file: String
    /// The SVG document.
    var svg: String
  }

  /// The longest a name part taken from a path or a start may be, in characters.
  static let maximumPartLength = 80

  /// The pictures of `cases`' failures, for a report written to `report`.
  static func pictures(for cases: [JUnitCase], report: String) -> [Picture] {
    let slash = report.lastIndex(of: "/")
    let folder = slash.map { String(report[...$0]) } ?? ""
    var stem = slash.map { String(report[report.index(after: $0)...]) } ?? report
    if stem.hasSuffix(".xml") { stem.removeLast(4) }
    var pictures: [Picture] = []
    var used = Set<String>()
    var clashes: [String: Int] = [:]
    for (index, test) in cases.enumerated() {
      guard let svg = test.screens?.svg else { continue }
      let path = test.path.hasSuffix(".json") ? String(test.path.dropLast(5)) : test.path
      let base = [stem, part(path)] + (test.start.map { [part($0)] } ?? [])
      var name = base.joined(separator: ".")
      while used.contains(name.lowercased()) {
        let number = clashes[name.lowercased(), default: 1] + 1
        clashes[name.lowercased()] = number
        name = base.joined(separator: ".") + "-\(number)"
      }
      used.insert(name.lowercased())
      pictures.append(Picture(index: index, file: folder + name + ".svg", svg: svg))
    }
    return pictures
  }

  /// A name part: ASCII letters, digits, `-` and `_`, any other run of characters one `-`,
  /// at most `maximumPartLength` long, keeping the end (a path's most telling part); `x` when
  /// nothing is left.
  static func part(_ text: String) -> String {
    var kept: [UInt8] = []
    var pendingDash = false
    for byte in text.utf8 {
      let isKept =
        (48...57).contains(byte) || (65...90).contains(byte) || (97...122).contains(byte)
        || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-")
      guard isKept else {
        pendingDash = !kept.isEmpty
        continue
      }
      if pendingDash { kept.append(UInt8(ascii: "-")) }
      pendingDash = false
      kept.append(byte)
    }
    var end = kept.suffix(maximumPartLength)[...]
    while end.first == UInt8(ascii: "-") { end = end.dropFirst() }
    return end.isEmpty ? "x" : String(decoding: end, as: UTF8.self)
  }
}
