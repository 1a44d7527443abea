import Testing

@testable import NavigationCore

/// Split coordinators across the engine's own collapse and expand of a `merge` split (docs/split.md:
/// collapse concatenates the primary nav's then the secondary nav's controllers into one
/// compact nav; expand puts the first back in the primary and the rest in the secondary).
@Suite
struct SplitCoordinatorCollapseTests {
  @Test func aColumnSetWhileCollapsedReplacesTheWholeCompactStack() throws {
    // The news detail's `set` acts on the compact nav, which every column is while collapsed:
    // the list goes too, and the list's coordinator ends with it.
    var state = try SeedApps.startNews()
    try state.run(.route("detail(1)", from: .type("NewsList")))
    try state.run(.setSizeClass(.compact))
    #expect(state.compactTypes == ["NewsList", "NewsDetail"])
    try state.run(.route("detail(2)", from: .type("NewsList")))
    #expect(state.compactTypes == ["NewsDetail"])
    #expect(state.coordinatorIDs == ["News", "NewsDetail#2"])
    try state.run(.setSizeClass(.regular))
    #expect(state.columnTypes(.primary) == ["NewsDetail"])
  }

  @Test func theCompactNavIsTheSameAtEveryCollapse() throws {
    var state = try SeedApps.startNews()
    try state.run(.setSizeClass(.compact))
    let compact = state.window.root.column(.compact)?.id
    try state.run(.setSizeClass(.regular))
    try state.run(.setSizeClass(.compact))
    #expect(state.window.root.column(.compact)?.id == compact)
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

extension SplitCoordinatorCollapseTests {
  @Test func aGrandchildKeepsTheColumnNavItWasHandedWhileTheSplitIsCollapsed() throws {
    var apps = SeedApps.definitions
    apps.coordinators["NewsList"]?.routes["archive"] = .handover("Archive", route: "open")
    apps.coordinators["Archive"] = CoordinatorDefinition(
      kind: .stack, routes: ["open": .push(screen("Archive")), "older": .push(screen("Older"))])
    var state = try NavigationState(coordinator: "News", route: "list", definitions: apps)
    try state.run(.route("archive", from: .type("NewsList")))
    let primary = try #require(state.coordinators["NewsList"]).base
    #expect(primary == .column(split: state.window.root.id, .primary))
    let nav = try #require(state.window.root.children.first).id
    #expect(state.coordinators["Archive"]?.base == .nav(nav))
    try state.run(.setSizeClass(.compact))
    try state.run(.route("older", from: .type("Archive")))
    #expect(state.window.root.children.first?.children.map(\.type) == ["Older"])
  }
}

extension SplitCoordinatorCollapseTests {
  @Test func aGrandchildHandedTheCompactNavPushesOutOfTheWindowUntilTheNextCollapse() throws {
    var apps = SeedApps.definitions
    apps.coordinators["NewsList"]?.routes["archive"] = .handover("Archive", route: "open")
    apps.coordinators["Archive"] = CoordinatorDefinition(
      kind: .stack, routes: ["open": .push(screen("Archive")), "older": .push(screen("Older"))])
    var state = try NavigationState(
      coordinator: "News", route: "list", sizeClass: .compact, definitions: apps)
    try state.run(.route("archive", from: .type("NewsList")))
    try state.run(.setSizeClass(.regular))
    try state.run(.route("older", from: .type("Archive")))
    #expect(!state.window.allControllers.contains { $0.controller.type == "Older" })
    try state.run(.setSizeClass(.compact))
    let compact = try #require(state.window.root.children.last)
    #expect(compact.children.map(\.type) == ["Older", "NewsList", "Archive"])
  }
}
