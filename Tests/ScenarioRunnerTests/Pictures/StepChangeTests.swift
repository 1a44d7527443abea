import ScenarioFormat
import Testing

@testable import ScenarioRunner

/// The film strips draw a frame only for a step that changed the tree, and the engine says which
/// steps did: its word must agree with a comparison of the trees.
@Suite struct StepChangeTests {
  /// Every example scenario's steps, from each start: the engine's word on whether a step
  /// changed the tree is what comparing with a copy held from before the step says.
  @Test(arguments: ExampleScenarioTests.files)
  func theEngineSaysWhetherAStepChangedTheTree(file: String) throws {
    guard let scenario = try? ScenarioLoader().load(file) else { return }
    for start in scenario.startsToRun {
      let playback = ScenarioPlayback(scenario: scenario, start: start)
      guard var state = try? playback.makeState().get() else { continue }
      var before = state
      playback.play(on: &state) { step, played, state in
        #expect(
          played.changed == state.hasChanged(since: before), "\(file): \(step.title)")
        before = state
        return true
      }
    }
  }
}
