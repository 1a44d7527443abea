import Foundation
import NavigationCore
import Testing

@testable import ScenarioFormat

@Suite struct LimitTests {
  @Test func aScenarioHasAtMostTheStepLimit() {
    let steps = Array(repeating: #"{"pop": true}"#, count: ScenarioDecoder.maximumSteps + 1)
    let text = #"{"start": {"nav": ["A"]}, "steps": ["# + steps.joined(separator: ",") + "]}"
    #expect {
      try decodeScenario(text)
    } throws: { error in
      let diagnostic = error as? Diagnostic
      return diagnostic?.message == "steps: 250001 steps; a scenario has at most 250000"
        && diagnostic?.location?.line == 1 && diagnostic?.location?.column == 36
    }
  }

  @Test func aFileLargerThanTheLimitIsRefusedBeforeReading() throws {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("navrun-large-\(UUID().uuidString).json")
    defer { try? FileManager.default.removeItem(at: file) }
    try Data(count: ScenarioLoader.maximumFileSize + 1).write(to: file)
    #expect {
      try ScenarioLoader().load(file.path)
    } throws: { error in
      (error as? Diagnostic)?.message
        == "\(file.path) is 16777217 bytes; navrun reads files up to 16777216 bytes"
    }
  }

  @Test func aFolderIsNotAScenario() {
    #expect {
      try ScenarioLoader().load(FileManager.default.temporaryDirectory.path)
    } throws: { error in
      (error as? Diagnostic)?.message.hasSuffix("is a folder, not a file") == true
    }
  }
}
