import Testing

@testable import NavigationCore

/// The exploration digest, computed from what each controller keeps, tells states apart as the
/// exploration key's text does, whenever its pieces were computed; and it finds the broken
/// invariants of what changed.
@Suite struct ExplorationDigestTests {
  /// Every state of seeded random sequences: by its key, with the digest computed after every
  /// step (each digesting what the step changed) and after every third step only.
  func states(seeds: Range<UInt64>) -> [(key: String, everyStep: StateDigest, some: StateDigest?)] {
    var found: [(key: String, everyStep: StateDigest, some: StateDigest?)] = []
    var walk = DigestWalk()
    for seed in seeds {
      var generator = RandomSteps(random: SplitMix64(state: seed))
      guard var state = generator.start(definitions: RandomStepTests.definitions) else {
        continue
      }
      var sometimes = state
      var outcomes = (succeeded: 0, failed: 0)
      for index in 0..<30 {
        let operation = generator.operation(in: state)
        guard state.performChecked(operation, seed: seed, index: index, outcomes: &outcomes)
        else { break }
        _ = try? sometimes.perform(operation)
        let everyStep = state.explorationDigest(using: &walk)
        #expect(everyStep.violation == nil, "seed \(seed) step \(index)")
        let some = index % 3 == 2 ? sometimes.explorationDigest(using: &walk).digest : nil
        found.append((state.explorationKey, everyStep.digest, some))
      }
    }
    return found
  }

  @Test func digestsAgreeWithTheKeysText() {
    let found = states(seeds: 0..<60)
    var digestsByKey: [String: StateDigest] = [:]
    var keysByDigest: [StateDigest: String] = [:]
    for state in found {
      #expect(digestsByKey[state.key, default: state.everyStep] == state.everyStep)
      #expect(keysByDigest[state.everyStep, default: state.key] == state.key)
      digestsByKey[state.key] = state.everyStep
      keysByDigest[state.everyStep] = state.key
      if let some = state.some { #expect(some == state.everyStep) }
    }
    // States the sequences reach more than once, and many distinct ones: the agreement above
    // is tested both ways.
    #expect(digestsByKey.count > 100)
    #expect(digestsByKey.count < found.count)
  }

  @Test func aChangedControllerIsCheckedAgainstTheInvariants() throws {
    var walk = DigestWalk()
    var state = try start(tabs(nav(screen("Feed")), nav(screen("Help")), selected: 0))
    #expect(state.explorationDigest(using: &walk).violation == nil)
    // Another selected tab is another state, with its own digest.
    var other = state
    other.window.root.selectedIndex = 1
    #expect(
      other.explorationDigest(using: &walk).digest != state.explorationDigest(using: &walk).digest)
    var broken = state
    broken.window.root.selectedIndex = 5
    #expect(
      broken.explorationDigest(using: &walk).violation == "tabs selects tab 5 of 2",
      "the tab bar changed")
    #expect(state.explorationDigest(using: &walk).violation == nil, "the state is unchanged")
  }

  @Test func anIDUsedTwiceIsFound() throws {
    var walk = DigestWalk()
    var state = try start(tabs(nav(screen("Feed")), nav(screen("Help")), selected: 0))
    _ = state.explorationDigest(using: &walk)
    // Two changed controllers with one id.
    var madeTwice = state
    for index in 0..<2 {
      madeTwice.window.root.updateChild(at: index) {
        $0.appendChild(Controller(id: "same", kind: .screen, type: "Same"))
      }
    }
    #expect(madeTwice.explorationDigest(using: &walk).violation == "#same appears more than once")
    // One unchanged controller held twice by a changed one.
    var sideBySide = state
    let help = state.window.root.children[1]
    sideBySide.window.root.appendChild(help)
    #expect(
      sideBySide.explorationDigest(using: &walk).violation == "#nav#2 appears more than once")
  }

  /// The states of a page flow reached by seeded sequences of its steps: skipped pages,
  /// parameters, modal pages and pages left behind, whose `flow` section the digest takes
  /// from its pieces rather than from its text.
  @Test func flowStatesAreToldApartAsTheirTextIs() throws {
    let start = try startFlow(
      "start => main => a => modal => b", "main => c", "start => d",
      pages: ["b": FlowPage(screen: "B")])
    let operations: [Operation] = [
      .showPage("a", variant: nil, skip: [], parameters: [:]),
      .showPage("b", variant: nil, skip: ["a"], parameters: ["b": "1"]),
      .showPage("b", variant: nil, skip: [], parameters: ["b": "2"]),
      .showPage("c", variant: nil, skip: [], parameters: ["c": "x y"]),
      .showPage("d", variant: nil, skip: [], parameters: [:]),
      .showPage("main", variant: nil, skip: [], parameters: [:]),
      .goBack, .popToPage("main"), .pop(nil), .dismiss(nil), .resetFlow,
    ]
    var walk = DigestWalk()
    var digestsByKey: [String: StateDigest] = [:]
    var keysByDigest: [StateDigest: String] = [:]
    for seed in 0..<40 as Range<UInt64> {
      var random = SplitMix64(state: seed)
      var state = start
      for _ in 0..<12 {
        _ = try? state.perform(random.pick(operations))
        let digest = state.explorationDigest(using: &walk).digest
        let key = state.explorationKey
        #expect(digestsByKey[key, default: digest] == digest, "seed \(seed): \(key)")
        #expect(keysByDigest[digest, default: key] == key, "seed \(seed): \(key)")
        digestsByKey[key] = digest
        keysByDigest[digest] = key
      }
    }
    // Many distinct flow sections, skipped and current pages and parameters among them.
    #expect(digestsByKey.count > 20)
    #expect(digestsByKey.keys.contains { $0.contains("(skipped)") })
    #expect(digestsByKey.keys.contains { $0.contains("{parameter:") })
  }
}
