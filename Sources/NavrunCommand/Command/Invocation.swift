// The command line of navrun (docs/scenario-language.md), parsed into a value. Flags may be written
// `--flag value` or `--flag=value`; an unknown flag is a usage error with a did-you-mean hint, and
// a flag that does not go with the subcommand is a usage error too. What an option does is its
// row's parser (`OptionTable.swift`); what is checked here is how the options go together.

import NavigationCore
import Platform
import ScenarioFormat
import ScenarioRunner

/// What the user asked for.
public struct Invocation: Sendable, Equatable {
  /// The subcommand.
  public enum Command: String, Sendable, CaseIterable {
    case run, validate, print, review, accept, reject
    /// `navrun init [FOLDER]`: set a package up for navrun.
    case setUp = "init"
    /// `navrun schema`: print the JSON Schema of navrun's files.
    case schema
    /// `navrun explore FILE…`: explore an app's navigation from every reachable state.
    case explore
  }

  /// When output is colored.
  public enum ColorChoice: String, Sendable, CaseIterable {
    case auto, always, never
  }

  /// The subcommand.
  public var command: Command = .run
  /// Files and folders; `Scenarios` when none are given.
  public var paths: [String] = []
  /// The recording mode, when given.
  public var record: RecordMode?
  /// When to color.
  public var color: ColorChoice = .auto
  /// `print --step N`.
  public var step: Int?
  /// `print --format`.
  public var format: PictureFormat = .text
  /// `--jobs N`, when given (default: the number of cores).
  public var jobs: Int?
  /// `--filter`, `--tag`, `--exclude-tag`, `--shard`.
  public var selection = Selection()
  /// `--junit FILE`.
  public var junitFile: String?
  /// `--json FILE`.
  public var jsonFile: String?
  /// `--html FILE`.
  public var htmlFile: String?
  /// `--tap`: TAP 13 on standard output instead of the console format.
  public var usesTAP = false
  /// `--quiet`: print the failing files and the summary only.
  public var isQuiet = false
  /// `--unreferenced`, when given (default: warn, fail under CI).
  public var unreferenced: UnreferencedPolicy?
  /// `--watch`: run, then re-run what changes until interrupted.
  public var watches = false
  /// `--exclude` globs: files left out before anything is read.
  public var excludes: [Glob] = []
  /// `--help`.
  public var wantsHelp = false
  /// The command whose help `--help` asks for: the one named before it, or after `help`.
  public var helpTopic: Command?
  /// `--version`: print the version and stop.
  public var wantsVersion = false
  /// The `navrun.json` whose settings the command took, if any.
  public internal(set) var configurationFile: String?
  /// `--coverage`: report what the scenarios use of their definitions.
  public var coverage = false
  /// `--coverage-min PERCENT`: fail a run whose coverage is lower (implies `--coverage`).
  public var coverageMinimum: Int?
  /// `explore --depth N`.
  public var exploreDepth: Int?
  /// `explore --max-states N`.
  public var exploreMaximumStates: Int?
  /// `explore --out DIR`: where reproducers are written.
  public var outFolder: String?
  /// `explore NEW --compare OLD`: the old version of the app to compare the new one with.
  public var compareFile: String?
  /// `explore --markdown FILE`: where the comparison is written as Markdown.
  public var markdownFile: String?
  /// `init --ci`: print the CI snippets only, writing nothing.
  public var printsCISnippets = false

  /// The subcommand a first argument was likely meant to be: a word close to one (`acept`,
  /// `valdate`) that names nothing on disk and does not look like a path.
  ///
  /// Taken for a path, it would run every scenario, and might write goldens.
  static func mistypedCommand(_ argument: String) -> String? {
    guard !argument.hasPrefix("-"), !argument.contains("/"), !argument.contains("."),
      FileKind.entry(at: argument) == nil
    else { return nil }
    return Suggestion.closest(to: argument, among: Command.allCases.map(\.rawValue) + ["help"])
  }

  /// Parses the arguments after the program name.
  public init(arguments: [String]) throws(UsageError) {
    var remaining = arguments[...]
    if let first = remaining.first, let command = Command(rawValue: first) {
      self.command = command
      helpTopic = command
      remaining = remaining.dropFirst()
    } else if remaining.first == "help" {
      wantsHelp = true
      remaining = remaining.dropFirst()
      if let topic = remaining.first.flatMap(Command.init(rawValue:)) {
        helpTopic = topic
        remaining = remaining.dropFirst()
      }
    } else if let first = remaining.first, let hint = Self.mistypedCommand(first) {
      throw UsageError("unknown command \"\(first)\"; did you mean \"\(hint)\"?")
    }
    var given: [String] = []
    while let argument = remaining.popFirst() {
      guard argument.hasPrefix("-"), argument != "-" else {
        paths.append(argument)
        continue
      }
      if argument == "--" {
        paths += remaining
        break
      }
      var name = argument
      var value: String?
      if let equals = argument.firstIndex(of: "=") {
        name = String(argument[..<equals])
        value = String(argument[argument.index(after: equals)...])
      }
      let option = Self.option(named: name)
      if option?.value != nil, value == nil {
        guard let next = remaining.popFirst() else {
          throw UsageError("\(name) needs a value")
        }
        value = next
      }
      given.append(name)
      guard let option else {
        let hint =
          Suggestion.closest(to: name, among: Self.optionNames).map {
            "; did you mean \($0)?"
          } ?? ""
        throw UsageError("unknown option \(name)\(hint)")
      }
      try option.parser.apply(&self, name, value ?? "")
    }
    for flag in given where !Self.commonFlags.contains(flag) {
      guard Self.flags(of: command).contains(flag) else {
        if Self.flags(of: .print).contains(flag) {
          throw UsageError("\(flag) goes with `navrun print FILE`")
        }
        throw UsageError("\(flag) does not go with `navrun \(command.rawValue)`")
      }
    }
    if watches,
      let (flag, reason) = given.lazy.compactMap({ flag in
        Self.option(named: flag)?.refusedWhileWatching.map { (flag, $0) }
      }).first
    {
      throw UsageError("--watch does not go with \(flag): \(reason)")
    }
    if watches, record == .all {
      let flag = given.contains("--update") ? "--update" : "--record all"
      throw UsageError(
        "--watch does not go with \(flag): each re-run would overwrite the golden being "
          + "edited; use --record new, then navrun accept")
    }
    if isQuiet, usesTAP {
      throw UsageError("--quiet does not go with --tap: TAP lists every test point")
    }
    if command == .print, paths.count != 1, !wantsHelp {
      throw UsageError("`navrun print` takes one scenario file")
    }
    if command == .setUp, paths.count > 1 {
      throw UsageError("`navrun init` takes at most one folder")
    }
    if markdownFile != nil, compareFile == nil, !wantsHelp, command == .explore {
      throw UsageError("--markdown writes a comparison: give the old version with --compare OLD")
    }
    if compareFile != nil, paths.count > 1, !wantsHelp {
      throw UsageError("`navrun explore NEW --compare OLD` compares one scenario file with another")
    }
    if command == .schema,
      paths.count > 1 || paths.contains(where: { SchemaKind(rawValue: $0) == nil })
    {
      throw UsageError(
        "`navrun schema` takes scenario, definitions or configuration, or nothing for the "
          + "schema of every file; redirect its output to a file")
    }
  }
}
