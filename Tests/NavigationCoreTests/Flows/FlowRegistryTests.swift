import Testing

@testable import NavigationCore

/// Registers paths on an empty registry; the error when refused.
func registrationError(
  _ texts: String..., pages: [String: FlowPage] = [:]
) -> FlowPathError? {
  var registry = FlowRegistry()
  do {
    for text in texts {
      try registry.register(FlowPaths(parsing: text), pages: FlowDefinitions(pages: pages))
    }
    return nil
  } catch {
    return error
  }
}

@Suite struct FlowRegistryTests {
  let play = ["play": FlowPage(screen: "Play", supportsVariants: true)]

  func registry(_ texts: String..., pages: [String: FlowPage] = [:]) throws -> FlowRegistry {
    var registry = FlowRegistry()
    for text in texts {
      try registry.register(FlowPaths(parsing: text), pages: FlowDefinitions(pages: pages))
    }
    return registry
  }

  @Test func theFirstPathsFirstPageIsTheRoot() throws {
    let registry = try registry("start => menu =>> [page1, page2 => modal => page3]")
    #expect(registry.root == "start")
    #expect(registry.path(to: "page3") == ["start", "menu", "page2", "page3"])
    #expect(registry.steps["menu"]?.children == ["page1", "page2"])
    #expect(registry.steps["page3"]?.transition == .modal)
    #expect(registry.steps["start"]?.transition == nil)
    #expect(registry.path(to: "nope") == nil)
  }

  @Test func aPathSharesThePrefixItRepeatsAndMayStartAtAnyRegisteredPage() throws {
    let registry = try registry(
      "start => menu => page1", "start => menu => page2", "menu => tab => play")
    #expect(registry.steps["menu"]?.children == ["page1", "page2", "play"])
    #expect(registry.path(to: "play") == ["start", "menu", "play"])
    #expect(registry.steps["play"]?.transition == .tab)
  }

  @Test func aVariantPageIsRegisteredOncePerPageBeforeIt() throws {
    let registry = try registry(
      "start =>> [page1 => play, page2 => play]", "page1 => play", pages: play)
    #expect(registry.path(to: "page1_play") == ["start", "page1", "page1_play"])
    #expect(registry.path(to: "page2_play") == ["start", "page2", "page2_play"])
    #expect(registry.steps["play"] == nil)
    #expect(registry.steps["page1"]?.children == ["page1_play"])
  }

  @Test func variantsNestTheirIdentifiers() throws {
    let pages = ["b": FlowPage(screen: "B", supportsVariants: true)]
    let registry = try registry("a => b => b", pages: pages)
    #expect(registry.path(to: "a_b_b") == ["a", "a_b", "a_b_b"])
  }

  @Test func registeringAPageWithoutVariantsTwiceIsRefused() {
    let error = registrationError("start => menu => page1", "start => menu => page1")
    #expect(
      error
        == FlowPathError(
          .pathAlreadyRegistered, at: 17,
          "\"page1\" is already registered (start/menu/page1); only a page with variants may be "
            + "registered more than once"))
    #expect(registrationError("start => a", "start => b => a")?.code == .pathAlreadyRegistered)
    #expect(registrationError("start", "start")?.code == .pathAlreadyRegistered)
    #expect(registrationError("start =>> [a, a]")?.code == .pathAlreadyRegistered)
  }

  @Test func theRestOfAPathAttachesWhereARegisteredPageLives() throws {
    // b lives after a: d attaches there, whatever page b follows in the string.
    let registry = try registry("start => a => b", "start => c => b => d")
    #expect(registry.path(to: "d") == ["start", "a", "b", "d"])
    #expect(registry.path(to: "c") == ["start", "c"])
    // A written transition of a registered page is ignored too.
    let other = try self.registry("start => a => b", "start => modal => a => c")
    #expect(other.steps["a"]?.transition == .push)
  }

  @Test func pagesWithoutATransitionBetweenThemAreRefused() {
    #expect(
      registrationError("start menu")
        == FlowPathError(
          .missingTransition, at: 6,
          "\"menu\" follows \"start\" without a transition; join pages with \"=>\", and list "
            + "branches with \"=>> [a, b]\""))
    #expect(registrationError("a => [b, c]")?.offset == 9)
    #expect(registrationError("a => [b, c]")?.code == .missingTransition)
  }

  @Test func aPathStartingAtAnUnregisteredPageReplacesTheTree() throws {
    let registry = try registry("start => menu", "other => page")
    #expect(registry.root == "other")
    #expect(registry.steps.keys.sorted() == ["other", "page"])
  }

  @Test func aDuplicateLastPageIsRefusedBeforeAMissingTransition() {
    #expect(registrationError("start => a", "other b => a")?.code == .pathAlreadyRegistered)
    #expect(registrationError("start => a", "start b => c")?.code == .missingTransition)
  }

  @Test func aRefusedPathKeepsThePagesAddedBeforeTheFailure() throws {
    var registry = try registry("start => a")
    #expect(throws: FlowPathError.self) {
      try registry.register(FlowPaths(parsing: "start => b c"), pages: FlowDefinitions())
    }
    #expect(registry.path(to: "b") == ["start", "b"])
    #expect(registry.steps["c"] == nil)
  }
}

extension FlowRegistryTests {
  @Test func aStringsBranchesAreRegisteredUntilOneIsRefused() throws {
    var registry = try registry("start => a")
    #expect(throws: FlowPathError.self) {
      try registry.register(FlowPaths(parsing: "start =>> [b, a]"), pages: FlowDefinitions())
    }
    #expect(registry.path(to: "b") == ["start", "b"])
  }
}

extension FlowRegistryTests {
  @Test func aFlowDeeperThanTheMaximumDepthIsRefused() throws {
    let first = (0..<FlowPaths.maximumDepth).map { "p\($0)" }.joined(separator: " => ")
    let registry = try registry(first)
    #expect(registry.path(to: "p99")?.count == 100)
    #expect(
      registrationError(first, "p99 => deeper")
        == FlowPathError(
          .malformedPath, at: 7,
          "\"deeper\" would be 101 pages deep; a flow is at most 100 pages deep"))
  }
}
