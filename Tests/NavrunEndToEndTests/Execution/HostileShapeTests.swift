import NavrunCommandTestSupport
import NavrunTestSupport
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

  /// A kilobyte of routes that each send the next one twice would dispatch 2^26 times.
  @Test func aSendBombFailsItsStepWithALocatedError() throws {
    let routes = (0..<26).map { level in
      #""r\#(level)": [{"send": "r\#(level + 1)"}, {"send": "r\#(level + 1)"}]"#
    }
    let document = #"""
      {"define": {"coordinators": {"Bomb": {"kind": "stack", "routes": {
         "start": {"push": "Home"}, \#(routes.joined(separator: ", ")), "r26": "none"}}}},
       "start": {"coordinator": "Bomb", "route": "start"}, "golden": false,
       "steps": [{"route": "r0"}]}
      """#
    let outcome = try run(document)
    #expect(outcome.code == 1)
    #expect(outcome.output.contains("a.json:4:12: error: steps[0] route failed: unhandledRoute"))
    #expect(outcome.output.contains("goes past 10000 route dispatches and navigations in one step"))
  }

  /// A chain of three steps whose interceptors each start the navigation of the next
  /// destination: the navigations triple at every level.
  @Test func anInterceptorBombFailsItsStepWithALocatedError() throws {
    let destinations = (0..<12).map { level in
      let next = #"{"navigate": "d\#(level + 1)"}"#
      return #""d\#(level)": {"find": null, "interceptor": \#(next), "from": "#
        + #"{"find": null, "interceptor": \#(next), "from": "#
        + #"{"find": "Home", "interceptor": \#(next)}}}"#
    }
    let document = #"""
      {"define": {"destinations": {\#(destinations.joined(separator: ", ")),
         "d12": {"find": "Home"}}},
       "start": {"nav": ["Home"]}, "golden": false,
       "steps": [{"navigate": "d0"}]}
      """#
    let outcome = try run(document)
    #expect(outcome.code == 1)
    #expect(outcome.output.contains("steps[0] navigate failed: compositionFailed"))
    #expect(outcome.output.contains("goes past 10000 route dispatches and navigations in one step"))
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
