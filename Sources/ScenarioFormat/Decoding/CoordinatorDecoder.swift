// AdaptiveCoordinator in scenario files (docs/coordinators.md): `define.coordinators`, the coordinator form
// of `start`, the route strings of the `route`, `deepLink` and `drop` steps, and the trees of
// `expectCoordinators`. Actions are checked against the place they are written in: a split
// coordinator wraps nav actions in a column, a stack coordinator never names one.

import NavigationCore

struct CoordinatorDecoder {
  let context: DecodingContext

  /// The keys of a coordinator definition.
  static let definitionKeys = ["kind", "routes", "pullback"]
  /// The actions written as a bare string.
  static let wordActions = ["pop", "dismiss", "backToRoot", "drop", "none"]
  /// The keys that make an object an action, each with the modifiers it takes.
  static let objectActions: [(key: String, modifiers: [String])] = [
    ("push", []), ("present", ["style"]), ("set", []), ("handover", ["route"]), ("send", []),
    ("initial", ["else"]), ("root", ["else"]), ("collapsed", ["else"]), ("if", ["then", "else"]),
    ("primary", []),
    ("secondary", []),
    ("supplementary", []),
  ]

  // MARK: Definitions

  /// A coordinator of `define.coordinators`.
  func definition(_ node: JSONNode, at path: CodingPath) throws(DecodingError)
    -> CoordinatorDefinition
  {
    let object = try ObjectDecoder(
      node, at: path, expected: "a coordinator object with kind and routes")
    try object.rejectUnknownKeys(allowed: Self.definitionKeys, noun: "coordinator key")
    let kindNode = try object.required("kind", describing: "key")
    let kind = try kindNode.enumCase(
      CoordinatorDefinition.Kind.self, at: object.path("kind"), noun: "coordinator kind")
    let routesNode = try object.required("routes", describing: "key")
    let routesPath = object.path("routes")
    var routes: [String: CoordinatorAction] = [:]
    for member in try routesNode.members(
      at: routesPath, expected: "an object of route keys and actions")
    {
      do {
        _ = try RoutePattern(parsing: member.key)
      } catch {
        throw DecodingError(member.keyLocation, routesPath, error.message)
      }
      let place: CoordinatorAction.Place = kind == .stack ? .stack : .split
      routes[member.key] = try action(
        member.value, at: routesPath.appending(key: member.key), place: place,
        wildcard: member.key.hasSuffix("*"))
    }
    var pullback: [String: String] = [:]
    if let pullbackNode = object["pullback"] {
      let pullbackPath = object.path("pullback")
      for member in try pullbackNode.members(
        at: pullbackPath, expected: "an object of child coordinators and prefixes")
      {
        try checkCoordinatorName(member.key, at: member.keyLocation, path: pullbackPath)
        let prefixPath = pullbackPath.appending(key: member.key)
        let prefix = try member.value.nonEmptyString(at: prefixPath, expected: "a route prefix")
        try checkRoute(prefix, at: member.value.location, path: prefixPath)
        pullback[member.key] = prefix
      }
    }
    return CoordinatorDefinition(kind: kind, routes: routes, pullback: pullback)
  }

  /// An action, a list of actions, or a branch, in a place.
  private func action(
    _ node: JSONNode, at path: CodingPath, place: CoordinatorAction.Place, wildcard: Bool
  ) throws(DecodingError) -> CoordinatorAction {
    let decoded: CoordinatorAction
    switch node.value {
    case .string(let word):
      switch word {
      case "pop": decoded = .pop
      case "dismiss": decoded = .dismiss
      case "backToRoot": decoded = .backToRoot
      case "drop": decoded = .drop
      case "none": decoded = .none
      default:
        throw DecodingError(
          node.location, path,
          "unknown coordinator action \"\(word)\""
            + Suggestion.hint(
              for: word, among: Self.wordActions + Self.objectActions.map(\.key)))
      }
    case .array(let items):
      guard !items.isEmpty else {
        throw DecodingError(node.location, path, "an empty list of actions; write \"none\"")
      }
      var actions: [CoordinatorAction] = []
      for (index, item) in items.enumerated() {
        actions.append(
          try action(item, at: path.appending(index: index), place: place, wildcard: wildcard))
      }
      return .sequence(actions)
    case .object:
      decoded = try objectAction(node, at: path, place: place, wildcard: wildcard)
    default:
      throw node.typeError(
        path, expected: "a coordinator action (a word such as \"pop\", a list, or an object)")
    }
    if case .sequence = decoded {
    } else if let reason = decoded.misplacement(in: place) {
      throw DecodingError(node.location, path, reason)
    }
    return decoded
  }

