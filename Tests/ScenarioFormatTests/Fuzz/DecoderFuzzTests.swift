import Foundation
import NavigationCore
import Testing

@testable import ScenarioFormat

/// Feeds the reader and the decoder random and mutated input.
///
/// Whatever the bytes, navrun either decodes them or rejects them with a located error: it never
/// crashes or hangs. The slice run by `swift test` is small and seeded;
/// `NAVRUN_FUZZ_ITERATIONS=100000 swift test --filter DecoderFuzzTests` runs a longer one (see the
/// README).
@Suite struct DecoderFuzzTests {
  static let iterations =
    ProcessInfo.processInfo.environment["NAVRUN_FUZZ_ITERATIONS"].flatMap(Int.init) ?? 300

  static let corpus = scenarioFolderFiles(where: { $0.hasSuffix(".json") })

  /// Decodes bytes; a rejection must be located.
  ///
  /// A scenario that decodes also runs.
  func check(_ bytes: [UInt8], _ description: @autoclosure () -> String) {
    do {
      let scenario = try ScenarioLoader().decode(bytes, file: "/nonexistent/fuzz.json")
      guard
        var state = try? NavigationState(
          start: scenario.start, sizeClass: scenario.sizeClass, definitions: scenario.definitions)
      else { return }
      for step in scenario.steps {
        if case .perform(let operation) = step.action { _ = try? state.perform(operation) }
      }
      #expect(state.window.invariantViolations == [], "\(description())")
      _ = state.rendering
    } catch {
      #expect(error.location != nil, "unlocated error \(error.message) for \(description())")
    }
  }

  @Test func theCorpusIsThere() {
    #expect(Self.corpus.count > 10)
  }

  @Test func randomBytes() {
    var random = SplitMix64(state: 1)
    for iteration in 0..<Self.iterations {
      let length = Int.random(in: 0..<200, using: &random)
      let bytes = (0..<length).map { _ in UInt8.random(in: 0...255, using: &random) }
      check(bytes, "random bytes #\(iteration)")
    }
  }

