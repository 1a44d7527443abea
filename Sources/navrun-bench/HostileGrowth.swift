// How hostile inputs grow: each shape at 1x, 2x, 4x and 8x its base size, the fastest of
// five rounds at each, and the ratio of each size's time to the previous one's (the median
// of the rounds' ratios, as the benchmark's other ratios). A shape that
// costs linear time doubles (about 2x per doubling); one that is quadratic quadruples. The
// target is at most 2.3x per doubling.

import Foundation
import NavrunCommand
import ScenarioFormat
import ScenarioRunner

/// One hostile input, made at a given multiple of its base size.
struct HostileShape {
  var name: String
  /// What the base size counts.
  var unit: String
  var base: Int
  /// Measures one run of the shape at `size`; returns the seconds it took.
  var measure: (_ size: Int) throws -> Double
}

enum HostileGrowth {
  static let multiples = [1, 2, 4, 8]

  /// A scenario of the given steps after `start`, comparing no golden, as JSON text.
  static func scenario(start: String, steps: [String], define: String = "") -> String {
    let definitions = define.isEmpty ? "" : #""define": \#(define), "#
    return #"{\#(definitions)"golden": false, "start": \#(start), "steps": ["#
      + steps.joined(separator: ",") + "]}"
  }

  /// Every shape: scenarios run as the console runs a file, then commands and the diff.
  static func shapes(
    in folder: URL, timing: @escaping (() -> Void) -> Double,
    report: @escaping (String) -> Void
  ) -> [HostileShape] {
    /// Writes a scenario and measures running it.
    func running(_ name: String, _ text: @escaping (Int) -> String) -> (Int) throws -> Double {
      { size in
        let file = folder.appendingPathComponent("\(name)-\(size).json")
        try Data(text(size).utf8).write(to: file)
        return timing { report(file.path) }
      }
    }
    return scenarioShapes(running: running) + commandShapes(in: folder, timing: timing)
  }

