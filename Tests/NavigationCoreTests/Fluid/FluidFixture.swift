import Testing

@testable import NavigationCore

/// Trees and shorthands for the fluid stack tests.
enum FluidFixture {
  /// A started state with named strategies.
  static func start(
    _ blueprint: Blueprint, strategies: [String: [FluidTarget]] = [:]
  ) throws -> NavigationState {
    var definitions = Definitions()
    definitions.strategies = strategies
    return try NavigationState(start: blueprint, definitions: definitions)
  }

  /// A screen hosting embedded children (a custom container).
  static func host(_ type: String, _ children: Blueprint..., id: String? = nil) -> Blueprint {
    var blueprint = Blueprint.screen(type, id: id)
    blueprint.children = children
    return blueprint
  }

  /// A stack with its options.
  static func stack(
    _ children: Blueprint..., id: String? = nil, retainsRoot: Bool? = nil,
    preventsForwardingPop: Bool? = nil
  ) -> Blueprint {
    var blueprint = Blueprint.container(.stack, children, id: id)
    blueprint.retainsRoot = retainsRoot
    blueprint.preventsForwardingPop = preventsForwardingPop
    return blueprint
  }

  /// Panel sits five containers deep: in Detail, in stack #inner, in the selected tab of a tab bar,
  /// in stack #middle, in the Profile screen, in stack #outer.
  ///
  /// Stack #sibling is the other tab, and stack #modal is presented: neither is on Panel's parent
  /// chain.
  static var nested: Blueprint {
    stack(
      screen("Home"),
      host(
        "Profile",
        stack(
          screen("Card"),
          tabs(
            stack(screen("List"), host("Detail", screen("Panel")), id: "inner"),
            stack(screen("Other"), id: "sibling")),
          id: "middle")),
      id: "outer"
    )
    .presenting(stack(screen("Sheet"), id: "modal"), style: .pageSheet)
  }

  /// The ids of the children of the controller with an id.
  static func children(of id: String, in state: NavigationState) -> [String] {
    state.window.path(ofID: id).flatMap { state.window[$0] }?.children.map(\.id) ?? []
  }

  /// The messages of the warnings among events.
  static func warnings(in events: [Event]) -> [String] {
    events.compactMap { event in
      if case .warning(let warning) = event { return warning.message }
      return nil
    }
  }
}
