// Whether standard output is a terminal, for colors and progress.

import Platform
import ScenarioRunner

enum Terminal {
  /// Whether standard output is an interactive terminal.
  static var isStandardOutputATerminal: Bool {
    ProcessControl.isTerminal(1)
  }
}
