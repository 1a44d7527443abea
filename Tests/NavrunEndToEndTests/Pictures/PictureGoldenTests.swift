import Foundation
import NavrunCommandTestSupport
import NavrunTestSupport
import Testing

@testable import ScenarioRunner

/// Every picture kind `print` draws, byte for byte against a committed file: one scenario with
/// tabs, a nav stack, a fluid stack, split columns, a sheet, a popover, a collapse and a compact
/// sheet, with an id that needs escaping, and last two steps that change nothing (an expectation
/// and a tap UIKit ignores), which add no frame.
///
/// `NAVRUN_RECORD_PICTURES=1 swift test --filter PictureGoldenTests` rewrites the files after a
/// deliberate change; look at the SVGs before committing them.
@Suite struct PictureGoldenTests {
  static let folder = packageRoot.appendingPathComponent(
    "Tests/NavrunEndToEndTests/Pictures/Goldens")
  static let scenario = folder.appendingPathComponent("showcase.json").path

  /// The golden file and the `print` arguments of each kind.
  static let kinds: [(file: String, arguments: [String])] = [
    ("showcase.txt", ["--format", "text"]),
    ("showcase.step3.json", ["--step", "3", "--format", "json"]),
    ("showcase.mermaid", ["--step", "3", "--format", "mermaid"]),
    ("showcase.dot", ["--format", "dot"]),
    ("showcase.step3.dot", ["--step", "3", "--format", "dot"]),
    ("showcase.svg", ["--format", "svg"]),
    ("showcase.step0.svg", ["--step", "0", "--format", "svg"]),
    ("showcase.step6.svg", ["--step", "6", "--format", "svg"]),
  ]

  @Test(arguments: kinds.map(\.file)) func pictureMatchesItsGolden(file: String) throws {
    let arguments = try #require(Self.kinds.first { $0.file == file }).arguments
    let outcome = navrun(["print", Self.scenario] + arguments)
    #expect(outcome.code == 0, Comment(rawValue: outcome.errors))
    let url = Self.folder.appendingPathComponent(file)
    if ProcessInfo.processInfo.environment["NAVRUN_RECORD_PICTURES"] == "1" {
      try Data(outcome.output.utf8).write(to: url)
    }
    let golden = try String(contentsOf: url, encoding: .utf8)
    #expect(outcome.output == golden, "navrun print \(arguments.joined(separator: " ")) ≠ \(file)")
  }

  /// The README's picture is the showcase's first step, drawn as navrun draws it now.
  @Test func theREADMEPictureIsCurrent() throws {
    let picture = try String(
      contentsOf: packageRoot.appendingPathComponent("docs/pictures/showcase.svg"), encoding: .utf8)
    #expect(picture == navrun(["print", Self.scenario, "--step", "0", "--format", "svg"]).output)
  }
}
