// SwiftUI's presentation steps (docs/swiftui.md#view-owned-presentations): the app sets a
// declared presentation's item, a view calls its `dismiss` action, the user taps a dialog's
// button, a sheet rests at another detent.

import NavigationCore

extension Language {
  /// `setItem`, `dismissAction`, `tapButton` and `setDetent`.
  static let swiftUIPresentationSteps: [StepForm] = [
    StepForm(
      "setItem", family: .swiftui,
      summary:
        "The app sets the item of a presentation a view declares (`sheet`, `fullScreenCover`, `popover`, `alert`, `confirmationDialog`): an item presents it, null dismisses it, a new item dismisses it and presents the new one, the same item changes `context` in place.",
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
    StepForm(
      "tapButton", family: .swiftui,
      summary:
        "The user taps a button of the alert or confirmation dialog on `top`: SwiftUI dismisses the dialog, then the button's steps run; an alert declared without buttons has \"OK\".",
      usage: #"`{"tapButton": "Delete", "on": sel}`"#,
      value: ["description": "The button's label.", "type": "string", "minLength": 1],
      modifiers: [onModifier("The dialog (default: `top`).")],
      docs: "swiftui.md#alerts-and-confirmation-dialogs",
      example: "Scenarios/swiftui/alerts-and-dialogs.json",
      decode: { step throws(DecodingError) in
        .perform(
          .tapButton(
            try step.document.nonEmptyString(
              step.value, at: step.path, expected: "a button's label"),
            on: try step.selector("on")))
      },
      encode: {
        guard case .tapButton(let label, let on) = $0 else { return nil }
        return .step("tapButton", .string(label), ("on", .selector(on)))
      }),
    StepForm(
      "setDetent", family: .swiftui,
      summary:
        "The sheet holding `top` rests at another of its detents (the app sets the selection, or the user drags it); a detent the sheet does not list fails with `noSuchDetent`.",
      usage: #"`{"setDetent": "large", "on": sel}`"#,
      value: [
        "description": "`medium`, `large`, `fraction(F)` or `height(H)`.",
        "type": "string", "minLength": 1,
      ],
      modifiers: [onModifier("A view in the sheet (default: `top`).")],
      docs: "swiftui.md#sheet-options", example: "Scenarios/swiftui/sheet-options.json",
      decode: { step throws(DecodingError) in
        let detent = try step.document.nonEmptyString(
          step.value, at: step.path, expected: "a detent such as \"medium\"")
        guard SheetOptions.isDetent(detent) else {
          throw DecodingError(
            step.document.location(at: step.value), step.path, detentSyntax(found: detent))
        }
        return .perform(.setDetent(detent, on: try step.selector("on")))
      },
      encode: {
        guard case .setDetent(let detent, let on) = $0 else { return nil }
        return .step("setDetent", .string(detent), ("on", .selector(on)))
      }),
  ]

  /// The `on` modifier of a step that acts on a view, `top` by default.
  private static func onModifier(_ description: String) -> StepModifier {
    StepModifier("on", ["description": .string(description), "$ref": "#/$defs/selector"])
  }

  /// The error of a detent SwiftUI has no name for.
  static func detentSyntax(found text: String) -> String {
    "a detent is \"medium\", \"large\", \"fraction(F)\" with F up to 1 or \"height(H)\", found "
      + Suggestion.quoted(text)
  }
}
