// `assertScenarios(at:)` for XCTest, as a method of the test case: each failing scenario file
// is a failure at the line it failed on — the step, the decoding error, or the first line of
// the golden that differs. On Apple platforms it is an `XCTIssue` with the actual golden and
// the wireframe of the actual tree attached; swift-corelibs-xctest (Linux, Windows) has
// neither issues nor attachments, so there it is a failure at that line, without them.

#if canImport(XCTest)
  import Foundation
  import ScenarioRunner
  import XCTest

  extension XCTestCase {
    /// Runs the scenario files at or below `path` like `runScenarios(at:record:selection:jobs:)`
    /// and records a failure for each file that did not pass, at the line it failed on;
    /// returns the reports.
    ///
    ///     func testNavigation() {
    ///       assertScenarios(at: folder)
    ///     }
    ///
    /// A failure that is in no file (a path that does not exist) is recorded at the call.
    @discardableResult
    public func assertScenarios(
      at path: String, record: RecordMode? = nil, selection: Selection = Selection(),
      file: StaticString = #filePath, line: UInt = #line
    ) -> [ScenarioReport] {
      let reports = runScenarios(at: path, record: record, selection: selection)
      for failure in reports.compactMap(\.testFailure) {
        let filePath = failure.location?.filePath ?? "\(file)"
        let lineNumber = failure.location?.line ?? Int(line)
        #if canImport(Darwin)
          var issue = XCTIssue(
            type: .assertionFailure, compactDescription: failure.message,
            sourceCodeContext: XCTSourceCodeContext(
              location: XCTSourceCodeLocation(filePath: filePath, lineNumber: lineNumber)))
          for attachment in failure.attachments {
            let file = XCTAttachment(
              data: Data(attachment.text.utf8),
              uniformTypeIdentifier: attachment.name.hasSuffix(".svg")
                ? "public.svg-image" : "public.plain-text")
            file.name = attachment.name
            file.lifetime = .keepAlways
            issue.attachments.append(file)
          }
          self.record(issue)
        #else
          recordFailure(
            withDescription: failure.message, inFile: filePath, atLine: lineNumber, expected: true)
        #endif
      }
      return reports
    }

    /// `ScenarioRunner`'s `assertScenarios(at:record:selection:fail:)`, which this type's own
    /// `assertScenarios(at:)` would otherwise hide inside a test case.
    @discardableResult
    public func assertScenarios(
      at path: String, record: RecordMode? = nil, selection: Selection = Selection(),
      fail: (String) -> Void
    ) -> [ScenarioReport] {
      ScenarioRunner.assertScenarios(at: path, record: record, selection: selection, fail: fail)
    }
  }
#endif
