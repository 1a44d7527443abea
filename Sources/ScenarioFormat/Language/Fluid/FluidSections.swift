// Fluid stacks' definitions: the named strategies that find a stack (docs/fluid.md).

extension Language {
  /// The find strategies.
  static let fluidSections: [SectionForm] = [
    SectionForm(
      "strategies",
      schema: [
        "description":
          "Named fluid-stack find strategies: name → sub-strategies, tried in order; the first "
          + "that finds a stack wins.",
        "$ref": "#/$defs/strategies",
      ],
      docs: "fluid.md", example: "Scenarios/fluid/find-strategies.json")
  ]
}
