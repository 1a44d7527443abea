import Testing

@testable import NavigationCore

/// UIPageViewController: the pages its spine shows, set by the app or turned by the user's
/// swipe through the data source, each shown page on screen.
@Suite struct PageViewControllerTests {
  /// A scrolling reader of three articles, showing the first (or `shown`).
  func reader(showing shown: [Blueprint]? = nil) -> Blueprint {
    let articles = (1...3).map { screen("Article", context: String($0)) }
    var pages = Blueprint.container(.pages, shown ?? [articles[0]], id: "reader")
    pages.dataSource = articles
    return pages
  }

  /// A page-curl book of four pages with its spine at `spine`.
  func book(_ spine: PageSpineLocation?, showing shown: [Blueprint]) -> Blueprint {
    var pages = Blueprint.container(.pages, shown, id: "book")
    pages.transitionStyle = .pageCurl
    pages.spineLocation = spine
    pages.dataSource = (1...4).map { screen("Page\($0)") }
    return pages
  }

  @Test func aSwipeShowsTheDataSourcesNextPageAndThePreviousOneDisappears() throws {
    var state = try start(nav(reader()))
    let forward = try state.run(.swipePage(.forward, on: nil))
    #expect(forward == [.disappear("Article"), .appear("Article #Article#2")])
    #expect(state.window[state.window.top]?.context == "2")
    #expect(state.window.text.contains("pages #reader [scroll, page 2 of 3]"))
    let back = try state.run(.swipePage(.reverse, on: .id("reader")))
    #expect(back == [.disappear("Article #Article#2"), .appear("Article #Article#3")])
    #expect(state.window[state.window.top]?.context == "1")
  }

  @Test func aSwipePastEitherEndIsIgnored() throws {
    var state = try start(reader())
    state.ignore(.swipePage(.reverse, on: nil), with: .noAdjacentPage)
    try state.run(.swipePage(.forward, on: nil))
    try state.run(.swipePage(.forward, on: nil))
    let warning = state.ignore(.swipePage(.forward, on: nil), with: .noAdjacentPage)
    #expect(warning?.message.contains("no page after page 3 of 3") == true)
  }

  @Test func pagesThatAreNotTheDataSourcesHaveNoNeighbours() throws {
    var state = try start(reader(showing: [screen("Ad")]))
    #expect(state.window.text.contains("pages #reader [scroll]\n"))
    state.ignore(.swipePage(.forward, on: nil), with: .noAdjacentPage)
    try state.run(.setPages([screen("Article", context: "2")], on: nil))
    try state.run(.swipePage(.forward, on: nil))
    #expect(state.window[state.window.top]?.context == "3")
  }

  @Test func setPagesNeedsAsManyPagesAsTheSpineShows() throws {
    var state = try start(reader())
    state.refuse(.setPages([screen("A"), screen("B")], on: nil), with: .pageCount)
    state.refuse(.setPages([], on: nil), with: .pageCount)
    var open = try start(book(.mid, showing: [screen("Page1"), screen("Page2")]))
    open.refuse(.setPages([screen("Page1")], on: nil), with: .pageCount)
    let events = try open.run(.setPages([screen("Page3"), screen("Page4")], on: nil))
    #expect(events.filter { if case .appear = $0 { true } else { false } }.count == 2)
    var edge = try start(book(nil, showing: [screen("Page1")]))
    #expect(edge.window.root.pages?.spineLocation == .min)
    edge.refuse(.setPages([screen("Page1"), screen("Page2")], on: nil), with: .pageCount)
  }

  @Test func aStartWithTheWrongNumberOfPagesFails() {
    #expect(throws: NavigationError.self) {
      try NavigationState(start: book(.mid, showing: [screen("Page1")]))
    }
    #expect(throws: NavigationError.self) {
      try NavigationState(start: reader(showing: [screen("A"), screen("B")]))
    }
    #expect((try? NavigationState(start: .container(.pages, []))) != nil)
  }

  @Test func aBookAroundItsMiddleSpineTurnsTwoPagesAtATime() throws {
    var state = try start(book(.mid, showing: [screen("Page1"), screen("Page2")]))
    #expect(state.window.visibleScreens.count == 2)
    try state.run(.swipePage(.forward, on: nil))
    #expect(state.window.root.children.map(\.type) == ["Page3", "Page4"])
    #expect(state.window.text.contains("[pageCurl, spine: mid, pages 3-4 of 4]"))
    state.ignore(.swipePage(.forward, on: nil), with: .noAdjacentPage)
    try state.run(.swipePage(.reverse, on: nil))
    #expect(state.window.root.children.map(\.type) == ["Page1", "Page2"])
  }

  @Test func aPageViewControllerOffScreenCannotBeSwiped() throws {
    var covered = try start(reader().presenting(screen("Login"), style: .fullScreen))
    covered.ignore(.swipePage(.forward, on: nil), with: .notSwipeable)
    var hidden = try start(tabs(reader(), screen("Settings"), selected: 1))
    hidden.ignore(.swipePage(.forward, on: nil), with: .notSwipeable)
    try hidden.run(.selectTab(.index(0), in: nil))
    try hidden.run(.swipePage(.forward, on: nil))
  }

  @Test func aStepFindsThePageViewControllerFromAPageAndRefusesOtherControllers() throws {
    var state = try start(tabs(reader(), nav(screen("Settings"), id: "settings")))
    try state.run(.swipePage(.forward, on: .top))
    #expect(state.window.root.children[0].pages?.shownIndex == 1)
    state.refuse(.swipePage(.forward, on: .id("settings")), with: .notFound)
    var none = try start(nav(screen("Feed")))
    none.refuse(.setPages([screen("A")], on: nil), with: .notFound)
  }

  @Test func anAuthorsIDOnAPageIsFreeAgainOnceThePageIsReplaced() throws {
    var state = try start(reader(showing: [screen("Article", id: "a1", context: "1")]))
    try state.run(.setPages([screen("Article", id: "a1", context: "9")], on: nil))
    #expect(state.window.root.children[0].id == "a1")
    var pages = Blueprint.container(.pages, [screen("Cover", id: "c")])
    pages.dataSource = [screen("Cover", id: "c"), screen("Back", id: "c")]
    var reused = try start(tabs(pages, screen("c2", id: "c2")))
    try reused.run(.swipePage(.forward, on: nil))
    #expect(reused.window.root.children[0].children[0].type == "Back")
  }

  @Test func renderingsNameThePageViewController() throws {
    let state = try start(book(.mid, showing: [screen("Page1"), screen("Page2")]))
    let text = state.window.text
    #expect(Window(text: text)?.root.pages?.spineLocation == .mid)
    #expect(Window(text: text)?.root.pages?.transitionStyle == .pageCurl)
    let json = state.window.json.filter { !$0.isWhitespace }
    #expect(json.contains(#""pages":["#))
    #expect(json.contains(#""spineLocation":"mid""#))
    #expect(state.hierarchyText.hasPrefix("<UIPageViewController"))
    #expect(state.hierarchyText.contains("_UIPageViewControllerContentView"))
    let svg = state.window.svg
    #expect(svg.contains("Page1") && svg.contains("Page2"))
  }
}
