import Testing

@testable import NavigationCore

/// The `merge` policy (AdaptiveCoordinator's split coordinator, docs/split.md): collapse
/// concatenates both navs into one nav in the `compact` column; expand gives the first controller
/// back to the primary and the rest to the secondary.
@Suite struct MergePolicyTests {
  var merged: Blueprint {
    split(
      nav(screen("ColorList"), id: "list"), nav(screen("Color", context: "red"), id: "detail"),
      policy: .merge)
  }

  @Test func collapseMovesBothStacksIntoOneCompactNav() throws {
    var state = try start(merged)
    let events = try state.run(.setSizeClass(.compact))
    #expect(
      state.window.text == """
        window (compact)
          split #main [collapsed, policy: merge]
            primary:
              nav #list
            secondary:
              nav #detail
            compact:
              nav
                ColorList
                Color {context: red}  <- top

        """)
    #expect(
      events.text == [
        "migrate ColorList -> nav", "migrate Color -> nav", "disappear ColorList",
      ])
  }

  @Test func expandGivesTheFirstBackToThePrimaryAndTheRestToTheSecondary() throws {
    var state = try start(merged, sizeClass: .compact)
    try state.run(.push(screen("Info"), on: nil))
    let events = try state.run(.setSizeClass(.regular))
    #expect(state.mainSplit?.split?.columns == [.primary, .secondary])
    #expect(state.mainSplit?.column(.primary)?.id == "list")
    #expect(state.mainSplit?.column(.secondary)?.id == "detail")
    #expect(state.stack(.primary) == ["ColorList"])
    #expect(state.stack(.secondary) == ["Color", "Info"])
    #expect(
      events.text == [
        "migrate ColorList -> nav #list", "migrate Color -> nav #detail",
        "migrate Info -> nav #detail", "appear ColorList",
      ])
  }

  @Test func primaryControllersBeyondTheFirstComeBackInTheSecondary() throws {
    var state = try start(
      split(nav(screen("A"), screen("B")), nav(screen("C")), policy: .merge))
    try state.run(.collapse(nil))
    try state.run(.expand(nil))
    #expect(state.stack(.primary) == ["A"])
    #expect(state.stack(.secondary) == ["B", "C"])
  }

  @Test func showDetailWhileCollapsedPushesOntoTheCompactNav() throws {
    var state = try start(merged, sizeClass: .compact)
    try state.run(.showDetail(screen("Color", context: "blue"), in: nil, from: nil))
    #expect(state.stack(.compact) == ["ColorList", "Color", "Color #Color#2"])
    try state.run(.expand(nil))
    #expect(state.stack(.secondary) == ["Color", "Color #Color#2"])
  }

  @Test func anEmptySecondaryStaysEmpty() throws {
    var state = try start(split(nav(screen("A")), nav(id: "detail"), policy: .merge))
    try state.run(.collapse(nil))
    try state.run(.expand(nil))
    #expect(state.mainSplit?.column(.secondary)?.id == "detail")
    #expect(state.stack(.secondary) == [])
  }

  @Test func thePlaceholderIsDroppedAndComesBack() throws {
    var state = try start(split(nav(screen("A")), policy: .merge))
    let placeholder = state.mainSplit?.split?.placeholderID
    try state.run(.collapse(nil))
    #expect(state.mainSplit?.split?.columns == [.primary, .compact])
    #expect(state.stack(.compact) == ["A"])
    try state.run(.expand(nil))
    #expect(state.mainSplit?.column(.secondary)?.id == placeholder)
  }

  @Test func aPrimaryThatIsNotANavFollowsTheTargetNavRules() throws {
    var state = try start(
      split(tabs(nav(screen("Feed"), id: "feed")), nav(detail("Post")), policy: .merge))
    try state.run(.collapse(nil))
    #expect(state.mainSplit?.split?.columns == [.primary])
    try state.run(.expand(nil))
    #expect(state.stack(.secondary) == ["Post"])
  }
}
