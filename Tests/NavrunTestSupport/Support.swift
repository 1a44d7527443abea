// What every test of the runner and of the command shares: a temporary folder per test, the
// package's root, and the scenarios several suites run. Nothing here reaches the command line,
// so that the runner's own tests build without it.

import Foundation

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

/// The package's root folder.
public let packageRoot = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// A scenario of one push.
public let pushScenario = """
  {"start": {"nav": ["Feed"]}, "steps": [{"push": "Post"}]}
  """

/// The matrix of `matrixDeepLinkScenario`, named `Comments`, as the reports show it.
public let commentsMatrixScenario = """
  {"scenario": "Comments", "starts": {"feed": {"nav": ["Feed"]}, "post": {"nav": ["Feed", "Post"]}},
   "steps": [{"push": {"screen": "Comments", "context": "7"}}]}
  """

/// A scenario with two starts (a matrix) and a deep link pushed from each.
public let matrixDeepLinkScenario = """
  {"starts": {"feed": {"nav": ["Feed"]}, "post": {"nav": ["Feed", "Post"]}},
   "steps": [{"push": {"screen": "Comments", "context": "7"}}]}
  """

/// A folder of eight scenarios that assert nothing, in three folders, each tagged by its folder
/// and `all`: `tabs/a.json`, `tabs/b.json`, `modals/c.json`, `modals/d.json`,
/// `modals/deep/e.json`, `f.json` and `g.json` (`root`), `h.json` (`slow`).
public func taggedScenarioFolder() throws -> TemporaryFolder {
  let folder = try TemporaryFolder()
  for (path, tag) in [
    ("tabs/a.json", "tabs"), ("tabs/b.json", "tabs"), ("modals/c.json", "modals"),
    ("modals/d.json", "modals"), ("modals/deep/e.json", "modals"), ("f.json", "root"),
    ("g.json", "root"), ("h.json", "slow"),
  ] {
    try folder.write(
      #"{"scenario": "Scenario \#(path)", "tags": ["\#(tag)", "all"], "start": "A", "golden": false}"#,
      to: path)
  }
  return folder
}

/// A folder of three scenarios for the reports: a passing file that sorts first, a golden
/// mismatch, and a step that fails after a step with a warning.
public func reportFolder() throws -> TemporaryFolder {
  let folder = try TemporaryFolder()
  try folder.write(pushScenario, to: "a-pass.json")
  try folder.write("window (regular)\n  nav\n    Feed\n    Post  <- top\n", to: "a-pass.golden")
  try folder.write(pushScenario, to: "b-mismatch.json")
  try folder.write("window (regular)\n  nav\n    Feed  <- top\n", to: "b-mismatch.golden")
  try folder.write(
    #"{"start": {"nav": ["A"]}, "golden": false, "steps": [{"pop": true}, {"push": "B"}, {"push": {"nav": []}}]}"#,
    to: "c-step.json")
  return folder
}
