// The user's gestures: a tap on a tab bar item, a swipe down on a sheet.

import NavigationCore

extension Language {
  /// The user's gestures.
  static let gestureSteps: [StepForm] = [
    StepForm(
      "tapTab", family: .gestures,
      summary:
        "The user taps a tab bar item: selects its tab; a tap on the selected nav tab pops it to its root.",
      usage: ##"`{"tapTab": 1, "in": sel}` / `{"tapTab": "#feedNav"}` / `{"tapTab": "more"}`"##,
      details: "the user taps a tab bar item ([the user's gestures](#the-users-gestures))",
      value: .tabReference,
      modifiers: [
        .tabBar
      ],
      docs: "scenario-language.md#the-users-gestures", example: "Scenarios/tabs/tap-tab.json",
      decode: { step throws(DecodingError) in
        return .perform(
          .tapTab(
            try step.tabReference(),
            in: try step.selector("in")))
      },
      encode: {
        if case .tapTab(let tab, let tabs) = $0 {
          .step("tapTab", .tab(tab), ("in", .selector(tabs)))
        } else {
          nil
        }
      }),
    StepForm(
      "swipeDown", family: .gestures,
      summary:
        "The user swipes a sheet down: the interactive dismissal of the presentation holding the selected controller (true: the topmost).",
      usage: #"`{"swipeDown": true}` / `{"swipeDown": sel}`"#,
      details:
        "the user swipes the topmost sheet down (or the one holding the selected controller) ([the user's gestures](#the-users-gestures))",
      value: [
        "anyOf": [
          ["$ref": "#/$defs/selector"],
          ["const": true, "description": "The topmost presentation."],
        ]
      ],
      docs: "scenario-language.md#the-users-gestures", example: "Scenarios/modals/swipe-down.json",
      decode: { step throws(DecodingError) in
        return .perform(.swipeDown(try step.selectorOrTrue()))
      },
      encode: {
        if case .swipeDown(let sheet) = $0 {
          .step("swipeDown", .selectorOrTrue(sheet))
        } else {
          nil
        }
      }),
  ]
}
