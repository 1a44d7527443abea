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
}
