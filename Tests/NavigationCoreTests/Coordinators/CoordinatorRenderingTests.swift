import Testing

@testable import NavigationCore

@Suite struct CoordinatorRenderingTests {
  @Test func theGoldenListsTheCoordinatorTreeAfterTheWindow() throws {
    var state = try SeedApps.startColorList()
    try state.run(.route("newList", from: nil))
    try state.run(.route("color(Red)", from: nil))
    try state.run(.route("info", from: .type("ColorList")))
    #expect(
      state.rendering == """
        window (regular)
          nav
            ColorList
            ColorList #ColorList#2
            Color {context: Red}
            presents (automatic):
              Info  <- top

        coordinators
          @ColorList [stack on nav]: ColorList, Info
            @ColorList#2 [stack on nav, as newListRoute]: ColorList #ColorList#2
              @Color [stack on nav, as colorRoute]: Color

        """)
  }

  @Test func splitCoordinatorsShowTheirColumns() throws {
    var state = try SeedApps.startNews()
    try state.run(.route("detail(1)", from: .type("NewsList")))
    #expect(
      state.coordinatorText == """
        coordinators
          @News [split on split]
            @NewsList [stack on split primary, as listRoute]: NewsList
            @NewsDetail [stack on split secondary, as detailRoute]: NewsDetail

        """)
  }

  @Test func expectCoordinatorsComparesNamesOwnedControllersAndChildren() throws {
    var state = try SeedApps.startColorList()
    try state.run(.route("color(Red)", from: nil))
    func failure(_ roots: [CoordinatorExpectation]) -> String? {
      state.failure(of: .coordinators(roots), previousEvents: [])
    }
    #expect(failure([CoordinatorExpectation("ColorList", children: [.init("Color")])]) == nil)
    #expect(
      failure([
        CoordinatorExpectation(
          "@ColorList", owns: ["#ColorList"], children: [.init("@Color", owns: ["Color"])])
      ]) == nil)
    #expect(
      failure([CoordinatorExpectation("ColorList")])
        == "@ColorList: expected 0 coordinators [], found 1 [@Color]")
    #expect(
      failure([CoordinatorExpectation("ColorList", children: [.init("Settings")])])
        == "@ColorList > @Color: expected Settings, found @Color (Color)")
    #expect(
      failure([CoordinatorExpectation("ColorList", owns: ["ColorList", "Info"])])
        == "@ColorList: expected to own [ColorList, Info], found [ColorList]")
    #expect(failure([]) == "coordinators: expected 0 coordinators [], found 1 [@ColorList]")
  }
}
