// The app's own logic in definitions (docs/app-logic.md): what the user can do from anywhere,
// the URLs the app opens and its reactions to the app state. A screen's own actions and
// `onAppear` are settings of `screens`.

extension Language {
  /// The `app` section.
  static let appLogicSections: [SectionForm] = [
    SectionForm(
      "app",
      schema: [
        "description":
          #"The app's own logic: `actions` the user can take from anywhere (`{"do": name}`), `urls` the app opens (`{"openURL": url}`) and `onState` reactions."#,
        "$ref": "#/$defs/appLogic",
      ],
      expected: "the app's actions, URLs and reactions, such as {\"actions\": …}",
      docs: "app-logic.md#app-actions-and-urls", example: "Scenarios/app-logic/banko.defs.json")
  ]
}
