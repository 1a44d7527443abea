// `navrun print FILE [--step N] [--format text|json|mermaid|dot|svg]`: the tree at the start and
// after each step (or after step N only), from each start of a matrix scenario, in the chosen
// format. Text keeps the `-- after … --` headers with the events as `# …` lines; Mermaid gets
// the same lines as comments; Graphviz prints one graph, a cluster per tree when there are
// several, so that `dot` renders them at once; SVG draws the screen after step N, or without
// `--step` a film strip of every tree, captioned; JSON prints one window, or an array of
// `{"after", "events", "window"}` objects when there are several. A step that fails
// unexpectedly ends the print: every tree up to it and the tree it left are printed, then the
// located error.

import NavigationCore
import ScenarioFormat

/// One tree `print` shows.
struct PrintedTree {
  var header: String
  var events: [String]
  var state: NavigationState
}

enum PrintCommand {
  /// Runs `navrun print`; returns the exit code.
  static func run(
    _ file: String, step: Int?, format: PictureFormat, write: (String) -> Void,
    writeError: (String) -> Void
  ) -> Int32 {
    let scenario: Scenario
    do {
      scenario = try ScenarioLoader().load(file)
    } catch {
      writeError(error.description + "\n")
      return Navrun.ExitCode.badInput.rawValue
    }
    if let step, !scenario.steps.indices.contains(step) {
      writeError(
        "navrun: error: \(file) has \(scenario.steps.count) steps; there is no step \(step)\n")
      return Navrun.ExitCode.badInput.rawValue
    }
    var trees: [PrintedTree] = []
    for start in scenario.startsToRun {
      let from = start.name.map { " (from \($0))" } ?? ""
      var state: NavigationState
      do {
        state = try scenario.makeState(from: start)
      } catch {
        // The trees of the starts before this one, then the located error: bad input.
        write(render(trees, format: format, strip: step == nil))
        let name = start.name.map { "starts.\($0)" } ?? "start"
        let place = start.location.map { ":\($0.line):\($0.column)" } ?? ""
        writeError(
          "\(file)\(place): error: \(name): \(error.code.rawValue): \(error.message)\n")
        return Navrun.ExitCode.badInput.rawValue
      }
      if step == nil {
        trees.append(
          PrintedTree(header: start.name.map { "start \($0)" } ?? "start", events: [], state: state)
        )
      }
      for current in scenario.steps {
        var header = "after \(current.title)\(from)"
        var events: [String] = []
        if case .perform(let operation) = current.action {
          do {
            events = try state.perform(operation).map(\.description)
          } catch {
            guard current.expectedError == error.code else {
              // Every tree up to the failure, and the tree the failed step left (a library
              // that fails half-way keeps what it did), then the located error.
              trees.append(
                PrintedTree(
                  header: "after \(current.title)\(from) (failed: \(error.code.rawValue))",
                  events: [], state: state))
              write(render(trees, format: format, strip: step == nil))
              let prefix = start.name.map { "start \"\($0)\": " } ?? ""
              writeError(
                "\(file):\(current.location.line):\(current.location.column): error: \(prefix)"
                  + "\(current.title) failed: \(error.code.rawValue): \(error.message)\n")
              return Navrun.ExitCode.failure.rawValue
            }
            header = "after \(current.title)\(from) (failed as expected: \(error.code.rawValue))"
          }
        }
        if step == nil || step == current.index {
          trees.append(PrintedTree(header: header, events: events, state: state))
        }
        if step == current.index { break }
      }
    }
    write(render(trees, format: format, strip: step == nil))
    return Navrun.ExitCode.success.rawValue
  }

  /// The trees in a format. `strip` asks for every step in one picture, as without `--step`:
  /// an SVG film strip, a DOT graph with one cluster per tree.
  static func render(_ trees: [PrintedTree], format: PictureFormat, strip: Bool) -> String {
    switch format {
    case .text:
      return trees.map { tree in
        "-- \(tree.header) --\n" + tree.events.map { "# \($0)\n" }.joined()
          + format.picture(of: tree.state)
      }.joined(separator: "\n")
        .replacingPrefix("-- after", with: "\n-- after")
    case .svg:
      guard strip || trees.count != 1 else { return format.picture(of: trees[0].state) }
      return FilmStrip.svg(
        trees.map { FilmFrame(title: $0.header, events: $0.events, window: $0.state.window) })
    case .dot where trees.count != 1:
      return Window.dot(
        clusters: trees.map { tree in
          (tree.header, [tree.header] + tree.events.map { "  \($0)" }, tree.state.window)
        })
    case .mermaid, .dot:
      return trees.map { tree in
        ([tree.header] + tree.events.map { "  \($0)" }).compactMap(format.comment).joined(
          separator: "\n") + "\n" + format.picture(of: tree.state)
      }.joined(separator: "\n")
    case .json:
      guard trees.count != 1 else { return format.picture(of: trees[0].state) }
      let items = trees.map { tree in
        let events = tree.events.map { "      " + jsonLiteral($0) }.joined(separator: ",\n")
        let window = format.picture(of: tree.state).dropLast()
          .split(separator: "\n", omittingEmptySubsequences: false)
          .joined(separator: "\n    ")
        return "  {\n    \"after\": \(jsonLiteral(tree.header)),\n"
          + "    \"events\": \(events.isEmpty ? "[]" : "[\n" + events + "\n    ]"),\n"
          + "    \"window\": \(window)\n  }"
      }
      return "[\n" + items.joined(separator: ",\n") + "\n]\n"
    }
  }

  private static func jsonLiteral(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}

extension String {
  fileprivate func replacingPrefix(_ prefix: String, with replacement: String) -> String {
    hasPrefix(prefix) ? replacement + dropFirst(prefix.count) : self
  }
}
