import Testing

@testable import NavigationCore

@Suite struct FluidPopTests {
  typealias F = FluidFixture

  @Test func theItemAndEverythingAboveItGo() throws {
    var state = try F.start(F.stack(screen("A"), screen("B"), screen("C"), screen("D")))
    let events = try state.run(.fluidPop(.type("B")))
    #expect(F.children(of: "stack", in: state) == ["A"])
    #expect(events.map(\.description) == ["disappear D", "appear A"])
  }

  @Test func theDefaultPopsTheTop() throws {
    var state = try F.start(F.stack(screen("A"), screen("B")))
    try state.run(.fluidPop(nil))
    #expect(F.children(of: "stack", in: state) == ["A"])
  }

  @Test func aControllerInsideAnItemPopsThatItem() throws {
    var state = try F.start(
      F.stack(screen("A"), F.host("Host", nav(screen("X"), screen("Y"))), screen("B")))
    try state.run(.fluidPop(.type("X")))
    #expect(F.children(of: "stack", in: state) == ["A"])
  }

  @Test func selectingANestedStackPopsItFromItsParent() throws {
    var state = try F.start(
      F.stack(screen("Home"), F.stack(screen("X"), screen("Y"), id: "inner"), id: "outer"))
    try state.run(.fluidPop(.id("inner")))
    #expect(F.children(of: "outer", in: state) == ["Home"])
  }

  @Test func poppingARetainedRootForwardsToTheParentStack() throws {
    var state = try F.start(
      F.stack(screen("Home"), F.stack(screen("List"), screen("Detail"), id: "inner"), id: "outer"))
    try state.run(.fluidPop(.type("List")))
    #expect(F.children(of: "outer", in: state) == ["Home"])
  }

  @Test func forwardingIsRecursiveAndCrossesEmbeddingScreens() throws {
    var state = try F.start(F.nested)
    // Detail is above List in #inner: only Detail goes.
    try state.run(.fluidPop(.type("Panel")))
    #expect(F.children(of: "inner", in: state) == ["List"])
    // List is #inner's retained root, so #inner is popped; its item in #middle is the tab bar
    // holding it (index 1), which goes with the sibling tab.
    try state.run(.fluidPop(.type("List")))
    #expect(F.children(of: "middle", in: state) == ["Card"])
    // Card is #middle's retained root: #middle lives in Profile, item 1 of #outer.
    try state.run(.fluidPop(.type("Card")))
    #expect(F.children(of: "outer", in: state) == ["Home"])
  }

  @Test func aRootNestedSeveralStacksDeepForwardsUntilAStackPopsSomething() throws {
    var state = try F.start(
      F.stack(
        screen("Home"),
        F.stack(F.stack(F.host("Host", screen("Deep")), id: "inner"), id: "middle"),
        id: "outer"))
    try state.run(.fluidPop(.type("Deep")))
    #expect(F.children(of: "outer", in: state) == ["Home"])
  }

