// AppFlowController's pages (`AppFlowControllerPage`: a name, the view controller it shows and
// `supportVariants`) and its three transitions (`PushPopFlowTransition`, `ModalFlowTransition`,
// `TabBarFlowTransition`), as the definitions of a scenario declare them (docs/flows.md).

/// How a page joins the page before it (AppFlowController's transition classes).
public enum FlowTransition: String, Sendable, Equatable, CaseIterable {
  /// `PushPopFlowTransition`: pushed onto the nav showing the previous page; popped to go back.
  case push
  /// `ModalFlowTransition`: wrapped in a new nav and presented; dismissed to go back.
  case modal
  /// `TabBarFlowTransition`: wrapped in a new nav and created as a tab of the previous page's tab
  /// bar, together with its sibling tabs; showing it selects its tab; there is no way back.
  case tab
}

/// A page a flow can show.
public struct FlowPage: Sendable, Equatable {
  /// The screen type of the page's controller; a page with tab pages is a tab bar named after it.
  public var screen: String
  /// AppFlowController's `supportVariants`: the page may be registered after several pages and
  /// is then addressed as `variant_page`.
  public var supportsVariants: Bool
  /// The app state under which the app skips the page whenever it shows a path through it
  /// (`show(_:skipPages:)` with the page listed); nil: never.
  public var skipWhen: StateCondition?

  /// Creates a page.
  public init(screen: String, supportsVariants: Bool = false, skipWhen: StateCondition? = nil) {
    self.screen = screen
    self.supportsVariants = supportsVariants
    self.skipWhen = skipWhen
  }
}

/// `define.flows`: the pages and the path strings registered when the scenario starts.
public struct FlowDefinitions: Sendable, Equatable {
  /// Pages by name. A page not listed shows a screen of its own name and has no variants.
  public var pages: [String: FlowPage]
  /// Path strings such as `start => menu =>> [page1, page2 => modal => page3]`, registered in
  /// order.
  public var paths: [String]

  /// Creates flow definitions.
  public init(pages: [String: FlowPage] = [:], paths: [String] = []) {
    self.pages = pages
    self.paths = paths
  }

  /// The page with a name: the listed one, else a screen of that name without variants.
  public func page(named name: String) -> FlowPage {
    pages[name] ?? FlowPage(screen: name)
  }
}
