import Testing

@testable import NavigationCore

@Suite struct ParameterTests {
  let shop = "start => menu =>> [page1, page2 => modal => page3]"

  @Test func parametersAreStoredPerPageOfThePath() throws {
    var state = try startFlow(shop)
    try state.show("page3", parameters: ["page3": "42", "menu": "drinks"])
    #expect(state.parameter(ofPage: "page3") == "42")
    #expect(state.parameter(ofPage: "menu") == "drinks")
    #expect(state.parameter(ofPage: "page2") == nil)
  }

  @Test func aParameterReadsAsAbsentOncePoppedAndComesBackWithThePage() throws {
    var state = try startFlow(shop)
    try state.show("page3", parameters: ["page3": "42", "menu": "drinks"])
    try state.show("menu")
    #expect(state.parameter(ofPage: "page3") == nil)
    #expect(state.parameter(ofPage: "menu") == "drinks")
    try state.show("page3")
    #expect(state.parameter(ofPage: "page3") == "42")
  }

  @Test func aParameterGoesWithAControllerRemovedByAUIKitStep() throws {
    var state = try startFlow("start => menu")
    try state.show("menu", parameters: ["menu": "7"])
    try state.run(.pop(nil))
    #expect(state.parameter(ofPage: "menu") == nil)
    // The tracker keeps it until the flow starts over or is reset.
    #expect(state.flow.tracks["menu"]?.parameter == "7")
    try state.run(.resetFlow)
    #expect(state.flow.tracks["menu"] == nil)
  }

  @Test func aShownPagesParameterIsOverwritten() throws {
    var state = try startFlow(shop)
    try state.show("page1", parameters: ["menu": "a"])
    try state.show("page3", parameters: ["menu": "b"])
    #expect(state.parameter(ofPage: "menu") == "b")
  }

  @Test func aVariantsParameterIsKeyedByItsIdentifierAlone() throws {
    var state = try startFlow(
      "start =>> [page1 => play, page2 => play]",
      pages: ["play": FlowPage(screen: "Play", supportsVariants: true)])
    let events = try state.show("play", variant: "page1", parameters: ["play": "9"])
    #expect(state.parameter(ofPage: "page1_play") == nil)
    #expect(state.flow.tracks["page1_play"]?.parameter == nil)
    #expect(
      events.first
        == .warning(
          .parameterIgnored,
          "parameter for \"play\" is ignored: the page on the path is the variant page1_play; "
            + "name it \"page1_play\""))
    try state.show("play", variant: "page2", parameters: ["page2_play": "10"])
    #expect(state.parameter(ofPage: "page2_play") == "10")
  }

  @Test func parametersForPagesOffThePathOrSkippedAreIgnoredWithAWarning() throws {
    var state = try startFlow(shop)
    let events = try state.show("page3", skip: ["page2"], parameters: ["page1": "1", "page2": "2"])
    #expect(
      Array(events.prefix(2)) == [
        .warning(
          .parameterIgnored,
          "parameter for \"page1\" is ignored: it is not on the path start/menu/page2/page3"),
        .warning(.parameterIgnored, "parameter for \"page2\" is ignored: the page is skipped"),
      ])
    #expect(state.flow.tracks["page1"] == nil)
    #expect(state.parameter(ofPage: "page2") == nil)
  }
}
