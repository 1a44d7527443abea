// What the runner's and the command's tests share: a temporary folder per test, navrun run in
// process, and scripted key presses for review.

import Foundation
import NavrunCommand

/// A temporary folder of its own for each test (tests run in parallel).
public struct TemporaryFolder: ~Copyable {
  /// The folder.
  public let url: URL

  /// Creates an empty folder under the system's temporary folder.
  public init() throws {
    url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "navrun-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  deinit {
    try? FileManager.default.removeItem(at: url)
  }

  /// The folder's path.
  public var path: String { url.path }

  /// Writes `text` to the file `name` below the folder, creating its folders.
  public func write(_ text: String, to name: String) throws {
    let file = url.appendingPathComponent(name)
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: file)
  }

  /// The text of the file `name` below the folder; nil when it cannot be read.
  public func read(_ name: String) -> String? {
    FileManager.default.contents(atPath: url.appendingPathComponent(name).path).map {
      String(decoding: $0, as: UTF8.self)
    }
  }

  /// The paths of everything below the folder, relative to it, sorted.
  public func files() -> [String] {
    ((try? FileManager.default.subpathsOfDirectory(atPath: path)) ?? []).sorted()
  }
}

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

/// The package's root folder.
public let packageRoot = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// A scenario of one push.
public let pushScenario = """
  {"start": {"nav": ["Feed"]}, "steps": [{"push": "Post"}]}
  """

/// The built `navrun` binary, beside the test bundle.
public var navrunBinary: URL {
  #if os(macOS)
    for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
      return bundle.bundleURL.deletingLastPathComponent().appendingPathComponent("navrun")
    }
  #endif
  return Bundle.main.bundleURL.appendingPathComponent("navrun")
}

/// A scenario with two starts (a matrix) and a deep link pushed from each.
public let matrixDeepLinkScenario = """
  {"starts": {"feed": {"nav": ["Feed"]}, "post": {"nav": ["Feed", "Post"]}},
   "steps": [{"push": {"screen": "Comments", "context": "7"}}]}
  """
