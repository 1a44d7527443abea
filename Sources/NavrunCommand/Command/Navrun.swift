// The navrun command as a function of its arguments and environment, returning the exit code,
// so that it runs in process in tests; `main.swift` only calls it.

import NavigationCore
import ScenarioFormat
import ScenarioRunner

/// navrun's entry point.
public enum Navrun {
  /// Exit codes, as the README lists them.
  public typealias ExitCode = NavrunExitCode

  /// Runs navrun; `write` receives standard output, `writeError` standard error.
  ///
  /// When navrun is the whole process, `exitProcess` ends it: a run of many files then exits with
  /// its code before freeing what it holds, instead of returning. `currentFolder` is where the
  /// search for `navrun.json` starts (the current folder when nil); paths in a configuration found
  /// from a given folder are made absolute. `watchControl` paces and stops `--watch` (default: poll
  /// until interrupted).
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
      write(invocation.helpTopic.map(Invocation.help(for:)) ?? usage)
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
        configuration = try Configuration.load(
          from: currentFolder, trust: .system, warn: { writeError(ControlCharacters.escaped($0)) })
      } catch {
        writeError(ControlCharacters.escaped("\(error.description)\n"))
        return ExitCode.badInput.rawValue
      }
    }
    if let configuration { invocation.adopt(configuration) }
    let record =
      invocation.record ?? environmentRecord
      ?? (ContinuousIntegration.isCI(environment) ? .never : configuration?.record ?? .missing)
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
    // own styles pass, and only from the commands that style their output after escaping what
    // they show (the console of run, validate and watch, review); every other control
    // character is escaped, and all of them in the output of every other command, in TAP and
    // on standard error, which navrun never styles.
    let stylesItself = [.run, .validate, .review].contains(invocation.command)
    let styles = (colored || showsProgress) && stylesItself && !invocation.usesTAP
    let write = { (text: String) in write(ControlCharacters.escaped(text, keepingStyles: styles)) }
    let writeError = { (text: String) in writeError(ControlCharacters.escaped(text)) }
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
          ?? (ContinuousIntegration.isCI(environment) ? .fail : .warn),
        palette: palette, showsProgress: showsProgress, metadata: metadata,
        exitProcess: exitProcess,
        gitHub: GitHubActions(environment: environment, currentFolder: currentFolder))
      return batch.run(write: write, writeError: writeError)
    case .print:
      return PrintCommand.run(
        paths[0], step: invocation.step, format: invocation.format, write: write,
        writeError: writeError)
    case .explore:
      return ExploreCommand.run(
        invocation, metadata: metadata, write: write, writeError: writeError)
    case .setUp:
      return InitCommand.run(
        in: invocation.paths.first ?? currentFolder ?? ".", write: write, writeError: writeError)
    case .schema:
      InitCommand.printSchema(
        invocation.paths.first.flatMap(SchemaKind.init(rawValue:)), write: write)
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

  /// navrun's version, as `navrun --version` prints it.
  public static let version = navrunVersion

  /// The usage text `navrun --help` prints.
  public static var usage: String { Invocation.help }
}
