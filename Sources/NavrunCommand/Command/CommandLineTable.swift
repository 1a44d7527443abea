// navrun's commands and options, declared once. Parsing, the did-you-mean of an unknown option,
// which command takes which option, `--help` and each command's help are derived from these
// tables, and a test checks the README's tables against them.

import ScenarioRunner

/// One of navrun's commands, as the help shows it.
struct CommandLineCommand: Sendable {
  /// The command.
  var command: Invocation.Command
  /// What follows `navrun` on the usage line (`print FILE`).
  var synopsis: String
  /// What the command does, in a sentence.
  var summary: String
}

/// One option of navrun's command line.
struct CommandLineOption: Sendable {
  /// The option's names; the help shows them all, the first one first.
  var names: [String]
  /// The value the option takes, as the help names it (`N`, `FILE`), or nil for a flag.
  var value: String?
  /// The commands that take the option; nil: every command.
  var commands: [Invocation.Command]?
  /// What the option does.
  var summary: String

  init(
    _ names: String..., value: String? = nil, commands: [Invocation.Command]?, _ summary: String
  ) {
    self.names = names
    self.value = value
    self.commands = commands
    self.summary = summary
  }

  /// How the help writes it: `--jobs N`, `--help, -h`.
  var label: String {
    names.joined(separator: ", ") + (value.map { " " + $0 } ?? "")
  }
}

extension Invocation {
  /// Every command, in the order the help lists them.
  static let commandTable: [CommandLineCommand] = [
    CommandLineCommand(
      command: .run, synopsis: "[run] [PATH …] [options]",
      summary:
        "run the scenario files (*.json) at or below each PATH (default: Scenarios) and compare "
        + "each result with its golden file (x.json -> x.golden)"),
    CommandLineCommand(
      command: .validate, synopsis: "validate [PATH …] [options]",
      summary: "read and check the scenario files without running them"),
    CommandLineCommand(
      command: .print, synopsis: "print FILE [--step N] [--format FORMAT]",
      summary: "print the tree after each step of a scenario (or after step N)"),
    CommandLineCommand(
      command: .review, synopsis: "review [PATH …]",
      summary:
        "show each pending golden (x.golden.new) with its diff; on a terminal, answer each "
        + "with a key: a accept, r reject, s skip, q quit"),
    CommandLineCommand(
      command: .accept, synopsis: "accept [PATH …]",
      summary: "move pending goldens over their goldens"),
    CommandLineCommand(
      command: .reject, synopsis: "reject [PATH …]", summary: "delete pending goldens"),
    CommandLineCommand(
      command: .setUp, synopsis: "init [FOLDER]",
      summary:
        "set a package up: a configuration, the schema, an example scenario and its golden, "
        + "git settings; prints CI snippets"),
    CommandLineCommand(
      command: .schema, synopsis: "schema [scenario|definitions|configuration]",
      summary:
        "print the JSON Schema of scenario, definitions and configuration files, or of one "
        + "kind of file"),
    CommandLineCommand(
      command: .explore, synopsis: "explore FILE … [options]",
      summary:
        "explore each app's navigation from every reachable state, and write a shortest "
        + "reproducer of each failure"),
  ]

  /// Every option, in the order the help lists them.
  static let optionTable: [CommandLineOption] = [
    CommandLineOption(
      "--record", value: "missing|all|new|never", commands: [.run],
      "write missing goldens (default; never under CI), rewrite all that differ, write "
        + "differences as x.golden.new, or write nothing"),
    CommandLineOption("--update", commands: [.run], "same as --record all"),
    CommandLineOption(
      "--jobs", value: "N", commands: [.run, .validate, .explore],
      "run N files at once (default: the number of cores)"),
    CommandLineOption(
      "--filter", value: "GLOB", commands: [.run, .validate],
      "only files whose path or scenario name matches (*, **, ?)"),
    CommandLineOption(
      "--tag", value: "TAG", commands: [.run, .validate], "only scenarios with any of the tags"),
    CommandLineOption(
      "--exclude-tag", value: "TAG", commands: [.run, .validate],
      "only scenarios with none of the tags"),
    CommandLineOption(
      "--exclude", value: "GLOB", commands: [.run, .validate],
      "leave out the files that match (repeatable); the run's own report files are always "
        + "left out"),
    CommandLineOption(
      "--shard", value: "I/N", commands: [.run, .validate],
      "only the I-th of N parts, split by path order"),
    CommandLineOption(
      "--junit", value: "FILE", commands: [.run, .validate, .explore],
      "also write a JUnit XML report"),
    CommandLineOption(
      "--json", value: "FILE", commands: [.run, .validate, .explore], "also write a JSON report"),
    CommandLineOption(
      "--html", value: "FILE", commands: [.run, .validate, .explore],
      "also write an HTML report (explore: the map of every state)"),
    CommandLineOption(
      "--tap", commands: [.run, .validate], "print TAP 13 instead of the console format"),
    CommandLineOption(
      "--quiet", "-q", commands: [.run, .validate],
      "print the failing files and the summary only: no passing files, no expected warnings"),
    CommandLineOption(
      "--coverage", commands: [.run],
      "report what the scenarios use of their definitions files"),
    CommandLineOption(
      "--coverage-min", value: "PERCENT", commands: [.run],
      "fail the run when the coverage is lower (implies --coverage)"),
    CommandLineOption(
      "--watch", commands: [.run, .validate],
      "run, then re-run the scenarios whose file, golden or used definitions change, until "
        + "Ctrl-C; with selection options and --record missing|new|never only"),
    CommandLineOption(
      "--unreferenced", value: "warn|fail|delete", commands: [.run],
      "what to do with goldens no scenario uses, on a full run (default warn; fail under CI)"),
    CommandLineOption(
      "--step", value: "N", commands: [.print], "print the tree after step N only"),
    CommandLineOption(
      "--format", value: "text|json|mermaid|dot|svg", commands: [.print],
      "print the trees as text (default), JSON, a Mermaid or Graphviz diagram, or an SVG "
        + "wireframe"),
    CommandLineOption(
      "--depth", value: "N", commands: [.explore], "explore at most N actions from the start"),
    CommandLineOption(
      "--max-states", value: "N", commands: [.explore], "stop after N distinct states"),
    CommandLineOption(
      "--out", value: "DIR", commands: [.explore],
      "write a shortest reproducer scenario of each failure into DIR"),
    CommandLineOption(
      "--compare", value: "OLD", commands: [.explore],
      "compare the navigation of the file explored with that of OLD, its old version: states, "
        + "screens and transitions gained and lost, failures new and fixed; exit 1 on a new "
        + "failure"),
    CommandLineOption(
      "--markdown", value: "FILE", commands: [.explore],
      "with --compare, also write the comparison as Markdown (a pull request comment)"),
    CommandLineOption(
      "--color", value: "auto|always|never", commands: nil,
      "color the output (auto: on a terminal, unless NO_COLOR)"),
    CommandLineOption("--version", commands: nil, "print navrun's version"),
    CommandLineOption("--help", "-h", commands: nil, "print this help, or a command's"),
  ]

  /// The names of the options that take a value.
  static let valueFlags = optionTable.filter { $0.value != nil }.flatMap(\.names)
  /// Every option name.
  static let optionNames = optionTable.flatMap(\.names)
  /// The options every command takes.
  static let commonFlags = optionTable.filter { $0.commands == nil }.flatMap(\.names)

  /// The options a command takes besides the common ones.
  static func flags(of command: Command) -> [String] {
    optionTable.filter { $0.commands?.contains(command) ?? false }.flatMap(\.names)
  }
}
