import Testing

@testable import NavigationCore

/// Step interceptors (RouteComposer's `RoutingInterceptor`): they run after the dismissibility
/// check, from the destination towards the start, before anything is dismissed or built.
@Suite struct InterceptorTests {
  var login: DestinationStep {
    DestinationStep(
      find: .screen("Login"), build: nav(screen("Login")),
      action: .present(style: .fullScreen, from: .current), from: .current)
  }

  func account(_ interceptor: Interceptor) -> DestinationStep {
    DestinationStep(
      find: .screen("Account"), build: screen("Account"), action: .push,
      from: .custom(Finder(.nav)), interceptor: interceptor)
  }

  @Test func aCancellingInterceptorStopsTheNavigationBeforeAnyChange() throws {
    var state = try start(
      nav(screen("Home")).presenting(screen("Sheet")),
      destinations: ["account": account(.cancel)])
    state.refuse(.navigate("account", context: nil), with: .cancelledByInterceptor)
  }

  @Test func anInterceptorsNavigationRunsFirstAndWhatItPresentsAboveTheStartIsDismissed() throws {
    var state = try start(
      nav(screen("Home")),
      destinations: ["account": account(.navigate("login", context: nil)), "login": login])
    try state.run(.navigate("account", context: nil))
    #expect(state.labels() == ["nav", "Home", "Account"])
  }

  @Test func interceptorsNavigationsNestAndEachRunsBeforeItsOwnBuild() throws {
    var state = try start(
      nav(screen("Home")),
      destinations: [
        "account": account(.navigate("login", context: nil)), "login": login,
        "settings": DestinationStep(
          find: .screen("Settings"), build: screen("Settings"), action: .push,
          from: .custom(Finder(.nav)), interceptor: .navigate("account", context: nil)),
      ])
    try state.run(.navigate("settings", context: nil))
    #expect(state.labels() == ["nav", "Home", "Account", "Settings"])
  }

  @Test func theDismissibilityCheckComesBeforeTheInterceptors() throws {
    var locked = try start(
      nav(screen("Home")).presenting(nav(screen("Pay").nonDismissible)),
      destinations: ["account": account(.cancel)])
    locked.refuse(.navigate("account", context: nil), with: .cantBeDismissed)
  }

  @Test func aFailingInterceptorNavigationFailsTheNavigation() throws {
    var state = try start(
      nav(screen("Home")).presenting(screen("Sheet")),
      destinations: ["account": account(.navigate("nowhere", context: nil))])
    state.fail(.navigate("account", context: nil), with: .notFound)
    #expect(state.labels() == ["nav", "Home", "Sheet"])
  }

  @Test func interceptorsThatNavigateInACircleStopAtADepthLimit() throws {
    var state = try start(
      nav(screen("Home")),
      destinations: [
        "a": DestinationStep(
          find: .screen("A"), build: screen("A"), action: .push, from: .custom(Finder(.nav)),
          interceptor: .navigate("a", context: nil))
      ])
    state.fail(.navigate("a", context: nil), with: .compositionFailed)
    #expect(state.labels() == ["nav", "Home"])
  }
}
