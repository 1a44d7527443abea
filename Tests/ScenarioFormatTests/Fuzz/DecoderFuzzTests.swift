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

  static let corpus: [(name: String, bytes: [UInt8])] = {
    let root = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Scenarios")
    let files = (FileManager.default.enumerator(atPath: root.path)?.allObjects as? [String] ?? [])
      .filter { $0.hasSuffix(".json") }.sorted()
    return files.compactMap { name in
      FileManager.default.contents(atPath: root.appendingPathComponent(name).path).map {
        (name, [UInt8]($0))
      }
    }
  }()

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
      let length = Int.random(in: 0..<300, using: &random)
      let bytes = (0..<length).map { _ in
        alphabet[Int.random(in: 0..<alphabet.count, using: &random)]
      }
      check(bytes, "random text #\(iteration)")
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
        var bytes = original
        for _ in 0..<Int.random(in: 1...4, using: &random) {
          guard !bytes.isEmpty else { break }
          let position = Int.random(in: 0..<bytes.count, using: &random)
          switch Int.random(in: 0..<4, using: &random) {
          case 0: bytes[position] = UInt8.random(in: 0...255, using: &random)
          case 1: bytes.remove(at: position)
          case 2:
            bytes.insert(
              contentsOf: interesting[Int.random(in: 0..<interesting.count, using: &random)],
              at: position)
          default:
            let end = min(bytes.count, position + Int.random(in: 1...40, using: &random))
            let slice = Array(bytes[position..<end])
            bytes.insert(contentsOf: slice, at: Int.random(in: 0...bytes.count, using: &random))
          }
        }
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
}
