import Foundation
import NavrunTesting
import ScenarioRunner
import Testing

/// Swift Testing's `assertScenarios(at:)` records each failing file at the line it failed on.
@Suite struct SwiftTestingTests {
  @Test func aFailingStepIsAnIssueOnItsLineOfTheScenario() throws {
    let folder = try temporaryFolder(with: [
      "steps.json": """
      {
        "start": {"nav": ["A"]},
        "steps": [
          {"push": "B"},
          {"push": {"nav": []}}
        ]
      }

      """
    ])
    let path = folder + "/steps.json"
    withKnownIssue {
      let reports = assertScenarios(at: folder)
      #expect(reports.map(\.status) == [.failed])
    } matching: { issue in
      issue.sourceLocation
        == SourceLocation(
          fileID: URL(fileURLWithPath: folder).lastPathComponent + "/steps.json", filePath: path,
          line: 5, column: 5)
        && issue.comments.contains { $0.rawValue.contains("cannotPushContainer") }
    }
  }

  @Test func aGoldenThatDiffersIsAnIssueOnItsFirstDifferingLine() throws {
    let folder = try temporaryFolder(with: [
      "a.json": #"{"start": {"nav": ["Feed"]}, "steps": [{"push": "Post"}]}"#,
      "a.golden": "window (regular)\n  nav\n    Feed\n    Settings  <- top\n",
    ])
    withKnownIssue {
      assertScenarios(at: folder)
    } matching: { issue in
      issue.sourceLocation?.filePath == folder + "/a.golden" && issue.sourceLocation?.line == 4
        && issue.comments.contains { $0.rawValue.contains("+    Post  <- top") }
    }
  }

  @Test func aPathThatDoesNotExistIsAnIssueAtTheCall() throws {
    let folder = try temporaryFolder(with: [:])
    let line = #line + 2
    withKnownIssue {
      assertScenarios(at: folder + "/nowhere")
    } matching: { issue in
      issue.sourceLocation?.fileName == "SwiftTestingTests.swift"
        && issue.sourceLocation?.line == line
    }
  }

  @Test func passingFilesRecordNothing() throws {
    let folder = try temporaryFolder(with: [
      "a.json": #"{"start": "A", "steps": [{"expectTop": "A"}], "golden": false}"#
    ])
    #expect(assertScenarios(at: folder).map(\.isPassing) == [true])
  }
}
