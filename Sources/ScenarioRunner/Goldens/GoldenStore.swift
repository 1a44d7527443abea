// Golden files beside their scenarios (`a/b.json` → `a/b.golden`), compared byte for byte and
// written only when recording, atomically: a temporary file in the same folder, flushed, then
// renamed over the golden, so a golden is always either the old or the new text. With
// `--record new` a result that differs (or has no golden yet) is written beside the golden as
// `a/b.golden.new`, a *pending* golden for `navrun review`, `accept` and `reject`.

import Platform
import ScenarioFormat

/// When goldens are written: the `--record` modes the README lists.
public enum RecordMode: String, Sendable, CaseIterable {
  /// Write a missing golden; a mismatch fails. The default outside CI.
  case missing
  /// Rewrite every golden that differs (`--update`).
  case all
  /// Write mismatches and missing goldens as pending `x.golden.new` files; they fail until
  /// accepted.
  case new
  /// Write nothing; a missing golden fails. The default on CI.
  case never
}

extension RecordMode {
  /// The environment variable that sets the record mode when no flag does, for the command
  /// and for `runScenarios` in tests (as `SNAPSHOT_TESTING_RECORD` or `INSTA_UPDATE` do).
  public static let environmentVariable = "NAVRUN_RECORD"

  /// The prefix `xcodebuild test` wants on a variable meant for the test process:
  /// `TEST_RUNNER_NAVRUN_RECORD=missing xcodebuild test`.
  public static let testRunnerPrefix = "TEST_RUNNER_"

  /// The mode `NAVRUN_RECORD` sets, or nil when it is unset or empty; a value that names no
  /// mode is an error.
  ///
  /// `TEST_RUNNER_NAVRUN_RECORD` is read when `NAVRUN_RECORD` is unset: `xcodebuild test`
  /// passes only variables with that prefix to tests (without it), so the same line works with
  /// `xcodebuild` and `swift test`.
  public init?(environment: [String: String]) throws(UsageError) {
    let names = [Self.environmentVariable, Self.testRunnerPrefix + Self.environmentVariable]
    guard let name = names.first(where: { !(environment[$0] ?? "").isEmpty }),
      let value = environment[name]
    else { return nil }
    guard let mode = RecordMode(rawValue: value) else {
      throw UsageError(
        "\(name)=\(value) names no record mode; use "
          + Self.allCases.map(\.rawValue).joined(separator: ", "))
    }
    self = mode
  }
}

/// What comparing with a golden found.
public enum GoldenOutcome: Sendable, Equatable {
  /// The golden matches.
  case matched
  /// The golden was missing and has been written.
  case recorded
  /// The golden differed and has been rewritten.
  case updated(previous: String)
  /// The golden differs.
  case mismatched(expected: String)
  /// The golden differed or was missing (`previous` is nil) and the result has been written
  /// as a pending golden.
  case pending(previous: String?)
  /// The golden is missing and recording is off.
  case missing
  /// The golden could not be written.
  case unwritable(String)
  /// Something is at the golden's path but cannot be read as a golden: it is unreadable, too
  /// large, or not a regular file. It is never overwritten.
  case unreadable(String)
}

/// Reads, compares and writes golden files.
public struct GoldenStore: Sendable {
  /// The recording mode.
  public var mode: RecordMode
  /// Why nothing may be written beside these goldens, when nothing may (they are in a
  /// resource bundle): every write the mode asks for then fails with it, and nothing is
  /// removed.
  var refusal: String?

  /// Creates a store.
  public init(mode: RecordMode) {
    self.mode = mode
  }

  /// Compares `actual` with the golden at `path`, writing it when the mode says so.
  ///
  /// Under `new` and `all`, a pending golden left over from an earlier run is removed once the
  /// golden holds the result.
  public func compare(_ actual: String, withGoldenAt path: String) -> GoldenOutcome {
    let pending = Self.pendingPath(forGolden: path)
    let bytes: [UInt8]
    do {
      bytes = try FileBytes.read(path, limit: ScenarioLoader.maximumFileSize)
    } catch .missing {
      switch mode {
      case .never: return .missing
      case .new:
        return write(actual, to: pending).map(GoldenOutcome.unwritable) ?? .pending(previous: nil)
      case .missing, .all: return write(actual, to: path).map(GoldenOutcome.unwritable) ?? .recorded
      }
    } catch {
      return .unreadable(Self.describe(error, path: path))
    }
    guard !Self.bytes(bytes, equal: actual) else {
      if mode == .new || mode == .all { removeStale(pending) }
      return .matched
    }
    let expected = String(decoding: bytes, as: UTF8.self)
    switch mode {
    case .never, .missing:
      return .mismatched(expected: expected)
    case .new:
      return write(actual, to: pending).map(GoldenOutcome.unwritable)
        ?? .pending(previous: expected)
    case .all:
      if let failure = write(actual, to: path) { return .unwritable(failure) }
      removeStale(pending)
      return .updated(previous: expected)
    }
  }

  /// Whether a file's bytes are a text's UTF-8, compared over contiguous memory a
  /// region at a time, never a byte at a time: every file of every run is compared.
  private static func bytes(_ bytes: [UInt8], equal text: String) -> Bool {
    var text = text
    return text.withUTF8 { utf8 in
      utf8.count == bytes.count
        && bytes.withUnsafeBufferPointer { file in
          guard let text = utf8.baseAddress, let file = file.baseAddress else { return true }
          return Memory.equal(text, file, count: utf8.count)
        }
    }
  }

  private static func describe(_ error: FileReadError, path: String) -> String {
    "cannot read the golden \(path): \(error.goldenReason); navrun leaves it as it is"
  }

  /// Removes a pending golden that a result made stale; only a regular file, which navrun
  /// wrote, is removed (a folder or a link of that name is left alone).
  private func removeStale(_ pending: String) {
    if refusal == nil, FileKind.entry(at: pending) == .regular { FileSystem.remove(pending) }
  }

  /// Writes a file atomically; returns why it failed, or nil.
  public func write(_ text: String, to path: String) -> String? {
    if let refusal { return "cannot write \(path): \(refusal)" }
    return AtomicFile.write(text, to: path)
  }
}

extension FileReadError {
  /// Why a golden or a pending golden cannot be read, as a clause: `it is a folder`.
  package var goldenReason: String {
    switch self {
    case .missing: "it is missing"
    case .isFolder: "it is a folder"
    case .notAFile(let kind): "it is \(kind.description)"
    case .tooLarge(let size):
      "it is \(size) bytes; navrun reads goldens up to \(ScenarioLoader.maximumFileSize) bytes"
    case .nulInPath: "the path holds a NUL character"
    case .unreadable(let reason): reason
    }
  }
}
