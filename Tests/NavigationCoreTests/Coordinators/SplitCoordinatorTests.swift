import Testing

@testable import NavigationCore

/// Split coordinators on an expanded split, and on a split collapsed onto its primary nav
/// (simulated here, so that these tests do not depend on the split family; the suite in
/// SplitCoordinatorCollapseTests uses the engine's own collapse and expand).
@Suite struct SplitCoordinatorTests {
  static let app = definitions([
    "Mail": CoordinatorDefinition(
      kind: .split,
      routes: [
        "start": .sequence([
          .column(.primary, .push(screen("List"))),
          .column(.secondary, .push(screen("Detail", context: "0"))),
        ]),
        "show": .column(.secondary, .set([screen("Detail", context: "$arg")])),
        "more": .column(.secondary, .push(screen("More"))),
        "back": .column(.secondary, .pop),
        "home": .column(.secondary, .backToRoot),
        "side": .column(.supplementary, .push(screen("Side"))),
        "folders": .column(.primary, .set([screen("Folders"), screen("List")])),
        "info": .present(screen("Info"), style: .pageSheet),
        "close": .dismiss,
      ])
  ])

  static func startMail() throws -> NavigationState {
    try NavigationState(coordinator: "Mail", route: "start", definitions: app)
  }

  @Test func aSplitCoordinatorStartsOnAMergeSplitWithANavInEachColumn() throws {
    let state = try Self.startMail()
    let split = state.window.root
    #expect(split.kind == .split)
    #expect(split.split?.policy == .merge)
    #expect(split.split?.columns == [.primary, .secondary])
    #expect(state.stackTypes(at: [.child(0)]) == ["List"])
    #expect(state.stackTypes(at: [.child(1)]) == ["Detail"])
    #expect(state.coordinators["Mail"]?.displayed.map(\.column) == [.primary, .secondary])
  }

  @Test func columnActionsChangeTheirColumnWhileExpanded() throws {
    var state = try Self.startMail()
    try state.run(.route("show(1)", from: nil))
    try state.run(.route("more", from: nil))
    #expect(state.stackTypes(at: [.child(1)]) == ["Detail", "More"])
    #expect(state.window.root.children[1].children[0].context == "1")
    try state.run(.route("back", from: nil))
    state.ignore(.route("back", from: nil), with: .cannotPopRoot)
    try state.run(.route("more", from: nil))
    try state.run(.route("more", from: nil))
    // A split coordinator ignores backToRoot.
    state.ignore(.route("home", from: nil), with: .nothingToPerform)
    #expect(state.stackTypes(at: [.child(1)]) == ["Detail", "More", "More"])
    try state.run(.route("folders", from: nil))
    #expect(state.stackTypes(at: [.child(0)]) == ["Folders", "List"])
  }

  @Test func theSupplementaryNavIsNeverInstalledWhileExpanded() throws {
    var state = try Self.startMail()
    try state.run(.route("side", from: nil))
    #expect(state.window.root.split?.columns == [.primary, .secondary])
    #expect(!state.window.allControllers.contains { $0.controller.type == "Side" })
    let nav = try #require(state.coordinators.supplementaryNavs[state.window.root.id])
    #expect(nav.children.map(\.type) == ["Side"])
    #expect(state.coordinators["Mail"]?.displayed.last?.column == .supplementary)
  }

  @Test func whileCollapsedTheSupplementaryIsTheCompactNav() throws {
    var state = try NavigationState(
      coordinator: "Mail", route: "start", sizeClass: .compact, definitions: Self.app)
    try state.run(.route("side", from: nil))
    #expect(state.coordinators.supplementaryNavs.isEmpty)
    #expect(state.window.allControllers.contains { $0.controller.type == "Side" })
  }

  @Test func aSplitCoordinatorPresentsAndDismissesFromTheSplit() throws {
    var state = try Self.startMail()
    try state.run(.route("info", from: nil))
    #expect(state.window.root.presented?.controller.type == "Info")
    try state.run(.route("close", from: .type("Info")))
    #expect(state.window.root.presented == nil)
  }

  @Test func whileCollapsedEveryColumnIsTheWholeCompactNav() throws {
    var state = try Self.startMail()
    state.collapseLikeMerge()
    try state.run(.route("more", from: nil))
    #expect(state.stackTypes(at: [.child(0)]) == ["List", "Detail", "More"])
    // `set` on the secondary replaces the whole compact stack, the list included.
    try state.run(.route("show(1)", from: nil))
    #expect(state.stackTypes(at: [.child(0)]) == ["Detail"])
    state.ignore(.route("back", from: nil), with: .cannotPopRoot)
  }
}

extension NavigationState {
  /// Collapses the root split onto its primary nav: the primary nav takes the secondary nav's
  /// controllers, in order, and the secondary column goes.
  mutating func collapseLikeMerge() {
    window.update(at: []) { split in
      guard let secondary = split.index(of: .secondary) else { return }
      split.children[0].children += split.children[secondary].children
      split.children.remove(at: secondary)
      split.split?.columns.remove(at: secondary)
      split.split?.isCollapsed = true
    }
    window.sizeClass = .compact
  }
}
