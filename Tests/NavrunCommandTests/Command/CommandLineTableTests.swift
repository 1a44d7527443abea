import Foundation
import NavrunCommandTestSupport
import NavrunTestSupport
import Testing

@testable import NavrunCommand
@testable import ScenarioRunner

/// The tables of commands and options are the one place the command line is declared: parsing,
/// the did-you-mean, the help and the README's tables agree with them.
@Suite struct CommandLineTableTests {
  static let readme =
    (try? String(contentsOf: packageRoot.appendingPathComponent("README.md"), encoding: .utf8))
    ?? ""

  /// The README's option table: the lines of the table under `## Running navrun`.
  static var readmeOptionRows: [Substring] {
    guard let section = readme.range(of: "## Running navrun") else { return [] }
    let rest = readme[section.upperBound...]
    let end = rest.range(of: "\n### ")?.lowerBound ?? rest.endIndex
    return rest[..<end].split(separator: "\n").filter { $0.hasPrefix("| `") }
  }

  @Test func everyOptionIsInTheREADMEsTable() {
    let rows = Self.readmeOptionRows.joined(separator: "\n")
    for name in Invocation.optionNames {
      #expect(rows.contains("`\(name)"), "the README's option table lacks \(name)")
    }
  }

  @Test func everyOptionTheREADMEListsExists() throws {
    let pattern = try Regex(#"`(--?[a-z][a-z-]*)"#)
    for row in Self.readmeOptionRows {
      let cell = row.split(separator: "|").first ?? ""
      for match in cell.matches(of: pattern) {
        let name = String(cell[match.range].dropFirst())
        #expect(
          Invocation.optionNames.contains(name), "the README lists \(name), which navrun lacks")
      }
    }
  }

  @Test func everyCommandIsInTheREADMEAndTheHelp() {
    for entry in Invocation.commandTable {
      #expect(Self.readme.contains("navrun " + entry.synopsis.prefix { $0 != " " }))
      #expect(Invocation.help.contains("navrun " + entry.synopsis))
    }
  }

  @Test func theHelpListsEveryOption() {
    for option in Invocation.optionTable {
      #expect(Invocation.help.contains("  " + option.label), "\(option.label)")
    }
  }

  /// An option parses with exactly the commands the table gives it.
  @Test(arguments: Invocation.Command.allCases)
  func aCommandTakesTheOptionsOfTheTableAndNoOthers(command: Invocation.Command) {
    for option in Invocation.optionTable {
      for name in option.names {
        var arguments = [command.rawValue, name]
        if option.value != nil { arguments.append(Self.values[name] ?? "x") }
        // The Markdown is of a comparison.
        if name == "--markdown" { arguments += ["--compare", "old.json"] }
        let paths = command == .print ? ["a.json"] : []
        let parses = (try? Invocation(arguments: arguments + paths)) != nil
        let takes = option.commands?.contains(command) ?? true
        #expect(parses == takes, "\(command.rawValue) \(name)")
      }
    }
  }

  /// A value each option takes that is not what the command line holds without it.
  static let values = [
    "--record": "new", "--color": "never", "--jobs": "2", "--shard": "1/2", "--step": "0",
    "--format": "json", "--unreferenced": "warn", "--coverage-min": "50", "--depth": "1",
    "--max-states": "1",
  ]

  /// Each row's parser does something: the option, under each of its names, changes what the
  /// command line parses to.
  @Test func everyOptionsParserChangesTheInvocation() throws {
    for option in Invocation.optionTable {
      let command = option.commands?.first ?? .run
      // The Markdown is of a comparison; print takes one file.
      let others =
        (option.names.contains("--markdown") ? ["--compare", "old.json"] : [])
        + (command == .print ? ["a.json"] : [])
      let without = try Invocation(arguments: [command.rawValue] + others)
      for name in option.names {
        let value = option.value == nil ? [] : [Self.values[name] ?? "x"]
        let with = try Invocation(arguments: [command.rawValue, name] + value + others)
        #expect(with != without, "\(command.rawValue) \(name) changes nothing")
      }
    }
  }

  @Test func noTwoOptionsShareAName() {
    #expect(Set(Invocation.optionNames).count == Invocation.optionNames.count)
  }

  /// `--watch` refuses the options whose row says why, with that reason, and takes every other
  /// option of run but `--update`, which records every golden.
  @Test func theOptionsWatchRefusesAreThoseTheTableSaysWhy() throws {
    let refused = Invocation.optionTable.filter { $0.refusedWhileWatching != nil }
    #expect(refused.flatMap(\.names).contains("--tap"))
    for option in Invocation.optionTable where option.commands?.contains(.run) ?? true {
      for name in option.names where name != "--update" && name != "--watch" {
        let value = option.value == nil ? [] : [Self.values[name] ?? "x"]
        let arguments = ["run", "--watch", name] + value
        if let reason = option.refusedWhileWatching {
          #expect(
            throws: UsageError("--watch does not go with \(name): \(reason)"),
            "\(name)"
          ) { try Invocation(arguments: arguments) }
        } else {
          #expect(throws: Never.self, "\(name)") { try Invocation(arguments: arguments) }
        }
      }
    }
  }

  /// The styles of a command whose row says it styles its output reach the terminal, and a
  /// control character in a path it shows does not; another command's output keeps no escape.
  @Test func onlyTheCommandsThatStyleTheirOutputWriteStyles() throws {
    #expect(Invocation.Command.review.entry.stylesItsOutput)
    #expect(!Invocation.Command.accept.entry.stylesItsOutput)
    let folder = try TemporaryFolder()
    try folder.write("old\n", to: "a\u{1B}[31m.golden")
    try folder.write("new\n", to: "a\u{1B}[31m.golden.new")
    let review = navrun("review", "--color", "always", folder.path)
    #expect(review.output.contains("\u{1B}[33mCHANGED\u{1B}[0m"))
    #expect(!review.output.contains("\u{1B}[31m.golden"))
    let accept = navrun("accept", "--color", "always", folder.path)
    #expect(accept.code == 0)
    #expect(accept.output.hasPrefix("accepted "))
    #expect(!accept.output.contains("\u{1B}"))
  }

  @Test func aCommandsHelpShowsItsOptionsOnly() {
    let outcome = navrun("explore", "--help")
    #expect(outcome.code == 0)
    #expect(outcome.output.hasPrefix("usage: navrun explore FILE"))
    #expect(outcome.output.contains("--max-states N"))
    #expect(outcome.output.contains("--color"))
    #expect(!outcome.output.contains("--record"))
    #expect(navrun("help", "print").output.hasPrefix("usage: navrun print FILE"))
  }

  @Test func theMainHelpShowsTheCoverageOptions() {
    let help = navrun("--help").output
    #expect(help.contains("--coverage-min PERCENT"))
    #expect(help.contains("navrun explore FILE"))
  }

  @Test func everyOptionGetsADidYouMean() {
    #expect(
      navrun("--versio").errors.hasPrefix(
        "navrun: error: unknown option --versio; did you mean --version?"))
    #expect(navrun("--coverag").errors.contains("did you mean --coverage?"))
  }
}
