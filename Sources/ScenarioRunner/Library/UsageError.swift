// The error of a setting navrun cannot use: a command-line option, or an environment variable
// such as `NAVRUN_RECORD`.

/// A command line navrun cannot run (exit code 2).
public struct UsageError: Error, Sendable, Equatable, CustomStringConvertible {
  /// What is wrong.
  public var message: String

  /// Creates an error.
  public init(_ message: String) {
    self.message = message
  }

  /// The message.
  public var description: String { message }
}
