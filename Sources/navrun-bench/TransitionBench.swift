// What one explored transition costs beside one step of `run`, in process and on one thread,
// and where a transition's time goes: copying the state, applying the action, the digest with
// the invariants of what changed, the seen-set, the properties, and the map's bookkeeping;
// beside them, what the text key and the full invariant walk, which a transition computed
// before, would cost. Instruction counts decide (`valgrind --tool=callgrind` on a release
// build, docs/performance.md); these timings are what the benchmark can print in one run.

import Foundation
import ScenarioFormat
import ScenarioRunner

enum TransitionBench {
  /// Prints the cost of a transition of `ExploreBench.app` explored to `states` states, beside
  /// a step of a scenario of `steps` steps run whole; returns the table's row.
  static func printFigures(
    states: Int, steps: Int, in folder: URL
  ) throws -> FigureRow {
    let loader = ScenarioLoader()
    let appFile = folder.appendingPathComponent("transition-app.json").path
    guard let app = try? loader.decode(Array(ExploreBench.app.utf8), file: appFile),
      let stages = TransitionStages(scenario: app, states: states)
    else {
      print("transition cost: the benchmark's app does not start")
      return FigureRow(measure: "explored transition", target: "", measured: "failed")
    }
    var text = Corpus.scenario(steps: steps, seed: 7)
    text = text.replacingOccurrences(of: "\"scenario\":", with: "\"golden\": false, \"scenario\":")
    let longFile = folder.appendingPathComponent("transition-long.json").path
    guard let long = try? loader.decode(Array(text.utf8), file: longFile) else {
      print("transition cost: the long scenario does not decode")
      return FigureRow(measure: "explored transition", target: "", measured: "failed")
    }
    let clock = ContinuousClock()
    func fastest(_ body: () -> Void) -> Double {
      var best = Double.infinity
      for _ in 0..<5 {
        let start = clock.now
        body()
        let elapsed = clock.now - start
        best = min(
          best,
          Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18)
      }
      return best
    }
    let step = fastest { _ = ScenarioExecution.run(long, keepingSteps: false) } / Double(steps)
    var transitions = 0
    let search = fastest { transitions = stages.search(keepingMap: false) }
    let perTransition = search / Double(max(1, transitions))
    let withMap = fastest { _ = stages.search(keepingMap: true) } / Double(max(1, transitions))
    let count = Double(max(1, stages.count))
    let copy = fastest { _ = stages.copy() } / count
    let apply = fastest { _ = stages.apply() } / count
    let digest = fastest { _ = stages.applyAndDigest() } / count
    let whole = fastest { _ = stages.transitions() } / count
    let seen = fastest { _ = stages.seenSet() } / count
    let properties = fastest { _ = stages.properties() } / count
    let textKey = fastest { _ = stages.textKeys() } / count
    let invariants = fastest { _ = stages.fullInvariants() } / count
    func micro(_ seconds: Double) -> String { String(format: "%.2f µs", seconds * 1e6) }
    let ratio = perTransition / step
    print(
      "explored transition vs run step, one thread [target: <= 10x]: a transition \(micro(perTransition)) "
        + "(\(transitions) transitions, \(states) states), a step of run \(micro(step)) "
        + "(\(steps) steps): \(String(format: "%.1fx", ratio))")
    print(
      "  a transition by stage (\(stages.count) transitions of the first \(states) states): "
        + "copy \(micro(copy)), apply \(micro(apply - copy)), "
        + "digest + invariants of what changed \(micro(digest - apply)), "
        + "warnings + promise + properties \(micro(max(0, whole - digest))) "
        + "(properties alone \(micro(properties))), seen-set \(micro(seen)), "
        + "map bookkeeping \(micro(max(0, withMap - perTransition))); before the digest: "
        + "text key \(micro(textKey)), full invariants \(micro(invariants))")
    return FigureRow(
      measure: "`explore`, one transition beside one step of `run`", target: "≤ 10×",
      measured: String(format: "%.1f× ", ratio) + "(\(micro(perTransition)) beside \(micro(step)))")
  }
}
