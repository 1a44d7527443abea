// Whether standard output is a terminal, for colors and progress.

import ScenarioRunner

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

enum Terminal {
  /// Whether standard output is an interactive terminal.
  static var isStandardOutputATerminal: Bool {
    isatty(1) == 1
  }
}
