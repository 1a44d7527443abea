// The table of targets and figures in docs/performance.md, written by the benchmark:
// `--write FILE` replaces, between FILE's two markers, the rows of what this run measured and
// keeps the others in their place, so that the one table comes from runs, never from copying.

/// One row of the table: what is measured, its target, and what a run measured.
struct FigureRow: Equatable {
  var measure: String
  var target: String
  var measured: String

  /// The row as a line of a Markdown table.
  var line: String { "| \(measure) | \(target) | \(measured) |" }
}

enum FigureTable {
  static let begin = "<!-- navrun-bench --write: begin -->"
  static let end = "<!-- navrun-bench --write: end -->"
  static let header = ["| what | target | measured |", "|---|---|---|"]

  /// `text` with the table between its markers holding `rows` in place of the rows of the same
  /// measures, and the others as they were; nil when `text` lacks the markers.
  static func updating(_ text: String, with rows: [FigureRow]) -> String? {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard let first = lines.firstIndex(of: begin),
      let last = lines[first...].firstIndex(of: end)
    else { return nil }
    var table = lines[(first + 1)..<last].compactMap(row(from:))
    for row in rows {
      if let index = table.firstIndex(where: { $0.measure == row.measure }) {
        table[index] = row
      } else {
        table.append(row)
      }
    }
    lines.replaceSubrange((first + 1)..<last, with: header + table.map(\.line))
    return lines.joined(separator: "\n")
  }

  /// `number` as the docs write it, its digits in groups of three: `100 000`.
  static func grouped(_ number: Int) -> String {
    let digits = Array(String(number.magnitude))
    var text = number < 0 ? "-" : ""
    for (index, digit) in digits.enumerated() {
      if index > 0, (digits.count - index).isMultiple(of: 3) { text.append(" ") }
      text.append(digit)
    }
    return text
  }

  /// The row a table line holds; nil for the header, its rule and anything else.
  static func row(from line: String) -> FigureRow? {
    guard line.hasPrefix("| "), line.hasSuffix(" |"), !header.contains(line) else { return nil }
    let cells = line.dropFirst(2).dropLast(2).split(
      separator: " | ", omittingEmptySubsequences: false)
    guard cells.count == 3 else { return nil }
    return FigureRow(
      measure: String(cells[0]), target: String(cells[1]), measured: String(cells[2]))
  }
}
