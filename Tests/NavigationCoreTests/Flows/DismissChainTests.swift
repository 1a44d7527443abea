import Testing

@testable import NavigationCore

@Suite struct DismissChainTests {
  @Test func aPageAfterTwoSkippedPagesIsCarriedDownToTheFirstOne() throws {
    var state = try startFlow("a => b => modal => c => d => e")
    try state.show("e", skip: ["c", "d"])
    // e is pushed after b: its skipped parents presented nothing.
    #expect(state.rootStack == ["a", "b", "e"])
    #expect(state.window.root.presented == nil)
    // Backing up carries e down to c, whose modal transition dismisses e: e is neither
    // presented nor presenting, so UIKit does nothing and e stays on top.
    let events = try state.show("b")
    #expect(state.rootStack == ["a", "b", "e"])
    #expect(state.currentPage == "e")
    #expect(events.contains { $0.description.hasPrefix("warning: nothingToDismiss:") })
  }

  @Test func theDisplayStopsAtARootPageThatHasGone() throws {
    var state = try startFlow("a => modal => b", "a => c")
    try state.show("b")
    try state.run(.setStack([screen("X")], on: .root))
    // b is still on top: it is dismissed, then a, the root page, cannot be joined again.
    let events = try state.show("c")
    #expect(state.rootStack == ["X"])
    #expect(state.window.root.presented == nil)
    #expect(events.contains { $0.description.hasPrefix("warning: pageNotDisplayed:") })
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
      (.popToPage("b"), .popToSkippedPage),
      (.register("start => a"), .pathAlreadyRegistered),
      (.register("start a2"), .missingTransition),
      (.register("x =>> "), .malformedPath),
    ]
    for (operation, code) in failing { state.refuse(operation, with: code) }
  }
}
