import Testing

@testable import NavigationCore

/// What a state holds of its own, besides what it shares with the state it came from: an
/// exploration keeps thousands of states of one app at once.
@Suite struct SharedBytesTests {
  /// Tabs of a short nav and a nav of `count` screens of distinct types, the short one shown.
  private func longApp(_ count: Int) throws -> NavigationState {
    let long = (0..<count).map { screen("B\($0)") }
    return try start(tabs(nav(screen("Home")), .container(.nav, long)))
  }

  @Test func aPushOntoAShortStackSharesTheLongStackAndTheIDs() throws {
    let app = try longApp(2_000)
    var pushed = app
    try pushed.run(.push(screen("Pushed"), on: nil))
    var again = pushed
    try again.run(.push(screen("B7"), on: nil))
    // The tab bar, the short nav, the new screen and a path of the ids' trie: a whole copy
    // of the registry of 2 000 names took about 100 KB, of the tree more.
    #expect(pushed.bytesNotShared(with: app) < 4_096)
    #expect(again.bytesNotShared(with: app) < 6_144)
    #expect(app.bytesNotShared(with: app) == MemoryLayout<NavigationState>.stride)
  }

  @Test func aPushOntoTheLongStackHoldsItsOwnCopyOfThatStack() throws {
    let app = try longApp(2_000)
    var pushed = app
    try pushed.run(.selectTab(.index(1), in: nil))
    try pushed.run(.push(screen("Pushed"), on: nil))
    #expect(pushed.bytesNotShared(with: app) > 2_000 * MemoryLayout<Controller>.stride)
  }
}
