// navrun's commands: each one's usage line, what it does, the type that runs it, and whether it
// styles its output. A switch over the commands, so that a command added to `Invocation.Command`
// does not build until it has its row.

extension Invocation.Command {
  /// The command's row of the table.
  var entry: CommandLineCommand {
    switch self {
    case .run:
      CommandLineCommand(
        command: self, synopsis: "[run] [PATH …] [options]",
        summary:
          "run the scenario files (*.json) at or below each PATH (default: Scenarios) and "
          + "compare each result with its golden file (x.json -> x.golden)",
        subcommand: RunCommand.self, stylesItsOutput: true)
    case .validate:
      CommandLineCommand(
        command: self, synopsis: "validate [PATH …] [options]",
        summary: "read and check the scenario files without running them",
        subcommand: RunCommand.self, stylesItsOutput: true)
    case .print:
      CommandLineCommand(
        command: self, synopsis: "print FILE [--step N] [--format FORMAT]",
        summary: "print the tree after each step of a scenario (or after step N)",
        subcommand: PrintCommand.self)
    case .review:
      CommandLineCommand(
        command: self, synopsis: "review [PATH …]",
        summary:
          "show each pending golden (x.golden.new) with its diff; on a terminal, answer each "
          + "with a key: a accept, r reject, s skip, q quit",
        subcommand: ReviewCommand.self, stylesItsOutput: true)
    case .accept:
      CommandLineCommand(
        command: self, synopsis: "accept [PATH …]",
        summary: "move pending goldens over their goldens", subcommand: ReviewCommand.self)
    case .reject:
      CommandLineCommand(
        command: self, synopsis: "reject [PATH …]", summary: "delete pending goldens",
        subcommand: ReviewCommand.self)
    case .setUp:
      CommandLineCommand(
        command: self, synopsis: "init [FOLDER]",
        summary:
          "set a package up: a configuration, the schema, an example scenario and its golden, "
          + "git settings; prints CI snippets",
        subcommand: InitCommand.self)
    case .schema:
      CommandLineCommand(
        command: self, synopsis: "schema [scenario|definitions|configuration]",
        summary:
          "print the JSON Schema of scenario, definitions and configuration files, or of one "
          + "kind of file",
        subcommand: SchemaCommand.self)
    case .explore:
      CommandLineCommand(
        command: self, synopsis: "explore FILE … [options]",
        summary:
          "explore each app's navigation from every reachable state, and write a shortest "
          + "reproducer of each failure",
        subcommand: ExploreCommand.self)
    }
  }
}

extension Invocation {
  /// Every command, in the order the help lists them.
  static let commandTable = Command.allCases.map(\.entry)
}
