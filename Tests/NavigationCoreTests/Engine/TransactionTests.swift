import Testing

@testable import NavigationCore

/// A failing operation leaves the state exactly as it was, even when it fails half-way.
@Suite struct TransactionTests {
  @Test func setStackFailingOnItsSecondNodeChangesNothing() throws {
    var state = try start(nav(screen("A"), screen("B")))
    state.refuse(.setStack([screen("X"), nav(screen("Y"))], on: nil), with: .cannotPushContainer)
    state.refuse(
      .setStack([screen("X", id: "x"), screen("Y", id: "x")], on: nil), with: .alreadyInHierarchy)
  }

  @Test func aFailedStepDoesNotConsumeGeneratedIds() throws {
    var state = try start(nav(screen("A")))
    state.refuse(
      .setStack([screen("Post"), screen("Q", id: "A#2"), screen("Q", id: "A#2")], on: nil),
      with: .alreadyInHierarchy)
    try state.run(.push(screen("Post"), on: nil))
    #expect(state.window.root.children.last?.id == "Post")
  }

  @Test func everyOperationFailureLeavesTheStateUnchanged() throws {
    var state = try start(
      tabs(nav(screen("Feed"), id: "feed"), screen("B")).presenting(screen("Sheet")))
    let failing: [(Operation, NavigationError.Code)] = [
      (.push(screen("X", id: "Sheet"), on: .type("Feed")), .alreadyInHierarchy),
      (.push(nav(), on: .type("Feed")), .cannotPushContainer),
      (.selectTab(.index(5), in: nil), .noSuchTab),
      (.popTo(.type("Nope"), on: nil), .notFound),
      (.push(screen("X"), on: .type("B")), .notInNavigation),
      (.setRoot(nav(screen("X", id: "x"), screen("Y", id: "x"))), .alreadyInHierarchy),
    ]
    for (operation, code) in failing { state.refuse(operation, with: code) }
  }

  @Test func everyCallUIKitIgnoresLeavesTheStateUnchangedWithAWarning() throws {
    var state = try start(
      tabs(nav(screen("Feed"), id: "feed"), screen("B")).presenting(screen("Sheet")))
    let ignored: [(Operation, NavigationError.Code)] = [
      (.pop(.id("feed")), .cannotPopRoot),
      (.present(screen("X"), from: .type("Feed"), style: nil), .alreadyPresenting),
    ]
    for (operation, code) in ignored { state.ignore(operation, with: code) }
    try state.run(.dismiss(nil))
    state.ignore(.dismiss(nil), with: .nothingToDismiss)
  }
}
