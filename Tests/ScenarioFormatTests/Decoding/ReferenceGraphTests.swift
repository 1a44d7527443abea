import NavigationCore
import Testing

@testable import ScenarioFormat

/// Definitions that name each other: long chains and names that each reach the next two decode
/// in time proportional to their number, and a loop at the end of them is a located error.
@Suite struct ReferenceGraphTests {
  /// `s0 … sN`, each naming the next one or two.
  static func strategies(_ count: Int, fanOut: Bool, last: String = #"[{"identifier": "x"}]"#)
    -> String
  {
    let members = (0..<count).map { level in
      fanOut
        ? #""s\#(level)": ["s\#(level + 1)", "s\#(level + 2)"]"#
        : #""s\#(level)": ["s\#(level + 1)"]"#
    }
    let ends = [#""s\#(count)": \#(last)"#, #""s\#(count + 1)": [{"identifier": "x"}]"#]
    return #"{"define": {"strategies": {"# + (members + ends).joined(separator: ", ")
      + #"}}, "start": {"stack": ["H"], "id": "x"}, "golden": false}"#
  }

  /// `d0 … dN`, each going on with the next one, or through a switch with the next two.
  static func destinations(_ count: Int, fanOut: Bool, last: String = #"{"find": null}"#)
    -> String
  {
    let members = (0..<count).map { level in
      fanOut
        ? #""d\#(level)": {"find": null, "from": {"switch": [{"when": "X", "from": "d\#(level + 1)"}], "default": "d\#(level + 2)"}}"#
        : #""d\#(level)": {"find": null, "from": "d\#(level + 1)"}"#
    }
    let ends = [#""d\#(count)": \#(last)"#, #""d\#(count + 1)": {"find": null}"#]
    return #"{"define": {"destinations": {"# + (members + ends).joined(separator: ", ")
      + #"}}, "start": {"nav": ["Home"]}, "golden": false}"#
  }

  @Test func strategiesThatEachNameTheNextTwoDecode() throws {
    let scenario = try decodeScenario(Self.strategies(60, fanOut: true))
    #expect(scenario.definitions.strategies["s0"] == [.named("s1"), .named("s2")])
  }

  @Test func aLongStrategyChainDecodes() throws {
    let scenario = try decodeScenario(Self.strategies(20_000, fanOut: false))
    #expect(scenario.definitions.strategies.count == 20_002)
  }

  @Test func aLoopAtTheEndOfALongStrategyChainIsFoundWhereItStarts() {
    #expect {
      try decodeScenario(Self.strategies(20_000, fanOut: false, last: #"["s19999"]"#))
    } throws: { error in
      (error as? Diagnostic)?.message
        == #"define.strategies.s19999[0]: strategy "s19999" refers to itself through "s19999" -> "s20000" -> "s19999""#
    }
  }

  @Test func destinationsThatEachReachTheNextTwoDecode() throws {
    let scenario = try decodeScenario(Self.destinations(400, fanOut: true))
    #expect(scenario.definitions.destinations.count == 402)
  }

  @Test func aLongDestinationChainDecodes() throws {
    let scenario = try decodeScenario(Self.destinations(20_000, fanOut: false))
    #expect(scenario.definitions.destinations.count == 20_002)
  }

  @Test func aLoopAtTheEndOfALongDestinationChainIsFoundWhereItComesBack() {
    #expect {
      try decodeScenario(
        Self.destinations(20_000, fanOut: true, last: #"{"find": null, "from": "d19990"}"#))
    } throws: { error in
      (error as? Diagnostic)?.message.hasSuffix(
        #"define.destinations.d20000.from: the chain of "d19990" comes back to it through "d19990" -> "d19991" -> "d19992" -> "d19993" -> "d19994" -> "d19995" -> "d19996" -> "d19997" -> "d19998" -> "d19999" -> "d20000" -> "d19990""#
      )
        == true
    }
  }
}

/// A template is decoded once, whether it decodes or not.
@Suite struct TemplateOnceTests {
  @Test func aTemplateThatDoesNotDecodeIsDecodedOnceHoweverOftenItIsUsed() throws {
    let root = try JSONReader.parse(Array(#"{"nav": ["A", {"screen": "B", "bad": 1}]}"#.utf8))
    let context = DecodingContext(file: "a.json")
    context.templateSources["broken"] = DecodingContext.TemplateSource(node: root, file: "b.json")
    var errors: [DecodingError] = []
    for _ in 0..<3 {
      do {
        _ = try context.template(
          named: "broken", at: SourceLocation(line: 1, column: 1, offset: 0), path: .root)
      } catch {
        errors.append(error)
      }
    }
    #expect(errors.count == 3)
    #expect(Set(errors.map(\.message)).count == 1)
    #expect(errors.allSatisfy { $0.file == "b.json" })
    #expect(context.failedParts.count == 1)
  }
}
