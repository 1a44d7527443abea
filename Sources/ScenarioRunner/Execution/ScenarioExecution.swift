// Running one decoded scenario on the engine: steps in order, `expectError` and expectations
// checked, checkpoints, events and warnings collected for the golden, each step timed. The first
// failing step ends a run; a failed step never changes the tree (the engine's transactions).
// A matrix scenario runs its steps once from each named start and keeps going after a start
// fails, so that one run names every start that breaks.

import NavigationCore
import ScenarioFormat

/// What running a scenario's steps produced.
public struct ExecutionResult: Sendable {
  /// The golden text when every step of every start passed, else nil.
  public var golden: String?
  /// One located message per failed start (a single-start scenario has at most one).
  public var failures: [Diagnostic] = []
  /// Every warning, with the step that logged it (and the start, in a matrix scenario).
  public var warnings: [String] = []
  /// The indices in `warnings` of those a step expected: its `expectWarning`, or an
  /// `expectError` naming the warning.
  public var expectedWarnings: [Int] = []
  /// How each start of a matrix scenario went, in order; empty for a scenario with one start.
  public var starts: [StartOutcome] = []
  /// Every step that ran, in order, with its outcome and wall time.
  public var steps: [StepResult] = []
  /// The tree (text rendering) when the first failure happened.
  public var treeAtFailure: String?
  /// The tree a failing window expectation describes (text rendering), when the first
  /// failure was one.
  public var expectedAtFailure: String?
  /// Whether a start could not be built (a node UIKit would refuse, a tree over the limit):
  /// bad input, like a file that does not decode.
  public var hasInvalidStart = false
  /// What the scenario's definitions offer and what its steps used, when recorded.
  var coverage: CoverageRecord?

  /// The first failure.
  public var failure: Diagnostic? { failures.first }
}

/// What one step did.
public struct StepResult: Sendable, Equatable {
  /// How a step ended.
  public enum Outcome: String, Sendable, Equatable {
    /// The step changed the tree, or its expectation held.
    case passed
    /// The step was refused with the code its `expectError` named, as an error or as a
    /// warning; the tree is unchanged.
    case refused
    /// The step failed the scenario.
    case failed
  }

  /// The named start the step ran from, in a matrix scenario.
  public var start: String?
  /// The step's index in `steps`.
  public var index: Int
  /// The step's verb.
  public var verb: String
  /// How the step ended.
  public var outcome: Outcome
  /// The events the step reported, as the engine reported them.
  public var engineEvents: [Event]
  /// The events as text (`appear Post`, `warning: …`), made when a report asks: most runs
  /// never show a step's events.
  public var events: [String] { engineEvents.map(\.description) }
  /// Wall time in seconds.
  public var seconds: Double

  /// `steps[3] push`, as reports name a step.
  public var title: String { "steps[\(index)] \(verb)" }
}

/// Runs scenarios on the engine.
public enum ScenarioExecution {
  /// Runs every step of a scenario, from each of its starts.
  ///
  /// Without `keepingSteps` the result lists no steps, and the engine diffs the visible screens
  /// only where the golden or an `expectEvents` step reads the events, since a run that shows no
  /// steps pays for neither the step records nor that walk on every step.
  public static func run(_ scenario: Scenario, keepingSteps: Bool = true) -> ExecutionResult {
    run(scenario, keepingSteps: keepingSteps, recordingCoverage: false)
  }

  /// Runs a scenario, noting what its steps use of its definitions when `recordingCoverage`.
  static func run(_ scenario: Scenario, keepingSteps: Bool, recordingCoverage: Bool)
    -> ExecutionResult
  {
    var result = ExecutionResult()
    if recordingCoverage { result.coverage = CoverageRecord() }
    result.warnings = scenario.decodingWarnings.map { warning in
      let place = warning.location.map { "\(warning.file):\($0.line):\($0.column)" }
      return "\(place ?? warning.file): \(warning.message)"
    }
    var sections: [String] = []
    let detail: EventDetail =
      keepingSteps || scenario.records.contains(.events) || scenario.expectsEvents
      ? .all : .libraryOnly
    let clock = ContinuousClock()
    for start in scenario.startsToRun {
      // Only a matrix start is timed on its own: a single start's time is the file's.
      let started = start.name == nil ? nil : clock.now
      let (steps, warnings) = (result.steps.count, result.warnings.count)
      var outcome = run(
        scenario, from: start, reporting: detail, keepingSteps: keepingSteps, into: &result)
      if let golden = outcome.golden, let name = start.name {
        sections.append("-- start \(name) --\n" + golden)
      } else if let golden = outcome.golden {
        sections.append(golden)
      }
      // A scenario of one start is its own report; a matrix start gets one of its own.
      guard let started else { continue }
      outcome.steps = steps..<result.steps.count
      outcome.warnings = warnings..<result.warnings.count
      outcome.seconds = ScenarioRun.seconds(clock.now - started)
      result.starts.append(outcome)
    }
    if result.failures.isEmpty { result.golden = sections.joined(separator: "\n") }
    if !scenario.comparesGolden, !scenario.hasExpectations {
      result.warnings.append(
        "the scenario asserts nothing: it compares no golden (\"golden\": false) and checks "
          + "nothing (no expectation step, expectError or expectWarning), so it passes unless "
          + "a step fails")
    }
    return result
  }

