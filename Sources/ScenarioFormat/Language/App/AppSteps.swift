// The app's own logic (docs/app-logic.md): the user's actions on a screen and from anywhere, a
// URL opened, a decision of the app's code, a controller changed in place.

import NavigationCore

extension Language {
  /// The app's own logic.
  static let appSteps: [StepForm] = [
    StepForm(
      "tap", family: .app,
      summary:
        "The user performs an action of the screen on `top` (or of the screen `on` selects).",
      usage: #"`{"tap": "action", "on": sel, "with": "value"}`"#,
      details:
        "run the steps of the screen's action, as its `screens.<Type>.actions` writes them; `with` gives the value its steps write `$arg`. A screen without the action is refused with `noSuchAction`, one that is not visible with `screenNotVisible`",
      value: ["description": "The action's name.", "type": "string", "minLength": 1],
      modifiers: [
        StepModifier(
          "on",
          [
            "description": "The screen the user acts on (default: `top`).",
            "$ref": "#/$defs/selector",
          ]),
        StepModifier(
          "with", ["description": "The value the action's steps write `$arg`.", "type": "string"]),
      ],
      docs: "app-logic.md#screen-actions", example: "Scenarios/app-logic/plain-uikit-app.json",
      decode: { step throws(DecodingError) in
        let name = try step.document.nonEmptyString(
          step.value, at: step.path, expected: "an action name")
        let value = try step.object.string("with")
        try step.context.checkActionUse(
          name, value: value,
          among: step.context.screenActions[name].map { Array($0.values) } ?? [],
          known: Set(step.context.screenActions.keys), noun: "a screen's action",
          at: step.document.location(at: step.value), path: step.path)
        return .perform(.tap(name, on: try step.selector("on"), with: value))
      },
      encode: {
        guard case .tap(let name, let screen, let value) = $0 else { return nil }
        return .step(
          "tap", .string(name), ("on", .selector(screen)), ("with", value.map(PlainJSON.string)))
      }),
    StepForm(
      "do", family: .app,
      summary:
        "The user performs an app-wide action (`app.actions`): a quick action, a notification.",
      usage: #"`{"do": "action", "with": "value"}`"#,
      value: ["description": "The app action's name.", "type": "string", "minLength": 1],
      modifiers: [
        StepModifier(
          "with", ["description": "The value the action's steps write `$arg`.", "type": "string"])
      ],
      docs: "app-logic.md#app-actions-and-urls", example: "Scenarios/app-logic/banking.json",
      decode: { step throws(DecodingError) in
        let name = try step.document.nonEmptyString(
          step.value, at: step.path, expected: "an app action name")
        let value = try step.object.string("with")
        try step.context.checkActionUse(
          name, value: value, among: step.context.appActions[name].map { [$0] } ?? [],
          known: Set(step.context.appActions.keys), noun: "an app action",
          at: step.document.location(at: step.value), path: step.path)
        return .perform(.appAction(name, with: value))
      },
      encode: {
        guard case .appAction(let name, let value) = $0 else { return nil }
        return .step("do", .string(name), ("with", value.map(PlainJSON.string)))
      }),
    StepForm(
      "openURL", family: .app,
      summary:
        "The system opens a URL in the app: the steps of the first `app.urls` pattern it matches; a URL no pattern matches is ignored with the warning `urlNotHandled`.",
      usage: #"`{"openURL": "banko://transaction/t-1"}`"#,
      value: ["description": "The URL.", "type": "string", "minLength": 1],
      docs: "app-logic.md#app-actions-and-urls", example: "Scenarios/app-logic/banking.json",
      decode: { step throws(DecodingError) in
        .perform(
          .openURL(try step.document.nonEmptyString(step.value, at: step.path, expected: "a URL")))
      },
      encode: { if case .openURL(let url) = $0 { .step("openURL", .string(url)) } else { nil } }),
    StepForm(
      "if", family: .app,
      summary:
        "The app's code decides: the `then` steps when the condition holds, else the `else` steps.",
      usage: #"`{"if": condition, "then": [steps], "else": [steps]}`"#,
      value: ["$ref": "#/$defs/appCondition"],
      modifiers: [
        StepModifier(
          "then",
          [
            "description": "The steps run when the condition holds.",
            "type": "array", "items": ["$ref": "#/$defs/step"],
          ]),
        StepModifier(
          "else",
          [
            "description": "The steps run when it does not.",
            "type": "array", "items": ["$ref": "#/$defs/step"],
          ]),
      ],
      required: ["then"],
      docs: "app-logic.md#conditions", example: "Scenarios/app-logic/signed-in-check.json",
      decode: { step throws(DecodingError) in
        let condition = try ConditionDecoder(context: step.context).condition(
          step.valueNode, at: step.path)
        guard let thenIndex = step.object.index(of: "then") else {
          throw DecodingError(
            step.object.location, step.object.path, "\"if\" needs \"then\": the steps to run")
        }
        let then = try step.decoder.operations(
          at: step.object.valueIndex(at: thenIndex), in: step.document,
          path: step.object.path("then"), of: "an if")
        var otherwise: [Operation] = []
        if let elseIndex = step.object.index(of: "else") {
          otherwise = try step.decoder.operations(
            at: step.object.valueIndex(at: elseIndex), in: step.document,
            path: step.object.path("else"), of: "an if")
        }
        return .perform(.conditional(condition, then: then, else: otherwise))
      },
      encode: {
        guard case .conditional(let condition, let then, let otherwise) = $0 else { return nil }
        return .step(
          "if", .condition(condition), ("then", .steps(then)),
          ("else", otherwise.isEmpty ? nil : .steps(otherwise)))
      }),
    StepForm(
      "update", family: .app,
      summary:
        "The app changes a controller in place: what it shows (`context`), or its `isModalInPresentation`.",
      usage:
        #"`{"update": sel, "context": "a-2"}` / `{"update": sel, "modalInPresentation": true}`"#,
      value: ["$ref": "#/$defs/selector"],
      modifiers: [
        StepModifier(
          "context", ["description": "What the controller shows from now on.", "type": "string"]),
        StepModifier(
          "modalInPresentation",
          [
            "description":
              "UIKit's `isModalInPresentation`: whether the user may swipe its sheet away.",
            "type": "boolean",
          ]),
      ],
      constraints: ["anyOf": [["required": ["context"]], ["required": ["modalInPresentation"]]]],
      docs: "app-logic.md#changing-a-controller-in-place",
      example: "Scenarios/app-logic/composer-draft.json",
      decode: { step throws(DecodingError) in
        let target = try step.valueSelector()
        let context = try step.object.string("context")
        let modal = try step.object.bool("modalInPresentation")
        guard context != nil || modal != nil else {
          throw DecodingError(
            step.object.location, step.object.path,
            "\"update\" changes \"context\" or \"modalInPresentation\"; found neither")
        }
        return .perform(.update(target, context: context, modalInPresentation: modal))
      },
      encode: {
        guard case .update(let target, let context, let modal) = $0 else { return nil }
        return .step(
          "update", .selector(target), ("context", context.map(PlainJSON.string)),
          ("modalInPresentation", modal.map(PlainJSON.bool)))
      }),
  ]
}

