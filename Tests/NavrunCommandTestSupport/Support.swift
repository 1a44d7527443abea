// The command line for the tests that drive it: navrun run in process, the built binary, and
// scripted key presses for review.

import Foundation
import NavrunCommand

/// The result of running navrun in process.
public struct Outcome {
  /// An outcome with these parts.
  public init(code: Int32, output: String, errors: String) {
    self.code = code
    self.output = output
    self.errors = errors
  }

  /// The exit code.
  public var code: Int32
  /// What it wrote on standard output.
  public var output: String
  /// What it wrote on standard error.
  public var errors: String
}

/// Runs navrun in process with an environment (no CI unless given).
public func navrun(_ arguments: String..., environment: [String: String] = [:]) -> Outcome {
  navrun(arguments, environment: environment)
}

/// Runs navrun in process, as if standard output were a terminal when `isTerminal` is true and
/// standard input one when `isInputTerminal` is; `keys` are the keys then pressed.
///
/// As if started in `currentFolder` when one is given (for finding `navrun.json`). `--watch` polls
/// as `watch` says: once, by default, so that a watching test ends.
public func navrun(
  _ arguments: [String], environment: [String: String] = [:], isTerminal: Bool = false,
  isInputTerminal: Bool = false, keys: [String] = [], currentFolder: String? = nil,
  watch: WatchControl = .polls(1)
) -> Outcome {
  var output = ""
  var errors = ""
  let code = Navrun.main(
    arguments: arguments, environment: environment, isTerminal: isTerminal,
    isInputTerminal: isInputTerminal, keys: ScriptedKeys(keys), currentFolder: currentFolder,
    write: { output += $0 }, writeError: { errors += $0 }, watchControl: watch)
  return Outcome(code: code, output: output, errors: errors)
}

/// Key presses given in advance; the input ends after the last.
public struct ScriptedKeys: KeySource {
  /// The keys still to press.
  public var keys: [String]

  /// Keys to press in this order.
  public init(_ keys: [String]) {
    self.keys = keys
  }

  /// The next key, removed from those still to press; nil after the last.
  public mutating func nextKey() -> String? {
    keys.isEmpty ? nil : keys.removeFirst()
  }
}

/// The built `navrun` binary, beside the test bundle.
public var navrunBinary: URL {
  #if os(macOS)
    for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
      return bundle.bundleURL.deletingLastPathComponent().appendingPathComponent("navrun")
    }
  #endif
  return Bundle.main.bundleURL.appendingPathComponent("navrun")
}
