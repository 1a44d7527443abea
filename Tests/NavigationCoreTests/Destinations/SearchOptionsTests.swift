import Testing

@testable import NavigationCore

/// RouteComposer's visit order for each search option and preset.
///
/// The tree has a nav and two presentation layers:
///
///     tabs [selected: 0]
///       nav #feedNav: Feed, Post
///       Profile
///       presents (pageSheet): nav #modal: Login, Signup
///         presents: Help
@Suite struct SearchOptionsTests {
  static let tree = tabs(nav(screen("Feed"), screen("Post"), id: "feedNav"), screen("Profile"))
    .presenting(
      nav(screen("Login"), screen("Signup"), id: "modal").presenting(screen("Help")),
      style: .pageSheet)

  struct Row: Sendable, CustomTestStringConvertible {
    var options: SearchOptions
    var start: Finder.StartingPoint
    var visits: [String]
    var testDescription: String { "[\(options)] from \(start)" }
  }

  static let rows: [Row] = [
    // From the topmost controller, Help.
    Row(options: .current, start: .topmost, visits: ["Help"]),
    Row(options: .visible, start: .topmost, visits: []),
    Row(options: .contained, start: .topmost, visits: []),
    Row(options: .presented, start: .topmost, visits: []),
    Row(options: .presenting, start: .topmost, visits: []),
    Row(options: .parent, start: .topmost, visits: []),
    Row(
      options: [.current, .presenting], start: .topmost, visits: ["Help", "nav #modal", "tabs"]),
    Row(
      options: .fullStack, start: .topmost,
      visits: [
        "Help", "nav #modal", "Signup", "Login", "tabs", "nav #feedNav", "Post", "Feed", "Profile",
      ]),
    Row(options: .currentAllStack, start: .topmost, visits: ["Help"]),
    Row(options: .currentVisibleOnly, start: .topmost, visits: ["Help"]),
    Row(
      options: .allVisible, start: .topmost,
      visits: ["Help", "nav #modal", "Signup", "tabs", "nav #feedNav", "Post"]),
    Row(options: .currentAndUp, start: .topmost, visits: ["Help"]),
    Row(
      options: .currentAndDown, start: .topmost,
      visits: [
        "Help", "nav #modal", "Signup", "Login", "tabs", "nav #feedNav", "Post", "Feed", "Profile",
      ]),
    // From the window root, under both presentations.
    Row(options: .current, start: .root, visits: ["tabs"]),
    Row(options: .visible, start: .root, visits: ["nav #feedNav", "Post"]),
    Row(options: .contained, start: .root, visits: ["nav #feedNav", "Post", "Feed", "Profile"]),
    Row(options: .presented, start: .root, visits: []),
    Row(options: [.current, .presented], start: .root, visits: ["tabs", "nav #modal", "Help"]),
    Row(options: .presenting, start: .root, visits: []),
    Row(options: .parent, start: .root, visits: []),
    // The quirk: a child's effective presented controller is its ancestor's, so the modal comes
    // right after the visible Post, before Feed and Profile.
    Row(
      options: .fullStack, start: .root,
      visits: [
        "tabs", "nav #feedNav", "Post", "nav #modal", "Signup", "Help", "Login", "Feed", "Profile",
      ]),
    Row(
      options: .currentAllStack, start: .root,
      visits: ["tabs", "nav #feedNav", "Post", "Feed", "Profile"]),
    Row(options: .currentVisibleOnly, start: .root, visits: ["tabs", "nav #feedNav", "Post"]),
    Row(
      options: .allVisible, start: .root,
      visits: ["tabs", "nav #feedNav", "Post", "nav #modal", "Signup", "Help"]),
    Row(
      options: .currentAndUp, start: .root,
      visits: [
        "tabs", "nav #feedNav", "Post", "nav #modal", "Signup", "Help", "Login", "Feed", "Profile",
      ]),
    Row(
      options: .currentAndDown, start: .root,
      visits: ["tabs", "nav #feedNav", "Post", "Feed", "Profile"]),
    // From a custom starting point, Feed.
    Row(
      options: [.current, .parent], start: .custom(.screen("Feed")),
      visits: ["Feed", "nav #feedNav", "tabs"]),
    Row(options: .parent, start: .custom(.screen("Feed")), visits: ["nav #feedNav", "tabs"]),
    Row(
      options: [.current, .presented], start: .custom(.screen("Feed")),
      visits: ["Feed", "nav #modal", "Help"]),
    Row(
      options: .presenting, start: .custom(.screen("Signup")), visits: []),
    Row(
      options: [.current, .presenting], start: .custom(.screen("Signup")),
      visits: ["Signup", "tabs"]),
  ]

