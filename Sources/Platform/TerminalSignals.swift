// A signal that ends navrun while its terminal is raw (`kill`, SIGHUP, SIGUSR1, SIGALRM, or
// SIGINT or SIGQUIT sent from elsewhere; with signal keys off, the keyboard sends none) would
// leave the terminal without echo and line editing for the shell. While raw mode lasts, every
// signal whose default is to end the process first puts the terminal's settings back, then
// ends navrun as it would have. A signal that stops navrun (SIGTSTP, SIGTTIN, SIGTTOU) gives
// the terminal back while it is stopped, and SIGCONT makes it raw again.

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The terminal a signal handler restores, set while raw mode lasts: a handler can capture nothing.
///
/// Only navrun's own process sets it (see `TerminalSignals.restoring`), once at a time, on the one
/// thread that reads keys.
nonisolated(unsafe) private var terminalToRestore: (descriptor: Int32, settings: termios)?

/// The raw settings of a terminal given back while navrun is stopped, for SIGCONT.
nonisolated(unsafe) private var rawWhileStopped: termios?

/// Signal handlers that give a raw terminal its settings back.
package enum TerminalSignals {
  /// The signals whose default action ends navrun, and which are handled: every one a
  /// process can be sent, not only those a terminal sends.
  static let ending: [Int32] = {
    var signals = [
      SIGTERM, SIGHUP, SIGINT, SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF,
      SIGXCPU, SIGXFSZ, SIGPIPE, SIGABRT, SIGTRAP, SIGSYS, SIGBUS, SIGFPE, SIGILL, SIGSEGV,
    ]
    #if os(Linux)
      // Linux ends a process on these too; elsewhere SIGIO is ignored by default.
      signals += [SIGIO, SIGPWR, SIGSTKFLT]
    #endif
    return signals
  }()

  /// The signals that stop navrun, from the keyboard or from elsewhere.
  static let stopping = [SIGTSTP, SIGTTIN, SIGTTOU]

  /// Every signal handled while raw mode lasts.
  package static let handled = ending + stopping + [SIGCONT]

  /// Runs `body` with `settings` restored on `descriptor` before any of `handled` ends navrun; the
  /// previous handlers come back after.
  ///
  /// For navrun's own process only: the handlers are the process's.
  static func restoring<Result, Failure: Error>(
    _ settings: termios, on descriptor: Int32, _ body: () throws(Failure) -> Result
  ) throws(Failure) -> Result {
    terminalToRestore = (descriptor, settings)
    let previous =
      ending.map { signal($0, restoreAndEnd) } + stopping.map { signal($0, restoreAndStop) }
      + [signal(SIGCONT, resumeRaw)]
    defer {
      for (number, handler) in zip(handled, previous) { _ = signal(number, handler) }
      terminalToRestore = nil
      rawWhileStopped = nil
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

/// Gives the terminal back, then stops navrun as the signal would have; `resumeRaw` makes it
/// raw again when navrun continues.
private func restoreAndStop(_ number: Int32) {
  if var terminal = terminalToRestore {
    var raw = termios()
    if tcgetattr(terminal.descriptor, &raw) == 0 { rawWhileStopped = raw }
    _ = tcsetattr(terminal.descriptor, TCSANOW, &terminal.settings)
  }
  _ = signal(number, SIG_DFL)
  // The handler's own signal is blocked while it runs: unblocked, the signal raised stops
  // navrun here, until SIGCONT, instead of when the handler returns.
  var own = sigset_t()
  sigemptyset(&own)
  sigaddset(&own, number)
  _ = sigprocmask(SIG_UNBLOCK, &own, nil)
  _ = raise(number)
  // Continued: the next stop needs this handler again.
  _ = signal(number, restoreAndStop)
}

/// After a stop, puts the terminal back in raw mode.
private func resumeRaw(_ number: Int32) {
  guard let terminal = terminalToRestore, var raw = rawWhileStopped else { return }
  _ = tcsetattr(terminal.descriptor, TCSANOW, &raw)
  rawWhileStopped = nil
}
