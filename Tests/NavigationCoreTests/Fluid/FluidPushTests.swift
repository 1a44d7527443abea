import Testing

@testable import NavigationCore

@Suite struct FluidPushTests {
  typealias F = FluidFixture

  static let fullScreen: [String: [FluidTarget]] = [
    "fullScreen": [.identifier("loggedIn"), .identifier("middle"), .root],
    "nowhere": [.identifier("sibling"), .identifier("modal")],
    "fallback": [.identifier("missing"), .root],
    "loop": [.named("loop"), .named("fallback")],
    "outerName": [.named("fullScreen")],
  ]

  @Test(arguments: [
    (FluidTarget.current, "inner"), (.nearestAncestor, "middle"), (.root, "outer"),
    (.identifier("inner"), "inner"), (.identifier("middle"), "middle"),
    (.identifier("outer"), "outer"), (.named("fullScreen"), "middle"),
    (.named("fallback"), "outer"), (.named("loop"), "outer"), (.named("outerName"), "middle"),
  ])
  func everyStrategyFromADeeplyNestedControllerFindsItsStack(
    target: FluidTarget, stack: String
  ) throws {
    var state = try F.start(F.nested, strategies: Self.fullScreen)
    try state.run(
      .fluidPush(screen("Pushed"), from: .type("Panel"), target: target, relation: .modality))
    #expect(F.children(of: stack, in: state).last == "Pushed")
    let pushed = try #require(state.window.path(ofID: "Pushed").flatMap { state.window[$0] })
    #expect(pushed.relation == .modality)
  }

