import NavigationCore
import Testing

@testable import ScenarioFormat

/// A scenario source with one `⟨` marking where the expected error points.
struct MarkedSource {
  let text: String
  let line: Int
  let column: Int

  init(_ marked: String) {
    var line = 1
    var column = 1
    var text = ""
    var found: (Int, Int)?
    for character in marked {
      if character == "⟨" {
        found = (line, column)
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
