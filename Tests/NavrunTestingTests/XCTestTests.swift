import Foundation
import NavrunTesting
import ScenarioRunner
import XCTest

/// XCTest's `assertScenarios(at:)`, a method of the test case, records each failing file at the
/// line it failed on.
final class XCTestTests: XCTestCase {
  /// The failures recorded while `capturing`, as file and line, instead of failing the test.
  private var captured: [(file: String, line: Int, message: String)] = []
  private var capturing = false

  #if canImport(Darwin)
    override func record(_ issue: XCTIssue) {
      guard capturing, let location = issue.sourceCodeContext.location else {
        return super.record(issue)
      }
      captured.append((location.fileURL.path, location.lineNumber, issue.compactDescription))
    }
  #else
    override func recordFailure(
      withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
      expected: Bool
    ) {
      guard capturing else {
        return super.recordFailure(
          withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
      }
      captured.append((filePath, lineNumber, description))
    }
  #endif

  func testAFailingStepIsRecordedOnItsLineOfTheScenario() throws {
    let folder = try temporaryFolder(with: [
      "steps.json": """
      {
        "start": {"nav": ["A"]},
        "steps": [{"push": {"nav": []}}]
      }

      """,
      "fine.json": #"{"start": "A", "steps": [{"expectTop": "A"}], "golden": false}"#,
    ])
    capturing = true
    let reports = assertScenarios(at: folder)
    capturing = false
    XCTAssertEqual(reports.count, 2)
    XCTAssertEqual(captured.map(\.file), [folder + "/steps.json"])
    XCTAssertEqual(captured.map(\.line), [3])
    XCTAssertTrue(captured.first?.message.contains("cannotPushContainer") == true)
  }

  func testAPathThatDoesNotExistIsRecordedAtTheCall() throws {
    let folder = try temporaryFolder(with: [:])
    capturing = true
    let line = #line + 1
    assertScenarios(at: folder + "/nowhere")
    capturing = false
    XCTAssertEqual(captured.map(\.file), [#filePath])
    XCTAssertEqual(captured.map(\.line), [line])
  }

  func testTheFailFunctionFormStillWorksInsideATestCase() throws {
    let folder = try temporaryFolder(with: [
      "a.json": #"{"start": "A", "steps": [{"expectTop": "B"}], "golden": false}"#
    ])
    var messages: [String] = []
    assertScenarios(at: folder) { messages.append($0) }
    XCTAssertEqual(messages.count, 1)
  }
}
