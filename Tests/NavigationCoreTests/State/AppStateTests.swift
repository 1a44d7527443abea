import Testing

@testable import NavigationCore

/// The app state: values, conditions, where the app decides by it, and how goldens show it.
@Suite struct AppStateTests {
  @Test func aConditionHoldsWhenEveryListedKeyHasItsValue() {
    let state = AppState(["loggedIn": .bool(true), "plan": .string("pro"), "launches": .number(3)])
    #expect(StateCondition(["loggedIn": .bool(true), "plan": .string("pro")]).holds(in: state))
    #expect(!StateCondition(["loggedIn": .bool(true), "launches": .number(4)]).holds(in: state))
    #expect(!StateCondition(["missing": .bool(true)]).holds(in: state))
  }

  @Test func theGoldenLineListsKeysInOrderAndIsAbsentWithoutState() throws {
    var definitions = Definitions()
    definitions.state = AppState([
      "onboarded": .bool(true), "loggedIn": .bool(false), "plan": .string("free"),
      "ratio": .number(2.5), "launches": .number(3),
    ])
    let state = try NavigationState(start: nav(screen("Home")), definitions: definitions)
    #expect(
      state.rendering.hasPrefix(
        "state: launches=3 loggedIn=false onboarded=true plan=\"free\" ratio=2.5\nwindow (regular)\n"
      ))
    #expect(try NavigationState(start: nav(screen("Home"))).rendering.hasPrefix("window ("))
  }

  @Test func theTextReaderSkipsTheStateLine() throws {
    var definitions = Definitions()
    definitions.state = AppState(["loggedIn": .bool(false)])
    let state = try NavigationState(start: nav(screen("Home")), definitions: definitions)
    #expect(Window(text: state.rendering) == Window(text: state.window.text))
    #expect(Window(text: state.rendering) != nil)
  }

  @Test func jsonShowsTheStateOnlyWhenThereIsOne() throws {
    var definitions = Definitions()
    definitions.state = AppState(["loggedIn": .bool(false), "launches": .number(3)])
    let state = try NavigationState(start: nav(screen("Home")), definitions: definitions)
    #expect(state.json.contains("\"state\": {\n    \"launches\": 3,\n    \"loggedIn\": false\n  }"))
    let plain = try NavigationState(start: nav(screen("Home")))
    #expect(plain.json == plain.window.json)
  }

  @Test func setStateChangesOnlyTheListedKeysAndIsAnEvent() throws {
    var definitions = Definitions()
    definitions.state = AppState(["loggedIn": .bool(false), "onboarded": .bool(false)])
    var state = try NavigationState(start: nav(screen("Home")), definitions: definitions)
    let events = try state.run(.setState(["loggedIn": .bool(true)]))
    #expect(events == [.note("state loggedIn=true")])
    #expect(state.appState == AppState(["loggedIn": .bool(true), "onboarded": .bool(false)]))
  }

  @Test func aSwitchCaseOnTheStateDecidesTheNextStep() throws {
    var definitions = Definitions()
    definitions.destinations = [
      "account": DestinationStep(
        find: .screen("Account"), build: screen("Account"), action: .push,
        from: .switch(
          [
            SwitchCase(
              state: StateCondition(["loggedIn": .bool(true)]),
              from: .custom(Finder(.nav, id: "member")))
          ],
          default: .custom(Finder(.nav, id: "guest"))))
    ]
    definitions.state = AppState(["loggedIn": .bool(false)])
    var guest = nav(screen("Guest"))
    guest.id = "guest"
    var member = nav(screen("Member"))
    member.id = "member"
    var state = try NavigationState(start: tabs(guest, member), definitions: definitions)
    try state.run(.navigate("account", context: nil))
    #expect(state.labels() == ["tabs", "nav #guest", "Guest", "Account", "nav #member", "Member"])
    try state.run(.popToRoot(nil))
    try state.run(.setState(["loggedIn": .bool(true)]))
    try state.run(.navigate("account", context: nil))
    #expect(state.window.root.selectedIndex == 1)
    #expect(state.topLabel == "Account #Account#2")
  }

  @Test func aCoordinatorRouteBranchesOnTheState() throws {
    var definitions = Definitions()
    definitions.coordinators = [
      "Home": CoordinatorDefinition(
        kind: .stack,
        routes: [
          "home": .push(screen("Home")),
          "profile": .stateBranch(
            StateCondition(["loggedIn": .bool(true)]), then: .push(screen("Profile")),
            else: .present(screen("SignIn"), style: nil)),
        ])
    ]
    definitions.state = AppState(["loggedIn": .bool(false)])
    var state = try NavigationState(coordinator: "Home", route: "home", definitions: definitions)
    try state.run(.route("profile", from: nil))
    #expect(state.topLabel == "SignIn")
    try state.run(.dismiss(nil))
    try state.run(.setState(["loggedIn": .bool(true)]))
    try state.run(.route("profile", from: nil))
    #expect(state.topLabel == "Profile")
  }

  @Test func aFlowPageIsSkippedWhileTheStateMatches() throws {
    var definitions = Definitions()
    definitions.flows = FlowDefinitions(
      pages: [
        "onboarding": FlowPage(
          screen: "Onboarding", skipWhen: StateCondition(["onboarded": .bool(true)]))
      ],
      paths: ["welcome => onboarding => home"])
    definitions.state = AppState(["onboarded": .bool(true)])
    var state = try NavigationState(start: nav(), definitions: definitions)
    try state.run(.showPage("home", variant: nil, skip: [], parameters: [:]))
    #expect(state.labels() == ["nav", "welcome", "home"])
    definitions.state = AppState(["onboarded": .bool(false)])
    var first = try NavigationState(start: nav(), definitions: definitions)
    try first.run(.showPage("home", variant: nil, skip: [], parameters: [:]))
    #expect(first.labels() == ["nav", "welcome", "Onboarding", "home"])
  }

  @Test func explorationTellsStatesApartByTheirAppState() throws {
    var definitions = Definitions()
    definitions.state = AppState(["loggedIn": .bool(false)])
    var state = try NavigationState(start: nav(screen("Home")), definitions: definitions)
    let before = state.explorationKey
    try state.run(.setState(["loggedIn": .bool(true)]))
    #expect(state.explorationKey != before)
  }

  /// A key holding `=` or a space would read as two entries: it is quoted.
  @Test func aKeyThatIsNotAPlainNameIsQuotedSoNoTwoStatesReadAlike() {
    let one = AppState(["a": .bool(true), "b": .bool(true)])
    let forged = AppState(["a=true b": .bool(true)])
    #expect(one.summary == "a=true b=true")
    #expect(forged.summary == #""a=true b"=true"#)
    #expect(AppState(["k\nwindow": .bool(true)]).summary == #""k\nwindow"=true"#)
    #expect(AppState(["": .number(1)]).summary == "\"\"=1")
  }

  /// Exploration keeps thousands of states that each set one key of thousands.
  @Test func aCopyThatSetsOneKeySharesEveryOtherKey() {
    let keys = (0..<10_000).map { "k\($0)" }
    let start = AppState(
      Dictionary(uniqueKeysWithValues: keys.map { ($0, StateValue.bool(false)) }))
    var changed = start
    changed.merge(["k42": .bool(true)])
    #expect(changed.bytesNotShared(with: start) < 8_000)
    #expect(start.bytesNotShared(with: start) == 0)
    #expect(changed != start)
    #expect(changed["k42"] == .bool(true) && start["k42"] == .bool(false))
    var back = changed
    back.merge(["k42": .bool(false)])
    #expect(back == start)
    #expect(back.digestText == start.digestText)
    #expect(changed.digestText != start.digestText)
  }

  @Test func statesWithTheSameEntriesAreEqualWhateverTheOrderTheyWereSetIn() {
    var forward = AppState()
    var backward = AppState()
    for index in 0..<500 { forward.merge(["k\(index)": .number(Double(index))]) }
    for index in (0..<500).reversed() { backward.merge(["k\(index)": .number(Double(index))]) }
    #expect(forward == backward)
    #expect(forward.digestText == backward.digestText)
    backward.merge(["k7": .string("7")])
    #expect(forward != backward)
  }
}
