import Testing

@testable import ScenarioRunner

/// Shapes an attacker or a runaway generator writes: deep template chains, template bombs, long
/// presentation chains and starts that cannot be built.
///
/// Each ends quickly with a located error instead of exhausting the stack, the time or the memory.
@Suite struct HostileShapeTests {
  func run(_ document: String) throws -> Outcome {
    let folder = try TemporaryFolder()
    try folder.write(document, to: "a.json")
    return navrun(folder.path)
  }

  static func templates(_ pairs: [(String, String)]) -> String {
    pairs.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ")
  }

  @Test func aLongTemplateChainIsALocatedErrorNotAStackOverflow() throws {
    let chain =
      (0..<2_500).map { ("t\($0)", #"{"template": "t\#($0 + 1)"}"#) } + [("t2500", #""Home""#)]
    let outcome = try run(
      #"{"define": {"templates": {\#(Self.templates(chain))}}, "start": {"template": "t0"}, "golden": false}"#
    )
    #expect(outcome.code == 2)
    #expect(
      outcome.output.contains("nodes nest more than 200 deep here, templates expanded included"))
  }

  @Test func templatesNestedThroughChildrenAreBoundedToo() throws {
    let nested =
      (0..<1_500).map { ("t\($0)", #"{"screen": "S", "children": [{"template": "t\#($0 + 1)"}]}"#) }
      + [("t1500", #""Home""#)]
    let outcome = try run(
      #"{"define": {"templates": {\#(Self.templates(nested))}}, "start": {"template": "t0"}, "golden": false}"#
    )
    #expect(outcome.code == 2)
    #expect(outcome.output.contains("nodes nest more than 200 deep"))
  }

  @Test func aTemplateBombIsRefusedWhereItIsUsedBeforeAnythingIsBuilt() throws {
    let bomb =
      [("l0", #""A""#)]
      + (1...40).map {
        ("l\($0)", #"{"tabs": [{"template": "l\#($0 - 1)"}, {"template": "l\#($0 - 1)"}]}"#)
      }
    let outcome = try run(
      #"{"define": {"templates": {\#(Self.templates(bomb))}}, "start": {"template": "l40"}, "golden": false}"#
    )
    #expect(outcome.code == 2)
    #expect(
      outcome.output.contains(
        #"template "l14" builds 32767 controllers; a window holds at most 20000"#))
  }

  @Test func aPresentationChainStopsAtTheDepthLimit() throws {
    let steps = (0..<2_000).map { #"{"present": "S\#($0)"}"# }.joined(separator: ", ")
    let outcome = try run(#"{"start": "Home", "golden": false, "steps": [\#(steps)]}"#)
    #expect(outcome.code == 1)
    #expect(
      outcome.output.contains(
        "steps[400] present failed: treeTooLarge: the window would nest 401 levels deep; "
          + "the limit is 400"))
  }

  @Test func containersPushedIntoEachOtherStopAtTheDepthLimit() throws {
    let steps = (0..<300).map { #"{"push": {"tabs": [{"nav": ["X\#($0)"]}]}}"# }
      .joined(separator: ", ")
    let outcome = try run(#"{"start": {"nav": ["A"]}, "golden": false, "steps": [\#(steps)]}"#)
    #expect(outcome.code == 1)
    #expect(outcome.output.contains("treeTooLarge: the window would nest 401 levels deep"))
  }

  @Test func aStartThatCannotBeBuiltIsLocatedBadInput() throws {
    let outcome = try run(#"{"start": {"tabs": ["A", "B"], "selected": -1}, "golden": false}"#)
    #expect(outcome.code == 2)
    #expect(outcome.output.contains("a.json:1:11: error: start: noSuchTab: tabs has no tab -1"))
    let matrix = try run(
      #"{"starts": {"fine": {"nav": ["A"]}, "broken": {"tabs": ["A"], "selected": 3}}, "golden": false}"#
    )
    #expect(matrix.code == 2)
    #expect(matrix.output.contains(#"error: start "broken": start: noSuchTab"#))
  }
}