  @Test func randomJSONishText() {
    var random = SplitMix64(state: 2)
    let alphabet = Array(#"{}[]:,"\ 0123456789-+.eEtrufalsn#pushpopnavtabs"#.utf8)
    for iteration in 0..<Self.iterations {
      check(
        randomText(from: alphabet, maximumLength: 300, using: &random), "random text #\(iteration)")
    }
  }

  @Test func truncationsOfEveryExample() {
    var random = SplitMix64(state: 3)
    for (name, bytes) in Self.corpus {
      for _ in 0..<max(1, Self.iterations / 30) {
        let cut = Int.random(in: 0...bytes.count, using: &random)
        check(Array(bytes[..<cut]), "\(name) cut at \(cut)")
      }
    }
  }

  @Test func mutationsOfEveryExample() {
    var random = SplitMix64(state: 4)
    let interesting: [[UInt8]] = [
      [0xFF], [0xC0, 0x80], [0xED, 0xA0, 0x80], Array("{".utf8), Array("]".utf8), Array("\"".utf8),
      Array("null".utf8), Array("1e999999".utf8), Array("-".utf8), Array("\\u".utf8),
      Array(String(repeating: "9", count: 400).utf8), Array("\"#\"".utf8), Array("[]".utf8),
      Array("{\"push\": {}}".utf8), Array("\"top\"".utf8), Array("true".utf8),
    ]
    for (name, original) in Self.corpus {
      for _ in 0..<max(1, Self.iterations / 10) {
        let bytes = mutated(original, inserting: interesting, using: &random)
        check(bytes, "mutated \(name)")
      }
    }
  }

  @Test func extremeShapes() {
    let deepArrays = String(repeating: "[", count: 100_000)
    let deepObjects = String(repeating: #"{"a":"#, count: 50_000)
    let deepNodes =
      #"{"start": "# + String(repeating: #"{"nav": ["#, count: 60) + #""A""#
      + String(repeating: "]}", count: 60) + "}"
    let hugeString = #"{"start": ""# + String(repeating: "x", count: 2_000_000) + #""}"#
    let hugeNumber =
      #"{"start": "A", "steps": [{"selectTab": "# + String(repeating: "9", count: 100_000) + "}]}"
    let manyKeys = "{" + (0..<20_000).map { #""k\#($0)": 1"# }.joined(separator: ",") + "}"
    for (name, text) in [
      ("deep arrays", deepArrays), ("deep objects", deepObjects), ("deep nodes", deepNodes),
      ("huge string", hugeString), ("huge number", hugeNumber), ("many keys", manyKeys),
    ] {
      check(Array(text.utf8), name)
    }
  }

  /// Random sizes of the shapes that once crashed or blew up: template chains and templates nested
  /// through children past the nesting limit, template bombs past the size limit, presentation
  /// chains past the depth limit, and long stacks of unique ids.
  ///
  /// Each decodes and runs, or is a located error, in bounded time.
  @Test func hostileShapesOfRandomSize() {
    var random = SplitMix64(state: 19)
    func templates(_ pairs: [String]) -> String {
      #"{"templates": {"# + pairs.joined(separator: ", ") + "}}"
    }
    for round in 0..<max(5, Self.iterations / 30) {
      let size = Int(random.next() % 1_200) + 1
      let text: String
      switch round % 5 {
      case 0:
        let chain = (0..<size).map { #""t\#($0)": {"template": "t\#($0 + 1)"}"# }
        text =
          #"{"define": \#(templates(chain + [#""t\#(size)": "Leaf""#])), "start": {"template": "t0"}}"#
      case 1:
        let nested = (0..<size).map {
          #""t\#($0)": {"screen": "S", "children": [{"template": "t\#($0 + 1)"}]}"#
        }
        text =
          #"{"define": \#(templates(nested + [#""t\#(size)": "Leaf""#])), "start": {"template": "t0"}}"#
      case 2:
        let levels = size % 32 + 1
        let bomb = (1...levels).map {
          #""l\#($0)": {"tabs": [{"template": "l\#($0 - 1)"}, {"template": "l\#($0 - 1)"}]}"#
        }
        text =
          #"{"define": \#(templates([#""l0": "Leaf""#] + bomb)), "start": {"template": "l\#(levels)"}}"#
      case 3:
        let presents = Array(repeating: #"{"present": "Modal"}"#, count: size)
        text = #"{"start": "Home", "steps": ["# + presents.joined(separator: ", ") + "]}"
      default:
        let pushes = (0..<size).map { #"{"push": {"screen": "S", "id": "s\#($0)"}}"# }
        let pops = (0..<size).reversed().map { ##"{"popTo": "#s\##($0)"}"## }
        text =
          #"{"start": {"nav": ["Root"]}, "steps": ["# + (pushes + pops).joined(separator: ", ")
          + "]}"
      }
      check(Array(text.utf8), "hostile shape \(round % 5) of size \(size)")
    }
  }

  /// Strategies and destinations that name each other at random.
  ///
  /// Long chains, names that each reach the next two, loops anywhere. Each decodes and runs (a push by the first strategy, a
  /// navigation to the first destination), or is a located error naming the loop, in time
  /// proportional to the names.
  @Test func definitionGraphsOfRandomShape() {
    var random = SplitMix64(state: 21)
    for round in 0..<max(6, Self.iterations / 30) {
      let size = Int(random.next() % 3_000) + 1
      // Forward references only (chains and fan-outs, no loop) in even rounds.
      let isAcyclic = round % 2 == 0
      func reference(from index: Int) -> Int {
        let span = UInt64(isAcyclic ? size - index : size + 1)
        return (isAcyclic ? index + 1 : 0) + Int(random.next() % span)
      }
      var strategies: [String] = []
      var destinations: [String] = []
      for index in 0..<size {
        let names = (0..<Int(random.next() % 3) + 1).map { _ in "\"s\(reference(from: index))\"" }
        strategies.append(#""s\#(index)": [\#(names.joined(separator: ", "))]"#)
        let next = (reference(from: index), reference(from: index))
        destinations.append(
          #""d\#(index)": {"find": null, "from": {"switch": [{"when": "X", "from": "d\#(next.0)"}], "default": "d\#(next.1)"}}"#
        )
      }
      strategies.append(#""s\#(size)": [{"identifier": "x"}, "root"]"#)
      destinations.append(#""d\#(size)": {"find": "Root"}"#)
      let text =
        #"{"define": {"strategies": {\#(strategies.joined(separator: ", "))}, "destinations": {"#
        + destinations.joined(separator: ", ")
        + #"}}, "start": {"stack": ["Root"]}, "steps": [{"fluidPush": "A", "target": "s0"}, {"navigate": "d0"}]}"#
      check(Array(text.utf8), "definition graph of \(size) names, round \(round)")
      if isAcyclic {
        #expect(throws: Never.self, "round \(round)") {
          try ScenarioLoader().decode(Array(text.utf8), file: "/nonexistent/fuzz.json")
        }
      }
    }
  }

  /// Decodes bytes that must decode, and runs the scenario from its start, coordinators
  /// included: a shape that must run in bounded time, not be refused.
  func run(_ text: String, _ description: String) {
    do {
      let scenario = try ScenarioLoader().decode(Array(text.utf8), file: "/nonexistent/fuzz.json")
      guard var state = try? scenario.makeState() else { return }
      for step in scenario.steps {
        if case .perform(let operation) = step.action { _ = try? state.perform(operation) }
      }
      #expect(state.window.invariantViolations == [], "\(description)")
      _ = state.rendering
    } catch {
      Issue.record("\(description) is refused: \(error.message)")
    }
  }

  /// Random sizes of the shapes whose work grew past any bound, and names that forged golden
  /// lines: routes that each send the next one twice, navigations whose every step has an
  /// interceptor starting the next one, as many route keys as route steps, and a control
  /// character anywhere in a screen type, an id, a coordinator's, a destination's or a checkpoint's
  /// name or a state key, wherever one is
  /// written.
  ///
  /// The first three decode and run in bounded time; a name with a control character is a
  /// located error.
  @Test func hostileWorkAndNamesOfRandomSize() {
    var random = SplitMix64(state: 20)
    for round in 0..<max(8, Self.iterations / 30) {
      switch round % 4 {
      case 0:
        // Each level doubles the dispatches, past the bound on a step's work from 14 levels.
        let levels = Int(random.next() % 15) + 1
        let routes = (0..<levels).map {
          #""r\#($0)": [{"send": "r\#($0 + 1)"}, {"send": "r\#($0 + 1)"}]"#
        }
        run(
          #"{"define": {"coordinators": {"Bomb": {"kind": "stack", "routes": {"start": {"push": "Home"}, "#
            + (routes + [#""r\#(levels)": "none""#]).joined(separator: ", ")
            + #"}}}}, "start": {"coordinator": "Bomb", "route": "start"}, "steps": [{"route": "r0"}]}"#,
          "send bomb of \(levels) levels")
      case 1:
        // Three interceptors a navigation, each starting the next: three times the work a level
        // (the bound on a step's work is reached from 9 levels, slow in a debug build; below it
        // the work is what grows).
        let levels = Int(random.next() % 7) + 1
        let destinations = (0..<levels).map { level in
          let interceptor = #""interceptor": {"navigate": "d\#(level + 1)"}"#
          return #""d\#(level)": {"find": null, "build": "S", "action": "push", \#(interceptor), "#
            + #""from": {"find": null, "build": {"nav": []}, "action": "present", \#(interceptor), "#
            + #""from": {"find": "Root", \#(interceptor)}}}"#
        }
        run(
          #"{"define": {"destinations": {"#
            + (destinations + [#""d\#(levels)": {"find": "Root"}"#]).joined(separator: ", ")
            + #"}}, "start": "Root", "steps": [{"navigate": "d0"}]}"#,
          "interceptor bomb of \(levels) levels")
      case 2:
        let size = Int(random.next() % 1_200) + 1
        let keys = (0..<size).map { #""k\#($0)": "none""# }
        let steps = (0..<size).map { _ in
          #"{"route": "k\#(Int(random.next() % UInt64(size)))"}"#
        }
        run(
          #"{"define": {"coordinators": {"Many": {"kind": "stack", "routes": {"start": {"push": "Home"}, "#
            + keys.joined(separator: ", ")
            + #"}}}}, "start": {"coordinator": "Many", "route": "start"}, "steps": ["#
            + steps.joined(separator: ", ") + "]}",
          "\(size) route keys and steps")
      default:
        checkControlCharactersInNames(using: &random)
      }
    }
  }

  /// A random control character at a random place of a name, in each of the places names
  /// are written: a located error.
  func checkControlCharactersInNames(using random: inout SplitMix64) {
    let controls: [UInt32] = Array(0x00...0x1F) + Array(0x7F...0x9F)
    let letters = Array("ScreenName")
    func name() -> String {
      let control = controls[Int(random.next() % UInt64(controls.count))]
      let cut = Int(random.next() % UInt64(letters.count + 1))
      return String(letters[..<cut]) + "\\u" + hex4(control) + String(letters[cut...])
    }
    let forms: [(String) -> String] = [
      { #"{"start": {"nav": ["\#($0)"]}}"# },
      { #"{"start": {"nav": ["A"]}, "steps": [{"push": "\#($0)"}]}"# },
      { #"{"start": {"nav": ["A"]}, "steps": [{"push": {"screen": "S", "id": "\#($0)"}}]}"# },
      { #"{"define": {"templates": {"t": {"screen": "\#($0)"}}}, "start": {"template": "t"}}"# },
      {
        #"{"define": {"destinations": {"d": {"build": "\#($0)", "action": "push", "from": {"find": {"nav": true}}}}}, "start": {"nav": ["A"]}}"#
      },
      {
        #"{"define": {"coordinators": {"C": {"kind": "stack", "routes": {"start": {"push": "\#($0)"}}}}}, "start": {"coordinator": "C", "route": "start"}}"#
      },
      {
        #"{"define": {"coordinators": {"\#($0)": {"kind": "stack", "routes": {"start": {"push": "A"}}}}}, "start": "A"}"#
      },
      {
        #"{"define": {"flows": {"pages": {"p": {"screen": "\#($0)"}, "q": "Q"}, "paths": ["p => q"]}}, "start": "A"}"#
      },
      { #"{"define": {"flows": {"pages": {"p": "\#($0)"}, "paths": ["p"]}}, "start": "A"}"# },
      { #"{"state": {"\#($0)": true}, "start": "A"}"# },
      { #"{"define": {"state": {"\#($0)": 1}}, "start": "A"}"# },
      { #"{"start": {"nav": ["A"]}, "steps": [{"push": "B", "checkpoint": "\#($0)"}]}"# },
      {
        #"{"define": {"destinations": {"\#($0)": {"find": "A"}}}, "start": {"nav": ["A"]}}"#
      },
    ]
    for (form, text) in forms.enumerated() {
      let name = name()
      do {
        _ = try ScenarioLoader().decode(Array(text(name).utf8), file: "/nonexistent/fuzz.json")
        Issue.record("\(name) is accepted as a name in form \(form)")
      } catch {
        #expect(error.location != nil, "form \(form)")
        #expect(error.message.contains("control character"), "form \(form): \(error.message)")
      }
    }
  }

  private func hex4(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: 4 - digits.count) + digits
  }
}
