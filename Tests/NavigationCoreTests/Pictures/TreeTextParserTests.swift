import Testing

@testable import NavigationCore

/// The text rendering reads back into a window that renders the same text, across the shapes
/// the random step generator makes; bad text reads as nothing rather than crashing.
@Suite struct TreeTextParserTests {
  /// Every tree of a seeded random sequence, from its start and after each step.
  func texts(seed: UInt64, steps: Int = 30) -> [String] {
    var generator = RandomSteps(random: SplitMix64(state: seed))
    guard var state = generator.start(definitions: RandomStepTests.definitions) else {
      return []
    }
    var texts = [state.window.text]
    for _ in 0..<steps {
      _ = try? state.perform(generator.operation(in: state))
      texts.append(state.window.text)
    }
    return texts
  }

  @Test func randomTreesReadBackToTheSameText() {
    var count = 0
    for seed in 0..<UInt64(120) {
      for text in texts(seed: seed) {
        let window = Window(text: text)
        #expect(window?.text == text, "seed \(seed):\n\(text)")
        count += 1
      }
    }
    #expect(count > 1000)
  }

  @Test func everyFlagStateAndStyleReadsBack() throws {
    let text = """
      window (compact)
        split #main [collapsed, policy: merge] (definesContext)
          primary:
            tabs #t [selected: 1]
              nav #a
                Feed {context: "a {b}\\né"}
              stack [retainsRoot: false, preventsForwardingPop, dismissesWhenEmpty] (selected)
                Card #c (modality)
                Card #d (hierarchical, not dismissible)
          secondary:
            nav #nav#2 (definesContext: false)
              Post #p42 {context: 42} (detail)
          compact:
            nav #n3
          presents (formSheet):
            Sheet {context: a (b)}  <- top

      -- events --
      """
    let window = try #require(Window(text: text))
    #expect(window.text + "\n-- events --" == text)
    #expect(window.root.children[0].children[0].children[0].context == "a {b}\n\u{e9}")
  }

  @Test func aMoreNavAndModalInPresentationReadBack() throws {
    let text = """
      window (compact)
        tabs [selected: more]
          A
          B
          C
          D
          nav #e
          F
          more:
            nav #more
              More
              E (modalInPresentation)  <- top
      """
    let window = try #require(Window(text: text + "\n"))
    #expect(window.text == text + "\n")
    #expect(window.root.isMoreSelected)
    #expect(window.root.children[6].children[1].isModalInPresentation)
  }

  @Test(arguments: [
    "", "window", "window (wide)\n  Feed\n", "window (regular)\n", "  Feed\n",
    "window (regular)\n Feed\n", "window (regular)\n  split [expanded, policy: move]\n    Feed\n",
    "window (regular)\n  nav\n    primary:\n      Feed\n",
    "window (regular)\n  Feed\n    presents (sideways):\n      Post\n",
    "window (regular)\n  Feed {context: \"\\ud800\"}\n",
  ])
  func badTextReadsAsLittleOrNothing(text: String) {
    let window = Window(text: text)
    if let window { #expect(Window(text: window.text)?.text == window.text) }
  }

  @Test func aTreeDeeperThanTheEngineAllowsIsRefusedWithoutRecursion() {
    var text = "window (regular)\n"
    for depth in 1...5000 { text += String(repeating: "  ", count: depth) + "S\(depth)\n" }
    #expect(Window(text: text) == nil)
  }
}

extension TreeTextParserTests {
  @Test func aJSONEscapedContextReadsBack() {
    let text = "window (regular)\n  Feed {context: \"\\u00e9\\ud83d\\ude00\\t\"}  <- top\n"
    #expect(Window(text: text)?.root.context == "\u{e9}\u{1F600}\t")
  }
}
