import Testing

@testable import NavigationCore

/// The paths a string registers, as `page(transition)` lists, for compact expectations.
func describe(_ text: String) throws -> [String] {
  try FlowPaths(parsing: text).paths.map { path in
    path.map { component in
      let transition = component.transition?.rawValue ?? "none"
      return "\(component.page)(\(transition)\(component.isTransitionWritten ? "!" : ""))"
    }.joined(separator: " ")
  }
}

/// The error a malformed string gives: its code, 0-based offset and message.
func syntaxError(_ text: String) -> FlowPathError? {
  do {
    _ = try FlowPaths(parsing: text)
    return nil
  } catch {
    return error
  }
}

@Suite struct FlowPathSyntaxTests {
  @Test func arrowsJoinPagesWithThePushTransitionByDefault() throws {
    #expect(try describe("start => menu => page1") == ["start(none) menu(push) page1(push)"])
    #expect(try describe("start") == ["start(none)"])
  }

  @Test func aTransitionWrittenBetweenPagesJoinsTheNextPage() throws {
    #expect(
      try describe("a => b => modal => c => push => d")
        == ["a(none) b(push) c(modal!) d(push!)"])
    #expect(try describe("menu => tab => play") == ["menu(none) play(tab!)"])
  }

  @Test func aForkRegistersOnePathPerElementOfItsList() throws {
    #expect(
      try describe("start => menu =>> [page1, page2 => modal => page3]")
        == [
          "start(none) menu(push) page1(push)",
          "start(none) menu(push) page2(push) page3(modal!)",
        ])
  }

  @Test func aTransitionBeforeAForkJoinsEachElementUnlessItWritesItsOwn() throws {
    #expect(
      try describe("1 => tab =>> [modal => 2, 3, tab => 4]")
        == ["1(none) 2(modal!)", "1(none) 3(tab!)", "1(none) 4(tab!)"])
    #expect(
      try describe("tabs =>> [tab => t1, tab => t2]") == [
        "tabs(none) t1(tab!)", "tabs(none) t2(tab!)",
      ])
  }

  @Test func forksNestAndFlatten() throws {
    #expect(
      try describe("a =>> [b =>> [c, d], e,]")
        == ["a(none) b(push) c(push)", "a(none) b(push) d(push)", "a(none) e(push)"])
  }

  @Test func pagesSideBySideOrListedAfterAnArrowLackATransition() throws {
    #expect(try describe("start menu") == ["start(none) menu(none)"])
    #expect(try describe("a => [b, c]") == ["a(none) b(push) c(none)"])
    #expect(try describe("[a, b]") == ["a(none) b(none)"])
  }

  @Test func componentsRememberWhereTheirNameStarts() throws {
    let paths = try FlowPaths(parsing: "start =>  menu")
    #expect(paths.paths[0].map(\.offset) == [0, 10])
  }

  @Test(arguments: [
    ("", 0, "the path is empty"),
    ("   ", 3, "the path is empty"),
    ("a =>", 4, "expected a page or a transition after \"=>\", found the end of the path"),
    ("a => => b", 5, "expected a page or a transition after \"=>\", found \"=>\""),
    ("=> a", 0, "expected a page before \"=>\""),
    ("a =>> b", 6, "expected \"[\" after \"=>>\", found \"b\"; \"=>>\" forks into a list"),
    ("a =>> [b", 8, "the list opened at character 7 is not closed; expected \"]\""),
    ("a =>> []", 7, "the list is empty"),
    ("a =>> [b c => ]", 14, "expected a page or a transition after \"=>\", found \"]\""),
    ("a =>> [b] c", 10, "unexpected \"c\" after a list of branches; nothing follows \"=>> [...]\""),
    (
      "a, b", 1, "unexpected \",\" outside brackets; to register branches write \"page =>> [a, b]\""
    ),
    ("a ] b", 2, "unexpected \"]\""),
    ("a = b", 2, "unexpected \"=\"; did you mean \"=>\"?"),
    ("a -> b", 2, "unexpected \"->\"; did you mean \"=>\"?"),
    (
      "a => b!", 6,
      "unexpected \"!\"; a page name is made of letters, digits, \"_\", \"-\" and \".\""
    ),
    ("modal => a", 0, "a path starts with a page, not with the transition \"modal\""),
    ("a => modal => tab => b", 14, "two transitions in a row: \"modal\" and \"tab\""),
    ("a modal => b", 2, "expected \"=>\" before the transition \"modal\""),
    ("a => modal", 5, "the transition \"modal\" is not followed by a page"),
    (
      "a => [b =>> [c, d]]", 6,
      "a list joined by \"=>\" lists pages one after another and cannot fork; use \"=>>\" for branches"
    ),
  ])
  func malformedPathsPointAtTheOffendingCharacter(text: String, offset: Int, message: String) {
    let error = syntaxError(text)
    #expect(error == FlowPathError(.malformedPath, at: offset, message))
  }

  @Test func offsetsCountCharactersNotBytes() {
    #expect(syntaxError("café => ")?.offset == 8)
  }

  @Test func deeplyNestedListsAreRefusedInsteadOfOverflowing() {
    let text = "a =>> " + String(repeating: "[", count: 5000) + "b"
    #expect(syntaxError(text)?.code == .malformedPath)
    #expect(syntaxError(text)?.message == "lists are nested more than 100 deep")
  }

  @Test func anEngineErrorQuotesTheStringAndTheCharacter() {
    let error = FlowPathError(.malformedPath, at: 4, "the list is empty")
    #expect(
      error.navigationError(in: "a =>> []").description
        == "malformedPath: \"a =>> []\", character 5: the list is empty")
  }
}

extension FlowPathSyntaxTests {
  @Test func aPathLongerThanTheMaximumDepthIsRefused() {
    let pages = (0...FlowPaths.maximumDepth).map { "p\($0)" }
    let error = syntaxError(pages.joined(separator: " => "))
    #expect(error?.code == .malformedPath)
    #expect(error?.message == "a path has at most 100 pages")
  }

  @Test func aStringExpandingToTooManyPagesIsRefused() {
    let prefix = (0..<90).map { "p\($0)" }.joined(separator: " => ")
    let branches = (0..<2000).map { "b\($0)" }.joined(separator: ", ")
    let error = syntaxError("\(prefix) =>> [\(branches)]")
    #expect(error?.code == .malformedPath)
    #expect(error?.message == "the string registers more than 100000 pages")
  }
}

extension FlowPathSyntaxTests {
  @Test func aListOfPagesInAForkIsOneBranch() throws {
    #expect(try describe("a =>> [[b], [push => c]]") == ["a(none) b(push)", "a(none) c(push!)"])
    #expect(try describe("a =>> [[b, c]]") == ["a(none) b(push) c(none)"])
  }

  @Test func aListOfListsInAForkForksAgain() throws {
    #expect(try describe("a =>> [[[b], [c]]]") == ["a(none) b(push)", "a(none) c(push)"])
    #expect(
      try describe("a =>> [[b => c, d], e]")
        == ["a(none) b(push) c(push)", "a(none) d(push)", "a(none) e(push)"])
    #expect(
      try describe("a => modal =>> [[b, [c]]]") == ["a(none) b(modal!)", "a(none) c(modal!)"])
  }
}
