import Testing

@testable import NavigationCore

/// A NavigationStack of parks and trails, with `path` values already pushed.
private func parks(path: [String] = []) -> Blueprint {
  var stack = Blueprint.container(.nav, [.screen("Parks")], id: "parks")
  stack.destinations = NavigationDestinations([
    "park": .screen("ParkDetails"), "trail": .screen("Trail"),
  ])
  stack.path = path
  return stack
}

@Suite struct NavigationPathTests {
  @Test func theStartPathBuildsOneViewPerValue() throws {
    let state = try start(parks(path: ["park(a)", "trail(b)"]))
    let stack = try #require(state.window[try state.window.resolve(.id("parks"))])
    #expect(stack.isNavigationStack)
    #expect(stack.pathValues == ["park(a)", "trail(b)"])
    #expect(stack.children.map(\.type) == ["Parks", "ParkDetails", "Trail"])
    #expect(state.topLabel == "Trail")
  }

  @Test func appendingAValuePushesTheViewOfItsTypesDestination() throws {
    var state = try start(parks())
    let events = try state.run(.appendPath("park(yosemite)", on: nil))
    #expect(events == [.disappear("Parks"), .appear("ParkDetails")])
    #expect(state.window.root.pathValues == ["park(yosemite)"])
    #expect(state.window.root.children.last?.pathValue == "park(yosemite)")
  }

  @Test func aValueNoDestinationTakesPushesNothing() throws {
    var state = try start(parks(path: ["park(a)"]))
    let warning = state.ignore(.appendPath("lake(c)", on: nil), with: .noNavigationDestination)
    #expect(warning?.message.contains("lake(c)") == true)
    state.ignore(.setPath(["park(a)", "lake(c)"], on: nil), with: .noNavigationDestination)
  }

  @Test func anUnmatchedStartValueIsLeftOutWithAWarning() throws {
    let state = try start(parks(path: ["lake(c)", "park(a)"]))
    #expect(state.window.root.pathValues == ["park(a)"])
    #expect(state.startEvents.count == 1)
  }

  @Test func removeLastPopsThatManyValues() throws {
    var state = try start(parks(path: ["park(a)", "park(b)", "trail(c)"]))
    try state.run(.removeLastOfPath(2, on: .id("parks")))
    #expect(state.window.root.pathValues == ["park(a)"])
    try state.run(.removeLastOfPath(0, on: nil))
    #expect(state.window.root.pathValues == ["park(a)"])
  }

  @Test func removingMoreThanThePathHoldsFailsAndKeepsTheRoot() throws {
    var state = try start(parks(path: ["park(a)"]))
    state.refuse(.removeLastOfPath(2, on: nil), with: .pathTooShort)
    try state.run(.removeLastOfPath(1, on: nil))
    state.refuse(.removeLastOfPath(1, on: nil), with: .pathTooShort)
    #expect(state.topLabel == "Parks")
  }

  @Test func settingThePathKeepsTheViewsOfTheValuesThatStayInPlace() throws {
    var state = try start(parks(path: ["park(a)", "park(b)"]))
    let kept = state.window.root.children[1].id
    try state.run(.setPath(["park(a)", "trail(c)", "trail(d)"], on: nil))
    #expect(state.window.root.pathValues == ["park(a)", "trail(c)", "trail(d)"])
    #expect(state.window.root.children[1].id == kept)
    try state.run(.setPath([], on: nil))
    #expect(state.window.root.children.count == 1)
  }

  @Test func theBackButtonRemovesTheLastValue() throws {
    var state = try start(parks(path: ["park(a)", "park(b)"]))
    try state.run(.pop(nil))
    #expect(state.window.root.pathValues == ["park(a)"])
  }

  @Test func aPathStepOutsideANavigationStackIsRefused() throws {
    var state = try start(nav(screen("Inbox")))
    state.refuse(.appendPath("park(a)", on: nil), with: .notInNavigationStack)
    state.refuse(.removeLastOfPath(1, on: nil), with: .notInNavigationStack)
  }

  @Test func theGoldenShowsThePathAndEachViewsValue() throws {
    var state = try start(parks(path: ["park(a)"]))
    try state.run(.appendPath("trail(b, c)", on: nil))
    #expect(
      state.window.text == """
        window (regular)
          navigationStack #parks [path: park(a), "trail(b, c)"]
            Parks
            ParkDetails {value: park(a)}
            Trail {value: "trail(b, c)"}  <- top

        """)
    let empty = try start(parks())
    #expect(empty.window.text.contains("navigationStack #parks [path: —]"))
  }

  @Test func theGoldenReadsBackAsTheSameTree() throws {
    let state = try start(parks(path: ["park(a)", "trail(b, c)"]))
    let read = try #require(Window(text: state.window.text))
    #expect(read.text == state.window.text)
  }
}

@Suite struct UIKitOnNavigationStackTests {
  private func timeline() -> Blueprint {
    var stack = Blueprint.container(.nav, [.screen("Timeline")], id: "t")
    stack.destinations = NavigationDestinations(["status": .screen("Status")])
    stack.path = ["status(1)"]
    return stack
  }

  @Test func aUIKitPushOntoANavigationStackIsMadeAndWarned() throws {
    var state = try start(timeline())
    let events = try state.run(.push(.screen("Legacy"), on: nil))
    #expect(
      events.contains {
        if case .warning(let w) = $0 { w.code == .outsideNavigationPath } else { false }
      })
    #expect(state.topLabel == "Legacy")
    #expect(state.window.root.pathValues == ["status(1)"])
    // The next path change rebuilds the stack from the path.
    try state.run(.setPath(["status(1)", "status(2)"], on: nil))
    #expect(state.window.root.children.map(\.type) == ["Timeline", "Status", "Status"])
  }

  @Test func aPathStepWarnsNothingAndAPlainNavIsNotWarned() throws {
    var state = try start(timeline())
    let events = try state.run(.appendPath("status(2)", on: nil))
    #expect(!events.contains { if case .warning = $0 { true } else { false } })
    var plain = try start(.container(.nav, [.screen("A")]))
    let pushed = try plain.run(.push(.screen("B"), on: nil))
    #expect(!pushed.contains { if case .warning = $0 { true } else { false } })
    let set = try state.run(.setStack([.screen("A")], on: nil))
    #expect(
      set.contains {
        if case .warning(let w) = $0 { w.code == .outsideNavigationPath } else { false }
      })
  }
}
