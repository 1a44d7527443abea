// `assertScenarios(at:)` for Swift Testing: each failing scenario file is an issue at the line
// it failed on — the step, the decoding error, or the first line of the golden that differs —
// so that Xcode shows it on the scenario's JSON or the golden, with the actual golden and the
// wireframe of the actual tree attached. Called outside a Swift Testing test (from XCTest
// through a helper function), it fails the XCTest test at the call instead.

import ScenarioRunner

#if canImport(Testing)
  import Testing
#endif
#if canImport(XCTest)
  import XCTest
#endif

/// Runs the scenario files at or below `path` like `runScenarios(at:record:selection:jobs:)`
/// and records an issue for each file that did not pass, at the line it failed on, with the
/// actual golden and its wireframe attached; returns the reports.
///
///     @Test func navigation() {
///       assertScenarios(at: scenarios)
///     }
///
/// A failure that is in no file (a path that does not exist) is recorded at the call. Inside
/// an `XCTestCase`, the test case's own `assertScenarios(at:)` is called instead.
@discardableResult
public func assertScenarios(
  at path: String, record: RecordMode? = nil, selection: Selection = Selection(),
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
  column: UInt = #column
) -> [ScenarioReport] {
  let reports = runScenarios(at: path, record: record, selection: selection)
  let failures = reports.compactMap(\.testFailure)
  #if canImport(Testing)
    if Test.current != nil {
      let call = SourceLocation(
        fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column))
      for failure in failures { recordIssue(failure, calledAt: call) }
      return reports
    }
  #endif
  #if canImport(XCTest)
    for failure in failures { XCTFail(failure.message, file: filePath, line: line) }
  #endif
  return reports
}

#if canImport(Testing)
  /// Records one failing file as an issue at its line, and its attachments.
  private func recordIssue(_ failure: ScenarioTestFailure, calledAt call: SourceLocation) {
    let location =
      failure.location.map {
        SourceLocation(fileID: $0.fileID, filePath: $0.filePath, line: $0.line, column: $0.column)
      } ?? call
    Issue.record(Comment(rawValue: failure.message), sourceLocation: location)
    // Attachments came with Swift 6.2.
    #if compiler(>=6.2)
      for attachment in failure.attachments {
        Attachment.record(attachment.text, named: attachment.name, sourceLocation: location)
      }
    #endif
  }
#endif
