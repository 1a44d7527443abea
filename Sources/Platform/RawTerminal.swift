// A terminal in raw mode for single-key answers: not canonical (a key is read when it is
// pressed, not after Enter), no echo (navrun prints what the key did), and no signal keys
// (Ctrl-C reaches navrun as a key, which quits, instead of killing navrun with the terminal
// still raw). The terminal's own settings come back however the body ends.

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Raw mode on a terminal, for as long as a body runs.
package enum RawTerminal {
  /// Runs `body` with the terminal at `descriptor` in raw mode, and restores its settings after,
  /// whether `body` returns or throws.
  ///
  /// Keys typed before raw mode begins are discarded, so that nothing typed ahead answers a
  /// question not yet shown, and so are keys left unread when it ends, so that a key pressed twice
  /// does not spill into the shell. When `descriptor` is not a terminal, `body` runs with it as it
  /// is. When navrun is the whole process, `restoresOnSignals` has a signal that ends it restore
  /// the settings too.
  package static func run<Result, Failure: Error>(
    on descriptor: Int32, restoresOnSignals: Bool = false, _ body: () throws(Failure) -> Result
  ) throws(Failure) -> Result {
    var saved = termios()
    guard tcgetattr(descriptor, &saved) == 0 else { return try body() }
    var raw = saved
    raw.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG)
    withUnsafeMutableBytes(of: &raw.c_cc) { characters in
      characters[Int(VMIN)] = 1
      characters[Int(VTIME)] = 0
    }
    guard tcsetattr(descriptor, TCSAFLUSH, &raw) == 0 else { return try body() }
    defer { _ = tcsetattr(descriptor, TCSAFLUSH, &saved) }
    guard restoresOnSignals else { return try body() }
    return try TerminalSignals.restoring(saved, on: descriptor, body)
  }
}
