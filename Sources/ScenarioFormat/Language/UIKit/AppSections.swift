// The sections every app's definitions may have: templates of nodes and settings per screen
// type.

extension Language {
  /// The templates and the screens' settings.
  static let appSections: [SectionForm] = [
    SectionForm(
      "templates",
      schema: [
        "description": #"Named node templates, used as `{"template": "name"}`."#,
        "$ref": "#/$defs/templates",
      ],
      docs: "scenario-language.md#definitions-files", example: "Scenarios/app/shop.defs.json"),
    SectionForm(
      "screens",
      schema: [
        "description": #"Per screen type settings: `{"Feed": {"defaultDetail": node}}`."#,
        "$ref": "#/$defs/screens",
      ],
      expected: "an object keyed by screen type", docs: "split.md",
      example: "Scenarios/split/split-default-detail.json"),
  ]
}
