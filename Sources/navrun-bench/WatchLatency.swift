// How long `navrun --watch` takes from a change to one file of a large corpus to the end of
// that file's re-run: the command line's own loop, in process, with its real interval. Each
// change is made at a random moment between two polls, as an editor would save, and timed
// until the loop writes the screen with the re-run; the latency therefore holds the rest of
// the interval, finding the files again, stamping every watched file, the run and the screen.

import Foundation
import NavrunCommand
import ScenarioRunner

enum WatchLatency {
  /// The figures of `changes` changes to single files of a corpus of `count` scenarios.
  struct Figures {
    var latencies: [Double]
    var fullPoll: Double
  }

  static func measure(count: Int, changes: Int, in folder: URL) throws -> Figures {
    let files = try Corpus.write(count: count, steps: 20, into: folder)
    // The goldens first, so that the watched corpus passes.
    _ = Navrun.main(
      arguments: [folder.path, "--record", "missing"], environment: [:], write: { _ in },
      writeError: { _ in })
    // A poll that looks at every file: what each poll costs without file events, and what
    // a watcher with events spends every `fullPollEvery` polls.
    var watcher = Watcher(
      paths: [folder.path], runner: ScenarioRun(record: .never), usesFileEvents: false)
    _ = watcher.poll()
    let clock = ContinuousClock()
    var fullPolls: [Double] = []
    for _ in 0..<9 {
      let start = clock.now
      _ = watcher.poll()
      fullPolls.append(seconds(clock.now - start))
    }

    var random = SeededGenerator(state: 42)
    var changedAt: ContinuousClock.Instant?
    var latencies: [Double] = []
    var made = 0
    let control = WatchControl(
      sleep: { interval in
        guard changedAt == nil, made < changes else { return WatchControl.sleepFor(interval) }
        let before = interval * Double.random(in: 0..<1, using: &random)
        WatchControl.sleepFor(before)
        // Files spread over the corpus; each change alternates the file's size.
        let file = files[(made * 7919) % files.count]
        let text = Corpus.scenario(steps: 20, seed: UInt64((made * 7919) % files.count))
        try? Data((text + (made.isMultiple(of: 2) ? " " : "")).utf8)
          .write(to: URL(fileURLWithPath: file))
        made += 1
        changedAt = clock.now
        WatchControl.sleepFor(interval - before)
      },
      continues: { latencies.count < changes })
    _ = Navrun.main(
      arguments: ["--watch", "--record", "never", folder.path], environment: [:],
      write: { text in
        guard let start = changedAt, text.contains("watch: 1 file changed") else { return }
        latencies.append(seconds(clock.now - start))
        changedAt = nil
      },
      writeError: { _ in }, watchControl: control)
    return Figures(latencies: latencies.sorted(), fullPoll: fullPolls.sorted()[4])
  }

  static func seconds(_ duration: Duration) -> Double {
    let (whole, fraction) = duration.components
    return Double(whole) + Double(fraction) / 1e18
  }

  /// Measures and prints the line; returns the table's row.
  static func printLatency(count: Int, in folder: URL) throws -> FigureRow {
    let changes = 30
    let figures = try measure(count: count, changes: changes, in: folder)
    let latencies = figures.latencies
    func milliseconds(_ value: Double) -> String { String(format: "%.1f ms", value * 1e3) }
    print(
      "watch: change of one file of \(count) to the end of its re-run, \(changes) changes: "
        + "median \(milliseconds(latencies[latencies.count / 2])), "
        + "max \(milliseconds(latencies.last ?? 0)) "
        + "(polls every \(milliseconds(WatchControl.defaultInterval / .seconds(1))) guided by "
        + "file events; a poll of every file \(milliseconds(figures.fullPoll)))  "
        + "[target < 100 ms]")
    return FigureRow(
      measure: "`--watch`: one changed file among 10 000 until its result is on screen",
      target: "< 100 ms",
      measured: "median \(milliseconds(latencies[latencies.count / 2])), "
        + "max \(milliseconds(latencies.last ?? 0))")
  }
}
