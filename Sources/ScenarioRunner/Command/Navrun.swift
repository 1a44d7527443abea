// The navrun command as a function of its arguments and environment, returning the exit code,
// so that it runs in process in tests; `main.swift` only calls it.

import NavigationCore
import ScenarioFormat

/// navrun's entry point.
public enum Navrun {
  /// Exit codes (SPEC §4).
  public enum ExitCode: Int32, Sendable {
    /// Everything passed.
    case success = 0
    /// A scenario failed.
    case failure = 1
    /// Bad input or usage.
    case badInput = 2
  }

  /// Runs navrun; `write` receives standard output, `writeError` standard error.
  public static func main(
    arguments: [String], environment: [String: String],
    isTerminal: Bool = false,
    write: (String) -> Void, writeError: (String) -> Void
  ) -> Int32 {
    let invocation: Invocation
    do {
      invocation = try Invocation(arguments: arguments)
    } catch {
      writeError("navrun: error: \(error.message)\n\(usage)")
      return ExitCode.badInput.rawValue
    }
    if invocation.wantsHelp {
      write(usage)
      return ExitCode.success.rawValue
    }
    let colored: Bool
    switch invocation.color {
    case .always: colored = true
    case .never: colored = false
    case .auto: colored = isTerminal && (environment["NO_COLOR"] ?? "").isEmpty
    }
    let reporter = ConsoleReporter(palette: Palette(isEnabled: colored))
    let paths = invocation.paths.isEmpty ? ["Scenarios"] : invocation.paths
    switch invocation.command {
    case .run, .validate:
      let record = invocation.record ?? (isCI(environment) ? .never : .missing)
      return runFiles(
        paths, validateOnly: invocation.command == .validate, record: record, reporter: reporter,
        write: write, writeError: writeError)
    case .print:
      return printSteps(of: paths[0], step: invocation.step, write: write, writeError: writeError)
    }
  }

  static func isCI(_ environment: [String: String]) -> Bool {
    guard let value = environment["CI"]?.lowercased() else { return false }
    return !["", "0", "false", "no"].contains(value)
  }

  private static func runFiles(
    _ paths: [String], validateOnly: Bool, record: RecordMode, reporter: ConsoleReporter,
    write: (String) -> Void, writeError: (String) -> Void
  ) -> Int32 {
    let (files, missing) = ScenarioDiscovery.files(in: paths)
    for path in missing { writeError("navrun: error: no such file or folder: \(path)\n") }
    if files.isEmpty, missing.isEmpty {
      writeError("navrun: error: no scenario files (*.json) in \(paths.joined(separator: ", "))\n")
      return ExitCode.badInput.rawValue
    }
    let run = ScenarioRun(record: record)
    var reports: [ScenarioReport] = []
    for file in files {
      let report = validateOnly ? validation(of: file, loader: run.loader) : run.report(for: file)
      write(reporter.line(for: report) + "\n")
      let details = reporter.details(for: report)
      if !details.isEmpty { write(details) }
      reports.append(report)
    }
    write(reporter.summary(of: reports))
    if !missing.isEmpty || reports.contains(where: { $0.status == .invalid }) {
      return ExitCode.badInput.rawValue
    }
    return reports.allSatisfy(\.status.isPassing)
      ? ExitCode.success.rawValue : ExitCode.failure.rawValue
  }

  private static func validation(of file: String, loader: ScenarioLoader) -> ScenarioReport {
    var report = ScenarioReport(
      file: file, name: file, tags: [], status: .passed, diagnostics: [], warnings: [], seconds: 0)
    do {
      if ScenarioDiscovery.isDefinitionsFile(file) {
        try loader.validateDefinitions(file)
        report.status = .definitions
      } else {
        let scenario = try loader.load(file)
        report.name = scenario.name
      }
    } catch {
      report.status = .invalid
      report.diagnostics = [error]
    }
    return report
  }

  private static func printSteps(
    of file: String, step: Int?, write: (String) -> Void, writeError: (String) -> Void
  ) -> Int32 {
    let scenario: Scenario
    do {
      scenario = try ScenarioLoader().load(file)
    } catch {
      writeError(error.description + "\n")
      return ExitCode.badInput.rawValue
    }
    if let step, !scenario.steps.indices.contains(step) {
      writeError(
        "navrun: error: \(file) has \(scenario.steps.count) steps; there is no step \(step)\n")
      return ExitCode.badInput.rawValue
    }
    var state: NavigationState
    do {
      state = try scenario.makeState()
    } catch {
      writeError("\(file): error: start: \(error.code.rawValue): \(error.message)\n")
      return ExitCode.failure.rawValue
    }
    if step == nil { write("-- start --\n" + state.rendering) }
    for current in scenario.steps {
      if case .perform(let operation) = current.action {
        do {
          let events = try state.perform(operation)
          if step == nil || step == current.index {
            write("\n-- after \(current.title) --\n")
            for event in events { write("# \(event)\n") }
          }
        } catch {
          if current.expectedError != error.code {
            writeError(
              "\(file):\(current.location.line):\(current.location.column): error: "
                + "\(current.title) failed: \(error.code.rawValue): \(error.message)\n")
            return ExitCode.failure.rawValue
          }
          if step == nil || step == current.index {
            write("\n-- after \(current.title) (failed as expected: \(error.code.rawValue)) --\n")
          }
        }
      } else if step == nil || step == current.index {
        write("\n-- after \(current.title) --\n")
      }
      if step == nil || step == current.index { write(state.rendering) }
      if step == current.index { break }
    }
    return ExitCode.success.rawValue
  }

  /// The usage text.
  public static let usage = """
    usage: navrun [run] [PATH …] [--record missing|all|never] [--update] [--color auto|always|never]
           navrun validate [PATH …]
           navrun print FILE [--step N]

    Runs the scenario files (*.json) at or below each PATH (default: Scenarios) and compares
    each result with its golden file (x.json -> x.golden). Exit codes: 0 all passed, 1 a
    scenario failed, 2 bad input or usage.

    """
}
