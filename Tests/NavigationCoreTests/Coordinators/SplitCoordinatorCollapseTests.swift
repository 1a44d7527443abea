import Testing

@testable import NavigationCore

/// Split coordinators across the engine's own collapse and expand of a `merge` split (SPEC §5:
/// collapse concatenates the primary nav's then the secondary nav's controllers into one
/// compact nav; expand puts the first back in the primary and the rest in the secondary).
@Suite
struct SplitCoordinatorCollapseTests {
  @Test func theNewsDetailSurvivesACollapseAndAnExpand() throws {
    var state = try SeedApps.startNews()
    try state.run(.route("detail(1)", from: .type("NewsList")))
    try state.run(.route("related(a)", from: .type("NewsDetail")))
    try state.run(.setSizeClass(.compact))
    #expect(state.window.root.split?.isCollapsed == true)
    #expect(state.compactTypes == ["NewsList", "NewsDetail", "Related"])
    try state.run(.route("detail(2)", from: .type("NewsList")))
    #expect(state.compactTypes == ["NewsList", "NewsDetail"])
    #expect(state.coordinatorIDs == ["News", "NewsList", "NewsDetail#2"])
    try state.run(.setSizeClass(.regular))
    #expect(state.window.root.split?.isCollapsed == false)
    #expect(state.columnTypes(.primary) == ["NewsList"])
    #expect(state.columnTypes(.secondary) == ["NewsDetail"])
    try state.run(.route("related(b)", from: .type("NewsDetail")))
    #expect(state.columnTypes(.secondary) == ["NewsDetail", "Related"])
    #expect(state.owned(by: "NewsDetail#2").count == 2)
  }

  @Test func aNewsSplitStartedCompactPutsTheDetailInTheSecondaryOnExpand() throws {
    var state = try SeedApps.startNews(sizeClass: .compact)
    #expect(state.window.root.split?.isCollapsed == true)
    try state.run(.route("detail(1)", from: .type("NewsList")))
    #expect(state.compactTypes == ["NewsList", "NewsDetail"])
    try state.run(.setSizeClass(.regular))
    #expect(state.columnTypes(.primary) == ["NewsList"])
    #expect(state.columnTypes(.secondary) == ["NewsDetail"])
  }

  @Test func goingBackToTheListWhileCollapsedEndsTheDetailCoordinator() throws {
    var state = try SeedApps.startNews(sizeClass: .compact)
    try state.run(.route("detail(1)", from: .type("NewsList")))
    try state.run(.route("list", from: .type("NewsList")))
    #expect(state.compactTypes == ["NewsList"])
    #expect(state.coordinatorIDs == ["News", "NewsList"])
  }
}

extension NavigationState {
  /// The screen types of the nav in a column of the root split.
  func columnTypes(_ column: SplitColumn) -> [String] {
    window.root.column(column)?.children.map(\.type) ?? []
  }

  /// The screen types of the one nav a collapsed root split shows: the `compact` column's, which
  /// the split family adds for a collapsed `merge` split.
  var compactTypes: [String] {
    guard let compact = SplitColumn(rawValue: "compact") else { return [] }
    return columnTypes(compact)
  }
}