  /// Runs the steps from one start: its golden text, or its failure.
  private static func run(
    _ scenario: Scenario, from start: NamedStart, reporting detail: EventDetail,
    keepingSteps: Bool, into result: inout ExecutionResult
  ) -> StartOutcome {
    var outcome = StartOutcome(name: start.name ?? "")
    func fail(_ diagnostic: Diagnostic) {
      outcome.failure = diagnostic
      result.failures.append(diagnostic)
      if result.treeAtFailure == nil {
        result.treeAtFailure = outcome.treeAtFailure
        result.expectedAtFailure = outcome.expectedAtFailure
      }
    }
    let prefix = start.name.map { "start \"\($0)\": " } ?? ""
    let playback = ScenarioPlayback(scenario: scenario, start: start, detail: detail)
    var state: NavigationState
    switch playback.makeState() {
    case .success(let built):
      state = built
    case .failure(let error):
      result.hasInvalidStart = true
      outcome.isInvalid = true
      fail(
        playback.diagnostic(at: nil, prefix + "start: \(error.code.rawValue): \(error.message)"))
      return outcome
    }
    let subtree = scenario.goldenSubtree
    var document = GoldenDocument(records: scenario.records, subtree: subtree?.selector)
    var warnings: [String] = []
    var expectedWarnings: [Int] = []
    for case .warning(let warning) in state.startEvents {
      warnings.append("start: \(warning)")
    }
    if let recorded = result.coverage {
      let offered = CoverageRecord(offeredBy: scenario, start: state)
      result.coverage = CoverageRecord(
        offered: recorded.offered.union(offered.offered), used: recorded.used.union(offered.used))
    }
    document.recordStart(events: state.startEvents)
    let clock = ContinuousClock()
    var stepStarted = keepingSteps ? clock.now : nil
    playback.play(on: &state) { step, played, state in
      if result.coverage != nil, played.error == nil, case .perform(let operation) = step.action {
        result.coverage?.note(operation, events: played.events, after: state)
      }
      if keepingSteps, let started = stepStarted {
        result.steps.append(
          StepResult(
            start: start.name, index: step.index, verb: step.verb,
            outcome: played.verdict.failure != nil
              ? .failed : played.verdict.refusal != nil ? .refused : .passed,
            engineEvents: played.events, seconds: ScenarioRun.seconds(clock.now - started)))
      }
      if let failure = played.verdict.failure {
        outcome.treeAtFailure = state.rendering
        if case .check(let expectation) = step.action {
          outcome.expectedAtFailure = Self.expectedTree(
            expectation, scenario: scenario, like: state)
        }
        fail(playback.diagnostic(at: step, prefix + failure))
        return false
      }
      for case .warning(let warning) in played.events {
        if warning.code == step.expectedWarning || warning.code == played.verdict.refusal {
          expectedWarnings.append(warnings.count)
        }
        warnings.append("\(step.title): \(warning)")
      }
      document.record(
        step: step, events: played.events, refusal: played.verdict.refusal, state: state)
      if keepingSteps { stepStarted = clock.now }
      return true
    }
    result.expectedWarnings += expectedWarnings.map { $0 + result.warnings.count }
    result.warnings += warnings.map { prefix + $0 }
    guard outcome.failure == nil else { return outcome }
    if let subtree, (try? state.window.resolve(subtree.selector)) == nil {
      // The golden holds that subtree: a final tree without it has nothing to compare.
      outcome.treeAtFailure = state.rendering
      fail(
        Diagnostic(
          file: scenario.file, location: subtree.location,
          message: prefix + "golden.at: \(NavigationError.Code.notFound.rawValue): no controller "
            + "matches \"\(subtree.selector)\" in the final tree"))
      return outcome
    }
    document.warnings = warnings
    outcome.golden = document.text(final: document.rendering(of: state))
    return outcome
  }
}

extension ScenarioExecution {
  /// The tree a window or subtree expectation describes, built as a start in the window's size
  /// class so that the report can draw it; nil for other expectations, or when it cannot be
  /// built.
  static func expectedTree(
    _ expectation: Expectation, scenario: Scenario, like state: NavigationState
  ) -> String? {
    let blueprint: Blueprint
    switch expectation {
    case .window(let expected), .subtree(let expected, _): blueprint = expected
    default: return nil
    }
    return try? NavigationState(
      start: blueprint, sizeClass: state.window.sizeClass, definitions: scenario.definitions
    ).window.text
  }
}

extension Scenario {
  /// Whether a step checks the events of the step before it.
  var expectsEvents: Bool {
    steps.contains {
      if case .check(.events) = $0.action { true } else { false }
    }
  }
}
