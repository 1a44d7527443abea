// `navrun --help` and `navrun COMMAND --help`, written from the tables of commands and options:
// a command or an option added to the tables is in the help at once.

import ScenarioRunner

extension Invocation {
  /// The help of navrun: every command, then the options, grouped by the commands that take
  /// them.
  static var help: String {
    let usage = commandTable.enumerated().map { index, entry in
      (index == 0 ? "usage: " : "       ") + "navrun " + entry.synopsis
    }
    let commands = commandTable.map { entry in
      (label: entry.command.rawValue, text: entry.summary)
    }
    var groups: [(commands: [Command]?, options: [CommandLineOption])] = []
    for option in optionTable {
      if let index = groups.firstIndex(where: { $0.commands == option.commands }) {
        groups[index].options.append(option)
      } else {
        groups.append((option.commands, [option]))
      }
    }
    let options = groups.map { group in
      let heading =
        group.commands.map { "Options of " + listed($0.map(\.rawValue)) }
        ?? "Options of every command"
      return heading + ":\n" + columns(group.options.map { (label: $0.label, text: $0.summary) })
    }
    return usage.joined(separator: "\n") + "\n\nCommands:\n" + columns(commands) + "\n"
      + options.joined(separator: "\n") + "\n" + closingNotes
  }

  /// `a`, `a and b`, `a, b and c`.
  private static func listed(_ names: [String]) -> String {
    guard let last = names.last, names.count > 1 else { return names.first ?? "" }
    return names.dropLast().joined(separator: ", ") + " and " + last
  }

  /// The help of one command: its usage, what it does and the options it takes.
  static func help(for command: Command) -> String {
    guard let entry = commandTable.first(where: { $0.command == command }) else { return help }
    let options = optionTable.filter { $0.commands?.contains(command) ?? true }
      .map { (label: $0.label, text: $0.summary) }
    let summary = entry.summary.prefix(1).uppercased() + entry.summary.dropFirst() + "."
    return "usage: navrun \(entry.synopsis)\n\n" + wrapped(summary, indent: 0) + "\n\nOptions:\n"
      + columns(options)
  }

  /// What the help says after the options.
  private static let closingNotes = """
    A navrun.json in the current folder or above sets defaults for the options of run and
    validate (paths, exclude, record, jobs, reports, unreferenced); flags win over it.

    Exit codes: 0 all passed, 1 a scenario failed or a golden is pending (or unreferenced,
    under --unreferenced fail; or left pending by review on a terminal), 2 bad input or usage.

    """

  /// The width the help fits in.
  private static let width = 100
  /// Where the descriptions start.
  private static let descriptionColumn = 34

  /// Labels in a column and their texts beside them, wrapped; a label too long for its column
  /// stands on a line of its own.
  private static func columns(_ rows: [(label: String, text: String)]) -> String {
    var text = ""
    for row in rows {
      let label = "  " + row.label
      let body = wrapped(row.text, indent: descriptionColumn)
      if label.count + 2 <= descriptionColumn {
        text += label + String(repeating: " ", count: descriptionColumn - label.count)
        text += body.dropFirst(descriptionColumn) + "\n"
      } else {
        text += label + "\n" + body + "\n"
      }
    }
    return text
  }

  /// A paragraph wrapped at the help's width, every line indented.
  private static func wrapped(_ paragraph: String, indent: Int) -> String {
    let margin = String(repeating: " ", count: indent)
    var lines: [String] = []
    var line = margin
    for word in paragraph.split(separator: " ") {
      if line.count > indent, line.count + 1 + word.count > width {
        lines.append(line)
        line = margin
      }
      line += (line.count > indent ? " " : "") + word
    }
    lines.append(line)
    return lines.joined(separator: "\n")
  }
}
