import Foundation
import NavigationCore
import Testing

@testable import ScenarioFormat

/// Feeds the capture reader random and mutated bytes, as `DecoderFuzzTests` feeds the JSON reader.
///
/// Whatever the bytes, it reads a tree or rejects them with a located error, never crashes or
/// hangs, and never reads a line holding a control character.
/// `NAVRUN_FUZZ_ITERATIONS=100000 swift test --filter CaptureFuzzTests` runs a longer one.
@Suite struct CaptureFuzzTests {
  static let iterations =
    ProcessInfo.processInfo.environment["NAVRUN_FUZZ_ITERATIONS"].flatMap(Int.init) ?? 300

  static let corpus = scenarioFolderFiles(where: {
    $0.hasSuffix(".txt") && $0.contains("Captures/")
  })

  /// Reads bytes; a tree read must build and hold no control character in its names, a
  /// rejection must point inside the bytes.
  func check(_ bytes: [UInt8], _ description: @autoclosure () -> String) {
    do {
      let lines = try CaptureReader.lines(of: bytes)
      for line in lines {
        let names = [line.className, line.presentationClass ?? ""]
        #expect(
          !names.contains { $0.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F } },
          "\(description())")
      }
      let tree = try CaptureTree(lines, classes: CaptureClasses())
      if var state = try? NavigationState(start: tree.blueprint) {
        state.trackViews(loadedInHierarchyOrder: tree.loaded)
        for line in state.hierarchyLines {
          #expect(!line.printed.contains("\n"), "\(description())")
        }
      }
    } catch {
      #expect(error.location.offset <= bytes.count, "\(description())")
      #expect(error.location.line >= 1, "\(description())")
    }
  }

  @Test func theCorpusIsThere() {
    #expect(Self.corpus.count >= 8)
  }

  @Test func randomBytes() {
    var random = SplitMix64(state: 11)
    for iteration in 0..<Self.iterations {
      let length = Int.random(in: 0..<200, using: &random)
      check(
        (0..<length).map { _ in UInt8.random(in: 0...255, using: &random) }, "random #\(iteration)")
    }
  }

  @Test func randomCaptureishText() {
    var random = SplitMix64(state: 12)
    let alphabet = Array("<>|+ ,:\n0x1fA.state:appeared view:(view not loaded)presented with:".utf8)
    for iteration in 0..<Self.iterations {
      check(randomText(from: alphabet, maximumLength: 400, using: &random), "text #\(iteration)")
    }
  }

  @Test func mutationsOfEveryExample() {
    var random = SplitMix64(state: 13)
    let interesting: [[UInt8]] = [
      [0xFF], [0xC0, 0x80], [0xED, 0xA0, 0x80], [0x1B], [0x0D], [0xE2, 0x80, 0xA8], Array("<".utf8),
      Array(">".utf8), Array("   | ".utf8), Array("   + ".utf8), Array(", state: ".utf8),
      Array("\n".utf8),
    ]
    for (name, original) in Self.corpus {
      for _ in 0..<max(1, Self.iterations / 10) {
        let bytes = mutated(original, inserting: interesting, using: &random)
        check(bytes, "mutated \(name)")
      }
    }
  }

  @Test func extremeShapes() {
    check(Array(String(repeating: "   | ", count: 100_000).utf8), "a long prefix")
    check(Array(("<A>\n" + String(repeating: "   | <B>\n", count: 30_000)).utf8), "a wide tree")
    check(Array(("<" + String(repeating: "<", count: 3000) + "A").utf8), "open brackets")
    var deep = "<A>\n"
    for level in 1...1000 { deep += String(repeating: "   | ", count: min(level, 800)) + "<B>\n" }
    check(Array(deep.utf8), "deep")
  }
}
