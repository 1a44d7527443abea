// AppFlowController's definitions: pages and the paths registered at the start
// (docs/flows.md).

extension Language {
  /// The page flows.
  static let flowSections: [SectionForm] = [
    SectionForm(
      "flows",
      schema: [
        "description":
          "AppFlowController page flows (see docs/flows.md): pages, and paths registered in "
          + "order when the scenario starts.",
        "$ref": "#/$defs/flows",
      ],
      docs: "flows.md", example: "Scenarios/flows/skipping-pages.json")
  ]
}
