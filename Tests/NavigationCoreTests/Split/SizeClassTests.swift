import Testing

@testable import NavigationCore

/// Size-class changes act on every split; `collapse` and `expand` on one.
@Suite struct SizeClassTests {
  var twoSplits: Blueprint {
    movingSplit(nav(screen("Feed")), nav(detail("Post")))
      .presenting(movingSplit(nav(screen("Settings")), nav(detail("Option")), id: "sheet"))
  }

  func isCollapsed(_ state: NavigationState, _ id: String) -> Bool? {
    state.window.allControllers.first { $0.controller.id == id }?.controller.split?.isCollapsed
  }

  @Test func aSizeClassChangeCollapsesAndExpandsEverySplit() throws {
    var state = try start(twoSplits)
    try state.run(.setSizeClass(.compact))
    #expect(isCollapsed(state, "main") == true)
    #expect(isCollapsed(state, "sheet") == true)
    try state.run(.setSizeClass(.regular))
    #expect(isCollapsed(state, "main") == false)
    #expect(isCollapsed(state, "sheet") == false)
  }

  @Test func collapseAndExpandChangeOneSplit() throws {
    var state = try start(twoSplits)
    try state.run(.collapse(.id("sheet")))
    #expect(isCollapsed(state, "main") == false)
    #expect(isCollapsed(state, "sheet") == true)
    try state.run(.collapse(.type("Feed")))
    #expect(isCollapsed(state, "main") == true)
    try state.run(.expand(nil))
    #expect(isCollapsed(state, "sheet") == false)
    #expect(isCollapsed(state, "main") == true)
  }

  @Test func splitsAlreadyInTheSizeClassesStateDoNotChange() throws {
    var state = try start(twoSplits)
    try state.run(.collapse(.id("main")))
    let before = try #require(state.mainSplit?.children)
    let events = try state.run(.setSizeClass(.compact))
    #expect(state.mainSplit?.children == before)
    #expect(isCollapsed(state, "sheet") == true)
    #expect(!events.text.contains { $0.contains("Feed") || $0.contains("Post") })
  }

  @Test func collapsingACollapsedSplitOnlyWarns() throws {
    var state = try start(movingSplit(nav(screen("Feed"))), sizeClass: .compact)
    let before = state.window
    #expect(
      try state.run(.collapse(nil)).text == [
        "warning: alreadyCollapsed: split #main is already collapsed"
      ])
    #expect(state.window == before)
    try state.run(.expand(nil))
    #expect(
      try state.run(.expand(nil)).text == [
        "warning: alreadyExpanded: split #main is already expanded"
      ])
  }

  @Test func collapseAndExpandNeedASplit() throws {
    var state = try start(tabs(movingSplit(nav(screen("Feed"))), nav(screen("Other"))))
    state.refuse(.collapse(.type("Other")), with: .notASplit)
    state.refuse(.expand(.type("Other")), with: .notASplit)
    state.refuse(.collapse(.id("nope")), with: .notFound)
    var plain = try start(nav(screen("Feed")))
    plain.refuse(.collapse(nil), with: .notASplit)
    plain.refuse(.expand(nil), with: .notASplit)
  }

  @Test func aFailingExpandChangesNothing() throws {
    // A detail controller at the primary nav's root makes the original trap: the expand is
    // refused whole.
    var state = try start(movingSplit(nav(detail("Inbox"), screen("Thread"), id: "feed")))
    try state.run(.collapse(nil))
    state.refuse(.expand(nil), with: .detailAtNavigationRoot)
    try state.run(.setSizeClass(.compact))
    state.refuse(.setSizeClass(.regular), with: .detailAtNavigationRoot)
  }

  @Test func theGoldenShowsTheStateThePolicyAndTheDetailNav() throws {
    var state = try start(split(nav(screen("Feed"), id: "feed"), policy: .move))
    try state.run(.setSizeClass(.compact))
    try state.run(.showDetail(screen("Post", context: "42"), in: nil, from: nil))
    try state.run(.setSizeClass(.regular))
    #expect(
      state.window.text == """
        window (regular)
          split #main [expanded, policy: move]
            primary:
              nav #feed
                Feed
            secondary:
              nav #nav#2
                Post {context: 42} (detail)  <- top

        """)
  }

  @Test func aDefaultDetailThatIsANavIsRefused() throws {
    for sizeClass in SizeClass.allCases {
      #expect(throws: NavigationError.self) {
        try start(
          movingSplit(nav(screen("Feed")), defaultDetail: nav(screen("Welcome"))),
          sizeClass: sizeClass)
      }
    }
  }
}
