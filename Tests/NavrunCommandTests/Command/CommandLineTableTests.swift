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
    let values = [
      "--record": "all", "--color": "never", "--jobs": "2", "--shard": "1/2", "--step": "0",
      "--format": "text", "--unreferenced": "warn", "--coverage-min": "50", "--depth": "1",
      "--max-states": "1",
    ]
    for option in Invocation.optionTable {
      for name in option.names {
        var arguments = [command.rawValue, name]
        if option.value != nil { arguments.append(values[name] ?? "x") }
        // The Markdown is of a comparison.
        if name == "--markdown" { arguments += ["--compare", "old.json"] }
        let paths = command == .print ? ["a.json"] : []
        let parses = (try? Invocation(arguments: arguments + paths)) != nil
        let takes = option.commands?.contains(command) ?? true
        #expect(parses == takes, "\(command.rawValue) \(name)")
      }
    }
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
