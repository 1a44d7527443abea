import Testing

@testable import NavigationCore

/// Which views have loaded, and each controller's appearance, as `_printHierarchy` would print
/// them (docs/captures.md#what-navrun-derives).
@Suite struct ViewLoadingTests {
  func views(_ state: NavigationState) -> [String] {
    state.hierarchyLines.map { line in
      switch line.view {
      case .notLoaded?: "\(line.type) not loaded"
      case .loaded(_, let inWindow)?: "\(line.type) \(inWindow ? "shown" : "out")"
      case nil: "\(line.type) ?"
      }
    }
  }

  @Test func aViewLoadsWhenItShowsAndStaysLoaded() throws {
    var state = try NavigationState(start: nav(screen("Feed"), screen("Post")))
    state.trackViews()
    #expect(views(state) == ["UINavigationController shown", "Feed not loaded", "Post shown"])
    try state.perform(.pop(nil))
    try state.perform(.push(screen("Comments"), on: nil))
    #expect(views(state) == ["UINavigationController shown", "Feed out", "Comments shown"])
    #expect(state.hierarchyLines.map(\.appearance) == [.appeared, .disappeared, .appeared])
  }

  @Test func withoutTrackingOnlyWhatShowsIsLoaded() throws {
    var state = try NavigationState(start: nav(screen("Feed")))
    try state.perform(.push(screen("Post"), on: nil))
    #expect(views(state) == ["UINavigationController shown", "Feed not loaded", "Post shown"])
  }

  @Test func aNewControllerGivenTheIdOfOneThatLeftStartsUnloaded() throws {
    var state = try NavigationState(start: nav(screen("Feed", id: "x")))
    state.trackViews()
    try state.perform(.setStack([screen("Other", id: "x"), screen("Top")], on: nil))
    #expect(views(state) == ["UINavigationController shown", "Other not loaded", "Top shown"])
  }

  @Test func aFullScreenPresentationTakesThePresenterOutOfTheWindowAndACustomOneDoesNot() throws {
    for (style, presenter) in [(PresentationStyle.fullScreen, "out"), (.custom, "shown")] {
      var state = try NavigationState(start: nav(screen("Feed")))
      state.trackViews()
      try state.perform(.present(screen("Modal"), from: nil, style: style))
      #expect(
        views(state) == ["UINavigationController \(presenter)", "Feed \(presenter)", "Modal shown"])
      #expect(state.hierarchyLines.last?.presentation == style)
    }
    #expect(
      PresentationStyle.custom.adapted(to: Traits(horizontal: .compact), answer: nil) == .custom)
  }

  @Test func presentationsPrintTheirControllersClassAndAutomaticAsAPageSheet() throws {
    var state = try NavigationState(start: nav(screen("Feed")))
    try state.perform(.present(screen("Sheet"), from: nil, style: nil))
    #expect(
      state.hierarchyText == """
        <UINavigationController>, state: appeared, view: <UILayoutContainerView>
           | <Feed>, state: appeared, view: <UIView>
           + <Sheet>, state: appeared, view: <UIView>, presented with: <_UIPageSheetPresentationController>

        """)
  }
}
