import Testing

@testable import NavigationCore

/// What each controller keeps of its subtree: every kind, screen type and id below it, through
/// presentations, after the changes that add and remove controllers; and searches answered
/// from it.
@Suite struct SubtreeContentsTests {
  @Test func theRootHoldsWhatIsPresentedDeepInTheWindow() throws {
    var state = try start(tabs(nav(screen("Feed")), nav(screen("Help")), selected: 0))
    let cart = Finder.screen("Cart")
    #expect(!state.window.root.mayContain(cart.requiredContents))
    #expect(state.window.find(cart, context: nil) == nil)
    try state.run(.present(nav(screen("Cart", id: "cart")), from: nil, style: .formSheet))
    #expect(state.window.root.mayContain(cart.requiredContents))
    let found = try #require(state.window.find(cart, context: nil))
    #expect(found.contains(.presented))
    #expect(state.window.path(ofID: "cart") == found)
  }

  @Test func aFewChildrenForgetWhatLeftThem() throws {
    var state = try start(tabs(nav(screen("Feed")), nav(screen("Help")), selected: 0))
    let post = Finder.screen("Post")
    try state.run(.push(screen("Post"), on: nil))
    #expect(state.window.root.mayContain(post.requiredContents))
    try state.run(.pop(nil))
    // The nav looked at its children again; the tab bar above it only added to its bits.
    #expect(!state.window.root.children[0].mayContain(post.requiredContents))
    #expect(state.window.find(post, context: nil) == nil)
  }

  @Test func aLongStackMayKeepWhatLeftItButFindsOnlyWhatIsThere() throws {
    var state = try start(nav(screen("Feed")))
    for _ in 0..<12 { try state.run(.push(screen("Item"), on: nil)) }
    try state.run(.push(screen("Post"), on: nil))
    try state.run(.pop(nil))
    #expect(state.window.find(.screen("Post"), context: nil) == nil)
    #expect(state.window.find(.screen("Item"), context: nil) == [.child(12)])
  }

  @Test func aScreenThatRefusesDismissalIsKnownToItsContainers() throws {
    var blueprint = screen("Locked")
    blueprint.isDismissible = false
    let state = try start(tabs(nav(screen("Feed"), blueprint), nav(screen("Help"))))
    #expect(state.window.root.firstNonDismissible?.type == "Locked")
    let free = try start(tabs(nav(screen("Feed")), nav(screen("Help"))))
    #expect(free.window.root.contentsBits & SubtreeContents.refusesDismissal == 0)
    #expect(free.window.root.firstNonDismissible == nil)
  }
}