extension PlainJSON {
  /// A condition as a scenario writes it.
  static func condition(_ condition: AppCondition) -> PlainJSON {
    switch condition {
    case .state(let state): ["state": .state(state.required)]
    case .top(let selector): ["top": .selector(selector)]
    case .exists(let selector): ["exists": .selector(selector)]
    case .not(let inner): ["not": .condition(inner)]
    case .all(let conditions): ["all": .array(conditions.map(PlainJSON.condition))]
    case .any(let conditions): ["any": .array(conditions.map(PlainJSON.condition))]
    }
  }

  /// Steps as a scenario writes them; a step no verb writes back is left out.
  static func steps(_ operations: [Operation]) -> PlainJSON {
    .array(operations.compactMap { Language.step(for: $0) })
  }
}

extension DecodingContext {
  /// Checks a `tap` or `do` against the actions the definitions give: the name must be one,
  /// and `with` given exactly when an action of that name takes a value.
  func checkActionUse(
    _ name: String, value: String?, among takesValue: [Bool],
    known: @autoclosure () -> Set<String>, noun: String,
    at location: SourceLocation, path: CodingPath
  ) throws(DecodingError) {
    guard !takesValue.isEmpty else {
      throw DecodingError(
        location, path,
        "no definition gives \(noun) \(Suggestion.quoted(name))"
          + (known().isEmpty
            ? "; define it in \"screens\" or \"app\" (docs/app-logic.md)"
            : Suggestion.hint(for: name, among: known())))
    }
    if value != nil, !takesValue.contains(true) {
      throw DecodingError(
        location, path,
        "\(Suggestion.quoted(name)) takes no value (its steps write no $arg), but the step has \"with\""
      )
    }
    if value == nil, !takesValue.contains(false) {
      throw DecodingError(
        location, path,
        "\(Suggestion.quoted(name)) takes a value, written $arg in its steps: add \"with\"")
    }
  }
}
