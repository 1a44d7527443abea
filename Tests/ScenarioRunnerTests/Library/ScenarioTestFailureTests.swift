import Foundation
import NavigationCore
import NavrunTestSupport
import Testing

@testable import ScenarioRunner

/// What a failing report hands a test framework: its line and its attachments.
@Suite struct ScenarioTestFailureTests {
  @Test func aGoldenMismatchAttachesTheActualGoldenAndItsWireframe() throws {
    let folder = try TemporaryFolder()
    try folder.write(pushScenario, to: "open-post.json")
    try folder.write(
      "window (regular)\n  nav\n    Feed\n    Settings  <- top\n", to: "open-post.golden")
    let failure = try #require(runScenarios(at: folder.path).first?.testFailure)
    let actual = "window (regular)\n  nav\n    Feed\n    Post  <- top\n"
    #expect(failure.attachments.map(\.name) == ["open-post.actual.golden", "open-post.actual.svg"])
    #expect(failure.attachments.first?.text == actual)
    #expect(failure.attachments.last?.text == Window(text: actual)?.svg)
    #expect(failure.message.contains("NAVRUN_RECORD=missing swift test"))
  }

  @Test func aFailingStepAttachesTheTreeItLeft() throws {
    let folder = try TemporaryFolder()
    try folder.write(#"{"start": {"nav": ["A"]}, "steps": [{"push": {"nav": []}}]}"#, to: "a.json")
    let failure = try #require(runScenarios(at: folder.path).first?.testFailure)
    #expect(failure.attachments.map(\.name) == ["a.actual.svg"])
    #expect(failure.attachments.first?.text.hasPrefix("<svg") == true)
    #expect(!failure.message.contains("NAVRUN_RECORD"))
  }

  @Test func aMissingGoldenPointsAtTheScenarioAndAttachesTheGoldenToRecord() throws {
    let folder = try TemporaryFolder()
    try folder.write(#"{"start": "A"}"#, to: "a.json")
    let failure = try #require(runScenarios(at: folder.path, record: .never).first?.testFailure)
    #expect(
      failure.location == .init(filePath: folder.path + "/a.json", line: 1, column: 1))
    #expect(failure.location?.fileID == folder.url.lastPathComponent + "/a.json")
    #expect(failure.attachments.map(\.name) == ["a.actual.golden", "a.actual.svg"])
  }

  @Test func aPathThatDoesNotExistHasNoLocation() throws {
    let folder = try TemporaryFolder()
    let failure = try #require(runScenarios(at: folder.path + "/nowhere").first?.testFailure)
    #expect(failure.location == nil)
    #expect(failure.attachments.isEmpty)
  }
}

/// Which paths are inside a bundle a build made.
@Suite struct ResourceBundleTests {
  @Test(arguments: [
    (
      ".build/debug/navrun_AppTests.resources/Scenarios/a.json",
      ".build/debug/navrun_AppTests.resources"
    ),
    ("/x/DerivedData/App.xctest/Contents/Resources/Scenarios", "/x/DerivedData/App.xctest"),
    ("/x/debug/navrun_AppTests.bundle/Scenarios", "/x/debug/navrun_AppTests.bundle"),
  ])
  func aPathInABundleNamesIt(path: String, bundle: String) {
    #expect(ResourceBundle.enclosing(path) == bundle)
  }

  @Test(arguments: ["Scenarios/a.json", "/repo/Tests/AppTests/Scenarios", "/repo/.bundle/a.json"])
  func aPathInSourcesIsNoBundle(path: String) {
    #expect(ResourceBundle.enclosing(path) == nil)
  }
}
