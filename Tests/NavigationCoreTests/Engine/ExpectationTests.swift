import Testing

@testable import NavigationCore

@Suite struct ExpectationTests {
  @Test func expectTopComparesTheSelectedControllerWithTop() throws {
    let state = try start(nav(screen("Feed"), screen("Post")))
    #expect(state.failure(of: .top(.type("Post")), previousEvents: []) == nil)
    #expect(
      state.failure(of: .top(.type("Feed")), previousEvents: [])
        == "expected top to be Feed, found Post")
    #expect(
      state.failure(of: .top(.id("x")), previousEvents: [])
        == "expected top to be #x, but nothing matches it; top is Post")
  }

  @Test func expectEventsComparesThePreviousStepsEvents() throws {
    let state = try start(nav(screen("Feed")))
    let events: [Event] = [.disappear("Feed"), .appear("Post")]
    #expect(
      state.failure(of: .events(["disappear Feed", "appear Post"]), previousEvents: events) == nil)
    #expect(
      state.failure(of: .events(["appear Post"]), previousEvents: events)
        == "expected events [appear Post], found [disappear Feed, appear Post]")
  }

  @Test func expectWindowReportsTheFirstMismatch() throws {
    let state = try start(nav(screen("Feed")))
    #expect(state.failure(of: .window(nav(screen("Feed"))), previousEvents: []) == nil)
    #expect(
      state.failure(of: .window(nav(screen("Post"))), previousEvents: [])
        == "nav > Feed: expected screen type Post, found Feed")
  }
}
