import Foundation
import Testing

@testable import ScenarioFormat

/// Each declared step is whole: one verb each, an example scenario that uses it, a docs page
/// and anchor that exist, a usage that writes the verb.
@Suite struct LanguageDeclarationTests {
  @Test func everyVerbIsDeclaredOnce() {
    #expect(Set(Language.verbs).count == Language.verbs.count)
  }

  @Test(arguments: Language.verbs)
  func aStepHasAnExampleThatUsesIt(verb: String) throws {
    let form = try #require(Language.step(verb))
    let example = try #require(GeneratedFilesTests.read(form.example), "\(form.example)")
    #expect(example.contains("\"\(verb)\":"), "\(form.example) does not use \(verb)")
    #expect(!form.example.contains("/fidelity/"))
  }

  @Test(arguments: Language.verbs)
  func aStepsDocsPageAndAnchorExist(verb: String) throws {
    let form = try #require(Language.step(verb))
    let parts = form.docs.split(separator: "#", maxSplits: 1).map(String.init)
    let page = try #require(GeneratedFilesTests.read("docs/" + parts[0]), "docs/\(parts[0])")
    guard parts.count == 2 else { return }
    let anchors = page.split(separator: "\n").filter { $0.hasPrefix("#") }.map { heading in
      String(
        heading.drop { $0 == "#" }.dropFirst().lowercased()
          .filter { $0.isLetter || $0.isNumber || $0 == " " || $0 == "-" }
          .map { $0 == " " ? "-" : $0 })
    }
    #expect(anchors.contains(parts[1]), "docs/\(form.docs)")
  }

  @Test(arguments: Language.verbs)
  func aStepsUsageWritesItsVerb(verb: String) throws {
    let form = try #require(Language.step(verb))
    #expect(form.usage.hasPrefix("`{\"\(verb)\":"))
    #expect(!form.summary.isEmpty && form.summary.hasSuffix("."))
  }

  @Test(arguments: Language.nodeKinds.map(\.key))
  func aNodeKindHasAnExampleThatUsesIt(kind: String) throws {
    let form = try #require(Language.nodeKinds.first { $0.key == kind })
    let example = try #require(GeneratedFilesTests.read(form.example), "\(form.example)")
    #expect(example.contains("\"\(kind)\":"), "\(form.example) does not use \(kind)")
    #expect(form.usage.contains("{\"\(kind)\":"))
  }

  @Test(arguments: Language.nodeAttributes.map(\.key))
  func aNodeAttributeHasAnExampleThatUsesIt(attribute: String) throws {
    let form = try #require(Language.nodeAttributes.first { $0.key == attribute })
    let example = try #require(GeneratedFilesTests.read(form.example), "\(form.example)")
    #expect(example.contains("\"\(attribute)\":"), "\(form.example) does not use \(attribute)")
    #expect(!form.example.contains("/fidelity/"))
    #expect(form.schema["description"]?.string?.isEmpty == false)
  }

  @Test func nodeKeysAreDeclaredOnceAndNeverAsBothAKindAndAnAttribute() {
    let kinds = Language.nodeKinds.map(\.key)
    let attributes = Language.nodeAttributes.map(\.key)
    #expect(Set(kinds).count == kinds.count)
    #expect(Set(attributes).count == attributes.count)
    #expect(Set(kinds).isDisjoint(with: attributes))
    #expect(attributes.count <= 64, "NodeAttributes records an attribute as a bit of a UInt64")
  }

  @Test(arguments: Language.sections.map(\.key))
  func aSectionHasAnExampleThatUsesIt(section: String) throws {
    let form = try #require(Language.sections.first { $0.key == section })
    let example = try #require(GeneratedFilesTests.read(form.example), "\(form.example)")
    #expect(example.contains("\"\(section)\":"), "\(form.example) does not use \(section)")
    #expect(GeneratedFilesTests.read("docs/" + form.docs.prefix { $0 != "#" }) != nil)
  }
}
