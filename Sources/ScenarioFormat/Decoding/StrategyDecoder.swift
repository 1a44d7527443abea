// Fluid find strategies (docs/fluid.md): `"current"`, `"nearestAncestor"`, `"root"`,
// `{"identifier": "id"}`, or the name of a strategy from `define.strategies` (a list of
// sub-strategies, the first that finds a stack wins). A name that is not defined, a definition
// that takes a built-in name, and a strategy that refers back to itself (checked once every file
// is read, `ReferenceGraph`) are errors.

import NavigationCore

struct StrategyDecoder {
  static let builtIns: [(name: String, target: FluidTarget)] = [
    ("current", .current), ("nearestAncestor", .nearestAncestor), ("root", .root),
  ]
  static let expected =
    "a strategy (\"current\", \"nearestAncestor\", \"root\", {\"identifier\": \"id\"} "
    + "or the name of a defined strategy)"

  let context: DecodingContext

  /// A strategy: a step's `target` or a sub-strategy.
  ///
  /// `checksIdentifier` queues the id of an `identifier` strategy with the selectors, so that a
  /// step naming an unknown stack is a typo.
  func strategy(_ node: JSONNode, at path: CodingPath, checksIdentifier: Bool)
    throws(DecodingError) -> FluidTarget
  {
    switch node.value {
    case .string(let name):
      if let builtIn = Self.builtIns.first(where: { $0.name == name }) { return builtIn.target }
      guard context.strategySources[name] != nil else {
        let candidates = Self.builtIns.map(\.name) + context.strategySources.keys
        throw context.missingDefinition(
          name, in: "strategies",
          DecodingError(
            node.location, path,
            (name.isEmpty ? "a strategy name cannot be empty" : "unknown strategy \"\(name)\"")
              + Suggestion.hint(for: name, among: candidates)))
      }
      return .named(name)
    case .object:
      let object = try ObjectDecoder(node, at: path, expected: Self.expected)
      try object.rejectUnknownKeys(allowed: ["identifier"], noun: "strategy key")
      let value = try object.required("identifier", describing: "key")
      let id = try value.nonEmptyString(at: object.path("identifier"), expected: "a stack id")
      if id.hasPrefix("#") {
        throw DecodingError(
          value.location, object.path("identifier"),
          "write the id without \"#\" (\"\(id.dropFirst())\"); \"#\" marks ids in selectors")
      }
      if checksIdentifier {
        context.noteSelector(.id(id), at: value.location, path: object.path("identifier"))
      }
      return .identifier(id)
    default:
      throw node.typeError(path, expected: Self.expected)
    }
  }

  /// A `strategies` member: its sub-strategies, tried in order.
  func definition(_ member: JSONMember, at path: CodingPath) throws(DecodingError) -> [FluidTarget]
  {
    if Self.builtIns.contains(where: { $0.name == member.key }) {
      throw DecodingError(
        member.keyLocation, path,
        "\"\(member.key)\" is a built-in strategy; give the defined strategy another name")
    }
    let memberPath = path.appending(key: member.key)
    let items = try member.value.array(
      at: memberPath, expected: "an array of strategies, tried in order")
    guard !items.isEmpty else {
      throw DecodingError(
        member.value.location, memberPath, "a strategy needs at least one sub-strategy")
    }
    var targets: [FluidTarget] = []
    var references: [DefinitionReference] = []
    for (index, item) in items.enumerated() {
      let itemPath = memberPath.appending(index: index)
      let target = try strategy(item, at: itemPath, checksIdentifier: false)
      if case .named(let name) = target {
        references.append(
          DefinitionReference(
            name: name, location: item.location, path: itemPath, file: context.file))
      }
      targets.append(target)
    }
    context.strategyReferences[member.key] = references
    return targets
  }

  /// Refuses a strategy that refers back to itself, where its list names the first strategy
  /// of the loop.
  func checkCycles() throws(DecodingError) {
    try ReferenceGraph.checkCycles(context.strategyReferences, at: \.opening) { first, loop in
      "strategy \"\(first)\" refers to itself through \(loop)"
    }
  }
}
