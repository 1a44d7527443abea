import Testing

@testable import NavigationCore

@Suite struct TreeLimitTests {
  @Test func aWindowHoldsAtMostTheControllerLimit() throws {
    var state = try start(nav(screen("A")))
    let many = Blueprint.container(
      .nav, Array(repeating: screen("X"), count: NavigationState.maximumControllers))
    state.refuse(.present(many, from: nil, style: nil), with: .treeTooLarge)
    let error = #expect(throws: NavigationError.self) {
      try state.perform(.present(many, from: nil, style: nil))
    }
    #expect(error?.message == "the window would hold 20003 controllers; the limit is 20000")
  }

  @Test func aStartLargerThanTheLimitIsRefused() {
    let many = Blueprint.container(
      .nav, Array(repeating: screen("X"), count: NavigationState.maximumControllers))
    #expect(throws: NavigationError.self) { try start(many) }
  }

  @Test func theCountBoundIsMadeExactAgainWhenItNearsTheLimit() throws {
    // Every push raises the bound and no pop lowers it; past the limit a push counts the
    // window and keeps the count, so that the next pushes need not count it again.
    var state = try start(nav(screen("A")))
    for _ in 0..<(NavigationState.maximumControllers + 10) {
      try state.perform(.push(screen("X"), on: nil), reporting: .libraryOnly)
      try state.perform(.pop(nil), reporting: .libraryOnly)
    }
    #expect(state.hints.controllerCountBound <= 20)
  }
}
