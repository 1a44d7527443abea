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

  /// Runs navrun; `write` receives standard output, `writeError` standard error. When
  /// navrun is the whole process, `exitProcess` ends it: a run of many files then exits
  /// with its code before freeing what it holds, instead of returning.
  ///
  /// `isTerminal` says whether standard output is a terminal, `isInputTerminal` whether
  /// standard input is; `navrun review` asks about each pending golden only when both are.
  /// It then reads `keys`, or, when that is nil, standard input in raw mode.
  public static func main(
    arguments: [String], environment: [String: String],
    isTerminal: Bool = false, isInputTerminal: Bool = false, keys: (any KeySource)? = nil,
    write: (String) -> Void, writeError: (String) -> Void,
    exitProcess: ((Int32) -> Never)? = nil
  ) -> Int32 {
    let invocation: Invocation
    let environmentRecord: RecordMode?
    do throws(UsageError) {
      invocation = try Invocation(arguments: arguments)
      environmentRecord = try RecordMode(environment: environment)
    } catch {
      writeError(
        ControlCharacters.escaped(
          "navrun: error: \(error.message)\nRun `navrun --help` for the usage.\n"))
      return ExitCode.badInput.rawValue
    }
    if invocation.wantsHelp {
      write(usage)
      return ExitCode.success.rawValue
    }
    if invocation.wantsVersion {
      write("navrun \(version)\n")
      return ExitCode.success.rawValue
    }
    let colored: Bool
    switch invocation.color {
    case .always: colored = true
    case .never: colored = false
    case .auto: colored = isTerminal && (environment["NO_COLOR"] ?? "").isEmpty
    }
    let paths = invocation.paths.isEmpty ? ["Scenarios"] : invocation.paths
    let palette = Palette(isEnabled: colored)
    let showsProgress = isTerminal && !invocation.usesTAP
    // Nothing from a scenario, a golden or an argument moves the reader's terminal: navrun's
    // own styles pass, and only when it styles; every other control character is escaped.
    let styles = colored || showsProgress
    let write = { (text: String) in write(ControlCharacters.escaped(text, keepingStyles: styles)) }
    let writeError = { (text: String) in
      writeError(ControlCharacters.escaped(text, keepingStyles: styles))
    }
    switch invocation.command {
    case .run, .validate:
      let batch = BatchRun(
        invocation: invocation, paths: paths,
        record: invocation.record ?? environmentRecord
          ?? (isCI(environment) ? .never : .missing),
        unreferenced: invocation.unreferenced ?? (isCI(environment) ? .fail : .warn),
        palette: palette, showsProgress: showsProgress,
        exitProcess: exitProcess)
      return batch.run(write: write, writeError: writeError)
    case .print:
      return PrintCommand.run(
        paths[0], step: invocation.step, format: invocation.format, write: write,
        writeError: writeError)
    case .review where isTerminal && isInputTerminal:
      return InteractiveReview(review: GoldenReview(palette: palette)).run(
        paths: paths, keys: keys, ownsProcess: exitProcess != nil, write: write,
        writeError: writeError)
    case .review, .accept, .reject:
      return GoldenReview(palette: palette).run(
        invocation.command, paths: paths, write: write, writeError: writeError)
    }
  }

  static func isCI(_ environment: [String: String]) -> Bool {
    guard let value = environment["CI"]?.lowercased() else { return false }
    return !["", "0", "false", "no"].contains(value)
  }

  /// The usage text.
  /// navrun's version, as `navrun --version` prints it.
  public static let version = "0.9.0"

  public static let usage = """
    usage: navrun [run] [PATH …] [options]
           navrun validate [PATH …] [selection and report options]
           navrun print FILE [--step N] [--format text|json|mermaid|dot]
           navrun review [PATH …]     show each pending golden (x.golden.new) with its diff;
                                      on a terminal, answer each with a key: a accept,
                                      r reject, s skip, q quit
           navrun accept [PATH …]     move pending goldens over their goldens
           navrun reject [PATH …]     delete pending goldens

    Runs the scenario files (*.json) at or below each PATH (default: Scenarios) and compares
    each result with its golden file (x.json -> x.golden).

      --record missing|all|new|never  write missing goldens (default; never under CI), rewrite
                                      all that differ, write differences as x.golden.new, or
                                      write nothing
      --update                        same as --record all
      --jobs N                        run N files at once (default: the number of cores)
      --filter GLOB                   only files whose path or scenario name matches (*, **, ?)
      --tag TAG, --exclude-tag TAG    only scenarios with any of the tags / without any of them
      --exclude GLOB                  leave out the files that match (repeatable); the run's
                                      own report files are always left out
      --shard I/N                     only the I-th of N parts, split by path order
      --junit FILE, --json FILE, --html FILE
                                      also write a JUnit XML, JSON or HTML report
      --tap                           print TAP 13 instead of the console format
      --unreferenced warn|fail|delete what to do with goldens no scenario uses, on a full run
                                      (default warn; fail under CI)
      --color auto|always|never       color the output (auto: on a terminal, unless NO_COLOR)
      --version                       print navrun's version
      --help, help                    print this help

    Exit codes: 0 all passed, 1 a scenario failed or a golden is pending (or unreferenced,
    under --unreferenced fail; or left pending by review on a terminal), 2 bad input or usage.

    """
}