  private func objectAction(
    _ node: JSONNode, at path: CodingPath, place: CoordinatorAction.Place, wildcard: Bool
  ) throws(DecodingError) -> CoordinatorAction {
    let object = try ObjectDecoder(node, at: path)
    let keys = Self.objectActions.map(\.key)
    let found = object.members.filter { keys.contains($0.key) }
    guard let member = found.first,
      let modifiers = Self.objectActions.first(where: { $0.key == member.key })?.modifiers
    else {
      let stray = object.members.first
      throw DecodingError(
        stray?.keyLocation ?? node.location, path,
        stray.map {
          "unknown coordinator action \"\($0.key)\"" + Suggestion.hint(for: $0.key, among: keys)
        } ?? "an action object needs a key such as push, present, handover or send")
    }
    if found.count > 1 {
      throw DecodingError(
        found[1].keyLocation, path,
        "an action has one kind; found \"\(member.key)\" and \"\(found[1].key)\"")
    }
    try object.rejectUnknownKeys(
      allowed: [member.key] + modifiers, noun: "key for \"\(member.key)\"")
    let valuePath = object.path(member.key)
    let value = member.value
    let nodes = NodeDecoder(context: context)
    switch member.key {
    case "push":
      return .push(try nodes.blueprint(value, at: valuePath, mode: .build))
    case "present":
      let style = try object.enumCase(
        "style", PresentationStyle.self, noun: "presentation style")
      if case .object(let members) = value.value,
        members.contains(where: { $0.key == "coordinator" })
      {
        let (name, route) = try flowCoordinator(value, at: valuePath, wildcard: wildcard)
        return .presentCoordinator(name, route: route, style: style)
      }
      return .present(try nodes.blueprint(value, at: valuePath, mode: .build), style: style)
    case "set":
      let items = try value.array(at: valuePath, expected: "an array of nodes")
      var blueprints: [Blueprint] = []
      for (index, item) in items.enumerated() {
        blueprints.append(
          try nodes.blueprint(item, at: valuePath.appending(index: index), mode: .build))
      }
      return .set(blueprints)
    case "handover":
      let name = try value.nonEmptyString(at: valuePath, expected: "a coordinator name")
      try checkCoordinatorName(name, at: value.location, path: valuePath)
      if context.coordinatorKinds[name] == .split {
        throw DecodingError(
          value.location, valuePath,
          "\(name) is a split coordinator; only a stack coordinator takes over a nav or a column")
      }
      var route: String?
      if let routeNode = object["route"] {
        let routePath = object.path("route")
        route = try routeNode.nonEmptyString(at: routePath, expected: "a route")
        try checkTemplate(route ?? "", at: routeNode.location, path: routePath, wildcard: wildcard)
      }
      return .handover(name, route: route)
    case "send":
      let route = try value.nonEmptyString(at: valuePath, expected: "a route")
      try checkTemplate(route, at: value.location, path: valuePath, wildcard: wildcard)
      return .send(route)
    case "if":
      let condition = try StateDecoder(context: context).condition(value, at: valuePath)
      let thenNode = try object.required("then", describing: "key")
      let then = try action(thenNode, at: object.path("then"), place: place, wildcard: wildcard)
      let otherwise =
        try object["else"].map { node throws(DecodingError) in
          try action(node, at: object.path("else"), place: place, wildcard: wildcard)
        } ?? CoordinatorAction.none
      return .stateBranch(condition, then: then, else: otherwise)
    case "initial", "root", "collapsed":
      let condition = CoordinatorCondition(rawValue: member.key) ?? .initial
      let then = try action(value, at: valuePath, place: place, wildcard: wildcard)
      let otherwise =
        try object["else"].map { node throws(DecodingError) in
          try action(node, at: object.path("else"), place: place, wildcard: wildcard)
        } ?? CoordinatorAction.none
      return .branch(condition, then: then, else: otherwise)
    default:
      let column = SplitColumn(rawValue: member.key) ?? .primary
      guard place == .split else {
        return .column(column, .none)
      }
      return .column(column, try action(value, at: valuePath, place: .column, wildcard: wildcard))
    }
  }