  @Test(arguments: rows)
  func eachOptionVisitsTheControllersInRouteComposersOrder(row: Row) throws {
    let state = try start(Self.tree)
    let origin = try #require(path(of: row.start, in: state.window))
    let visits = state.window.visitOrder(from: origin, options: row.options)
    #expect(visits.compactMap { state.window[$0]?.label } == row.visits)
  }

  @Test(arguments: rows)
  func eachOptionFindsTheFirstMatchingControllerItVisits(row: Row) throws {
    let state = try start(Self.tree)
    for (finder, candidates) in [
      (Finder(.nav), ["nav #feedNav", "nav #modal"]),
      (Finder.screen("Feed"), ["Feed"]),
      (Finder.screen("Signup"), ["Signup"]),
      (Finder(.tabs), ["tabs"]),
    ] {
      var finder = finder
      finder.options = row.options
      finder.start = row.start
      let found = state.window.find(finder, context: nil).flatMap { state.window[$0]?.label }
      #expect(found == row.visits.first(where: candidates.contains), "\(finder)")
    }
  }

  @Test func theReferenceExampleVisitsTheModalRightAfterTheVisibleTab() throws {
    // Root tabs [nav [A1, A2], B] with B selected, presenting nav [C1] (docs/destinations.md).
    let state = try start(
      tabs(nav(screen("A1"), screen("A2")), screen("B"), selected: 1)
        .presenting(nav(screen("C1"), id: "modal")))
    let fromTopmost = state.window.visitOrder(
      from: state.window.topmostController, options: .fullStack)
    #expect(
      fromTopmost.compactMap { state.window[$0]?.label }
        == ["nav #modal", "C1", "tabs", "B", "nav", "A2", "A1"])
    let fromRoot = state.window.visitOrder(from: [], options: .fullStack)
    #expect(
      fromRoot.compactMap { state.window[$0]?.label }
        == ["tabs", "B", "nav #modal", "C1", "nav", "A2", "A1"])
  }

  @Test func optionsWithoutCurrentNeverTestTheStartingController() throws {
    let state = try start(screen("Home").presenting(nav(screen("Login"))))
    #expect(state.window.find(Finder(.nav, options: .visible), context: nil) == nil)
    #expect(
      state.window.find(Finder(.nav, options: .currentVisibleOnly), context: nil) == [.presented])
  }

  @Test func theTopmostControllerIsTheLastLayerRootTheWindowRootPresents() throws {
    let state = try start(Self.tree)
    #expect(state.window[state.window.topmostController]?.label == "Help")
    var context = nav(screen("Feed"))
    context.definesContext = true
    let hidden = try start(
      tabs(context.presenting(screen("Hidden"), style: .overCurrentContext)))
    #expect(hidden.window[hidden.window.topmostController]?.label == "tabs")
  }

  @Test func presetsAreMadeOfTheirBits() {
    #expect(SearchOptions.fullStack.description == "current, contained, presented, presenting")
    #expect(SearchOptions.allVisible.description == "current, visible, presented, presenting")
    #expect(SearchOptions.currentAndUp == [.current, .contained, .presented])
    #expect(SearchOptions.currentAndDown == [.current, .contained, .presenting])
    #expect(SearchOptions(named: "currentVisibleOnly") == [.current, .visible])
    #expect(SearchOptions(named: "parent") == .parent)
    #expect(SearchOptions(named: "everything") == nil)
  }

  @Test func aFinderMatchesKindTypeIdContextAndPresentation() throws {
    let state = try start(
      nav(screen("Product", id: "p1", context: "1"), screen("Product", id: "p2", context: "2"))
        .presenting(nav(screen("Bag", id: "modalBag"))))
    let bagPresented = {
      var finder = Finder.screen("Bag")
      finder.isPresentedOnly = true
      return finder
    }()
    let cases: [(Finder, String?, String?)] = [
      (.screen("Product"), nil, "p2"),
      (.screen("Product", matchesContext: true), "1", "p1"),
      (.screen("Product", matchesContext: true), "3", nil),
      (Finder(.screen, type: "Product", id: "p1"), nil, "p1"),
      (Finder(.nav, id: "nav"), nil, "nav"),
      (bagPresented, nil, "modalBag"),
    ]
    for (finder, context, expected) in cases {
      let found = state.window.find(finder, context: context).flatMap { state.window[$0]?.id }
      #expect(found == expected, "\(finder) with context \(context ?? "none")")
    }
    let root = try start(tabs(screen("Bag")))
    #expect(root.window.find(bagPresented, context: nil) == nil)
  }

  private func path(of start: Finder.StartingPoint, in window: Window) -> ControllerPath? {
    switch start {
    case .topmost: window.topmostController
    case .root: []
    case .custom(let finder): window.find(finder, context: nil)
    }
  }
}
