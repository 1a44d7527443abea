import Foundation
import Testing

@testable import ScenarioRunner

/// A temporary folder of its own for each test (tests run in parallel).
struct TemporaryFolder: ~Copyable {
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "navrun-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  deinit {
    try? FileManager.default.removeItem(at: url)
  }

  var path: String { url.path }

  func write(_ text: String, to name: String) throws {
    let file = url.appendingPathComponent(name)
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: file)
  }

  func read(_ name: String) -> String? {
    FileManager.default.contents(atPath: url.appendingPathComponent(name).path).map {
      String(decoding: $0, as: UTF8.self)
    }
  }

  func files() -> [String] {
    ((try? FileManager.default.subpathsOfDirectory(atPath: path)) ?? []).sorted()
  }
}

/// The result of running navrun in process.
struct Outcome {
  var code: Int32
  var output: String
  var errors: String
}

/// Runs navrun in process with an environment (no CI unless given).
func navrun(_ arguments: String..., environment: [String: String] = [:]) -> Outcome {
  navrun(arguments, environment: environment)
}

/// Runs navrun in process, as if standard output were a terminal when `isTerminal` is true and
/// standard input one when `isInputTerminal` is; `keys` are the keys then pressed.
///
/// As if started in `currentFolder` when one is given (for finding `navrun.json`). `--watch` polls
/// as `watch` says: once, by default, so that a watching test ends.
func navrun(
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
struct ScriptedKeys: KeySource {
  var keys: [String]

  init(_ keys: [String]) {
    self.keys = keys
  }

  mutating func nextKey() -> String? {
    keys.isEmpty ? nil : keys.removeFirst()
  }
}

/// The package's root folder.
let packageRoot = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

let pushScenario = """
  {"start": {"nav": ["Feed"]}, "steps": [{"push": "Post"}]}
  """
