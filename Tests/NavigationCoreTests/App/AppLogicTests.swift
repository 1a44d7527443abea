import Testing

@testable import NavigationCore

/// The app's own logic: screen actions, app actions, URLs, `if`, `update` and reactions.
@Suite struct AppLogicTests {
  /// A feed reader: the timeline opens an article with a value, the settings sign out, and the
  /// app reacts to the state.
  static func reader(reactions: Bool = true) -> Definitions {
    var definitions = Definitions()
    definitions.state = AppState(["signedIn": .bool(true)])
    definitions.app.screens["Timeline"] = ScreenLogic(actions: [
      "open article": AppAction(
        steps: [.push(screen("Article", context: "$arg"), on: nil)], takesValue: true),
      "refresh": AppAction(
        steps: [.update(.top, context: "fresh", modalInPresentation: nil)], takesValue: false),
    ])
    definitions.app.screens["Settings"] = ScreenLogic(actions: [
      "sign out": AppAction(steps: [.setState(["signedIn": .bool(false)])], takesValue: false)
    ])
    if reactions {
      definitions.app.onState = [
        StateReaction(
          when: .state(StateCondition(["signedIn": .bool(false)])),
          steps: [.present(screen("SignIn"), from: .root, style: .fullScreen)], place: "t:1:1")
      ]
    }
    return definitions
  }

  static func readerState(_ definitions: Definitions = reader()) throws -> NavigationState {
    try NavigationState(
      start: tabs(nav(screen("Timeline")), nav(screen("Settings"))), definitions: definitions)
  }

  @Test func aTapRunsTheActionOfTheScreenOnTopWithItsValue() throws {
    var state = try Self.readerState()
    let events = try state.run(.tap("open article", on: nil, with: "a-1"))
    #expect(state.topLabel == "Article")
    #expect(state.window[state.window.top]?.context == "a-1")
    #expect(events == [.disappear("Timeline"), .appear("Article")])
  }

