// What a command is given besides its command line: the process it runs in. Its output is
// escaped here, once for every command: nothing from a scenario, a golden or an argument moves
// the reader's terminal. navrun's own styles pass only from the commands that style their output
// after escaping what they show (the console of run, validate and watch, review), and only when
// they color or show progress; every other control character is escaped, and all of them in the
// output of every other command, in TAP and on standard error, which navrun never styles.

import ScenarioRunner

/// The process a command runs in: its arguments, environment, terminal and output.
struct CommandContext {
  /// The arguments after the program name, as the HTML report shows them.
  var arguments: [String]
  /// The environment variables.
  var environment: [String: String]
  /// The record mode `NAVRUN_RECORD` asks for, if any.
  var recordFromEnvironment: RecordMode?
  /// Whether standard output is a terminal.
  var isTerminal: Bool
  /// Whether standard input is a terminal.
  var isInputTerminal: Bool
  /// The keys `navrun review` reads on a terminal; standard input in raw mode when nil.
  var keys: (any KeySource)?
  /// Where the search for `navrun.json` starts; the current folder when nil.
  var currentFolder: String?
  /// Ends the process, when navrun is the whole process.
  var exitProcess: ((Int32) -> Never)?
  /// What paces and stops `--watch`.
  var watchControl: WatchControl
  /// The styles of the output, enabled when it is colored.
  var palette: Palette
  /// Writes to standard output.
  var write: (String) -> Void
  /// Writes to standard error.
  var writeError: (String) -> Void
  /// Writes navrun's own workflow commands to standard output: on GitHub Actions, `write` and
  /// `writeError` let no line of what they are sent be one.
  var writeCommands: (String) -> Void
  /// Writes navrun's own workflow commands to standard error.
  var writeCommandErrors: (String) -> Void
  /// Whether long work shows a progress line: on a terminal, outside CI, without TAP.
  var showsProgress: Bool
  /// How long work runs before its progress line is shown.
  var progressDelay: Duration
  /// Writes a progress line, which holds only navrun's own figures, unescaped.
  var writeProgress: (String) -> Void

  /// The context of `invocation`, writing to `write` and `writeError` with what they are sent
  /// escaped.
  init(
    of invocation: Invocation, arguments: [String], environment: [String: String],
    recordFromEnvironment: RecordMode?, isTerminal: Bool, isInputTerminal: Bool,
    keys: (any KeySource)?, currentFolder: String?, write: @escaping (String) -> Void,
    writeError: @escaping (String) -> Void, exitProcess: ((Int32) -> Never)?,
    watchControl: WatchControl, progressDelay: Duration = .seconds(1)
  ) {
    let colored: Bool
    switch invocation.color {
    case .always: colored = true
    case .never: colored = false
    case .auto: colored = isTerminal && (environment["NO_COLOR"] ?? "").isEmpty
    }
    let showsProgress = isTerminal && !invocation.usesTAP
    let styles =
      (colored || showsProgress) && invocation.command.entry.stylesItsOutput
      && !invocation.usesTAP
    self.arguments = arguments
    self.environment = environment
    self.recordFromEnvironment = recordFromEnvironment
    self.isTerminal = isTerminal
    self.isInputTerminal = isInputTerminal
    self.keys = keys
    self.currentFolder = currentFolder
    self.exitProcess = exitProcess
    self.watchControl = watchControl
    self.palette = Palette(isEnabled: colored)
    self.showsProgress = showsProgress && !ContinuousIntegration.isCI(environment)
    self.progressDelay = progressDelay
    self.writeProgress = write
    self.writeCommands = { write(ControlCharacters.escaped($0, keepingStyles: styles)) }
    self.writeCommandErrors = { writeError(ControlCharacters.escaped($0)) }
    // The runner reads a line starting with `::` after its indent as a command, scenario text
    // included (a quoted source line, a screen type in a diff or a message).
    if environment["GITHUB_ACTIONS"] == "true" {
      self.write = {
        write(GitHubActions.inert(ControlCharacters.escaped($0, keepingStyles: styles)))
      }
      self.writeError = { writeError(GitHubActions.inert(ControlCharacters.escaped($0))) }
    } else {
      self.write = writeCommands
      self.writeError = writeCommandErrors
    }
  }

  /// Says what is wrong with the command line; returns the exit code of bad input.
  func usageFailure(_ error: UsageError) -> Int32 {
    writeError(error.usageReport)
    return Navrun.ExitCode.badInput.rawValue
  }

  /// The HTML report's description of the run `invocation` starts, when it writes one.
  ///
  /// Made before the run, so that the date is when it started.
  func reportMetadata(for invocation: Invocation) throws(UsageError) -> ReportMetadata? {
    guard invocation.htmlFile != nil else { return nil }
    return try ReportMetadata(arguments: arguments, environment: environment)
  }
}

extension UsageError {
  /// What standard error says of the error.
  var usageReport: String {
    "navrun: error: \(message)\nRun `navrun --help` for the usage.\n"
  }
}

extension CommandContext {
  /// The progress line of an exploration that starts now.
  var exploreProgressLine: ExploreProgressLine {
    let origin = ContinuousClock.now
    return ExploreProgressLine(
      isEnabled: showsProgress, delay: progressDelay, now: { ContinuousClock.now - origin },
      write: writeProgress)
  }
}
