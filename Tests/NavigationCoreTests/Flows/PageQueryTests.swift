import Testing

@testable import NavigationCore

/// `expectPage` of no page, and a page's parameter and path (`parameter(for:variant:)`,
/// `pathComponents(for:variant:)`, and the current page's).
@Suite struct PageQueryTests {
  static func check(_ state: NavigationState, _ expectation: NavigationCore.Expectation) -> String?
  {
    state.failure(of: expectation, previousEvents: [])
  }

  @Test func noPageHoldsOnlyWhileNoPageIsShown() throws {
    var state = try startFlow("a => b")
    #expect(Self.check(state, .noPage) == nil)
    try state.show("b")
    #expect(Self.check(state, .noPage) == "expected no page, found b")
  }

  @Test func aPagesParameterIsReadOnlyWhileItIsShown() throws {
    var state = try startFlow("a => b => c")
    try state.show("b", parameters: ["b": "42"])
    #expect(Self.check(state, .parameter("42", page: "b", variant: nil)) == nil)
    #expect(Self.check(state, .parameter(nil, page: "a", variant: nil)) == nil)
    #expect(Self.check(state, .parameter("42", page: nil, variant: nil)) == nil)
    #expect(
      Self.check(state, .parameter("7", page: "b", variant: nil))
        == "expected the parameter of page b to be 7, found 42")
    try state.show("a")
    #expect(Self.check(state, .parameter(nil, page: "b", variant: nil)) == nil)
  }

  @Test func aPagesPathNeedsNoControllerAndAVariantNamesItsPage() throws {
    let state = try startFlow(
      "a =>> [b => v, c => v]", pages: ["v": FlowPage(screen: "v", supportsVariants: true)])
    #expect(Self.check(state, .path("a/c/c_v", page: "v", variant: "c")) == nil)
    #expect(Self.check(state, .path(nil, page: nil, variant: nil)) == nil)
    #expect(
      Self.check(state, .path("a/v", page: "v", variant: nil))?.hasPrefix(
        "the path of page v cannot be read: missingVariant:") == true)
    #expect(
      Self.check(state, .path("x", page: "nope", variant: nil))?.hasPrefix(
        "the path of page nope cannot be read: unregisteredPage:") == true)
  }
}

extension PageQueryTests {
  @Test func updateCurrentPathTracksTheControllerAndClearsTheSkipMark() throws {
    var state = try startFlow("a => b => c")
    try state.show("c", skip: ["b"])
    #expect(state.flow.isSkipped("b"))
    try state.run(.push(screen("Bee", id: "bee"), on: nil))
    #expect(state.currentPage == nil)
    try state.run(.updateCurrentPath("b", with: .id("bee")))
    #expect(state.currentPage == "b")
    #expect(!state.flow.isSkipped("b"))
    state.refuse(.updateCurrentPath("zzz", with: nil), with: .unregisteredPage)
  }
}

extension PageQueryTests {
  @Test func skipDismissTransitionsLeavesThePagesItBacksUpThrough() throws {
    var state = try startFlow("menu => inbox => mail", "menu => settings")
    try state.show("mail")
    try state.run(
      .showPage("settings", variant: nil, skip: [], parameters: [:], skipDismissTransitions: true)
    )
    #expect(state.stackTypes(at: []) == ["menu", "inbox", "mail", "settings"])
    try state.show("inbox")
    #expect(state.stackTypes(at: []) == ["menu", "inbox", "mail"])
  }
}
