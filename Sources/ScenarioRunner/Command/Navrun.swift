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
  /// with its code before freeing what it holds, instead of returning. `currentFolder` is
  /// where the search for `navrun.json` starts (the current folder when nil); paths in a
  /// configuration found from a given folder are made absolute. `watchControl` paces and
  /// stops `--watch` (default: poll until interrupted).
  ///
  /// `isTerminal` says whether standard output is a terminal, `isInputTerminal` whether
  /// standard input is; `navrun review` asks about each pending golden only when both are.
  /// It then reads `keys`, or, when that is nil, standard input in raw mode.
  public static func main(
    arguments: [String], environment: [String: String],
    isTerminal: Bool = false, isInputTerminal: Bool = false, keys: (any KeySource)? = nil,
    currentFolder: String? = nil,
    write: (String) -> Void, writeError: (String) -> Void,
    exitProcess: ((Int32) -> Never)? = nil,
    watchControl: WatchControl = .untilInterrupted
  ) -> Int32 {
    var invocation: Invocation
    let environmentRecord: RecordMode?
    var metadata: ReportMetadata?
    func usageFailure(_ error: UsageError) -> Int32 {
      writeError(
        ControlCharacters.escaped(
          "navrun: error: \(error.message)\nRun `navrun --help` for the usage.\n"))
      return ExitCode.badInput.rawValue
    }
    do throws(UsageError) {
      invocation = try Invocation(arguments: arguments)
      environmentRecord = try RecordMode(environment: environment)
    } catch {
      return usageFailure(error)
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
    var configuration: Configuration?
    if invocation.command.readsConfiguration {
      do throws(Diagnostic) {
        configuration = try Configuration.load(from: currentFolder)
      } catch {
        writeError(ControlCharacters.escaped("\(error.description)\n"))
        return ExitCode.badInput.rawValue
      }
    }
    if let configuration { invocation.adopt(configuration) }
    let record =
      invocation.record ?? environmentRecord
      ?? (isCI(environment) ? .never : configuration?.record ?? .missing)
    if invocation.watches, record == .all, invocation.record == nil {
      return usageFailure(
        UsageError("--watch does not go with NAVRUN_RECORD=all: use new, missing or never"))
    }
    if invocation.htmlFile != nil {
      // Made before the run, so that the date is when it started.
      do throws(UsageError) {
        metadata = try ReportMetadata(arguments: arguments, environment: environment)
      } catch {
        return usageFailure(error)
      }
    }
    let defaultPaths = configuration.map { $0.paths.isEmpty ? [$0.folder + "Scenarios"] : $0.paths }
    let paths = invocation.paths.isEmpty ? defaultPaths ?? ["Scenarios"] : invocation.paths
    let palette = Palette(isEnabled: colored)
    let showsProgress = isTerminal && !invocation.usesTAP
    // Nothing from a scenario, a golden or an argument moves the reader's terminal: navrun's
    // own styles pass, and only when it styles; every other control character is escaped.
    let styles = colored || showsProgress
    let write = { (text: String) in write(ControlCharacters.escaped(text, keepingStyles: styles)) }
    let writeError = { (text: String) in
      writeError(ControlCharacters.escaped(text, keepingStyles: styles))
    }
    if invocation.watches {
      return WatchCommand.run(
        invocation, paths: paths, record: record, palette: palette, clearsScreen: isTerminal,
        control: watchControl, write: write, writeError: writeError)
    }
    switch invocation.command {
    case .run, .validate:
      let batch = BatchRun(
        invocation: invocation, paths: paths,
        record: record,
        unreferenced: invocation.unreferenced ?? configuration?.unreferenced
          ?? (isCI(environment) ? .fail : .warn),
        palette: palette, showsProgress: showsProgress, metadata: metadata,
        exitProcess: exitProcess)
      return batch.run(write: write, writeError: writeError)
    case .print:
      return PrintCommand.run(
        paths[0], step: invocation.step, format: invocation.format, write: write,
        writeError: writeError)
    case .explore:
      return ExploreCommand.run(invocation, write: write, writeError: writeError)
    case .setUp:
      return InitCommand.run(
        in: invocation.paths.first ?? currentFolder ?? ".", write: write, writeError: writeError)
    case .schema:
      InitCommand.printSchema(write: write)
      return ExitCode.success.rawValue
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
  public static let version = "0.10.0"

  public static let usage = """
    usage: navrun [run] [PATH …] [options]
           navrun validate [PATH …] [selection and report options]
           navrun [run|validate] --watch [PATH …] [selection options]
           navrun print FILE [--step N] [--format text|json|mermaid|dot|svg]
           navrun review [PATH …]     show each pending golden (x.golden.new) with its diff;
                                      on a terminal, answer each with a key: a accept,
                                      r reject, s skip, q quit
           navrun accept [PATH …]     move pending goldens over their goldens
           navrun reject [PATH …]     delete pending goldens
           navrun init [FOLDER]       set a package up: a configuration, the schema, an example
                                      scenario and its golden, git settings; prints CI snippets
           navrun schema              print the JSON Schema of scenario and configuration files
           navrun explore FILE … [--depth N] [--max-states N] [--out DIR] [--jobs N]
                                      explore each app's navigation from every reachable state;
                                      --out writes a shortest reproducer per failure

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
      --watch                         run, then re-run the scenarios whose file, golden or used
                                      definitions change, until Ctrl-C; with selection options
                                      and --record missing|new|never only
      --unreferenced warn|fail|delete what to do with goldens no scenario uses, on a full run
                                      (default warn; fail under CI)
      --color auto|always|never       color the output (auto: on a terminal, unless NO_COLOR)
      --version                       print navrun's version
      --help, help                    print this help

    A navrun.json in the current folder or above sets defaults for these options (paths,
    exclude, record, jobs, reports, unreferenced); flags win over it.

    Exit codes: 0 all passed, 1 a scenario failed or a golden is pending (or unreferenced,
    under --unreferenced fail; or left pending by review on a terminal), 2 bad input or usage.

    """
}
