// The one shape of navrun's commands, after swift-argument-parser's `ParsableCommand.run()`: a
// command is given the parsed command line and the process it runs in, and returns the exit
// code, so that `Navrun.main` only parses and dispatches.

/// A command of navrun: `run`, `print`, `review`, `explore`, `init`, `schema`.
protocol NavrunSubcommand: SendableMetatype {
  /// Runs the command `invocation` names in `context`; returns the exit code.
  static func run(_ invocation: Invocation, in context: CommandContext) -> Int32
}
