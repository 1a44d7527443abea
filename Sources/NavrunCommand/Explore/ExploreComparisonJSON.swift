// `--json FILE` with `--compare`: the comparison for programs. Every start with both versions'
// figures, the counts of states gained and lost with the first of them, and every screen,
// transition between screens and failure gained or lost, each with its shortest path (action
// names, from the start). Keys sorted, so that the same comparison gives the same bytes.

import ScenarioRunner

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

enum ExploreComparisonJSON {
  struct Document: Encodable {
    var version = 1
    var kind = "comparison"
    var newFailures: Int
    var starts: [Start]
  }

  struct Start: Encodable {
    var start: String?
    var old: ComparedSide
    var new: ComparedSide
    var states: States
    var screens: Changes<ReachedPlace>
    var transitions: Changes<ScreenMove>
    var failures: Failures
  }

  struct States: Encodable {
    var gained: Int
    var lost: Int
    /// The first states gained and lost, shallowest first.
    var firstGained: [ReachedPlace]
    var firstLost: [ReachedPlace]
  }

  struct Changes<Item: Encodable>: Encodable {
    var gained: [Item]
    var lost: [Item]
  }

  /// The failures, as the exploration's report writes them (without reproducers).
  struct Failures: Encodable {
    var new: [ExploreReports.Failure]
    var fixed: [ExploreReports.Failure]
  }

  static func document(_ comparisons: [StartComparison]) -> String {
    let document = Document(
      newFailures: comparisons.reduce(0) { $0 + $1.newFailures.count },
      starts: comparisons.map(start))
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let data = (try? encoder.encode(document)) ?? Data()
    return String(decoding: data, as: UTF8.self) + "\n"
  }

  private static func start(_ comparison: StartComparison) -> Start {
    Start(
      start: comparison.startName, old: comparison.old, new: comparison.new,
      states: States(
        gained: comparison.statesGained, lost: comparison.statesLost,
        firstGained: comparison.gainedStates, firstLost: comparison.lostStates),
      screens: Changes(gained: comparison.gainedScreens, lost: comparison.lostScreens),
      transitions: Changes(gained: comparison.gainedMoves, lost: comparison.lostMoves),
      failures: Failures(
        new: comparison.newFailures.map(failure), fixed: comparison.fixedFailures.map(failure)))
  }

  private static func failure(_ failure: ExploreFailure) -> ExploreReports.Failure {
    ExploreReports.Failure(
      action: failure.action, code: failure.code, message: failure.message,
      from: failure.place, path: failure.path.map(\.name), reproducer: nil)
  }
}
