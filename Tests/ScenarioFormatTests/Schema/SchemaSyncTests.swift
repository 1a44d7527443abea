import Foundation
import NavigationCore
import Testing

@testable import ScenarioFormat

/// `schema.json` and the decoder describe the same language: every verb, modifier, node
/// attribute and error code the decoder knows is in the schema, and the other way round.
@Suite struct SchemaSyncTests {
  nonisolated(unsafe) static let schema: [String: Any] = {
    let url = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("schema.json")
    guard let data = FileManager.default.contents(atPath: url.path),
      let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
    else { return [:] }
    return object
  }()

  static var definitions: [String: [String: Any]] {
    (schema["$defs"] as? [String: [String: Any]]) ?? [:]
  }

  static func properties(of definition: String) -> Set<String> {
    Set(((definitions[definition]?["properties"] as? [String: Any]) ?? [:]).keys)
  }

  /// The verb of each `<verb>Step` definition listed by the schema's `step`.
  static var schemaVerbs: Set<String> {
    let options = (definitions["step"]?["oneOf"] as? [[String: Any]]) ?? []
    return Set(
      options.compactMap { option in
        (option["$ref"] as? String)?.split(separator: "/").last.map {
          String($0.dropLast("Step".count))
        }
      })
  }

  @Test func theSchemaIsReadable() {
    #expect(!Self.definitions.isEmpty)
  }

  @Test func theSchemaAndTheDecoderKnowTheSameVerbs() {
    #expect(Set(Language.verbs) == Self.schemaVerbs)
  }

  /// An expectation takes no `expectError` or `expectWarning`: the decoder refuses them there.
  @Test(arguments: Language.verbs)
  func eachVerbTakesTheSameModifiers(verb: String) throws {
    let form = try #require(Language.step(verb))
    let common = StepModifier.commonKeys.filter {
      !form.isExpectation || !["expectError", "expectWarning"].contains($0)
    }
    let expected = Set([verb] + form.modifierKeys + common)
    #expect(Self.properties(of: "\(verb)Step") == expected)
  }

  /// A template takes the attributes of every kind, since those beside it are the attributes of
  /// the kind it expands to, which the schema cannot know.
  @Test(arguments: NodeDecoder.kindKeys)
  func eachNodeKindTakesTheSameAttributes(kind: String) {
    let attributes =
      kind == "template"
      ? NodeDecoder.kindKeys.flatMap(NodeDecoder.attributes(of:)) : NodeDecoder.attributes(of: kind)
    #expect(Self.properties(of: "\(kind)Node") == Set([kind] + attributes))
  }

  @Test func theSchemaAndTheEngineKnowTheSameErrorCodes() {
    let codes = (Self.definitions["errorCode"]?["enum"] as? [String]) ?? []
    #expect(Set(codes) == Set(NavigationError.Code.allCases.map(\.rawValue)))
  }

  @Test func theSchemaAndTheDecoderKnowTheSameTopLevelKeys() {
    #expect(
      Self.properties(of: "scenarioFile") == Set(ScenarioDecoder.keys + ["$schema"]))
    #expect(
      Self.properties(of: "definitions") == Set(DefinitionsDecoder.sectionNames))
  }
}
