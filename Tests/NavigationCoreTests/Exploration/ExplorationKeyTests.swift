import Testing

@testable import NavigationCore

@Suite struct ExplorationKeyTests {
  @Test func statesThatDifferOnlyInGeneratedIDsAreOne() throws {
    var direct = try start(nav(screen("Feed")))
    try direct.run(.push(screen("Post"), on: nil))
    var roundabout = try start(nav(screen("Feed")))
    try roundabout.run(.push(screen("Post"), on: nil))
    try roundabout.run(.pop(nil))
    try roundabout.run(.push(screen("Post"), on: nil))
    #expect(direct.rendering != roundabout.rendering, "the second Post is Post#2")
    #expect(direct.explorationKey == roundabout.explorationKey)
    var walk = DigestWalk()
    #expect(
      direct.explorationDigest(using: &walk).digest
        == roundabout.explorationDigest(using: &walk).digest)
  }

  @Test func authorsIDsAndDifferentScreensStayApart() throws {
    var one = try start(nav(screen("Feed", id: "feed")))
    try one.run(.push(screen("Post"), on: nil))
    var other = try start(nav(screen("Feed", id: "feed")))
    try other.run(.push(screen("Help"), on: nil))
    #expect(one.explorationKey != other.explorationKey)
    var walk = DigestWalk()
    #expect(
      one.explorationDigest(using: &walk).digest != other.explorationDigest(using: &walk).digest)
  }
}
