// The cost of the map and of the comparison on the generated app at its largest exploration:
// `explore --html` against the same exploration without it (the map's graph recorded as the
// search goes, then the page written), the page's size per state, and `explore --compare` of
// the app with itself (both versions explored and compared). Fastest of three runs each.

import Foundation

extension ExploreBench {
  static func printMapFigures(
    app file: URL, in folder: URL, exploration: Figures,
    run: ([String]) throws -> (seconds: Double, code: Int32, peakBytes: Int)
  ) throws -> [FigureRow] {
    let limit = String(exploration.states)
    let map = folder.appendingPathComponent("map.html")
    var mapped = (seconds: Double.infinity, peakBytes: 0)
    var compared = (seconds: Double.infinity, peakBytes: 0)
    for _ in 0..<3 {
      let timed = try run([
        "explore", file.path, "--max-states", limit, "--jobs", "2", "--html", map.path,
      ])
      if timed.seconds < mapped.seconds { mapped = (timed.seconds, timed.peakBytes) }
      let comparison = try run([
        "explore", file.path, "--compare", file.path, "--max-states", limit, "--jobs", "2",
      ])
      if comparison.seconds < compared.seconds {
        compared = (comparison.seconds, comparison.peakBytes)
      }
    }
    let page = try String(contentsOf: map, encoding: .utf8)
    let bytes = page.utf8.count
    let cards = page.components(separatedBy: "<article class=\"state").count - 1
    print(
      String(
        format: "  map of %d states (--html): %.3f s against %.3f s without, %+.3f s; "
          + "%.1f MB, %d bytes a state, %d cards; peak %d MB",
        exploration.states, mapped.seconds, exploration.seconds,
        mapped.seconds - exploration.seconds, Double(bytes) / 1_048_576,
        bytes / max(1, exploration.states), cards, mapped.peakBytes / 1_048_576))
    print(
      String(
        format: "  the app compared with itself (--compare), %d states each: %.3f s, peak %d MB",
        exploration.states, compared.seconds, compared.peakBytes / 1_048_576))
    return [
      FigureRow(
        measure: "`explore --html`: the map of 100 000 states", target: "seconds, bounded size",
        measured: String(
          format: "%+.1f s over the search's %.1f s; %.1f MB (%d bytes a state, %@ cards)",
          mapped.seconds - exploration.seconds, exploration.seconds, Double(bytes) / 1_048_576,
          bytes / max(1, exploration.states), FigureTable.grouped(cards))),
      FigureRow(
        measure: "`explore --compare`: an app of 100 000 states against itself", target: "—",
        measured: String(
          format: "%.1f× the time of exploring it once, peak %d MB",
          compared.seconds / exploration.seconds, compared.peakBytes / 1_048_576)),
    ]
  }
}
