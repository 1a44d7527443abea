// A signal that ends navrun while its terminal is raw (`kill`, SIGHUP, or SIGINT or SIGQUIT
// sent from elsewhere; with signal keys off, the keyboard sends none) would leave the terminal
// without echo and line editing for the shell. While raw mode lasts, these signals first put
// the terminal's settings back, then end navrun as they would have.

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The terminal a signal handler restores, set while raw mode lasts: a handler can capture
/// nothing. Only navrun's own process sets it (see `TerminalSignals.restoring`), once at a
/// time, on the one thread that reads keys.
nonisolated(unsafe) private var terminalToRestore: (descriptor: Int32, settings: termios)?

/// Signal handlers that give a raw terminal its settings back.
enum TerminalSignals {
  /// The signals that end navrun and are handled.
  static let handled = [SIGTERM, SIGHUP, SIGINT, SIGQUIT]

  /// Runs `body` with `settings` restored on `descriptor` before any of `handled` ends
  /// navrun; the previous handlers come back after. For navrun's own process only: the
  /// handlers are the process's.
  static func restoring<Result, Failure: Error>(
    _ settings: termios, on descriptor: Int32, _ body: () throws(Failure) -> Result
  ) throws(Failure) -> Result {
    terminalToRestore = (descriptor, settings)
    let previous = handled.map { signal($0, restoreAndEnd) }
    defer {
      for (number, handler) in zip(handled, previous) { _ = signal(number, handler) }
      terminalToRestore = nil
    }
    return try body()
  }
}

/// Restores the terminal, then lets the signal end navrun as it would have (it is delivered
/// when the handler returns).
private func restoreAndEnd(_ number: Int32) {
  if var terminal = terminalToRestore {
    _ = tcsetattr(terminal.descriptor, TCSANOW, &terminal.settings)
  }
  _ = signal(number, SIG_DFL)
  _ = raise(number)
}
