// What a run of navrun ends with.

/// Exit codes, as the README lists them.
public enum NavrunExitCode: Int32, Sendable {
  /// Everything passed.
  case success = 0
  /// A scenario failed.
  case failure = 1
  /// Bad input or usage.
  case badInput = 2
}