  @Test func aTapNeedsTheActionOnTheScreenAndTheValueItTakes() throws {
    var state = try Self.readerState()
    state.refuse(.tap("sign out", on: nil, with: nil), with: .noSuchAction)
    state.refuse(.tap("open artcle", on: nil, with: "a"), with: .noSuchAction)
    state.refuse(.tap("open article", on: nil, with: nil), with: .actionValue)
    state.refuse(.tap("refresh", on: nil, with: "x"), with: .actionValue)
    state.refuse(.tap("sign out", on: .type("Settings"), with: nil), with: .screenNotVisible)
    let error = #expect(throws: NavigationError.self) {
      try state.perform(.tap("open artcle", on: nil, with: "a"))
    }
    #expect(error?.message.hasSuffix(#"did you mean "open article"?"#) == true)
  }

  @Test func aReactionToTheStateRunsOnceWhenItsConditionBecomesTrue() throws {
    var state = try Self.readerState()
    try state.run(.selectTab(.index(1), in: nil))
    let events = try state.run(.tap("sign out", on: nil, with: nil))
    #expect(state.topLabel == "SignIn")
    #expect(
      events == [
        .note("state signedIn=false"), .note("onState state signedIn=false"),
        .disappear("Settings"), .appear("SignIn"),
      ])
    // Already signed out: the condition held before, and nothing runs again.
    let again = try state.run(.setState(["signedIn": .bool(false)]))
    #expect(again == [.note("state signedIn=false")])
  }

  @Test func anOnAppearReactionRunsAfterTheScreenAppearedAndReportsInOrder() throws {
    var definitions = Self.reader(reactions: false)
    definitions.app.screens["Article", default: ScreenLogic()].onAppear = [
      .update(.top, context: "seen", modalInPresentation: nil)
    ]
    definitions.app.screens["Welcome"] = ScreenLogic(onAppear: [.push(screen("Tips"), on: nil)])
    var state = try Self.readerState(definitions)
    try state.run(.tap("open article", on: nil, with: "a-1"))
    #expect(state.window[state.window.top]?.context == "seen")
    let events = try state.run(.push(screen("Welcome"), on: nil))
    #expect(
      events == [
        .disappear("Article"), .appear("Welcome"), .note("onAppear Welcome"),
        .disappear("Welcome"), .appear("Tips"),
      ])
  }

  @Test func aScreenOnScreenReactsToTheWindowsWidthChangingWithinItsSizeClass() throws {
    var definitions = Definitions()
    definitions.app.screens["Reader", default: ScreenLogic()].onNarrow = [
      .update(.id("reader"), context: "one column", modalInPresentation: nil)
    ]
    definitions.app.screens["Reader", default: ScreenLogic()].onWide = [
      .update(.id("reader"), context: "two columns", modalInPresentation: nil)
    ]
    // A screen of the type that is not on screen does not react.
    definitions.app.screens["Hidden"] = ScreenLogic()
    definitions.app.screens["Hidden"]?.onNarrow = [.push(screen("Never"), on: nil)]
    var state = try NavigationState(
      start: tabs(nav(screen("Reader", id: "reader")), nav(screen("Hidden"))),
      definitions: definitions)
    let narrow = try state.run(.setWindowWidth(.narrow))
    #expect(narrow == [.note("onNarrow Reader #reader")])
    #expect(state.window[state.window.top]?.context == "one column")
    #expect(try state.run(.setWindowWidth(.narrow)) == [])
    try state.run(.setWindowWidth(.wide))
    #expect(state.window[state.window.top]?.context == "two columns")
    #expect(!state.window.text.contains("Never"))
  }

  @Test func aReactionThatTriggersItselfIsRefusedNotAHang() throws {
    var definitions = Definitions()
    definitions.app.screens["Echo"] = ScreenLogic(onAppear: [.push(screen("Echo"), on: nil)])
    var state = try NavigationState(start: nav(screen("Home")), definitions: definitions)
    state.refuse(.push(screen("Echo"), on: nil), with: .reactionLoop)
  }

  @Test func anActionThatRunsItselfIsRefused() throws {
    var definitions = Definitions()
    definitions.app.actions["again"] = AppAction(
      steps: [.appAction("again", with: nil)], takesValue: false)
    var state = try NavigationState(start: nav(screen("Home")), definitions: definitions)
    state.refuse(.appAction("again", with: nil), with: .actionLoop)
    state.refuse(.appAction("agian", with: nil), with: .noSuchAction)
  }

  @Test func aFailingStepFailsTheWholeActionAndKeepsNothing() throws {
    var definitions = Definitions()
    definitions.app.actions["half"] = AppAction(
      steps: [.push(screen("Kept"), on: nil), .popTo(.type("Missing"), on: nil)], takesValue: false)
    var state = try NavigationState(start: nav(screen("Home")), definitions: definitions)
    state.refuse(.appAction("half", with: nil), with: .notFound)
  }

  @Test func aURLRunsTheFirstPatternThatMatchesWithItsPlaceholders() throws {
    var definitions = Definitions()
    let pattern = try URLPattern.segments(of: "banko://transaction/{id}").get()
    definitions.app.urls = [
      URLPattern(
        text: "banko://transaction/{id}", segments: pattern,
        steps: [.push(screen("Transaction", context: "$id"), on: nil)])
    ]
    var state = try NavigationState(start: nav(screen("Home")), definitions: definitions)
    try state.run(.openURL("banko://transaction/t-1?from=push"))
    #expect(state.window[state.window.top]?.context == "t-1")
    state.ignore(.openURL("banko://cards/c-1"), with: .urlNotHandled)
    state.ignore(.openURL("banko://transaction/"), with: .urlNotHandled)
  }

  @Test func urlPatternsMatchPlaceholdersUpToTheNextSeparator() throws {
    func pattern(_ text: String) throws -> URLPattern {
      URLPattern(text: text, segments: try URLPattern.segments(of: text).get(), steps: [])
    }
    #expect(try pattern("app://a/{x}/b").match("app://a/1/b") == ["x": "1"])
    #expect(try pattern("app://a/{x}/b").match("app://a/1/2/b") == nil)
    #expect(try pattern("app://{x}.{y}").match("app://k.v") == ["x": "k", "y": "v"])
    #expect(try pattern("app://s?q={q}").match("app://s?q=cats") == ["q": "cats"])
    #expect(try pattern("app://a").match("app://ab") == nil)
    #expect(
      URLPattern.segments(of: "app://{a}{b}")
        == .failure(.init("two placeholders must be apart: nothing tells where one ends")))
    #expect(URLPattern.segments(of: "app://{a") == .failure(.init("a \"{\" without its \"}\"")))
  }

  @Test func ifRunsTheBranchTheConditionChooses() throws {
    var state = try NavigationState(
      start: nav(screen("Home")),
      definitions: {
        var d = Definitions(); d.state = AppState(["on": .bool(false)]); return d
      }())
    let condition = AppCondition.all([
      .state(StateCondition(["on": .bool(true)])), .top(.type("Home")),
    ])
    try state.run(
      .conditional(
        condition, then: [.push(screen("Yes"), on: nil)], else: [.push(screen("No"), on: nil)]))
    #expect(state.topLabel == "No")
    try state.run(.setState(["on": .bool(true)]))
    try state.run(
      .conditional(.not(.exists(.type("Yes"))), then: [.push(screen("Yes"), on: nil)], else: []))
    #expect(state.topLabel == "Yes")
    #expect(!state.holds(.any([.top(.type("No")), .exists(.id("missing"))])))
  }

  @Test func updateChangesAControllerInPlace() throws {
    var state = try NavigationState(start: nav(screen("Compose", id: "c")))
    let events = try state.run(.update(.id("c"), context: "draft", modalInPresentation: true))
    #expect(events == [])
    #expect(state.window[state.window.top]?.context == "draft")
    #expect(state.window[state.window.top]?.isModalInPresentation == true)
    state.refuse(.update(.id("gone"), context: "x", modalInPresentation: nil), with: .notFound)
  }

  @Test func placeholdersAreFoundBesideTextThatIsNotASCII() {
    let values = ["arg": "é-1", "id": "7"]
    #expect(ActionArguments.substitute("café/$arg/ü$id€$", values) == "café/é-1/ü7€$")
    #expect(ActionArguments.substitute("$$arg$id", values) == "$é-17")
    #expect(ActionArguments.placeholders(in: "ß$arg,$id_2 $€ $9") == ["arg", "id_2", "9"])
    #expect(ActionArguments.placeholders(in: "no placeholder") == [])
  }

  @Test func placeholdersAreReplacedEverywhereAnOperationHoldsText() {
    let values = ["arg": "a-1"]
    #expect(ActionArguments.substitute("x$arg-$argy $other $", values) == "xa-1-$argy $other $")
    #expect(
      Operation.navigate("$arg", context: "c-$arg").substituting(values)
        == .navigate("a-1", context: "c-a-1"))
    #expect(
      Operation.conditional(.top(.id("$arg")), then: [.route("show($arg)", from: nil)], else: [])
        .substituting(values)
        == .conditional(.top(.id("a-1")), then: [.route("show(a-1)", from: nil)], else: []))
    #expect(
      Operation.setState(["who": .string("$arg"), "n": .number(1)]).substituting(values)
        == .setState(["who": .string("a-1"), "n": .number(1)]))
  }
}

