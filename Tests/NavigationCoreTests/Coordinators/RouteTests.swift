import Testing

@testable import NavigationCore

@Suite struct RouteTests {
  @Test func aRouteHasADottedNameAndAnOptionalArgument() throws {
    let route = try Route(parsing: "colorRoute.color(Dark red (2))")
    #expect(route.segments == ["colorRoute", "color"])
    #expect(route.argument == "Dark red (2)")
    #expect(route.description == "colorRoute.color(Dark red (2))")
    #expect(try Route(parsing: "list").argument == nil)
    #expect(try Route(parsing: "color()").argument == "")
  }

  @Test(arguments: ["", "color..x", ".list", "list.", "color(Red", "a b", "colorRoute.*", "*"])
  func malformedRoutesAreUnhandled(text: String) {
    let error = #expect(throws: NavigationError.self) { try Route(parsing: text) }
    #expect(error?.code == .unhandledRoute)
  }

  @Test func aPrefixWrapsTheRouteAsAPullbackDoes() throws {
    let route = try Route(parsing: "settings").prefixed(with: "newListRoute.colorRoute")
    #expect(route.description == "newListRoute.colorRoute.settings")
  }

  @Test func aKeyWithTheArgumentBeatsTheNameWhichBeatsTheLongestWildcard() throws {
    let route = try Route(parsing: "colorRoute.color(Red)")
    let exact = try #require(RoutePattern(parsing: "colorRoute.color(Red)").match(route))
    let name = try #require(RoutePattern(parsing: "colorRoute.color").match(route))
    let long = try #require(RoutePattern(parsing: "colorRoute.*").match(route))
    let short = try #require(RoutePattern(parsing: "*").match(route))
    #expect(exact.specificity > name.specificity)
    #expect(name.specificity > long.specificity)
    #expect(long.specificity > short.specificity)
    #expect(long.remainder?.description == "color(Red)")
    #expect(short.remainder?.description == "colorRoute.color(Red)")
  }

  @Test func keysThatDoNotFitDoNotMatch() throws {
    let route = try Route(parsing: "colorRoute.color(Red)")
    #expect(try RoutePattern(parsing: "colorRoute.color(Blue)").match(route) == nil)
    #expect(try RoutePattern(parsing: "color").match(route) == nil)
    #expect(try RoutePattern(parsing: "colorRoute.color.*").match(route) == nil)
    #expect(try RoutePattern(parsing: "newListRoute.*").match(route) == nil)
  }

  @Test func aWildcardIsOnlyTheLastSegmentAndTakesNoArgument() {
    for text in ["a.*.b", "a.*(x)"] {
      let error = #expect(throws: NavigationError.self) { try RoutePattern(parsing: text) }
      #expect(error?.code == .unhandledRoute)
    }
  }

  @Test func templatesReplaceTheArgumentAndTheWildcardRemainder() throws {
    let remainder = try Route(parsing: "color(Red)")
    #expect(
      try RouteTemplate.substitute("colorRoute.*", argument: "Red", remainder: remainder)
        == "colorRoute.color(Red)")
    #expect(
      try RouteTemplate.substitute("meaning($arg)", argument: "Red", remainder: nil)
        == "meaning(Red)")
    let error = #expect(throws: NavigationError.self) {
      try RouteTemplate.substitute("meaning($arg)", argument: nil, remainder: nil)
    }
    #expect(error?.code == .unhandledRoute)
  }

  @Test func aBlueprintTakesTheArgumentInItsTypeIdAndContext() throws {
    var blueprint = nav(screen("Color", id: "c-$arg", context: "$arg"))
    blueprint.presents = screen("$argInfo")
    let built = try blueprint.substitutingArgument(of: Route(parsing: "color(Red)"))
    #expect(built.children[0].id == "c-Red")
    #expect(built.children[0].context == "Red")
    #expect(built.presents?.type == "RedInfo")
    let error = #expect(throws: NavigationError.self) {
      try blueprint.substitutingArgument(of: Route(parsing: "color"))
    }
    #expect(error?.code == .unhandledRoute)
  }
}
