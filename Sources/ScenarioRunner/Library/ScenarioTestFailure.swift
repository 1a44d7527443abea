// A failing scenario file as a test framework reports it: the message, the line it points at —
// the failing step or the decoding error in the scenario or a definitions file, or the first
// line of the golden that differs — and the actual golden and the wireframe of the actual tree
// to attach. `NavrunTesting` hands these to Swift Testing and XCTest; they are worked out here,
// without either framework, so that both report the same.

import NavigationCore
import Platform
import ScenarioFormat

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A failing scenario file as a test failure.
public struct ScenarioTestFailure: Sendable, Equatable {
  /// The located errors and the golden diff, then, when recording would settle it, how to
  /// record from `swift test`.
  public var message: String
  /// The line the failure points at; nil when it is in no file (a path that does not exist).
  public var location: Location?
  /// Text files to attach: the actual golden and the wireframe of the actual tree.
  public var attachments: [Attachment]

  /// A line of a file.
  public struct Location: Sendable, Equatable {
    /// The file's absolute path.
    public var filePath: String
    /// The line, from 1.
    public var line: Int
    /// The column, from 1.
    public var column: Int

    /// The file's folder and name (`Scenarios/open-post.json`), the two components Swift
    /// Testing's `fileID` holds.
    public var fileID: String {
      let folder = filePath.split(separator: "/").dropLast().last.map(String.init) ?? "navrun"
      return folder + "/" + filePath.fileName
    }
  }

  /// A text file attached to a failure.
  public struct Attachment: Sendable, Equatable {
    /// The file name, with its extension: `open-post.actual.golden`, `open-post.actual.svg`.
    public var name: String
    /// The file's text.
    public var text: String
  }
}

extension ScenarioReport {
  /// The report as a test failure; nil when the file passed.
  public var testFailure: ScenarioTestFailure? {
    guard var message = failureMessage else { return nil }
    if isGoldenFailure {
      message +=
        "\nTo record from swift test: NAVRUN_RECORD=missing swift test (missing goldens), "
        + "NAVRUN_RECORD=all (rewrite), NAVRUN_RECORD=new (pending goldens for navrun review)"
    }
    return ScenarioTestFailure(
      message: message, location: failureLocation, attachments: failureAttachments)
  }

  /// The first located error; else the first line of the golden that differs; else the first
  /// line of the scenario file, when it is one.
  private var failureLocation: ScenarioTestFailure.Location? {
    if let located = diagnostics.first(where: { $0.location != nil }),
      let location = located.location
    {
      return .init(
        filePath: Self.absolute(located.file), line: max(1, location.line),
        column: max(1, location.column))
    }
    if let goldenFile, let expected, let actual {
      return .init(
        filePath: Self.absolute(goldenFile),
        line: Self.firstDifferingLine(expected: expected, actual: actual), column: 1)
    }
    guard FileKind.entry(at: file) == .regular else { return nil }
    return .init(filePath: Self.absolute(file), line: 1, column: 1)
  }

  /// The actual golden, and the wireframe of the actual tree where the file failed.
  private var failureAttachments: [ScenarioTestFailure.Attachment] {
    let name = String(file.fileName.dropLast(file.hasSuffix(".json") ? 5 : 0))
    var attachments: [ScenarioTestFailure.Attachment] = []
    if let actual { attachments.append(.init(name: name + ".actual.golden", text: actual)) }
    if let tree = FailureScreens(self)?.actual, let window = Window(text: tree) {
      attachments.append(.init(name: name + ".actual.svg", text: window.svg))
    }
    return attachments
  }

  /// The line, from 1, of the first line of `expected` that `actual` does not have; past the
  /// last line of `expected`, its last line.
  private static func firstDifferingLine(expected: String, actual: String) -> Int {
    let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
    let same = zip(old, new).prefix { $0 == $1 }.count
    // After a golden's final line end, `split` finds an empty line that is no line of the file.
    let lines = old.count - (expected.hasSuffix("\n") ? 1 : 0)
    return min(same + 1, max(1, lines))
  }

  private static func absolute(_ path: String) -> String {
    path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
  }
}
