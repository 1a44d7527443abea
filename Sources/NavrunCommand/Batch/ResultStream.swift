// How a run of many files shows each file's result as it arrives, in discovery order: console
// lines, which the workers format, or TAP, whose test points the main thread numbers as they
// are delivered.

import ScenarioRunner

/// The streamed output of a run: console lines or TAP.
struct ResultStream {
  /// The console's lines and summary; used for the summary under TAP too.
  var console: ConsoleReporter
  /// TAP, when `--tap` is given.
  var tap: TAPReporter?
  /// TAP test points numbered so far: scenarios only, since a valid definitions file is a
  /// comment, as it is no test in the other reports.
  private var testPoints = 0

  /// A stream of console lines, or of TAP when `tap` is given.
  init(console: ConsoleReporter, tap: TAPReporter?) {
    self.console = console
    self.tap = tap
  }

  /// What comes before the first result.
  var header: String { tap?.header ?? "" }

  /// The lines a worker formats for `report`, before delivery: the console's (TAP's depend on
  /// the order of delivery).
  func preparedLines(for report: ScenarioReport) -> String {
    tap == nil ? console.lines(for: report) : ""
  }

  /// The lines of a delivered report, given those a worker prepared for it.
  mutating func deliveredLines(for report: ScenarioReport, prepared: String) -> String {
    guard let tap else { return prepared }
    if report.status == .definitions { return tap.comment(forDefinitions: report) }
    testPoints += 1
    return tap.testPoint(for: report, number: testPoints)
  }
}