  @Test(arguments: [FluidTarget.identifier("sibling"), .identifier("modal"), .named("nowhere")])
  func stacksInSiblingBranchesAndOtherLayersAreNeverFound(target: FluidTarget) throws {
    var state = try F.start(F.nested, strategies: Self.fullScreen)
    state.refuse(
      .fluidPush(screen("Pushed"), from: .type("Panel"), target: target, relation: nil),
      with: .stackNotFound)
    let error = #expect(throws: NavigationError.self) {
      try state.perform(
        .fluidPush(screen("Pushed"), from: .type("Panel"), target: target, relation: nil))
    }
    #expect(
      error?.message
        == "target \(target) finds no stack from Panel; the stacks above it are stack #inner, "
        + "stack #middle, stack #outer")
  }

  @Test func theSourceCountsAsTheNearestStackWhenItIsOne() throws {
    var state = try F.start(F.nested)
    try state.run(
      .fluidPush(screen("A"), from: .id("inner"), target: .current, relation: nil))
    try state.run(
      .fluidPush(screen("B"), from: .id("inner"), target: .nearestAncestor, relation: nil))
    #expect(F.children(of: "inner", in: state).last == "A")
    #expect(F.children(of: "middle", in: state).last == "B")
  }

  @Test func nearestAncestorNeedsASecondStack() throws {
    var state = try F.start(F.stack(screen("Home"), id: "only"))
    state.refuse(
      .fluidPush(screen("A"), from: nil, target: .nearestAncestor, relation: nil),
      with: .stackNotFound)
  }

  @Test func theDefaultSourceIsTop() throws {
    var state = try F.start(F.nested)
    try state.run(.fluidPush(screen("A"), from: nil, target: .root, relation: nil))
    #expect(F.children(of: "modal", in: state) == ["Sheet", "A"])
    #expect(state.topLabel == "A")
  }

  @Test func anUndefinedNamedStrategyIsRefused() throws {
    var state = try F.start(F.nested)
    state.refuse(
      .fluidPush(screen("A"), from: nil, target: .named("fullScreen"), relation: nil),
      with: .stackNotFound)
    #expect(
      throws: NavigationError(.stackNotFound, "no strategy named \"fullScreen\" is defined")
    ) {
      try state.perform(
        .fluidPush(screen("A"), from: nil, target: .named("fullScreen"), relation: nil))
    }
  }

  /// Strategies that each name the next one twice: a walk of every path would try 2^60.
  @Test func strategiesThatFanOutAreEachTriedOnce() throws {
    var strategies: [String: [FluidTarget]] = ["s60": [.identifier("missing"), .root]]
    for level in 0..<60 {
      strategies["s\(level)"] = [.named("s\(level + 1)"), .named("s\(level + 1)")]
    }
    var state = try F.start(F.nested, strategies: strategies)
    try state.run(
      .fluidPush(screen("Pushed"), from: .type("Panel"), target: .named("s0"), relation: nil))
    #expect(F.children(of: "outer", in: state).last == "Pushed")
  }

  /// A chain of strategies much longer than the machine's stack allows a recursion.
  @Test func aLongStrategyChainIsWalkedWithoutRecursion() throws {
    var strategies: [String: [FluidTarget]] = ["s100000": [.identifier("missing")]]
    for level in 0..<100_000 { strategies["s\(level)"] = [.named("s\(level + 1)")] }
    var state = try F.start(F.nested, strategies: strategies)
    state.refuse(
      .fluidPush(screen("A"), from: .type("Panel"), target: .named("s0"), relation: nil),
      with: .stackNotFound)
  }

  @Test(arguments: [FluidTarget.current, .root, .identifier("outer")])
  func aPushFromInsideAModalWithoutAStackFails(target: FluidTarget) throws {
    var state = try F.start(F.stack(screen("Home"), id: "outer").presenting(nav(screen("Login"))))
    state.refuse(
      .fluidPush(screen("Help"), from: nil, target: target, relation: nil),
      with: .stackNotFound)
    let error = #expect(throws: NavigationError.self) {
      try state.perform(.fluidPush(screen("Help"), from: nil, target: target, relation: nil))
    }
    #expect(
      error?.message
        == "Login is in no fluid stack inside its presented layer: fluidPush never crosses a "
        + "presentation, so present a {\"stack\": …} and push from inside it")
  }

  @Test func presentingAStackLetsTheModalPushAndRootStaysInsideIt() throws {
    var state = try F.start(F.stack(screen("Home"), id: "outer"))
    try state.run(
      .present(F.stack(screen("Login"), id: "modal"), from: nil, style: .overFullScreen))
    try state.run(.fluidPush(screen("Help"), from: nil, target: .root, relation: .modality))
    #expect(F.children(of: "modal", in: state) == ["Login", "Help"])
    #expect(F.children(of: "outer", in: state) == ["Home"])
  }

  @Test func aControllerOutsideEveryStackHasNoStack() throws {
    var state = try F.start(nav(screen("Home")))
    state.refuse(
      .fluidPush(screen("A"), from: nil, target: .current, relation: nil), with: .stackNotFound)
    #expect(
      throws: NavigationError(
        .stackNotFound, "Home is in no fluid stack: wrap the entry point in a {\"stack\": …}")
    ) {
      try state.perform(.fluidPush(screen("A"), from: nil, target: .current, relation: nil))
    }
  }

  @Test func pushingAControllerAlreadyInTheStackMovesItToTheTop() throws {
    var state = try F.start(
      F.stack(screen("A", id: "a"), screen("B", id: "b"), screen("C", id: "c")))
    let events = try state.run(
      .fluidPush(screen("A", id: "a"), from: nil, target: .current, relation: .hierarchical))
    #expect(F.children(of: "stack", in: state) == ["b", "c", "a"])
    #expect(events.map(\.description) == ["disappear C #c", "appear A #a"])
    try state.run(.fluidPush(screen("B", id: "b"), from: nil, target: .current, relation: nil))
    #expect(F.children(of: "stack", in: state) == ["c", "a", "b"])
    #expect(state.window.text.contains("A #a (hierarchical)"))
    try state.run(.fluidPush(screen("A", id: "a"), from: nil, target: .current, relation: nil))
    #expect(state.window.root.children.last?.relation == .hierarchical)
  }

  @Test func aSameIdOfAnotherTypeOrOutsideTheStackIsRefused() throws {
    var state = try F.start(
      F.stack(screen("A", id: "a"), F.stack(screen("B", id: "b"), id: "inner")))
    state.refuse(
      .fluidPush(screen("X", id: "a"), from: .id("inner"), target: .root, relation: nil),
      with: .alreadyInHierarchy)
    #expect(
      throws: NavigationError(.alreadyInHierarchy, "#a is already in stack as A #a, not a X")
    ) {
      try state.perform(
        .fluidPush(screen("X", id: "a"), from: .id("inner"), target: .root, relation: nil))
    }
    state.refuse(
      .fluidPush(screen("A", id: "a"), from: .id("inner"), target: .current, relation: nil),
      with: .alreadyInHierarchy)
  }

  @Test func theRelationIsRecordedOnThePushedItemAndRendered() throws {
    var state = try F.start(F.stack(screen("Home")))
    try state.run(.fluidPush(screen("A"), from: nil, target: .current, relation: .modality))
    try state.run(.fluidPush(screen("B"), from: nil, target: .current, relation: .hierarchical))
    try state.run(.fluidPush(screen("C"), from: nil, target: .current, relation: nil))
    #expect(state.window.root.children.map(\.relation) == [nil, .modality, .hierarchical, nil])
    #expect(
      state.window.text == """
        window (regular)
          stack
            Home
            A (modality)
            B (hierarchical)
            C  <- top

        """)
  }

  @Test(arguments: [
    nav(screen("X")), tabs(screen("X")), Blueprint.split(primary: nav(screen("X"))),
  ])
  func anyControllerMayBePushedAsFluidPushUnsafelyAllows(container: Blueprint) throws {
    var state = try F.start(F.stack(screen("Home")))
    try state.run(.fluidPush(container, from: nil, target: .current, relation: nil))
    #expect(F.children(of: "stack", in: state).count == 2)
    #expect(state.window.root.children.last?.kind == container.kind)
  }

  @Test func aStackWithoutAnIdHasNoIdentifier() throws {
    var state = try F.start(F.stack(F.stack(screen("Home")), id: "named"))
    state.refuse(
      .fluidPush(screen("A"), from: nil, target: .identifier("stack"), relation: nil),
      with: .stackNotFound)
    try state.run(.fluidPush(screen("A"), from: nil, target: .identifier("named"), relation: nil))
    #expect(F.children(of: "named", in: state).count == 2)
  }

  @Test func aContainerWrappedInAScreenOrAStackNodeMayBePushed() throws {
    var state = try F.start(F.stack(screen("Home")))
    try state.run(
      .fluidPush(F.host("Host", nav(screen("X"))), from: nil, target: .current, relation: nil))
    #expect(state.topLabel == "X")
    try state.run(
      .fluidPush(
        F.stack(screen("Y"), id: "pushed"), from: nil, target: .current, relation: .modality))
    #expect(F.children(of: "stack", in: state) == ["Home", "Host", "pushed"])
    #expect(state.topLabel == "Y")
    try state.run(.fluidPush(screen("Z"), from: nil, target: .current, relation: nil))
    #expect(F.children(of: "pushed", in: state) == ["Y", "Z"])
  }

  @Test func everyFailedPushLeavesTheStateUnchanged() throws {
    var state = try F.start(F.nested, strategies: Self.fullScreen)
    let failing: [(Operation, NavigationError.Code)] = [
      (.fluidPush(screen("A"), from: .id("nope"), target: .current, relation: nil), .notFound),
      (
        .fluidPush(screen("A"), from: .type("Panel"), target: .named("x"), relation: nil),
        .stackNotFound
      ),
      (
        .fluidPush(
          F.stack(screen("A", id: "x"), screen("B", id: "x")), from: nil, target: .current,
          relation: nil),
        .alreadyInHierarchy
      ),
    ]
    for (operation, code) in failing { state.refuse(operation, with: code) }
  }
}
