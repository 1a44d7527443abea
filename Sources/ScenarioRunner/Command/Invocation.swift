// The command line of navrun (SPEC §4), parsed into a value. Flags may be written `--flag value`
// or `--flag=value`; an unknown flag is a usage error with a did-you-mean hint.

import ScenarioFormat

/// What the user asked for.
public struct Invocation: Sendable, Equatable {
  /// The subcommand.
  public enum Command: String, Sendable, CaseIterable {
    case run, validate, print
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
  /// `--help`.
  public var wantsHelp = false

  /// The flags that take a value.
  static let valueFlags = ["--record", "--color", "--step"]
  /// The flags that take none.
  static let plainFlags = ["--update", "--help", "-h"]

  /// Parses the arguments after the program name.
  public init(arguments: [String]) throws(UsageError) {
    var remaining = arguments[...]
    if let first = remaining.first, let command = Command(rawValue: first) {
      self.command = command
      remaining = remaining.dropFirst()
    }
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
      if Self.valueFlags.contains(name), value == nil {
        guard let next = remaining.popFirst() else {
          throw UsageError("\(name) needs a value")
        }
        value = next
      }
      switch name {
      case "--record":
        guard let mode = RecordMode(rawValue: value ?? "") else {
          throw UsageError(
            "--record takes missing, all or never, not \"\(value ?? "")\"")
        }
        record = mode
      case "--update":
        record = .all
      case "--color":
        guard let choice = ColorChoice(rawValue: value ?? "") else {
          throw UsageError("--color takes auto, always or never, not \"\(value ?? "")\"")
        }
        color = choice
      case "--step":
        guard let number = Int(value ?? ""), number >= 0 else {
          throw UsageError("--step takes a step index (0, 1, …), not \"\(value ?? "")\"")
        }
        step = number
      case "--help", "-h":
        wantsHelp = true
      default:
        let hint =
          Suggestion.closest(to: name, among: Self.valueFlags + Self.plainFlags).map {
            "; did you mean \($0)?"
          } ?? ""
        throw UsageError("unknown option \(name)\(hint)")
      }
    }
    if step != nil, command != .print {
      throw UsageError("--step goes with `navrun print FILE`")
    }
    if command == .print, paths.count != 1 {
      throw UsageError("`navrun print` takes one scenario file")
    }
  }
}

/// A command line navrun cannot run (exit code 2).
public struct UsageError: Error, Sendable, Equatable, CustomStringConvertible {
  /// What is wrong.
  public var message: String

  /// Creates an error.
  public init(_ message: String) {
    self.message = message
  }

  public var description: String { message }
}
