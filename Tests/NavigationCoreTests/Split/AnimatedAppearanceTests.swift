import Testing

@testable import NavigationCore

/// BarManagingSplitViewController fills a `move` split in `viewDidAppear(false)` only: the
/// `animated` flag of `present` and `dismiss` decides whether a split gets its placeholder or
/// default detail.
@Suite struct AnimatedAppearanceTests {
  static func movingSplit() -> Blueprint {
    var split = Blueprint.split(primary: nav(screen("Master")), secondary: nil)
    split.policy = .move
    return split
  }

  static func withDefaultDetail(sizeClass: SizeClass = .regular) throws -> NavigationState {
    var definitions = Definitions()
    definitions.defaultDetails["Master"] = screen("Welcome")
    return try NavigationState(
      start: nav(screen("Home")), sizeClass: sizeClass, definitions: definitions)
  }

  @Test func aSplitPresentedWithAnimationGetsNoPlaceholder() throws {
    var state = try start(nav(screen("Home")))
    try state.run(.present(Self.movingSplit(), from: nil, style: .fullScreen))
    #expect(state.window.root.presented?.controller.children.count == 1)
  }

  @Test func aSplitPresentedWithoutAnimationGetsItsPlaceholder() throws {
    var state = try start(nav(screen("Home")))
    try state.run(.present(Self.movingSplit(), from: nil, style: .fullScreen, animated: false))
    let split = try #require(state.window.root.presented?.controller)
    #expect(split.children.map { $0.children.map(\.type) } == [["Master"], ["Placeholder"]])
  }

  @Test func aDismissalWithoutAnimationFillsTheSplitItReveals() throws {
    var state = try Self.withDefaultDetail()
    try state.run(.present(Self.movingSplit(), from: nil, style: .fullScreen))
    try state.run(.present(screen("Login"), from: nil, style: .fullScreen))
    try state.run(.dismiss(nil))
    #expect(state.window.root.presented?.controller.children.count == 1)
    try state.run(.present(screen("Login"), from: nil, style: .fullScreen))
    try state.run(.dismiss(nil, animated: false))
    let split = try #require(state.window.root.presented?.controller)
    #expect(split.children.map { $0.children.map(\.type) } == [["Master"], ["Welcome"]])
  }

  @Test func aCollapsedSplitRevealedWithoutAnimationGetsTheDefaultDetailPushed() throws {
    var state = try Self.withDefaultDetail(sizeClass: .compact)
    try state.run(.present(Self.movingSplit(), from: nil, style: .fullScreen))
    #expect(state.stackTypes(at: [.presented, .child(0)]) == ["Master"])
    try state.run(.present(screen("Login"), from: nil, style: .fullScreen))
    try state.run(.dismiss(nil, animated: false))
    #expect(state.stackTypes(at: [.presented, .child(0)]) == ["Master", "Welcome"])
  }

  @Test func aSplitThatStayedVisibleIsNotFilledByADismissal() throws {
    var state = try start(nav(screen("Home")))
    try state.run(.present(Self.movingSplit(), from: nil, style: .fullScreen))
    try state.run(.present(screen("Sheet"), from: nil, style: .pageSheet))
    try state.run(.dismiss(nil, animated: false))
    #expect(state.window.root.presented?.controller.children.count == 1)
  }
}
