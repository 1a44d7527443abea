import Testing

@testable import NavigationCore

/// The seed's two apps as definitions: the color list (a stack coordinator that hands colors
/// over, pulls them back and re-sends from any depth) and the news split.
enum SeedApps {
  static let colorList = CoordinatorDefinition(
    kind: .stack,
    routes: [
      "list": .branch(.initial, then: .push(screen("ColorList")), else: .backToRoot),
      "color": .handover("Color", route: nil),
      "info": .present(screen("Info"), style: nil),
      "newList": .handover("ColorList", route: "list"),
      "settings": .handover("Settings", route: "list"),
      "colorRoute.settings": .branch(
        .root, then: .sequence([.drop, .handover("Settings", route: "list")]), else: .none),
      "newListRoute.colorRoute.*": .send("colorRoute.*"),
    ],
    pullback: ["Color": "colorRoute", "ColorList": "newListRoute"])

  static let color = CoordinatorDefinition(
    kind: .stack,
    routes: [
      "color": .branch(.initial, then: .push(screen("Color", context: "$arg")), else: .none),
      "meaning": .push(screen("Meaning", context: "$arg")),
      "settings": .none,
    ])

  static let settings = CoordinatorDefinition(
    kind: .stack,
    routes: ["list": .branch(.initial, then: .push(screen("Settings")), else: .backToRoot)])

  static let news = CoordinatorDefinition(
    kind: .split,
    routes: [
      "list": .branch(
        .initial, then: .column(.primary, .handover("NewsList", route: "list")), else: .dismiss),
      "listRoute.info": .present(screen("NewsInfo"), style: .pageSheet),
      "listRoute.detail": .column(.secondary, .handover("NewsDetail", route: nil)),
      "detailRoute.info": .present(screen("NewsInfo"), style: .pageSheet),
    ],
    pullback: ["NewsList": "listRoute", "NewsDetail": "detailRoute"])

  static let newsList = CoordinatorDefinition(
    kind: .stack,
    routes: [
      "list": .branch(.initial, then: .push(screen("NewsList")), else: .backToRoot),
      "info": .none,
      "detail": .none,
    ])

  static let newsDetail = CoordinatorDefinition(
    kind: .stack,
    routes: [
      "detail": .branch(
        .initial, then: .set([screen("NewsDetail", context: "$arg")]), else: .none),
      "related": .push(screen("Related", context: "$arg")),
      "back": .backToRoot,
      "info": .none,
    ])

  static var definitions: Definitions {
    var definitions = Definitions()
    definitions.coordinators = [
      "ColorList": colorList, "Color": color, "Settings": settings, "News": news,
      "NewsList": newsList, "NewsDetail": newsDetail,
    ]
    return definitions
  }

  /// The color list after its first route.
  static func startColorList() throws -> NavigationState {
    try NavigationState(coordinator: "ColorList", route: "list", definitions: definitions)
  }

  /// The news split after its first route.
  static func startNews(sizeClass: SizeClass = .regular) throws -> NavigationState {
    try NavigationState(
      coordinator: "News", route: "list", sizeClass: sizeClass, definitions: definitions)
  }
}

/// Definitions holding the given coordinators.
func definitions(_ coordinators: [String: CoordinatorDefinition]) -> Definitions {
  var definitions = Definitions()
  definitions.coordinators = coordinators
  return definitions
}

extension NavigationState {
  /// The coordinator ids in creation order.
  var coordinatorIDs: [String] { coordinators.all.map(\.id) }

  /// The ids of the controllers a coordinator displayed.
  func owned(by id: String) -> [String] {
    coordinators[id]?.displayed.map(\.id) ?? []
  }

  /// The types of the controllers of the nav at a path.
  func stackTypes(at path: ControllerPath) -> [String] {
    window[path]?.children.map(\.type) ?? []
  }

  /// The notes of a step's events.
  static func notes(_ events: [Event]) -> [String] {
    events.compactMap { event in
      if case .note(let text) = event { return text }
      return nil
    }
  }
}
