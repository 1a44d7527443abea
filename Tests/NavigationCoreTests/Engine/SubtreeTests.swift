import Testing

@testable import NavigationCore

/// `{"expect": node, "at": sel}` matches one controller and what it holds and presents, and a
/// golden of one subtree renders only that controller, headed by the selector that found it.
@Suite struct SubtreeTests {
  let state = try? start(
    tabs(nav(screen("Feed"), screen("Post", context: "7"), id: "feed"), nav(screen("Search")))
      .presenting(screen("Share"), style: .pageSheet))

  @Test func aSubtreeExpectationComparesOnlyTheSelectedController() throws {
    let state = try #require(state)
    let expected = nav(screen("Feed"), screen("Post", context: "7"))
    #expect(state.failure(of: .subtree(expected, at: .id("feed")), previousEvents: []) == nil)
    // The whole window does not match the same node.
    #expect(state.failure(of: .window(expected), previousEvents: []) != nil)
  }

  @Test func aSubtreeMismatchNamesThePlaceFromTheSelectedController() throws {
    let state = try #require(state)
    let expected = nav(screen("Feed"), screen("Post", context: "8"))
    #expect(
      state.failure(of: .subtree(expected, at: .id("feed")), previousEvents: [])
        == "nav #feed > Post: expected context 8, found 7")
  }

  @Test func aSelectorThatFindsNothingFailsWithNotFound() throws {
    let state = try #require(state)
    #expect(
      state.failure(of: .subtree(nav(screen("Feed")), at: .id("cart")), previousEvents: [])
        == ##"notFound: no controller matches "#cart""##)
  }

  @Test func aPresentedSubtreeIsComparedWithItsPresentationStyle() throws {
    let state = try #require(state)
    var sheet = screen("Share")
    sheet.style = .pageSheet
    #expect(state.failure(of: .subtree(sheet, at: .type("Share")), previousEvents: []) == nil)
    sheet.style = .formSheet
    #expect(
      state.failure(of: .subtree(sheet, at: .type("Share")), previousEvents: [])
        == "Share: expected style formSheet, found pageSheet")
  }

  @Test func aSubtreeRendersUnderAHeadingNamingItsSelector() throws {
    let window = try #require(state?.window)
    #expect(
      window.text(selectedBy: .id("feed")) == """
        window (regular) at #feed
          nav #feed
            Feed
            Post {context: 7}

        """)
    #expect(
      window.text(selectedBy: .top) == """
        window (regular) at top
          Share  <- top

        """)
  }

  @Test func aSubtreeTheSelectorDoesNotFindRendersTheHeadingAlone() throws {
    let window = try #require(state?.window)
    #expect(window.text(selectedBy: .id("cart")) == "window (regular) at #cart: nothing matches\n")
  }

  @Test func aSelectorHoldingTheRenderingsPunctuationIsQuoted() throws {
    let window = try #require(state?.window)
    #expect(window.text(selectedBy: .type("A {b}")).hasPrefix(#"window (regular) at "A {b}""#))
  }

  @Test func aSubtreeRenderingReadsBackAsAWindowHoldingIt() throws {
    let window = try #require(state?.window)
    let text = window.text(selectedBy: .id("feed"))
    let read = try #require(Window(text: text))
    #expect(read.root.kind == .nav)
    #expect(read.root.children.map(\.type) == ["Feed", "Post"])
  }
}
