// The app state changing (docs/scenario-language.md#app-state).

import NavigationCore

extension Language {
  /// The app state changing.
  static let stateSteps: [StepForm] = [
    StepForm(
      "setState", family: .state,
      summary: "The app state changes (the user signs in, a flag turns on).",
      usage: #"`{"setState": {"loggedIn": true}}`"#,
      details: "the [app state](#app-state) changes",
      value: ["minProperties": 1, "allOf": [["$ref": "#/$defs/stateValues"]]],
      docs: "scenario-language.md#app-state", example: "Scenarios/app/closing-login.json",
      decode: { step throws(DecodingError) in
        let path = step.path
        return .perform(
          .setState(try StateDecoder(context: step.context).values(step.valueNode, at: path)))
      },
      encode: {
        if case .setState(let values) = $0 { .step("setState", .state(values)) } else { nil }
      })
  ]
}
