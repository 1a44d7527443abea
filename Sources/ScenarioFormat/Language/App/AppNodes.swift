// The app's delegate answers a node gives its controller (docs/app-logic.md#delegate-answers):
// a tab the tab bar's delegate refuses and acts on instead, and the steps a split's delegate
// runs once the split has collapsed or expanded.

import NavigationCore

extension Language {
  /// The delegate answers of nodes.
  static let appNodeAttributes: [NodeAttributeForm] = [
    NodeAttributeForm(
      "with", kinds: ["template"],
      schema: [
        "description":
          "The template's parameters: each value replaces `$name` in the template's types, ids and contexts.",
        "type": "object",
        "additionalProperties": ["type": "string"],
      ],
      details: "values for the template's `$name` placeholders",
      example: "Scenarios/app-logic/template-parameters.json", slot: \.with,
      apply: { attribute, blueprint throws(DecodingError) in
        blueprint = blueprint.substituting(try attribute.templateParameters())
      }),
    NodeAttributeForm(
      "startsCoordinator", kinds: ["nav"],
      schema: [
        "description":
          "A stack coordinator the app starts on this nav once it is built, with its first route: `{\"name\": \"Checkout\", \"route\": \"address\"}`.",
        "type": "object",
        "required": ["name", "route"],
        "properties": [
          "name": ["type": "string", "minLength": 1], "route": ["type": "string", "minLength": 1],
        ],
        "additionalProperties": false,
      ],
      details: "a stack coordinator started on the nav once it is built",
      example: "Scenarios/app-logic/template-parameters.json", slot: \.startsCoordinator,
      apply: { attribute, blueprint throws(DecodingError) in
        let object = try ObjectDecoder(
          at: attribute.value, in: attribute.document, path: attribute.path)
        try object.rejectUnknownKeys(allowed: ["name", "route"], noun: "key")
        let nameNode = try object.required("name", describing: "key")
        let name = try nameNode.nonEmptyString(
          at: object.path("name"), expected: "a coordinator name")
        let context = attribute.decoder.context
        guard
          context.coordinatorNames.contains(name)
            || context.mayBeDefinedInError(name, in: "coordinators")
        else {
          throw DecodingError(
            nameNode.location, object.path("name"),
            "unknown coordinator \(Suggestion.quoted(name))"
              + Suggestion.hint(for: name, among: context.coordinatorNames))
        }
        let route = try object.required("route", describing: "key").nonEmptyString(
          at: object.path("route"), expected: "a route")
        guard blueprint.kind == .nav || attribute.mode == .expect else {
          throw DecodingError(
            attribute.document.location(at: attribute.value), attribute.path,
            "a stack coordinator starts on a nav; this node is a \(blueprint.kind.rawValue)")
        }
        blueprint.launch = CoordinatorStart(coordinator: name, route: route)
      }),
    NodeAttributeForm(
      "shouldSelect",
      schema: [
        "description":
          .string(
            "On a tab: the tab bar delegate's answer to tabBarController(_:shouldSelect:) when "
              + "the user taps it; false refuses the tab, and `onTap` says what the app does "
              + "instead."),
        "type": "boolean",
      ],
      details: "a tab the tab bar's delegate refuses when the user taps it (`false`, with `onTap`)",
      example: "Scenarios/app-logic/compose-tab.json", slot: \.shouldSelect,
      apply: { attribute, blueprint throws(DecodingError) in
        var answers = blueprint.answers ?? DelegateAnswers()
        answers.refusesSelection = !(try attribute.bool())
        blueprint.answers = answers
      }),
    NodeAttributeForm(
      "onTap",
      schema: [
        "description":
          "On a tab with `\"shouldSelect\": false`: the steps the app runs when the user taps it.",
        "$ref": "#/$defs/stepList",
      ],
      details: "what the app does instead of selecting a refused tab",
      example: "Scenarios/app-logic/compose-tab.json", slot: \.onTap,
      apply: { attribute, blueprint throws(DecodingError) in
        guard blueprint.answers?.refusesSelection == true else {
          throw DecodingError(
            attribute.document.location(at: attribute.value), attribute.path,
            "onTap runs when the tab bar's delegate refuses the tab: add \"shouldSelect\": false")
        }
        blueprint.answers?.onTap = try attribute.steps(of: "a tab's onTap")
      }),
    splitDelegateSteps(
      "onCollapse", after: "collapsed (splitViewControllerDidCollapse)", slot: \.onCollapse,
      into: \.onCollapse),
    splitDelegateSteps(
      "onExpand", after: "expanded (splitViewControllerDidExpand)", slot: \.onExpand,
      into: \.onExpand),
  ]
}

extension Language {
  /// A split's `onCollapse` or `onExpand`: steps its delegate runs once the split has changed.
  fileprivate static func splitDelegateSteps(
    _ key: String, after change: String,
    slot: WritableKeyPath<NodeAttributes, Int?> & Sendable,
    into steps: WritableKeyPath<DelegateAnswers, [Operation]> & Sendable
  ) -> NodeAttributeForm {
    NodeAttributeForm(
      key, kinds: ["split"],
      schema: [
        "description":
          .string("The steps the split's delegate runs once the split has \(change)."),
        "$ref": "#/$defs/stepList",
      ],
      details: "steps the split's delegate runs once it has \(change.prefix { $0 != " " })",
      example: "Scenarios/app-logic/split-delegate.json", slot: slot,
      apply: { attribute, blueprint throws(DecodingError) in
        var answers = blueprint.answers ?? DelegateAnswers()
        answers[keyPath: steps] = try attribute.steps(of: "a split's \(key)")
        blueprint.answers = answers
      })
  }
}

extension NodeAttributeSyntax {
  /// The value read as a list of steps of the app's.
  func steps(of what: String) throws(DecodingError) -> [Operation] {
    try AppLogicDecoder(context: decoder.context).steps(
      document.node(at: value), at: path, of: what)
  }
}

extension NodeAttributeSyntax {
  /// `with`: the parameters of the template beside it, each one the template writes.
  func templateParameters() throws(DecodingError) -> [String: String] {
    let members = try document.node(at: value).members(
      at: path, expected: "an object of the template's parameters, such as {\"tab\": \"Feed\"}")
    let context = decoder.context
    let name = object["template"].flatMap { node -> String? in
      if case .string(let text) = node.value { text } else { nil }
    }
    let written = Set(
      name.flatMap { context.templateSources[$0] }.map {
        AppLogicDecoder.placeholdersWritten(in: $0.node)
      } ?? [])
    var values: [String: String] = [:]
    for member in members {
      guard written.contains(member.key) || name.map({ context.templateSources[$0] == nil }) ?? true
      else {
        throw DecodingError(
          member.keyLocation, path,
          "the template \(Suggestion.quoted(name ?? "")) writes no $\(member.key)"
            + (written.isEmpty
              ? "" : "; it writes " + written.sorted().map { "$" + $0 }.joined(separator: ", ")))
      }
      values[member.key] = try member.value.string(
        at: path.appending(key: member.key), expected: "a string")
    }
    return values
  }
}
