// `navrun explore` on a generated app: tabs with navs, a split, 24 destinations (pushed onto
// the visible nav or presented in a new one, presented as sheets, replacing the root), a page
// flow and a coordinator. Explored with 2 jobs to growing state limits: transitions per second
// (target at least 100 000), the bytes kept per state besides the frontier's trees (target at
// most 200), and how time grows with transitions (linear: about 2x per doubling); then the
// cost of the map and of the comparison at the largest size (`printMapFigures`). Last, an app
// of one long stack, 2 500 screens of types of their own, explored to 4 000 states: its peak
// memory (target at most 150 MB), which would grow with the frontier times the app if each
// state held a copy of every id and every long stack it changed.

import Foundation

enum ExploreBench {
  /// The app, as a scenario file.
  static var app: String {
    var destinations: [String] = []
    for index in 0..<16 {
      destinations.append(
        #""push\#(index)": {"find": "Screen\#(index)", "build": "Screen\#(index)", "action": "push", "from": {"switch": [{"when": {"nav": true, "options": "visible"}, "from": {"find": {"nav": true, "options": "visible"}}}], "default": {"build": {"nav": []}, "action": "present", "from": "current"}}}"#
      )
    }
    for index in 0..<6 {
      destinations.append(
        #""sheet\#(index)": {"build": {"nav": ["Sheet\#(index)"]}, "action": {"present": {"style": "formSheet"}}, "from": "current"}"#
      )
    }
    destinations.append(
      #""home": {"find": "Home", "build": {"template": "app"}, "action": "replaceRoot", "from": "root"}"#
    )
    destinations.append(
      #""detail": {"build": "Detail", "action": "pushToDetails", "from": {"find": {"split": true}}}"#
    )
    return #"""
      {"golden": false,
       "define": {
         "templates": {"app": {"tabs": [{"nav": ["Home"], "id": "homeNav"}, {"nav": ["Browse"], "id": "browseNav"}, {"split": {"primary": {"nav": ["List"]}, "secondary": {"nav": ["Detail"]}}, "id": "split"}], "id": "main"}},
         "destinations": {\#(destinations.joined(separator: ",\n"))},
         "flows": {"pages": {"welcome": {"screen": "Welcome"}, "terms": {"screen": "Terms"}}, "paths": ["welcome => terms"]},
         "coordinators": {"Colors": {"kind": "stack", "routes": {"color": {"push": "Color"}}}}
       },
       "start": {"template": "app"},
       "explore": {"depth": 40}}
      """#
  }

  /// An app of one long stack: tabs of a nav of one screen and a nav of `count` screens, each
  /// of a type of its own, and 8 destinations pushed onto the visible nav.
  static func longStackApp(count: Int) -> String {
    let destinations = (0..<8).map {
      #""push\#($0)": {"build": "P\#($0)", "action": "push", "from": {"find": {"nav": true, "options": "visible"}}}"#
    }
    let screens = (0..<count).map { #""B\#($0)""# }
    return #"{"golden": false, "define": {"destinations": {"#
      + destinations.joined(separator: ", ")
      + #"}}, "start": {"tabs": [{"nav": ["Home"]}, {"nav": ["#
      + screens.joined(separator: ", ") + #"]}]}, "explore": {"depth": 40}}"#
  }

  /// Explores the long-stack app of 2 500 screens to 4 000 states, once, and prints its time and
  /// peak memory; returns the table's row.
  static func printLongStackFigures(
    in folder: URL, run: ([String]) throws -> (seconds: Double, code: Int32, peakBytes: Int)
  ) throws -> FigureRow {
    let file = folder.appendingPathComponent("long-stack.json")
    try Data(longStackApp(count: 2_500).utf8).write(to: file)
    let timed = try run(["explore", file.path, "--max-states", "4000", "--jobs", "2"])
    print(
      "explore an app of one long stack (tabs of a nav of 1 screen and a nav of 2 500 screens of "
        + "distinct types, 8 push destinations), 4 000 states, 2 jobs [target: <= 150 MB]: "
        + String(format: "%.2f s, peak %d MB", timed.seconds, timed.peakBytes / 1_048_576))
    return FigureRow(
      measure: "`explore`, peak memory for 4 000 states of an app of 2 500 controllers",
      target: "≤ 150 MB", measured: "\(timed.peakBytes / 1_048_576) MB")
  }

  /// The figures of one exploration, from its JSON report.
  struct Figures {
    var seconds: Double
    var peakBytes: Int
    var states: Int
    var transitions: Int
    var storedBytesPerState: Int
  }

  /// Measures and prints every figure of exploration; returns the table's rows.
  static func printFigures(
    in folder: URL, run: ([String]) throws -> (seconds: Double, code: Int32, peakBytes: Int)
  ) throws -> [FigureRow] {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let file = folder.appendingPathComponent("app.json")
    try Data(app.utf8).write(to: file)
    var figures: [Figures] = []
    for limit in [12_500, 25_000, 50_000, 100_000] {
      var best: Figures?
      for _ in 0..<3 {
        let report = folder.appendingPathComponent("explore-\(limit).json")
        let timed = try run([
          "explore", file.path, "--max-states", String(limit), "--jobs", "2", "--json", report.path,
        ])
        let data = try Data(contentsOf: report)
        let json = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        let start = (json?["starts"] as? [[String: Any]])?.first ?? [:]
        let found = Figures(
          seconds: timed.seconds, peakBytes: timed.peakBytes,
          states: start["states"] as? Int ?? 0, transitions: start["transitions"] as? Int ?? 0,
          storedBytesPerState: start["storedBytesPerState"] as? Int ?? 0)
        if best.map({ found.seconds < $0.seconds }) ?? true { best = found }
      }
      if let best { figures.append(best) }
    }
    print(
      "explore a generated app (tabs, navs, a split, 24 destinations, a flow, a coordinator), "
        + "2 jobs, fastest of 3 runs [targets: >= 100 000 transitions/s, <= 200 bytes a state, "
        + "<= 2.3x per doubling]:")
    for figure in figures {
      let rate = Double(figure.transitions) / figure.seconds
      print(
        String(
          format: "  %d states, %d transitions: %.3f s, %.0f transitions/s, peak %d MB, "
            + "%d bytes kept a state",
          figure.states, figure.transitions, figure.seconds, rate, figure.peakBytes / 1_048_576,
          figure.storedBytesPerState))
    }
    let ratios = zip(figures, figures.dropFirst()).map { previous, next in
      (next.seconds / previous.seconds) / (Double(next.transitions) / Double(previous.transitions))
        * 2
    }
    print(
      "  time per doubling of transitions: "
        + ratios.map { String(format: "%.2fx", $0) }.joined(separator: ", "))
    var rows: [FigureRow] = []
    if let largest = figures.last {
      rows.append(
        FigureRow(
          measure: "`explore`, 2 jobs", target: "≥ 100 000 transitions/s",
          measured:
            "\(FigureTable.grouped(Int(Double(largest.transitions) / largest.seconds))) "
            + "transitions/s at \(FigureTable.grouped(largest.states)) states"))
      rows.append(
        FigureRow(
          measure: "`explore`, memory per state seen", target: "≤ 200 bytes",
          measured:
            "\(largest.storedBytesPerState) bytes; peak \(largest.peakBytes / 1_048_576) MB "
            + "at \(FigureTable.grouped(largest.states)) states"))
    }
    rows.append(
      FigureRow(
        measure: "`explore`, time per doubling of transitions", target: "≤ 2.3×",
        measured: ratios.map { String(format: "%.2f×", $0) }.joined(separator: ", ")))
    if let largest = figures.last {
      rows += try printMapFigures(app: file, in: folder, exploration: largest, run: run)
    }
    rows.append(try printLongStackFigures(in: folder, run: run))
    return rows
  }
}
