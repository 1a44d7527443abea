// The app's delegate answers a node gives its controller (docs/app-logic.md#delegate-answers):
// a tab the tab bar's delegate refuses and acts on instead, and the steps a split's delegate
// runs once the split has collapsed or expanded.

import NavigationCore

extension Language {
  /// The delegate answers of nodes.
  static let appNodeAttributes: [NodeAttributeForm] = [
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
    NodeAttributeForm(
      "onCollapse", kinds: ["split"],
      schema: [
        "description":
          "The steps the split's delegate runs once the split has collapsed (splitViewControllerDidCollapse).",
        "$ref": "#/$defs/stepList",
      ],
      details: "steps the split's delegate runs once it has collapsed",
      example: "Scenarios/app-logic/split-delegate.json", slot: \.onCollapse,
      apply: { attribute, blueprint throws(DecodingError) in
        var answers = blueprint.answers ?? DelegateAnswers()
        answers.onCollapse = try attribute.steps(of: "a split's onCollapse")
        blueprint.answers = answers
      }),
    NodeAttributeForm(
      "onExpand", kinds: ["split"],
      schema: [
        "description":
          "The steps the split's delegate runs once the split has expanded (splitViewControllerDidExpand).",
        "$ref": "#/$defs/stepList",
      ],
      details: "steps the split's delegate runs once it has expanded",
      example: "Scenarios/app-logic/split-delegate.json", slot: \.onExpand,
      apply: { attribute, blueprint throws(DecodingError) in
        var answers = blueprint.answers ?? DelegateAnswers()
        answers.onExpand = try attribute.steps(of: "a split's onExpand")
        blueprint.answers = answers
      }),
  ]
}

extension NodeAttributeSyntax {
  /// The value read as a list of steps of the app's.
  func steps(of what: String) throws(DecodingError) -> [Operation] {
    try AppLogicDecoder(context: decoder.context).steps(
      document.node(at: value), at: path, of: what)
  }
}
