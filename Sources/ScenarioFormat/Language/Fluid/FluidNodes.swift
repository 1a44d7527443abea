// Fluid stacks' node: FluidInterfaceKit's FluidStackController and its items' relation
// (docs/fluid.md).

import NavigationCore

extension Language {
  /// The fluid stack.
  static let fluidNodeKinds: [NodeKindForm] = [
    NodeKindForm(
      "stack", summary: "A FluidInterfaceKit FluidStackController.",
      usage: #"`{"stack": [node, …]}`"#, details: "FluidInterfaceKit's `FluidStackController`",
      value: [
        "description": "The stack items, bottom first.",
        "type": "array",
        "items": ["$ref": "#/$defs/node"],
      ],
      docs: "fluid.md", example: "Scenarios/fluid/find-strategies.json",
      content: { node throws(DecodingError) in try node.decoder.container(.stack, of: node) })
  ]

  /// A fluid stack's attributes and its items' relation, in the order they are applied.
  static let fluidNodeAttributes: [NodeAttributeForm] = [
    NodeAttributeForm(
      "relation",
      schema: [
        "description":
          .string(
            "Fluid relation of this node as a stack item (set by fluidPush; may be asserted in "
              + "`expect`)."),
        "$ref": "#/$defs/relation",
      ],
      details: "a fluid stack item's relation",
      example: "Scenarios/fluid/wrap-the-entry-point.json", slot: \.relation,
      apply: { attribute, blueprint throws(DecodingError) in
        blueprint.relation = try attribute.enumCase(FluidRelation.self, noun: "relation")
      }),
    NodeAttributeForm(
      "retainsRoot", kinds: ["stack"],
      schema: [
        "description":
          .string(
            "Keep the root item: a pop of the root is forwarded to the parent stack. false: the "
              + "stack may become empty."),
        "type": "boolean",
        "default": true,
      ],
      details: "keep the root item, forwarding its pop to the parent stack",
      example: "Scenarios/fluid/prevents-forwarding-pop.json", slot: \.retainsRoot,
      apply: { attribute, blueprint throws(DecodingError) in
        blueprint.retainsRoot = try attribute.bool()
      }),
    NodeAttributeForm(
      "preventsForwardingPop", kinds: ["stack"],
      schema: [
        "description": "Do not forward a pop of the root item to the parent stack.",
        "type": "boolean",
        "default": false,
      ],
      details: "do not forward a pop of the root item to the parent stack",
      example: "Scenarios/fluid/prevents-forwarding-pop.json", slot: \.preventsForwardingPop,
      apply: { attribute, blueprint throws(DecodingError) in
        blueprint.preventsForwardingPop = try attribute.bool()
      }),
    NodeAttributeForm(
      "dismissesWhenEmpty", kinds: ["stack"],
      schema: [
        "description":
          .string(
            "A PresentationFluidStackController: presented, it dismisses itself when its last "
              + "item goes (default false: the stack stays, empty)."),
        "type": "boolean",
      ],
      details: "a `PresentationFluidStackController`, which dismisses itself once empty",
      example: "Scenarios/fluid/modal-needs-its-own-stack.json", slot: \.dismissesWhenEmpty,
      apply: { attribute, blueprint throws(DecodingError) in
        blueprint.dismissesWhenEmpty = try attribute.bool()
      }),
  ]
}
