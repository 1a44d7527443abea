import NavigationCore
import Testing

@testable import ScenarioFormat

/// A scenario source with `⟨` marking where the expected errors point: `line` and `column`
/// are the first mark's, `marks` every mark's in order.
struct MarkedSource {
  let text: String
  let line: Int
  let column: Int
  let marks: [(line: Int, column: Int)]

  init(_ marked: String) {
    var line = 1
    var column = 1
    var text = ""
    var found: (Int, Int)?
    var marks: [(line: Int, column: Int)] = []
    for character in marked {
      if character == "⟨" {
        if found == nil { found = (line, column) }
        marks.append((line, column))
        continue
      }
      text.append(character)
      if character == "\n" {
        line += 1
        column = 1
      } else {
        column += 1
      }
    }
    self.text = text
    (self.line, self.column) = found ?? (0, 0)
    self.marks = marks
  }
}

/// Decodes a scenario given as text.
func decodeScenario(_ text: String, file: String = "test.json") throws(Diagnostic) -> Scenario {
  try ScenarioLoader().decode(Array(text.utf8), file: file)
}

/// Expects decoding to fail at the marker with exactly `message`.
func expectDiagnostic(
  _ marked: String, _ message: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
  let source = MarkedSource(marked)
  do {
    _ = try decodeScenario(source.text)
    Issue.record("expected an error: \(message)", sourceLocation: sourceLocation)
  } catch {
    #expect(error.message == message, sourceLocation: sourceLocation)
    #expect(error.location?.line == source.line, sourceLocation: sourceLocation)
    #expect(error.location?.column == source.column, sourceLocation: sourceLocation)
  }
}

/// Expects decoding to fail with exactly `messages`, in order, at the marks in order.
func expectDiagnostics(
  _ marked: String, _ messages: [String], sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
  let source = MarkedSource(marked)
  do {
    _ = try decodeScenario(source.text)
    Issue.record("expected errors: \(messages)", sourceLocation: sourceLocation)
  } catch {
    let all = error.allErrors
    #expect(all.map(\.message) == messages, sourceLocation: sourceLocation)
    #expect(
      all.map { "\($0.location?.line ?? 0):\($0.location?.column ?? 0)" }
        == source.marks.map { "\($0.line):\($0.column)" }, sourceLocation: sourceLocation)
  }
}
