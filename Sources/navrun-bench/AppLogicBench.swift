// What the app's own logic costs: a screen's action against the steps it stands for, and a
// reaction to the app's state against the steps a scenario would write instead, each pair
// measured on long scenarios of the same navigation; and a SwiftUI path's steps beside the
// UIKit steps that make the same stack.

import Foundation
import ScenarioRunner

enum AppLogicBench {
  /// One pair of scenarios: the app's logic and the same navigation written as plain steps.
  struct Pair {
    let name: String
    let withLogic: String
    let plain: String
  }

  /// The pairs, each of `steps` steps in the scenario with the app's logic; its plain twin makes
  /// the same navigation with as many steps as it takes.
  static func pairs(steps: Int) -> [Pair] {
    let rounds = steps / 2
    let actions = """
      "define": {"screens": {
        "Timeline": {"actions": {"open article": [{"push": {"screen": "Article", "context": "$arg"}}]}},
        "Article": {"actions": {"back": [{"pop": true}]}}
      }},
      """
    let reactions = """
      "define": {"state": {"signedIn": true}, "app": {"onState": [
        {"when": {"state": {"signedIn": false}}, "do": [{"present": "SignIn", "style": "fullScreen"}]},
        {"when": {"state": {"signedIn": true}, "exists": "SignIn"}, "do": [{"dismiss": "SignIn"}]}
      ]}},
      """
    let appearing = """
      "define": {"state": {"seen": false}, "screens": {
        "Article": {"onAppear": [{"setState": {"seen": true}}]}
      }},
      """
    return [
      Pair(
        name: "a screen's action (tap) against the push or pop it makes",
        withLogic: scenario(
          actions, rounds, #"{"tap": "open article", "with": "a-1"}"#, #"{"tap": "back"}"#),
        plain: scenario(
          "", rounds, #"{"push": {"screen": "Article", "context": "a-1"}}"#, #"{"pop": true}"#)),
      Pair(
        name: "a reaction to the app's state (onState) against setState and the step it runs",
        withLogic: scenario(
          reactions, rounds, #"{"setState": {"signedIn": false}}"#,
          #"{"setState": {"signedIn": true}}"#),
        plain: scenario(
          #""define": {"state": {"signedIn": true}},"#, rounds,
          #"{"setState": {"signedIn": false}}, {"present": "SignIn", "style": "fullScreen"}"#,
          #"{"setState": {"signedIn": true}}, {"dismiss": "SignIn"}"#)),
      Pair(
        name: "a reaction to a screen appearing (onAppear) against the push and setState",
        withLogic: scenario(
          appearing, rounds, #"{"push": "Article"}"#, #"{"pop": true}"#),
        plain: scenario(
          #""define": {"state": {"seen": false}},"#, rounds,
          #"{"push": "Article"}, {"setState": {"seen": true}}"#, #"{"pop": true}"#)),
      Pair(
        name: "a SwiftUI path's append and removeLast against UIKit's push and pop",
        withLogic: scenario(
          "", rounds, #"{"append": "article(a-1)"}"#, #"{"removeLast": 1}"#,
          start: #"{"navigationStack": "Timeline", "destinations": {"article": "Article"}}"#),
        plain: scenario(
          "", rounds, #"{"push": {"screen": "Article", "context": "a-1"}}"#, #"{"pop": true}"#)),
    ]
  }

  /// A scenario on a nav of a timeline (or `start`) that takes `first` then `second`,
  /// `rounds` times.
  static func scenario(
    _ define: String, _ rounds: Int, _ first: String, _ second: String,
    start: String = #"{"nav": ["Timeline"]}"#
  ) -> String {
    let steps = Array(repeating: "    \(first),\n    \(second)", count: rounds)
    return """
      {
        "scenario": "app logic", "golden": false,
        \(define)
        "start": \(start),
        "steps": [
      \(steps.joined(separator: ",\n"))
        ]
      }
      """
  }

  /// Prints each pair's time per step of the app's logic, the plain twin's time for the same
  /// navigation, and their ratio: the fastest of seven rounds, the median of the rounds' ratios.
  static func printFigures(
    in folder: URL, steps: Int, timing measure: (() -> Void) -> Double
  ) throws -> [FigureRow] {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    var run = ScenarioRun(record: .never)
    run.keepsSteps = false
    var rows: [FigureRow] = []
    for (index, pair) in pairs(steps: steps).enumerated() {
      let files = try [pair.withLogic, pair.plain].enumerated().map { side, text in
        let file = folder.appendingPathComponent("pair-\(index)-\(side).json")
        try Data(text.utf8).write(to: file)
        return file.path
      }
      for file in files {
        let report = run.report(for: file)
        if report.status != .passed {
          let problems = report.diagnostics.map { "\($0)" }.joined(separator: "; ")
          throw NSError(
            domain: "navrun-bench", code: 1,
            userInfo: [NSLocalizedDescriptionKey: "\(file) does not pass: \(problems)"])
        }
      }
      var best = [Double.infinity, .infinity]
      var ratios: [Double] = []
      for _ in 0..<7 {
        let times = files.map { file in measure { _ = run.report(for: file) } }
        best = zip(best, times).map { min($0, $1) }
        ratios.append(times[0] / times[1])
      }
      ratios.sort()
      let perStep = best.map { $0 / Double(steps) * 1e6 }
      print(
        "app logic: \(pair.name): \(String(format: "%.2f", perStep[0])) us a step, "
          + "written out \(String(format: "%.2f", perStep[1])) us, "
          + "ratio: median of 7 rounds \(String(format: "%.2f", ratios[3]))x")
      rows.append(
        FigureRow(
          measure: pair.name, target: "—",
          measured: String(
            format: "%.2f× the steps it stands for (%.2f µs a step)", ratios[3], perStep[0])))
    }
    return rows
  }
}