  @Test func atTheOutermostStackNothingChangesAndAWarningSaysSo() throws {
    var state = try F.start(F.stack(screen("Home"), id: "outer"))
    let before = state.window
    let events = try state.run(.fluidPop(nil))
    #expect(state.window == before)
    #expect(
      F.warnings(in: events) == [
        "stack #outer is in no other stack; the forwarded pop ends there"
      ])
  }

  @Test func aForwardedPopThatReachesTheOutermostStackChangesNothing() throws {
    var state = try F.start(
      F.stack(F.stack(screen("X"), id: "inner"), screen("Y"), id: "outer"))
    try state.run(.fluidPop(.type("Y")))
    let before = state.window
    let events = try state.run(.fluidPop(.type("X")))
    #expect(state.window == before)
    #expect(
      F.warnings(in: events) == [
        "stack #outer is in no other stack; the forwarded pop ends there"
      ])
  }

  @Test func preventsForwardingPopStopsAtItsStackWithAWarning() throws {
    var state = try F.start(
      F.stack(
        screen("Home"), F.stack(screen("X"), id: "inner", preventsForwardingPop: true),
        id: "outer"))
    let before = state.window
    let events = try state.run(.fluidPop(.type("X")))
    #expect(state.window == before)
    #expect(
      F.warnings(in: events) == [
        "X is the retained root of stack #inner; nothing is popped"
      ])
  }

  @Test func aStackThatDoesNotRetainItsRootMayBecomeEmpty() throws {
    var state = try F.start(
      F.stack(
        screen("Home"), F.stack(screen("X"), id: "inner", retainsRoot: false), id: "outer"))
    try state.run(.fluidPop(.type("X")))
    #expect(F.children(of: "inner", in: state) == [])
    #expect(state.topLabel == "stack #inner")
    #expect(state.window.text.contains("stack #inner [retainsRoot: false]  <- top"))
    try state.run(.fluidPush(screen("Y"), from: nil, target: .current, relation: nil))
    #expect(F.children(of: "inner", in: state) == ["Y"])
    try state.run(.fluidPop(nil))
    // Top is now the empty stack itself: popping it pops the stack from its parent.
    try state.run(.fluidPop(nil))
    #expect(F.children(of: "outer", in: state) == ["Home"])
  }

  @Test func aPresentedStackThatBecomesEmptyStaysPresented() throws {
    var state = try F.start(
      F.stack(screen("Home"))
        .presenting(
          F.stack(screen("Sheet"), id: "modal", retainsRoot: false), style: .overFullScreen))
    try state.run(.fluidPop(nil))
    #expect(F.children(of: "modal", in: state) == [])
    #expect(state.window.root.presented != nil)
  }

  @Test func aPresentationStackThatBecomesEmptyDismissesItself() throws {
    var modal = F.stack(screen("Sheet"), screen("Step"), id: "modal", retainsRoot: false)
    modal.dismissesWhenEmpty = true
    var state = try F.start(F.stack(screen("Home")).presenting(modal, style: .overFullScreen))
    try state.run(.fluidPop(.type("Step")))
    #expect(F.children(of: "modal", in: state) == ["Sheet"])
    let events = try state.run(.fluidPop(nil))
    #expect(state.window.root.presented == nil)
    #expect(
      events.map(\.description) == ["dismiss stack #modal, now empty", "disappear Sheet"])
  }

  @Test func aPresentedStackThatRetainsItsRootDoesNotForwardAcrossThePresentation() throws {
    var state = try F.start(
      F.stack(screen("Home"), id: "outer").presenting(F.stack(screen("Sheet"), id: "modal")))
    let before = state.window
    let events = try state.run(.fluidPop(nil))
    #expect(state.window == before)
    #expect(
      F.warnings(in: events) == [
        "stack #modal is in no other stack; the forwarded pop ends there"
      ])
  }

  @Test func aControllerOutsideEveryStackIsIgnoredWithAWarning() throws {
    var state = try F.start(nav(screen("A")))
    let warning = state.ignore(.fluidPop(nil), with: .notInStack)
    #expect(warning?.message == "A is not in a fluid stack")
  }

  @Test func aPresentedControllerIsNotInThePresentersStack() throws {
    var state = try F.start(F.stack(screen("Home"), id: "outer").presenting(screen("Alert")))
    state.ignore(.fluidPop(nil), with: .notInStack)
    state.ignore(.fluidPop(.id("outer")), with: .notInStack)
    state.refuse(.fluidPop(.id("missing")), with: .notFound)
    try state.run(.dismiss(nil))
    #expect(state.topLabel == "Home")
  }

  @Test func forwardingHappensOnlyFromTheRootItemOrADirectChildOfIt() throws {
    // Deep sits two levels inside the root item of #inner: `_fluidPop` does not forward, and
    // removing the retained root is refused.
    var state = try F.start(
      F.stack(
        screen("Home"), F.stack(F.host("Host", F.host("Frame", screen("Deep"))), id: "inner"),
        id: "outer"))
    let before = state.window
    state.ignore(.fluidPop(.type("Deep")), with: .popNotForwarded)
    #expect(state.window == before)
    try state.run(.fluidPop(.type("Frame")))
    #expect(F.children(of: "outer", in: state) == ["Home"])
  }

  @Test func theSingleRuleRemovesTheItemAlone() throws {
    var state = try F.start(F.stack(screen("A"), screen("B"), screen("C")))
    try state.run(.fluidPop(.type("B"), removing: .single))
    #expect(F.children(of: "stack", in: state) == ["A", "C"])
  }

  @Test func withoutForwardingToParentARetainedRootStays() throws {
    var state = try F.start(
      F.stack(screen("Home"), F.stack(screen("X"), id: "inner"), id: "outer"))
    state.ignore(.fluidPop(.type("X"), forwardingToParent: false), with: .popNotForwarded)
    try state.run(.fluidPop(.type("X")))
    #expect(F.children(of: "outer", in: state) == ["Home"])
  }
}
