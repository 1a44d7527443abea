// FluidInterfaceKit's fluidPush and fluidPop (docs/fluid.md).

import NavigationCore

extension Language {
  /// FluidInterfaceKit's fluidPush and fluidPop.
  static let fluidSteps: [StepForm] = [
    StepForm(
      "fluidPush", family: .fluid,
      summary:
        "FluidInterfaceKit's fluidPush onto the fluid stack the target strategy finds among the stack ancestors of `from` (parent links only, never across a presentation). A controller already in that stack (same id) moves to the top. A nav, tabs or split must be wrapped in a screen; a stack node may be pushed.",
      usage: #"`{"fluidPush": node, "from": sel, "target": strategy, "relation": …}`"#,
      value: [
        "description":
          "The controller to push: a screen (possibly hosting containers as `children`) or a stack node.",
        "$ref": "#/$defs/node",
      ],
      modifiers: [
        StepModifier(
          "from",
          [
            "description": "The controller pushing (default: `top`).",
            "$ref": "#/$defs/selector",
          ]),
        StepModifier(
          "target",
          [
            "description": "How to find the stack (default: current).",
            "$ref": "#/$defs/strategy",
          ]),
        StepModifier(
          "relation",
          [
            "description": "The relation recorded on the pushed item.",
            "$ref": "#/$defs/relation",
          ]),
      ],
      docs: "fluid.md", example: "Scenarios/fluid/find-strategies.json",
      decode: { step throws(DecodingError) in
        let blueprint = try step.node()
        let from = try step.selector("from")
        // Read after `from`: an `identifier` target's id is then the last selector noted, which
        // a step expecting `stackNotFound` takes back.
        let target = try step.object["target"].map { node throws(DecodingError) in
          try StrategyDecoder(context: step.context).strategy(
            node, at: step.object.path("target"), checksIdentifier: true)
        }
        return .perform(
          .fluidPush(
            blueprint, from: from, target: target ?? .current,
            relation: try step.object.enumCase("relation", FluidRelation.self, noun: "relation")))
      }),
    StepForm(
      "fluidPop", family: .fluid,
      summary:
        "Remove the stack item holding the selected controller and everything above it; a retained root forwards the pop to the parent stack.",
      usage: #"`{"fluidPop": true, "removing": …, "forwardingToParent": false}`"#,
      value: [
        "description": "The controller to pop (its stack item goes); true: `top`.",
        "anyOf": [
          ["$ref": "#/$defs/selector"],
          ["const": true, "description": "The stack item holding `top`."],
        ],
      ],
      modifiers: [
        StepModifier(
          "removing",
          [
            "description":
              "FluidInterfaceKit's removing rule: cascade (default) removes the item and everything above it, single the item alone.",
            "enum": ["cascade", "single"],
          ]),
        StepModifier(
          "forwardingToParent",
          [
            "description":
              "Whether a pop of a retained root item is forwarded to the parent stack (default true).",
            "type": "boolean",
          ]),
      ],
      docs: "fluid.md", example: "Scenarios/fluid/logged-in-and-out.json",
      decode: { step throws(DecodingError) in
        return .perform(
          .fluidPop(
            try step.selectorOrTrue(),
            removing: try step.object.enumCase(
              "removing", FluidRemovingRule.self, noun: "removing rule")
              ?? .cascade,
            forwardingToParent: try step.object.bool("forwardingToParent") ?? true))
      },
      encode: {
        if case .fluidPop(let target, let removing, let forwarding) = $0 {
          .step(
            "fluidPop", .selectorOrTrue(target),
            ("removing", removing == .cascade ? nil : .string(removing.rawValue)),
            ("forwardingToParent", forwarding ? nil : false))
        } else {
          nil
        }
      }),
  ]
}
