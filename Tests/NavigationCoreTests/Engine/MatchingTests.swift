import Testing

@testable import NavigationCore

@Suite struct MatchingTests {
  let state = try? start(
    tabs(nav(screen("Feed", id: "feed", context: "7")), screen("B")).presenting(
      screen("Sheet"), style: .pageSheet))

  @Test func onlyWrittenAttributesAreCompared() throws {
    let window = try #require(state?.window)
    var sheet = screen("Sheet")
    sheet.style = .pageSheet
    #expect(window.mismatch(with: tabs(nav(screen("Feed")), screen("B")).presenting(sheet)) == nil)
  }

  @Test func aDifferentTypeIsReportedWithItsPlace() throws {
    let window = try #require(state?.window)
    let expected = tabs(nav(screen("Post")), screen("B")).presenting(screen("Sheet"))
    #expect(
      window.mismatch(with: expected)
        == "tabs > nav > Feed #feed: expected screen type Post, found Feed")
  }

  @Test func writtenAttributesMustBeEqual() throws {
    let window = try #require(state?.window)
    let wrongContext = tabs(nav(screen("Feed", context: "8")), screen("B")).presenting(
      screen("Sheet"))
    #expect(
      window.mismatch(with: wrongContext) == "tabs > nav > Feed #feed: expected context 8, found 7")
    let wrongTab = tabs(nav(screen("Feed")), screen("B"), selected: 1).presenting(screen("Sheet"))
    #expect(window.mismatch(with: wrongTab) == "tabs: expected selected 1, found 0")
    var formSheet = screen("Sheet")
    formSheet.style = .formSheet
    let wrongStyle = tabs(nav(screen("Feed")), screen("B")).presenting(formSheet)
    #expect(
      window.mismatch(with: wrongStyle) == "tabs > Sheet: expected style formSheet, found pageSheet"
    )
  }

  @Test func childrenAndPresentationsMustBeThereExactly() throws {
    let window = try #require(state?.window)
    #expect(
      window.mismatch(with: tabs(nav(screen("Feed")), screen("B")))
        == "tabs: expected no presentation, found Sheet presented")
    #expect(
      window.mismatch(with: tabs(nav(screen("Feed"))).presenting(screen("Sheet")))
        == "tabs: expected 1 children, found 2")
    #expect(window.mismatch(with: nav(screen("Feed"))) == "tabs: expected a nav, found a tabs")
  }
}
