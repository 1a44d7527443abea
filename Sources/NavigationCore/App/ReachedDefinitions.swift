// What of the definitions an operation reached, for coverage: the destinations the router went
// through (the one asked for, those its chain continues with, a switch's case, an interceptor's
// navigation) up to the controller it started from, the actions run (a screen's, the app's,
// one inside another), the URL patterns that handled a URL, and the reactions that ran.

/// A definition an operation used.
public enum ReachedDefinition: Sendable, Hashable {
  /// A destination the router went through.
  case destination(String)
  /// `screens.<type>.actions.<name>`.
  case screenAction(type: String, name: String)
  /// `app.actions.<name>`.
  case appAction(String)
  /// `app.urls`: the pattern, as written.
  case urlPattern(String)
  /// `screens.<type>.onAppear`.
  case onAppear(String)
  /// `app.onState`: the reaction's position.
  case onState(Int)
  /// `screens.<type>.onNarrow` or `onWide`, as the width it reacts to names it.
  case onWidth(String, WindowWidth)
}

extension NavigationState {
  /// What of the definitions the last operation performed used, in the order it did; empty
  /// for an operation that failed.
  public var reachedByLastOperation: [ReachedDefinition] { hints.reached }

  /// Notes a definition the operation in progress uses.
  mutating func noteReached(_ definition: ReachedDefinition) {
    hints.reached.append(definition)
  }
}
