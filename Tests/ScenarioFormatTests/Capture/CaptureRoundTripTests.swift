import Foundation
import NavigationCore
import Testing

@testable import ScenarioFormat

/// Every example capture, read as a start and printed back as `_printHierarchy`, gives the
/// capture's structure and appearance: its controllers in order, their kinds and types, the
/// presentations and their styles, each appearance and view (loaded, in the window or not).
@Suite struct CaptureRoundTripTests {
  static let folder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Scenarios/captures")

  static let captures: [String] =
    ((try? FileManager.default.contentsOfDirectory(atPath: folder.path + "/Captures")) ?? [])
    .filter { $0.hasSuffix(".txt") }.sorted()

  /// The classes the examples name, as `app-classes.json` does.
  static let classes =
    #"{"MainTabBarController": "tabs", "BaseNavigationController": "nav", "CardPresentationController": "formSheet"}"#

  @Test func thereAreExamples() {
    #expect(Self.captures.count >= 9)
  }

  @Test(arguments: captures) func aCaptureReadAndPrintedBackIsTheCapture(_ name: String) throws {
    let file = Self.folder.appendingPathComponent("round-trip.json").path
    let source =
      #"{"define": {"classes": \#(Self.classes)}, "start": {"capture": "Captures/\#(name)"}}"#
    let scenario = try ScenarioLoader().decode(Array(source.utf8), file: file)
    let state = try scenario.makeState()
    // The capture as an expectation, with transitions and views compared: what was read is
    // what prints.
    let expectation = try #require(
      try ScenarioLoader().decode(
        Array(
          #"{"define": {"classes": \#(Self.classes)}, "start": {"nav": ["A"]}, "steps": [{"expectCapture": "Captures/\#(name)", "compare": ["transitions"]}]}"#
            .utf8), file: file
      ).steps.first)
    guard case .check(.capture(let capture)) = expectation.action else {
      Issue.record("not a capture expectation")
      return
    }
    #expect(capture.failure(against: state.hierarchyLines) == nil, "\(name)")
    // Printed back and read again, the text gives the same lines.
    let printed = try CaptureReader.lines(of: Array(state.hierarchyText.utf8))
    let reread = try CaptureTree(printed, classes: CaptureClasses(keepsModules: true))
    #expect(capture.failure(against: reread.lines) == nil, "\(name): \(state.hierarchyText)")
  }
}
