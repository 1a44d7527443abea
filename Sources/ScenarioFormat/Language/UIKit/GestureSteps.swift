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
      "editTabs", family: .gestures,
      summary:
        "The user, in the Edit sheet of the More list on screen, drags a tab onto the place of another (one of them in the tab bar): the two swap in viewControllers. Otherwise the user cannot: editUnavailable.",
      usage: ##"`{"editTabs": 5, "onto": 1, "in": sel}` / `{"editTabs": "#b", "onto": "#a"}`"##,
      details:
        "the user drags a tab onto another's place in the More list's Edit sheet ([the user's gestures](#the-users-gestures))",
      value: .tabReference,
      modifiers: [
        StepModifier("onto", .tabReference),
        .tabBar,
      ],
      required: ["onto"],
      docs: "scenario-language.md#the-users-gestures", example: "Scenarios/tabs/edit-tabs.json",
      decode: { step throws(DecodingError) in
        let onto = try step.object.required("onto", describing: "the tab whose place it takes,")
        return .perform(
          .editTabs(
            try step.tabReference(),
            onto: try step.decoder.tabReference(
              at: onto.index, in: step.document, path: step.object.path("onto")),
            in: try step.selector("in")))
      },
      encode: {
        if case .editTabs(let dragged, let target, let tabs) = $0 {
          .step("editTabs", .tab(dragged), ("onto", .tab(target)), ("in", .selector(tabs)))
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
