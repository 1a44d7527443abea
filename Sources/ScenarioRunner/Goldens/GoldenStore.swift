// Golden files beside their scenarios (`a/b.json` → `a/b.golden`), compared byte for byte and
// written only when recording, atomically: a temporary file in the same folder, flushed, then
// renamed over the golden, so a golden is always either the old or the new text.

import Foundation
import ScenarioFormat

/// When goldens are written (SPEC §4 "Recording").
public enum RecordMode: String, Sendable, CaseIterable {
  /// Write a missing golden; a mismatch fails. The default outside CI.
  case missing
  /// Rewrite every golden that differs (`--update`).
  case all
  /// Write nothing; a missing golden fails. The default when `CI` is set.
  case never
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
  /// The golden is missing and recording is off.
  case missing
  /// The golden could not be read or written.
  case unwritable(String)
}

/// Reads, compares and writes golden files.
public struct GoldenStore: Sendable {
  /// The recording mode.
  public var mode: RecordMode

  /// Creates a store.
  public init(mode: RecordMode) {
    self.mode = mode
  }

  /// The golden file of a scenario file.
  public static func goldenPath(for scenarioFile: String) -> String {
    let base = scenarioFile.hasSuffix(".json") ? String(scenarioFile.dropLast(5)) : scenarioFile
    return base + ".golden"
  }

  /// Compares `actual` with the golden at `path`, writing it when the mode says so.
  public func compare(_ actual: String, withGoldenAt path: String) -> GoldenOutcome {
    guard let bytes = try? FileBytes.read(path, limit: ScenarioLoader.maximumFileSize) else {
      guard mode != .never else { return .missing }
      return write(actual, to: path).map(GoldenOutcome.unwritable) ?? .recorded
    }
    guard !bytes.elementsEqual(actual.utf8) else { return .matched }
    let expected = String(decoding: bytes, as: UTF8.self)
    guard mode == .all else { return .mismatched(expected: expected) }
    return write(actual, to: path).map(GoldenOutcome.unwritable) ?? .updated(previous: expected)
  }

  /// Writes a file atomically; returns why it failed, or nil.
  public func write(_ text: String, to path: String) -> String? {
    do {
      try FileBytes.writeAtomically(text.utf8, to: path)
      return nil
    } catch {
      return "cannot write \(path): \(error.reason)"
    }
  }
}
