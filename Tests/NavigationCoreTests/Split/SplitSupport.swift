import Testing

@testable import NavigationCore

/// A split node with a policy and a default detail.
func split(
  _ primary: Blueprint, _ secondary: Blueprint? = nil, policy: SplitPolicy? = nil,
  defaultDetail: Blueprint? = nil, id: String? = "main"
) -> Blueprint {
  var blueprint = Blueprint.split(primary: primary, secondary: secondary, id: id)
  blueprint.policy = policy
  blueprint.defaultDetail = defaultDetail
  return blueprint
}

/// A split with BarManagingSplitViewController's migrating policy, `move`.
func movingSplit(
  _ primary: Blueprint, _ secondary: Blueprint? = nil, defaultDetail: Blueprint? = nil,
  id: String? = "main"
) -> Blueprint {
  split(primary, secondary, policy: .move, defaultDetail: defaultDetail, id: id)
}

/// A screen marked as a detail controller.
func detail(_ type: String, id: String? = nil, context: String? = nil) -> Blueprint {
  var blueprint = Blueprint.screen(type, id: id, context: context)
  blueprint.isDetail = true
  return blueprint
}

/// A started state with `screens.<Type>.defaultDetail` definitions.
func start(
  _ blueprint: Blueprint, sizeClass: SizeClass = .regular, defaultDetails: [String: Blueprint]
) throws -> NavigationState {
  var definitions = Definitions()
  definitions.defaultDetails = defaultDetails
  return try NavigationState(start: blueprint, sizeClass: sizeClass, definitions: definitions)
}

extension NavigationState {
  /// The split with the author id `main`.
  var mainSplit: Controller? {
    window.path(ofID: "main").flatMap { window[$0] }
  }

  /// The labels of the controllers in a split column's nav, bottom first.
  func stack(_ column: SplitColumn) -> [String] {
    mainSplit?.column(column)?.children.map(\.label) ?? []
  }
}

extension Array where Element == Event {
  /// The events as scenario text.
  var text: [String] { map(\.description) }
}
