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

  /// A huge unknown key gets no did-you-mean (comparing it with every candidate took half a
  /// minute and gigabytes) and is shortened in the message and around the caret.
  @Test func aHugeUnknownKeyIsNamedShortly() {
    let key = String(repeating: "x", count: 2_000_000)
    #expect(Suggestion.closest(to: key, among: ["start", "steps"]) == nil)
    #expect {
      try decodeScenario(#"{"start": "Home", ""# + key + #"": 1}"#)
    } throws: { error in
      guard let diagnostic = error as? Diagnostic else { return false }
      let shortened =
        "unknown key \"" + String(repeating: "x", count: 60) + "…\" (2000000 characters)"
      return diagnostic.message == shortened && diagnostic.description.utf8.count < 1_000
    }
  }

  @Test func aSourceLineIsShownAroundTheCaretWhenLong() {
    let line = String(repeating: "a", count: 500) + "^" + String(repeating: "b", count: 500)
    let diagnostic = Diagnostic(
      file: "f.json", location: SourceLocation(line: 1, column: 501, offset: 500), message: "here",
      sourceLine: line)
    let lines = diagnostic.description.split(separator: "\n")
    let around = String(repeating: "a", count: 80) + "^" + String(repeating: "b", count: 79)
    #expect(lines[1] == "…\(around)…")
    #expect(lines[2] == String(repeating: " ", count: 81) + "^")
  }
}