  /// `{"present": {"coordinator": "Checkout", "route": "address"}}`: the stack coordinator whose
  /// new nav is presented, and its first route.
  private func flowCoordinator(
    _ node: JSONNode, at path: CodingPath, wildcard: Bool
  ) throws(DecodingError) -> (String, String) {
    let object = try ObjectDecoder(node, at: path)
    try object.rejectUnknownKeys(
      allowed: ["coordinator", "route"], noun: "key for a presented coordinator")
    let (name, nameNode) = try requiredCoordinatorName(in: object)
    if context.coordinatorKinds[name] == .split {
      throw DecodingError(
        nameNode.location, object.path("coordinator"),
        "\(name) is a split coordinator; only a stack coordinator runs on a presented nav")
    }
    let routeNode = try object.required("route", describing: "key")
    let routePath = object.path("route")
    let route = try routeNode.nonEmptyString(at: routePath, expected: "a route")
    try checkTemplate(route, at: routeNode.location, path: routePath, wildcard: wildcard)
    return (name, route)
  }

  /// The `coordinator` key of an object: a defined coordinator's name, and its node.
  private func requiredCoordinatorName(
    in object: ObjectDecoder
  ) throws(DecodingError) -> (String, JSONNode) {
    let nameNode = try object.required("coordinator", describing: "key")
    let name = try nameNode.nonEmptyString(
      at: object.path("coordinator"), expected: "a coordinator name")
    try checkCoordinatorName(name, at: nameNode.location, path: object.path("coordinator"))
    return (name, nameNode)
  }

  // MARK: Start and steps

  /// `"start": {"coordinator": "ColorList", "route": "list"}`.
  func start(_ node: JSONNode, at path: CodingPath) throws(DecodingError) -> CoordinatorStart {
    let object = try ObjectDecoder(node, at: path)
    try object.rejectUnknownKeys(
      allowed: ["coordinator", "route"], noun: "key for a coordinator start")
    let (name, _) = try requiredCoordinatorName(in: object)
    let routeNode = try object.required("route", describing: "key")
    let route = try self.route(routeNode, at: object.path("route"))
    return CoordinatorStart(coordinator: name, route: route)
  }

  /// `{"startCoordinator": "Checkout", …}`: a defined stack coordinator.
  func coordinatorName(_ node: JSONNode, at path: CodingPath) throws(DecodingError) -> String {
    let name = try node.nonEmptyString(at: path, expected: "a coordinator name")
    try checkCoordinatorName(name, at: node.location, path: path)
    if context.coordinatorKinds[name] == .split {
      throw DecodingError(
        node.location, path,
        "\(name) is a split coordinator: it builds its own split; only a stack coordinator "
          + "starts on a nav")
    }
    return name
  }

  /// A route string of a step.
  func route(_ node: JSONNode, at path: CodingPath) throws(DecodingError) -> String {
    let text = try node.string(at: path, expected: "a route such as \"color(Red)\"")
    try checkRoute(text, at: node.location, path: path)
    return text
  }

  /// `{"deepLink": ["color(Red)", …]}`.
  func routes(_ node: JSONNode, at path: CodingPath) throws(DecodingError) -> [String] {
    let items = try node.array(at: path, expected: "an array of routes")
    guard !items.isEmpty else {
      throw DecodingError(node.location, path, "expected at least one route")
    }
    var routes: [String] = []
    for (index, item) in items.enumerated() {
      routes.append(try route(item, at: path.appending(index: index)))
    }
    return routes
  }

