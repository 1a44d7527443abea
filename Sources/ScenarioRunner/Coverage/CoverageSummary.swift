// Coverage over a run: per definitions file and kind, how many of the items were used, which
// never were, and one percentage for the whole run that `--coverage-min` compares.

package struct CoverageSummary: Sendable, Equatable {
  package var offered: Set<CoverageItem> = []
  var used: Set<CoverageItem> = []

  package init(records: some Sequence<CoverageRecord>) {
    for record in records {
      offered.formUnion(record.offered)
      used.formUnion(record.used)
    }
    used.formIntersection(offered)
  }

  /// The share used, in tenths of a percent (1000 when nothing is offered): integers, so
  /// that every machine prints and compares the same figure.
  package var permille: Int {
    offered.isEmpty ? 1000 : used.count * 1000 / offered.count
  }

  /// `87.5%`.
  package var percentText: String {
    "\(permille / 10).\(permille % 10)%"
  }

  /// The figures of one file and kind.
  struct Line: Sendable, Equatable {
    var file: String
    var kind: CoverageItem.Kind
    var used: Int
    var total: Int
    /// The names never used, sorted.
    var unused: [String]
  }

  /// One line per file and kind, files and kinds in order.
  var lines: [Line] {
    var grouped: [String: [CoverageItem.Kind: [CoverageItem]]] = [:]
    for item in offered { grouped[item.file, default: [:]][item.kind, default: []].append(item) }
    var lines: [Line] = []
    for file in grouped.keys.sorted() {
      for kind in CoverageItem.Kind.allCases {
        guard let items = grouped[file]?[kind] else { continue }
        let unused = items.filter { !used.contains($0) }.map(\.name).sorted()
        lines.append(
          Line(
            file: file, kind: kind, used: items.count - unused.count, total: items.count,
            unused: unused))
      }
    }
    return lines
  }

  /// The console's coverage section.
  package var consoleText: String {
    var text = "navigation coverage: \(used.count) of \(offered.count) (\(percentText))\n"
    var file: String?
    for line in lines {
      if line.file != file {
        text += "  \(ControlCharacters.escapedInLine(line.file))\n"
        file = line.file
      }
      text += "    \(line.kind.plural): \(line.used) of \(line.total)"
      if !line.unused.isEmpty {
        // A name from the scenario never starts a line of its own.
        text +=
          "; never used: "
          + line.unused.map(ControlCharacters.escapedInLine).joined(separator: ", ")
      }
      text += "\n"
    }
    return text
  }
}
