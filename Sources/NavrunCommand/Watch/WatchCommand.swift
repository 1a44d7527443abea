// `navrun --watch`: the first poll runs every file, then the loop sleeps a short interval and
// polls again, printing a screen whenever a poll found something. It ends when the process
// is interrupted (Ctrl-C, the default SIGINT handler) or, in tests and the benchmark, when
// its `WatchControl` says stop.

import Platform
import ScenarioFormat
import ScenarioRunner

/// How the watch loop waits between polls and when it stops.
public struct WatchControl {
  /// The time between the end of one poll and the start of the next.
  public var interval: Duration
  /// Waits; called with `interval` between polls.
  public var sleep: (Duration) -> Void
  /// Asked after each poll (and its screen); the loop ends when it returns false.
  public var continues: () -> Bool

  /// Creates a control.
  public init(
    interval: Duration = Self.defaultInterval, sleep: @escaping (Duration) -> Void,
    continues: @escaping () -> Bool
  ) {
    self.interval = interval
    self.sleep = sleep
    self.continues = continues
  }

  /// The interval `navrun --watch` polls at.
  public static let defaultInterval = Duration.milliseconds(50)

  /// Polls every `defaultInterval` until the process is interrupted.
  public static var untilInterrupted: WatchControl {
    WatchControl(sleep: sleepFor, continues: { true })
  }

  /// Polls `count` times in all, without sleeping; `between` runs before each poll after the
  /// first, so that a test can change files there.
  public static func polls(_ count: Int, between: @escaping () -> Void = {}) -> WatchControl {
    var done = 0
    return WatchControl(
      sleep: { _ in between() },
      continues: {
        done += 1
        return done < count
      })
  }

  /// Sleeps the calling thread for `duration`.
  public static func sleepFor(_ duration: Duration) {
    let (seconds, attoseconds) = duration.components
    ProcessControl.sleep(
      nanoseconds: Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000))
  }
}

enum WatchCommand {
  /// Watches the files of `navrun run --watch` or `navrun validate --watch`.
  static func run(
    _ invocation: Invocation, paths: [String], record: RecordMode, in context: CommandContext
  ) -> Int32 {
    var runner = ScenarioRun(record: record)
    runner.validatesOnly = invocation.command == .validate
    runner.keepsSteps = false
    var watcher = Watcher(
      paths: paths, runner: runner, selection: invocation.selection,
      excludes: invocation.excludes, jobs: invocation.jobs)
    watcher.ownFiles = invocation.configurationFile.map { [$0] } ?? []
    let console = ConsoleReporter(
      palette: context.palette, pathArguments: ShellWords.arguments(invocation.paths),
      isQuiet: invocation.isQuiet)
    return run(
      &watcher, screen: WatchScreen(console: console, clears: context.isTerminal),
      control: context.watchControl, write: context.write, writeError: context.writeError)
  }

  /// Runs the loop; returns the exit code of the last poll's state when `control` stops it
  /// (2 at once when a path is missing or nothing is found).
  static func run(
    _ watcher: inout Watcher, screen: WatchScreen, control: WatchControl,
    write: (String) -> Void, writeError: (String) -> Void
  ) -> Int32 {
    var cycle = watcher.poll()
    guard cycle.problems.isEmpty, !cycle.changed.isEmpty else {
      for problem in cycle.problems { writeError("navrun: error: \(problem)\n") }
      if cycle.problems.isEmpty {
        writeError(
          "navrun: error: no scenario files (*.json) in "
            + watcher.paths.joined(separator: ", ") + "\n")
      }
      return Navrun.ExitCode.badInput.rawValue
    }
    var isFirst = true
    var problems: [String] = []
    while true {
      if cycle.problems != problems {
        for problem in cycle.problems { writeError("navrun: error: \(problem)\n") }
        problems = cycle.problems
      }
      if isFirst || !cycle.isEmpty {
        write(screen.text(for: cycle, isFirst: isFirst, watcher: watcher))
      }
      isFirst = false
      guard control.continues() else { break }
      control.sleep(control.interval)
      cycle = watcher.poll()
    }
    let reports = watcher.reports
    if reports.contains(where: { $0.status == .invalid }) {
      return Navrun.ExitCode.badInput.rawValue
    }
    return reports.allSatisfy(\.isPassing)
      ? Navrun.ExitCode.success.rawValue : Navrun.ExitCode.failure.rawValue
  }
}
