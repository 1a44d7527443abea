import Foundation
import Testing

@testable import NavigationCore

/// Random trees and random step sequences across every step family: after every step the engine's
/// invariants hold, a failed step changes nothing, and rendering is deterministic.
///
/// `NAVRUN_FUZZ_ITERATIONS=20000 swift test --filter RandomStepTests` runs a longer slice.
@Suite struct RandomStepTests {
  static let sequences =
    ProcessInfo.processInfo.environment["NAVRUN_FUZZ_ITERATIONS"].flatMap(Int.init).map {
      max(1, $0 / 10)
    } ?? 150

  /// Destinations for `navigate`: a product found by context or pushed from the current nav,
  /// else presented in a new nav.
  static let definitions: Definitions = {
    var definitions = Definitions()
    definitions.destinations["anywhere"] = DestinationStep(
      find: .screen("Product", matchesContext: true), build: .screen("Product"), action: .push,
      from: .switch(
        [SwitchCase(when: Finder(.nav, options: .currentVisibleOnly), from: .current)],
        default: .step(
          DestinationStep(
            build: .container(.nav, []), action: .present(style: nil, from: .current),
            from: .current))))
    return definitions
  }()

  /// Runs one seeded sequence and returns every rendering, checking the properties.
  func run(seed: UInt64, steps: Int = 40, outcomes: inout (succeeded: Int, failed: Int)) throws
    -> [String]
  {
    var generator = RandomSteps(random: SplitMix64(state: seed))
    var renderings: [String] = []
    guard var state = generator.start(definitions: Self.definitions) else { return [] }
    for index in 0..<steps {
      let operation = generator.operation(in: state)
      guard state.performChecked(operation, seed: seed, index: index, outcomes: &outcomes) else {
        break
      }
      let text = state.window.text
      #expect(text == state.window.text)
      renderings.append(text + state.window.json)
    }
    return renderings
  }

  @Test func invariantsHoldAndFailedStepsChangeNothing() throws {
    var outcomes = (succeeded: 0, failed: 0)
    for seed in 0..<UInt64(Self.sequences) {
      _ = try run(seed: seed, outcomes: &outcomes)
    }
    // The generator must exercise both paths, or the properties above prove little.
    #expect(outcomes.succeeded > outcomes.failed / 4)
    #expect(outcomes.failed > outcomes.succeeded / 10)
  }

  @Test func theGeneratorReachesTheMoreTab() throws {
    var outcomes = (succeeded: 0, failed: 0)
    var renderings: [String] = []
    for seed in 0..<UInt64(Self.sequences) {
      renderings += try run(seed: seed, outcomes: &outcomes)
    }
    // The More nav and a tab shown through it, or the properties say nothing about them.
    #expect(
      renderings.contains { $0.contains("[selected: more]") && $0.contains("        More\n") })
  }

  @Test func theSameSeedRendersTheSameBytes() throws {
    var outcomes = (succeeded: 0, failed: 0)
    for seed in [UInt64(7), 11, 42] {
      #expect(try run(seed: seed, outcomes: &outcomes) == run(seed: seed, outcomes: &outcomes))
    }
  }
}
