// SwiftUI's presentation steps (docs/swiftui.md#view-owned-presentations): the app sets a
// declared presentation's item, and a view calls its `dismiss` action.

import NavigationCore

extension Language {
  /// `setItem` and `dismissAction`.
  static let swiftUIPresentationSteps: [StepForm] = [
    StepForm(
      "setItem", family: .swiftui,
      summary:
        "The app sets the item of a presentation a view declares (`sheet`, `fullScreenCover`, `popover`): an item presents it, null dismisses it, a new item dismisses it and presents the new one, the same item changes `context` in place.",
      usage: #"`{"setItem": "draft-1", "on": sel, "of": "sheet", "context": …}`"#,
      value: [
        "description": "The item's identity, or null to dismiss.",
        "anyOf": [["type": "string", "minLength": 1], ["type": "null"]],
      ],
      modifiers: [
        StepModifier(
          "on",
          [
            "description": "The view that declares the presentation (default: `top`).",
            "$ref": "#/$defs/selector",
          ]),
        StepModifier(
          "of",
          [
            "description": "Which of the view's presentations (needed when it declares several).",
            "enum": .array(ViewPresentationKind.allCases.map { .string($0.rawValue) }),
          ]),
        StepModifier(
          "context",
          ["description": "What the presented view shows for the item.", "type": "string"]),
      ],
      docs: "swiftui.md#view-owned-presentations",
      example: "Scenarios/swiftui/view-owned-sheet.json",
      decode: { step throws(DecodingError) in
        let item: String? =
          step.document.kind(at: step.value) == .null
          ? nil
          : try step.document.nonEmptyString(
            step.value, at: step.path, expected: "an item's identity or null")
        return .perform(
          .setItem(
            item,
            of: try step.object.enumCase("of", ViewPresentationKind.self, noun: "presentation"),
            on: try step.selector("on"), context: try step.object.string("context")))
      },
      encode: {
        guard case .setItem(let item, let kind, let on, let context) = $0 else { return nil }
        return .step(
          "setItem", item.map(PlainJSON.string) ?? .null, ("on", .selector(on)),
          ("of", kind.map { .string($0.rawValue) }), ("context", context.map(PlainJSON.string)))
      }),
    StepForm(
      "dismissAction", family: .swiftui,
      summary:
        "A view calls SwiftUI's `dismiss` action: pushed on a NavigationStack it is popped; the root of a presentation dismisses it; elsewhere nothing happens (`nothingToDismiss`).",
      usage: #"`{"dismissAction": true}` / `{"dismissAction": sel}`"#,
      value: [
        "anyOf": [
          ["$ref": "#/$defs/selector"],
          ["const": true, "description": "`top`."],
        ]
      ],
      docs: "swiftui.md#dismissaction", example: "Scenarios/swiftui/view-owned-sheet.json",
      decode: { step throws(DecodingError) in .perform(.dismissAction(try step.selectorOrTrue())) },
      encode: {
        if case .dismissAction(let view) = $0 {
          .step("dismissAction", .selectorOrTrue(view))
        } else {
          nil
        }
      }),
  ]
}
