// AdaptiveCoordinator's definitions: the coordinators, keyed by name (docs/coordinators.md).

extension Language {
  /// The coordinators.
  static let coordinatorSections: [SectionForm] = [
    SectionForm(
      "coordinators",
      schema: [
        "description":
          "AdaptiveCoordinator coordinators, keyed by name (see docs/coordinators.md).",
        "$ref": "#/$defs/coordinators",
      ],
      expected: "an object of coordinators", docs: "coordinators.md",
      example: "Scenarios/coordinators/colors.defs.json")
  ]
}