  /// `{"drop": "@Color"}`: a coordinator by id or type, written with `@`.
  func coordinatorReference(_ node: JSONNode, at path: CodingPath) throws(DecodingError)
    -> String
  {
    let text = try node.string(at: path, expected: "a coordinator such as \"@Color\"")
    guard text.hasPrefix("@"), text.count > 1 else {
      throw DecodingError(
        node.location, path, "write the coordinator with \"@\", as in \"@\(text)\"")
    }
    try checkCoordinatorName(
      Self.typeName(of: String(text.dropFirst())), at: node.location, path: path)
    return text
  }

  /// The roots of `{"expectCoordinators": …}`: one coordinator, or an array of roots.
  func expectations(_ node: JSONNode, at path: CodingPath) throws(DecodingError)
    -> [CoordinatorExpectation]
  {
    guard case .array(let items) = node.value else { return [try expectation(node, at: path)] }
    var roots: [CoordinatorExpectation] = []
    for (index, item) in items.enumerated() {
      roots.append(try expectation(item, at: path.appending(index: index)))
    }
    return roots
  }

  private func expectation(_ node: JSONNode, at path: CodingPath) throws(DecodingError)
    -> CoordinatorExpectation
  {
    if node.kind == .string {
      return CoordinatorExpectation(try expectedName(node, at: path))
    }
    let object = try ObjectDecoder(
      node, at: path,
      expected: "a coordinator (\"Color\", \"@Color#2\" or {\"coordinator\": …, \"children\": […]})"
    )
    try object.rejectUnknownKeys(
      allowed: ["coordinator", "owns", "children"], noun: "key for an expected coordinator")
    let name = try expectedName(
      try object.required("coordinator", describing: "key"), at: object.path("coordinator"))
    let owns = try object.strings("owns")
    var children: [CoordinatorExpectation] = []
    if let childrenNode = object["children"] {
      let items = try childrenNode.array(
        at: object.path("children"), expected: "an array of coordinators")
      for (index, item) in items.enumerated() {
        children.append(
          try expectation(item, at: object.path("children").appending(index: index)))
      }
    }
    return CoordinatorExpectation(name, owns: owns, children: children)
  }

  private func expectedName(_ node: JSONNode, at path: CodingPath) throws(DecodingError) -> String {
    let text = try node.nonEmptyString(at: path, expected: "a coordinator type or \"@id\"")
    let type = Self.typeName(of: text.hasPrefix("@") ? String(text.dropFirst()) : text)
    try checkCoordinatorName(type, at: node.location, path: path)
    return text
  }

  // MARK: Checks

  /// The type a coordinator id is generated from (`Color` for `Color#2`).
  private static func typeName(of id: String) -> String {
    id.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first.map(
      String.init) ?? id
  }

  private func checkCoordinatorName(
    _ name: String, at location: SourceLocation, path: CodingPath
  ) throws(DecodingError) {
    guard !context.coordinatorNames.contains(name) else { return }
    throw context.missingDefinition(
      name, in: "coordinators",
      DecodingError(
        location, path,
        "no coordinator \"\(name)\" is defined"
          + Suggestion.hint(for: name, among: context.coordinatorNames)))
  }

  private func checkRoute(
    _ text: String, at location: SourceLocation, path: CodingPath
  ) throws(DecodingError) {
    do {
      _ = try Route(parsing: text)
    } catch {
      throw DecodingError(location, path, error.message)
    }
  }

  /// A route written in an action: `$arg` and, under a wildcard key, `*` are filled in later.
  private func checkTemplate(
    _ text: String, at location: SourceLocation, path: CodingPath, wildcard: Bool
  ) throws(DecodingError) {
    if !wildcard, text.contains(Character("*")) {
      throw DecodingError(
        location, path, "\"*\" stands for what a wildcard key matched; this key has no \"*\"")
    }
    let example: String
    do {
      example = try RouteTemplate.substitute(
        text, argument: "x", remainder: Route(parsing: "x"))
    } catch {
      throw DecodingError(location, path, error.message)
    }
    try checkRoute(example, at: location, path: path)
  }
}