  /// The shapes of a scenario's own content, each written by `running` and run as a file.
  static func scenarioShapes(
    running: (String, @escaping (Int) -> String) -> (Int) throws -> Double
  ) -> [HostileShape] {
    [
      HostileShape(
        name: "pushes with unique ids", unit: "steps", base: 2_000,
        measure: running("push") { size in
          scenario(
            start: #"{"nav": ["Root"]}"#,
            steps: (0..<size).map { #"{"push": {"screen": "S", "id": "s\#($0)"}}"# })
        }),
      HostileShape(
        name: "routes: as many keys as route steps", unit: "routes", base: 1_000,
        measure: running("routes") { size in
          let keys = (0..<size).map { #""k\#($0)": "none""# }.joined(separator: ", ")
          return scenario(
            start: #"{"coordinator": "Many", "route": "start"}"#,
            steps: (0..<size).map { #"{"route": "k\#($0)"}"# },
            define:
              #"{"coordinators": {"Many": {"kind": "stack", "routes": {"start": {"push": "Home"}, "#
              + keys + "}}}}")
        }),
      HostileShape(
        name: "addTab at 0", unit: "steps", base: 2_000,
        measure: running("add-tab") { size in
          scenario(
            start: #"{"tabs": ["A"]}"#,
            steps: (0..<size).map { #"{"addTab": {"screen": "T", "id": "t\#($0)"}, "at": 0}"# })
        }),
      HostileShape(
        name: "pushes into a nested nav", unit: "steps", base: 2_000,
        measure: running("nested") { size in
          scenario(
            start:
              #"{"tabs": [{"nav": [{"screen": "A", "children": [{"tabs": [{"nav": ["B"], "id": "inner"}]}]}]}]}"#,
            steps: Array(repeating: ##"{"push": "S", "on": "#inner"}"##, count: size))
        }),
      HostileShape(
        name: "pushes then popTo each #id", unit: "pushes", base: 1_000,
        measure: running("pop-to") { size in
          scenario(
            start: #"{"nav": ["Root"]}"#,
            steps: (0..<size).map { #"{"push": {"screen": "S", "id": "s\#($0)"}}"# }
              + (0..<size - 1).reversed().map { ##"{"popTo": "#s\##($0)"}"## })
        }),
      HostileShape(
        name: "present and dismiss", unit: "pairs", base: 2_000,
        measure: running("present") { size in
          scenario(
            start: #"{"nav": ["Root"]}"#,
            steps: Array(
              repeating: #"{"present": "Modal"}, {"dismiss": true}"#, count: size))
        }),
      HostileShape(
        name: "template bomb", unit: "controllers", base: 1_024,
        measure: running("bomb") { size in
          let levels = size.trailingZeroBitCount
          let templates = (1...levels).map {
            #""l\#($0)": {"tabs": [{"template": "l\#($0 - 1)"}, {"template": "l\#($0 - 1)"}]}"#
          }
          return scenario(
            start: #"{"template": "l\#(levels)"}"#, steps: [],
            define: #"{"templates": {"l0": "Leaf", \#(templates.joined(separator: ", "))}}"#)
        }),
      HostileShape(
        name: "a broken template used by as many steps", unit: "screens and uses", base: 1_000,
        measure: running("broken-template") { size in
          let screens = (0..<size - 1).map { #""S\#($0)""# } + [#"{"screen": "L", "bad": 1}"#]
          return scenario(
            start: #"{"nav": ["Root"]}"#,
            steps: Array(repeating: #"{"push": {"template": "t"}}"#, count: size),
            define: #"{"templates": {"t": {"nav": [\#(screens.joined(separator: ", "))]}}}"#)
        }),
      HostileShape(
        name: "state keys and as many setState steps", unit: "keys", base: 4_000,
        measure: running("set-state") { size in
          let keys = (0..<size).map { #""k\#($0)": false"# }.joined(separator: ", ")
          return #"{"golden": false, "state": {\#(keys)}, "start": {"nav": ["Home"]}, "steps": ["#
            + (0..<size).map { #"{"setState": {"k\#($0)": true}}"# }.joined(separator: ",") + "]}"
        }),
      HostileShape(
        name: "global interceptors, 100 navigations", unit: "interceptors", base: 4_000,
        measure: running("interceptors") { size in
          let interceptor = #"{"cancel": true, "when": {"state": {"on": false}}}"#
          return
            #"{"golden": false, "state": {"on": true}, "define": {"router": {"interceptors": ["#
            + Array(repeating: interceptor, count: size).joined(separator: ", ")
            + #"]}, "destinations": {"d": {"find": "Home"}}}, "start": {"nav": ["Home"]}, "steps": ["#
            + Array(repeating: #"{"navigate": "d"}"#, count: 100).joined(separator: ",") + "]}"
        }),
      HostileShape(
        name: "a destination chain", unit: "destinations", base: 2_000,
        measure: running("destination-chain") { size in
          destinations(size) { #"{"find": null, "from": "d\#($0 + 1)"}"# }
        }),
      HostileShape(
        name: "destinations that each reach the next two", unit: "destinations", base: 2_000,
        measure: running("destination-fan-out") { size in
          destinations(size) {
            #"{"find": null, "from": {"switch": [{"when": "X", "from": "d\#($0 + 1)"}], "default": "d\#($0 + 2)"}}"#
          }
        }),
      HostileShape(
        name: "a strategy chain", unit: "strategies", base: 2_000,
        measure: running("strategy-chain") { size in strategies(size) { [$0 + 1] } }),
      HostileShape(
        name: "strategies that each name the next two", unit: "strategies", base: 2_000,
        measure: running("strategy-fan-out") { size in strategies(size) { [$0 + 1, $0 + 2] } }),
      HostileShape(
        name: "unknown key", unit: "bytes", base: 1_500_000,
        measure: running("key") { size in
          #"{"start": "Home", ""# + String(repeating: "k", count: size) + #"": 1}"#
        }),
    ]
  }

  /// The shapes of commands (print, the HTML report, filters, explore) and of the golden diff.
  static func commandShapes(in folder: URL, timing: @escaping (() -> Void) -> Double)
    -> [HostileShape]
  {
    /// Writes an app and measures exploring it on one job.
    func exploring(_ name: String, _ text: String) throws -> Double {
      let file = folder.appendingPathComponent("\(name).json")
      try Data(text.utf8).write(to: file)
      return timing { navrun(["explore", file.path, "--jobs", "1"]) }
    }
    return [
      HostileShape(
        name: "print --format svg of every step", unit: "pushes", base: 1_000,
        measure: { size in
          let file = folder.appendingPathComponent("svg-\(size).json")
          try Data(pushes(size).utf8).write(to: file)
          return timing { navrun(["print", file.path, "--format", "svg"]) }
        }),
      HostileShape(
        name: "HTML report of a failing growing scenario", unit: "pushes", base: 4_000,
        measure: { size in
          let scenarios = folder.appendingPathComponent("html-\(size)")
          try FileManager.default.createDirectory(
            at: scenarios, withIntermediateDirectories: true)
          try Data(pushes(size, failing: true).utf8).write(
            to: scenarios.appendingPathComponent("f.json"))
          let html = folder.appendingPathComponent("html-\(size).html").path
          return timing { navrun([scenarios.path, "--html", html, "--record", "never"]) }
        }),
      HostileShape(
        name: "--filter '**/zzz' over a long scenario name", unit: "characters", base: 50_000,
        measure: { size in
          let scenarios = try longName(size, in: folder.appendingPathComponent("glob-\(size)"))
          return timing { navrun(["validate", scenarios, "--filter", "**/zzz"]) }
        }),
      HostileShape(
        name: "--filter with braces and classes over a long scenario name", unit: "characters",
        base: 50_000,
        measure: { size in
          let scenarios = try longName(size, in: folder.appendingPathComponent("braces-\(size)"))
          return timing {
            navrun(["validate", scenarios, "--filter", "{**/,*}{a,b,{c,[!x]}}*[a-c]?{zz,**/y}"])
          }
        }),
      HostileShape(
        name: "explore --out, reproducers of failing destinations", unit: "destinations",
        base: 250,
        measure: { size in
          let app = folder.appendingPathComponent("explore-\(size).json")
          let destinations = (0..<size).map {
            #""go \#($0)": {"build": "P", "action": "push", "from": {"find": "M"}}"#
          }
          try Data(
            (#"{"define": {"destinations": {"# + destinations.joined(separator: ", ")
              + #"}}, "start": {"nav": ["Home"]}, "explore": {"depth": 1}}"#).utf8
          ).write(to: app)
          let out = folder.appendingPathComponent("explore-out-\(size)")
          return timing {
            try? FileManager.default.removeItem(at: out)
            navrun(["explore", app.path, "--out", out.path, "--jobs", "1"])
          }
        }),
      HostileShape(
        name: "explore, Booleans in the state", unit: "keys", base: 400,
        measure: { size in
          let keys = (0..<size).map { #""k\#($0)": false"# }.joined(separator: ", ")
          return try exploring(
            "booleans-\(size)",
            #"{"state": {\#(keys)}, "start": {"nav": ["Home"]}, "explore": {"depth": 1, "gestures": false}}"#
          )
        }),
      HostileShape(
        name: "explore, tabs of a compact tab bar", unit: "tabs", base: 250,
        measure: { size in
          let tabs = (0..<size).map { #"{"nav": ["T\#($0)"]}"# }.joined(separator: ", ")
          return try exploring(
            "tabs-\(size)",
            #"{"sizeClass": "compact", "start": {"tabs": [\#(tabs)]}, "explore": {"depth": 1}}"#)
        }),
      HostileShape(
        name: "golden diff, half the lines changed", unit: "lines", base: 12_500,
        measure: { size in
          let old = (0..<size).map { "line \($0)" }.joined(separator: "\n")
          let new = (0..<size).map { $0 % 2 == 0 ? "line \($0)" : "other \($0)" }
            .joined(separator: "\n")
          return timing {
            _ = UnifiedDiff.text(from: old, to: new, oldName: "a", newName: "b", colored: false)
          }
        }),
    ]
  }

  /// `d0 … d(count - 1)`, each `step(index)`, then two that end the chains, and a navigation
  /// to the first.
  static func destinations(_ count: Int, _ step: (Int) -> String) -> String {
    let members =
      (0..<count).map { #""d\#($0)": \#(step($0))"# }
      + [#""d\#(count)": {"find": "Home"}"#, #""d\#(count + 1)": {"find": "Home"}"#]
    return scenario(
      start: #"{"nav": ["Home"]}"#, steps: [#"{"navigate": "d0"}"#],
      define: #"{"destinations": {"# + members.joined(separator: ", ") + "}}")
  }

  /// `s0 … s(count - 1)`, each naming the strategies `names(index)`, then two that find no
  /// stack, and a push by the first.
  static func strategies(_ count: Int, _ names: (Int) -> [Int]) -> String {
    let members =
      (0..<count).map { index in
        #""s\#(index)": ["# + names(index).map { #""s\#($0)""# }.joined(separator: ", ") + "]"
      } + [#""s\#(count)": [{"identifier": "x"}]"#, #""s\#(count + 1)": [{"identifier": "x"}]"#]
    return scenario(
      start: #"{"stack": ["Home"]}"#,
      steps: [#"{"fluidPush": "A", "target": "s0", "expectError": "stackNotFound"}"#],
      define: #"{"strategies": {"# + members.joined(separator: ", ") + "}}")
  }

  /// A scenario of `count` pushes, failing at its last step when `failing`.
  static func pushes(_ count: Int, failing: Bool = false) -> String {
    scenario(
      start: #"{"nav": ["Root"]}"#,
      steps: Array(repeating: #"{"push": "S"}"#, count: count)
        + (failing ? [#"{"push": "T", "expectError": "cannotPopRoot"}"#] : []))
  }

  /// A folder holding one scenario named `ab/ab/…` of `size` characters; its path.
  static func longName(_ size: Int, in folder: URL) throws -> String {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let name = String(repeating: "ab/", count: size / 3)
    try Data(#"{"scenario": "\#(name)", "golden": false, "start": "Home"}"#.utf8).write(
      to: folder.appendingPathComponent("g.json"))
    return folder.path
  }

  /// Runs navrun in process, its output dropped.
  static func navrun(_ arguments: [String]) {
    _ = Navrun.main(arguments: arguments, environment: [:], write: { _ in }, writeError: { _ in })
  }

  /// Measures every shape and prints its times and growth ratios; returns the table's row: the
  /// largest ratio of the last doubling, from 4x to 8x, where timings are longest and steadiest.
  static func printGrowth(
    in folder: URL, timing: @escaping (() -> Void) -> Double, report: @escaping (String) -> Void
  ) throws -> [FigureRow] {
    var worstShape = (name: "", ratio: 0.0)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    print(
      "hostile inputs at 1x 2x 4x 8x, fastest of 5 rounds; ratio per doubling as the median of "
        + "the rounds' ratios [target <= 2.3x]:")
    for shape in shapes(in: folder, timing: timing, report: report) {
      // Every round measures the four sizes in turn, so that a busy spell of the host slows
      // a round's sizes alike instead of one size's every run.
      var rounds: [[Double]] = []
      for _ in 0..<5 {
        rounds.append(try multiples.map { try shape.measure(shape.base * $0) })
      }
      let times = multiples.indices.map { size in rounds.map { $0[size] }.min() ?? 0 }
      let ratios = multiples.indices.dropFirst().map { size in
        rounds.map { $0[size] / $0[size - 1] }.sorted()[rounds.count / 2]
      }
      let worst = ratios.max() ?? 0
      print(
        "  \(shape.name) (\(shape.base) \(shape.unit) at 1x): "
          + times.map { String(format: "%.2f ms", $0 * 1e3) }.joined(separator: ", ")
          + "; ratios " + ratios.map { String(format: "%.2fx", $0) }.joined(separator: ", ")
          + (worst <= 2.3 ? "" : "  ABOVE TARGET"))
      if let last = ratios.last, last > worstShape.ratio { worstShape = (shape.name, last) }
    }
    return [
      FigureRow(
        measure: "any input a user can make large (steps, tabs, templates, presentations, "
          + "a golden's diff), per doubling",
        target: "≤ 2.3×",
        measured: String(
          format: "at most %.2f× from 4× to 8× (%@)", worstShape.ratio, worstShape.name))
    ]
  }
}
