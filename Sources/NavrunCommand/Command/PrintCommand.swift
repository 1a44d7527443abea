// `navrun print FILE [--step N] [--format text|json|mermaid|dot|svg|hierarchy]`: the tree at the start and
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
import ScenarioRunner

enum PrintCommand: NavrunSubcommand {
  static func run(_ invocation: Invocation, in context: CommandContext) -> Int32 {
    guard let file = invocation.paths.first else {
      return context.usageFailure(UsageError("`navrun print` takes one scenario file"))
    }
    return print(
      file, step: invocation.step, format: invocation.format, write: context.write,
      writeError: context.writeError)
  }

  /// Prints the trees of `file`; returns the exit code.
  static func print(
    _ file: String, step: Int?, format: PictureFormat, write: (String) -> Void,
    writeError: (String) -> Void
  ) -> Int32 {
    var scenario: Scenario
    do {
      scenario = try ScenarioLoader().load(file)
    } catch {
      writeError(error.allErrors.map { $0.description + "\n" }.joined())
      return Navrun.ExitCode.badInput.rawValue
    }
    if let step, !scenario.steps.indices.contains(step) {
      writeError(
        "navrun: error: \(file) has \(scenario.steps.count) steps; there is no step \(step)\n")
      return Navrun.ExitCode.badInput.rawValue
    }
    // The views that load are noted only for a picture that shows them.
    if format == .hierarchy { scenario.tracksViews = true }
    let failure: (message: String, code: Navrun.ExitCode)?
    if format == .svg, step == nil {
      // Each frame drawn when it is reached and its tree let go, so that memory stays linear
      // in the scenario's length rather than holding every tree of a growing scenario.
      var strip = FilmStrip()
      failure = ScenarioTrees.walk(scenario, step: nil) { strip.add($0.frame) }
      write(strip.svg())
    } else {
      let walk = ScenarioTrees(scenario, file: file, step: step)
      write(render(walk.trees, format: format, strip: step == nil))
      failure = walk.error
    }
    guard let error = failure else { return Navrun.ExitCode.success.rawValue }
    writeError(error.message)
    return error.code.rawValue
  }

  /// The trees in a format.
  ///
  /// `strip` asks for every step in one picture, as without `--step`: an SVG film strip, a DOT
  /// graph with one cluster per tree.
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
      return FilmStrip.svg(trees.map(\.frame))
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
    case .hierarchy:
      // One tree as swift-snapshot-testing records it, to diff with a snapshot; several each
      // under its header.
      guard trees.count != 1 else { return format.picture(of: trees[0].state) }
      return trees.map { "-- \($0.header) --\n" + format.picture(of: $0.state) }.joined(
        separator: "\n")
    case .json:
      guard trees.count != 1 else { return format.picture(of: trees[0].state) }
      let items = trees.map { tree in
        let events = tree.events.map { "      " + TextEscaping.jsonLiteral($0) }.joined(
          separator: ",\n")
        let window = format.picture(of: tree.state).dropLast()
          .split(separator: "\n", omittingEmptySubsequences: false)
          .joined(separator: "\n    ")
        return "  {\n    \"after\": \(TextEscaping.jsonLiteral(tree.header)),\n"
          + "    \"events\": \(events.isEmpty ? "[]" : "[\n" + events + "\n    ]"),\n"
          + "    \"window\": \(window)\n  }"
      }
      return "[\n" + items.joined(separator: ",\n") + "\n]\n"
    }
  }
}

extension String {
  fileprivate func replacingPrefix(_ prefix: String, with replacement: String) -> String {
    hasPrefix(prefix) ? replacement + dropFirst(prefix.count) : self
  }
}