/// What the app's delegates answer: a refused tab, a split's conditional top column and the
/// steps it runs once collapsed or expanded.
@Suite struct DelegateAnswerTests {
  @Test func aRefusedTabRunsTheDelegatesStepsAndStaysUnselected() throws {
    var placeholder = screen("Placeholder")
    placeholder.answers = DelegateAnswers(
      refusesSelection: true, onTap: [.present(screen("Compose"), from: nil, style: .pageSheet)])
    var state = try NavigationState(start: tabs(nav(screen("Feed")), placeholder))
    let events = try state.run(.tapTab(.index(1), in: nil))
    #expect(events.first == .note("shouldSelect Placeholder: false"))
    #expect(state.topLabel == "Compose")
    #expect(state.window.root.selectedIndex == 0)
    // Selecting from code does not ask the delegate.
    try state.run(.dismiss(nil))
    try state.run(.selectTab(.index(1), in: nil))
    #expect(state.topLabel == "Placeholder")
  }

  @Test func aSplitsTopColumnAndItsDelegateStepsFollowTheApp() throws {
    var split = Blueprint(kind: .split)
    split.columnStyle = .doubleColumn
    split.columns = [
      ColumnBlueprint(.primary, screen("List")), ColumnBlueprint(.secondary, screen("Item")),
    ]
    split.answers = DelegateAnswers(
      topColumn: ConditionalColumn(
        .state(StateCondition(["reading": .bool(true)])), then: .secondary, else: .primary),
      onCollapse: [.setState(["collapses": .number(1)])])
    var definitions = Definitions()
    definitions.state = AppState(["reading": .bool(false), "collapses": .number(0)])
    var state = try NavigationState(start: split, definitions: definitions)
    let events = try state.run(.setSizeClass(.compact))
    #expect(state.topLabel == "List")
    #expect(events.contains(.note("onCollapse split")))
    #expect(state.appState["collapses"] == .number(1))
    try state.run(.setSizeClass(.regular))
    try state.run(.setState(["reading": .bool(true)]))
    try state.run(.setSizeClass(.compact))
    #expect(state.topLabel == "Item")
  }

  @Test func aDelegateThatCollapsesItsSplitAgainIsALoop() throws {
    var split = Blueprint(kind: .split)
    split.columns = [
      ColumnBlueprint(.primary, nav(screen("List"))), ColumnBlueprint(.secondary, screen("Item")),
    ]
    split.answers = DelegateAnswers(onCollapse: [.expand(nil)], onExpand: [.collapse(nil)])
    var state = try NavigationState(start: split)
    state.refuse(.collapse(nil), with: .reactionLoop)
  }
}
