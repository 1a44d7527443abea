// navrun's commands and options, declared once (`CommandTable.swift`, `OptionTable.swift`).
// Parsing, the did-you-mean of an unknown option, which command takes which option, what
// `--watch` refuses, `--help` and each command's help are derived from these tables, and a test
// checks the README's tables against them.

import ScenarioRunner

/// One of navrun's commands, as the help shows it and as it runs.
struct CommandLineCommand: Sendable {
  /// The command.
  var command: Invocation.Command
  /// What follows `navrun` on the usage line (`print FILE`).
  var synopsis: String
  /// What the command does, in a sentence.
  var summary: String
  /// The type that runs the command.
  var subcommand: any NavrunSubcommand.Type
  /// Whether the command styles its output itself, after escaping what it shows: its styles
  /// reach the terminal, while every other control character it writes is escaped.
  var stylesItsOutput = false
}

/// One option of navrun's command line.
struct CommandLineOption: Sendable {
  /// The option's names; the help shows them all, the first one first.
  var names: [String]
  /// The value the option takes, as the help names it (`N`, `FILE`), or nil for a flag.
  var value: String?
  /// The commands that take the option; nil: every command.
  var commands: [Invocation.Command]?
  /// Why `--watch` refuses the option, or nil when a watch takes it.
  var refusedWhileWatching: String?
  /// What the option does.
  var summary: String
  /// What the option does to the invocation.
  var parser: OptionParser

  init(
    _ names: String..., value: String? = nil, commands: [Invocation.Command]?,
    refusedWhileWatching: String? = nil, _ summary: String, parser: OptionParser
  ) {
    self.names = names
    self.value = value
    self.commands = commands
    self.refusedWhileWatching = refusedWhileWatching
    self.summary = summary
    self.parser = parser
  }

  /// How the help writes it: `--jobs N`, `--help, -h`.
  var label: String {
    names.joined(separator: ", ") + (value.map { " " + $0 } ?? "")
  }
}

extension Invocation {
  /// Every option name.
  static let optionNames = optionTable.flatMap(\.names)
  /// The options every command takes.
  static let commonFlags = optionTable.filter { $0.commands == nil }.flatMap(\.names)
  /// Each option by each of its names.
  private static let optionsByName = Dictionary(
    optionTable.flatMap { option in option.names.map { ($0, option) } },
    uniquingKeysWith: { first, _ in first })

  /// The option a name names, if any.
  static func option(named name: String) -> CommandLineOption? {
    optionsByName[name]
  }

  /// The options a command takes besides the common ones.
  static func flags(of command: Command) -> [String] {
    optionTable.filter { $0.commands?.contains(command) ?? false }.flatMap(\.names)
  }
}
