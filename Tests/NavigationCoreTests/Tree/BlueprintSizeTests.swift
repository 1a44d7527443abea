import Testing

@testable import NavigationCore

@Suite struct BlueprintSizeTests {
  /// A nav holding two copies of the level below, `levels` times over one screen: each level
  /// shares its storage between the two copies, as a template used twice does.
  private func doubling(levels: Int) -> Blueprint {
    var node = Blueprint.screen("Leaf")
    for _ in 0..<levels { node = .container(.nav, [node, node]) }
    return node
  }

  @Test func countsChildrenColumnsAndPresentations() {
    let split = Blueprint.split(
      primary: .container(.nav, [.screen("List")]), secondary: .screen("Detail"))
    let tabs = Blueprint.container(
      .tabs, [.container(.nav, [.screen("Feed")]), split]
    ).presenting(.container(.nav, [.screen("Login")]))
    // tabs, nav, Feed, split, nav, List, Detail, then the presented nav and Login.
    #expect(tabs.nodeCount == 9)
    #expect(tabs.depth == 4)
    #expect(Blueprint.screen("Home").nodeCount == 1)
    #expect(Blueprint.screen("Home").depth == 1)
  }

  @Test(arguments: [254, 255, 256, 257, 1_000])
  func countsTheSameOnEitherSideOfThePlainWalksLimit(screens: Int) {
    let wide = Blueprint.container(
      .tabs, [.container(.nav, Array(repeating: .screen("Item"), count: screens))])
    #expect(wide.nodeCount == screens + 2)
    #expect(wide.depth == 3)
  }

  @Test func countsSharedSubtreesOncePerUse() {
    // 2^11 - 1 nodes: past the plain walk's limit, counted once per shared level.
    let node = doubling(levels: 10)
    #expect(node.nodeCount == 2_047)
    #expect(node.depth == 11)
    #expect(doubling(levels: 7).nodeCount == 255)
    #expect(doubling(levels: 7).depth == 8)
  }

  @Test func saturatesInsteadOfOverflowing() {
    let node = doubling(levels: 70)
    #expect(node.nodeCount == Int.max)
    #expect(node.depth == 71)
  }
}
