// The app state's definition: its keys and their starting values
// (docs/scenario-language.md#app-state).

extension Language {
  /// The app state.
  static let stateSections: [SectionForm] = [
    SectionForm(
      "state",
      schema: [
        "description": "The app state at the start (a scenario's own `state` wins).",
        "$ref": "#/$defs/stateValues",
      ],
      docs: "scenario-language.md#app-state", example: "Scenarios/app/closing-login.json")
  ]
}
