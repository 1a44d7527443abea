// The navrun command as a function of its arguments and environment, returning the exit code,
// so that it runs in process in tests; `main.swift` only calls it. It parses the command line
// and hands it to the command it names (`CommandTable.swift`), which does the rest.

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
  /// It then reads `keys`, or, when that is nil, standard input in raw mode. On a terminal,
  /// outside CI, work that lasts longer than `progressDelay` shows a progress line.
  public static func main(
    arguments: [String], environment: [String: String],
    isTerminal: Bool = false, isInputTerminal: Bool = false, keys: (any KeySource)? = nil,
    currentFolder: String? = nil,
    write: (String) -> Void, writeError: (String) -> Void,
    exitProcess: ((Int32) -> Never)? = nil,
    watchControl: WatchControl = .untilInterrupted, progressDelay: Duration = .seconds(1)
  ) -> Int32 {
    let invocation: Invocation
    let recordFromEnvironment: RecordMode?
    do throws(UsageError) {
      invocation = try Invocation(arguments: arguments)
      recordFromEnvironment = try RecordMode(environment: environment)
    } catch {
      writeError(ControlCharacters.escaped(error.usageReport))
      return ExitCode.badInput.rawValue
    }
    if let text = information(askedBy: invocation) {
      write(text)
      return ExitCode.success.rawValue
    }
    return withoutActuallyEscaping(write) { write in
      withoutActuallyEscaping(writeError) { writeError in
        let context = CommandContext(
          of: invocation, arguments: arguments, environment: environment,
          recordFromEnvironment: recordFromEnvironment, isTerminal: isTerminal,
          isInputTerminal: isInputTerminal, keys: keys, currentFolder: currentFolder,
          write: write, writeError: writeError, exitProcess: exitProcess,
          watchControl: watchControl, progressDelay: progressDelay)
        return invocation.command.entry.subcommand.run(invocation, in: context)
      }
    }
  }

  /// The help or the version, when the command line asks for it instead of a command.
  private static func information(askedBy invocation: Invocation) -> String? {
    if invocation.wantsHelp { return invocation.helpTopic.map(Invocation.help(for:)) ?? usage }
    return invocation.wantsVersion ? "navrun \(version)\n" : nil
  }

  /// navrun's version, as `navrun --version` prints it.
  public static let version = navrunVersion

  /// The usage text `navrun --help` prints.
  public static var usage: String { Invocation.help }
}
