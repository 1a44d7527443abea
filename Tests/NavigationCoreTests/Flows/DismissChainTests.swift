import Testing

@testable import NavigationCore

@Suite struct DismissChainTests {
  @Test func aPageAfterTwoSkippedPagesIsCarriedDownToTheFirstOne() throws {
    var state = try startFlow("a => b => modal => c => d => e")
    try state.show("e", skip: ["c", "d"])
    // e is pushed after b: its skipped parents presented nothing.
    #expect(state.rootStack == ["a", "b", "e"])
    #expect(state.window.root.presented == nil)
    // Backing up carries e down to c, whose modal transition falls back to a pop for a
    // controller that is not presented.
    try state.show("b")
    #expect(state.rootStack == ["a", "b"])
    #expect(state.currentPage == "b")
  }

  @Test func theFlowStartsOverWhenItsRootPageHasGone() throws {
    var state = try startFlow("a => modal => b", "a => c")
    try state.show("b")
    try state.run(.setStack([screen("X")], on: .root))
    let events = try state.show("c")
    #expect(state.rootStack == ["a", "c"])
    #expect(
      events.first
        == .warning(
          .flowRestarted, "the root page is no longer shown, so showPage starts the flow over")
    )
  }

  @Test func everyShowErrorLeavesTheStateUnchanged() throws {
    var state = try startFlow(
      "start => main =>> [tab => a, tab => b]", "start => page1 => play",
      pages: ["play": FlowPage(screen: "Play", supportsVariants: true)])
    try state.show("a", skip: ["b"], parameters: ["a": "1"])
    let failing: [(Operation, NavigationError.Code)] = [
      (.showPage("play", variant: nil, skip: [], parameters: [:]), .missingVariant),
      (.showPage("a", variant: "main", skip: [], parameters: [:]), .variantNotSupported),
      (.showPage("zzz", variant: nil, skip: [], parameters: [:]), .unregisteredPage),
      (.showPage("a", variant: nil, skip: ["a"], parameters: [:]), .showingSkippedPage),
      (.popToPage("b"), .popToSkippedPage),
      (.register("start => a"), .pathAlreadyRegistered),
      (.register("start a2"), .missingTransition),
      (.register("x => y"), .pathRootMismatch),
      (.register("x =>> "), .malformedPath),
    ]
    for (operation, code) in failing { state.refuse(operation, with: code) }
  }
}
