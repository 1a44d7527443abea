// Where an interactive `navrun review` reads the keys it is given: a terminal in raw mode when
// navrun runs for a person, or keys given in advance in tests.

import Platform
import ScenarioRunner

/// A source of key presses.
public protocol KeySource {
  /// What the next key press sent (one character, or a few for a key such as an arrow), or nil
  /// when input has ended.
  mutating func nextKey() -> String?
}

/// Key presses read from a terminal's descriptor, one `read` each: run it inside
/// `RawTerminal.run(on:_:)`, where each press is delivered as soon as it is made, without Enter.
///
/// Keys pressed before `nextKey()` is called are discarded: it is called once a question is shown,
/// and a key pressed twice, or while the question was being written, must not answer it unseen.
struct TerminalKeys: KeySource {
  /// The descriptor read: 0, standard input, for the command.
  var descriptor: Int32

  /// Creates a source that reads `descriptor`.
  init(descriptor: Int32) {
    self.descriptor = descriptor
  }

  mutating func nextKey() -> String? {
    TerminalInput.nextKey(from: descriptor)
  }

}
