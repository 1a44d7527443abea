// SwiftUI's steps (docs/swiftui.md): the app changes a `NavigationStack`'s path.

import NavigationCore

extension Language {
  /// The `on` modifier of a path step.
  private static let stackModifier = StepModifier(
    "on",
    [
      "description":
        "The NavigationStack, or a view in it (default: the stack holding `top`).",
      "$ref": "#/$defs/selector",
    ])

  /// SwiftUI's steps.
  static let swiftUISteps: [StepForm] = [
    StepForm(
      "append", family: .swiftui,
      summary:
        "The app appends a value to a NavigationStack's path (`path.append`, a `NavigationLink(value:)`): the view of its type's destination is pushed; a value no destination takes pushes nothing, with the warning `noNavigationDestination`.",
      usage: #"`{"append": "status(109)", "on": sel}`"#,
      value: pathValueSchema,
      modifiers: [stackModifier],
      docs: "swiftui.md#path-steps", example: "Scenarios/swiftui/navigation-stack.json",
      decode: { step throws(DecodingError) in
        .perform(
          .appendPath(
            try step.document.pathValue(step.value, at: step.path), on: try step.selector("on")))
      },
      encode: {
        if case .appendPath(let value, let on) = $0 {
          .step("append", .string(value), ("on", .selector(on)))
        } else {
          nil
        }
      }),
    StepForm(
      "removeLast", family: .swiftui,
      summary:
        "The app removes the last values of a NavigationStack's path (`NavigationPath.removeLast`); more than the path holds fails with `pathTooShort`, as the call's precondition does.",
      usage: #"`{"removeLast": 1, "on": sel}`"#,
      value: [
        "description": "How many values to remove.",
        "type": "integer", "minimum": 0,
      ],
      modifiers: [stackModifier],
      docs: "swiftui.md#path-steps", example: "Scenarios/swiftui/navigation-stack.json",
      decode: { step throws(DecodingError) in
        let count = try step.document.int(step.value, at: step.path)
        guard count >= 0 else {
          throw DecodingError(
            step.document.location(at: step.value), step.path,
            "removeLast takes a count of 0 or more, found \(count)")
        }
        return .perform(.removeLastOfPath(count, on: try step.selector("on")))
      },
      encode: {
        if case .removeLastOfPath(let count, let on) = $0 {
          .step("removeLast", .number(String(count)), ("on", .selector(on)))
        } else {
          nil
        }
      }),
    StepForm(
      "setPath", family: .swiftui,
      summary:
        "The app sets a NavigationStack's whole path: the views of the values that stay in place are kept, the others pushed; a value no destination takes changes nothing, with the warning `noNavigationDestination`.",
      usage: #"`{"setPath": [value, …], "on": sel}`"#,
      value: [
        "description": "The new path, first value first; [] pops to the root.",
        "type": "array", "items": pathValueSchema,
      ],
      modifiers: [stackModifier],
      docs: "swiftui.md#path-steps", example: "Scenarios/swiftui/navigation-stack.json",
      decode: { step throws(DecodingError) in
        .perform(
          .setPath(
            try step.document.pathValues(step.value, at: step.path), on: try step.selector("on")))
      },
      encode: {
        if case .setPath(let values, let on) = $0 {
          .step("setPath", .strings(values), ("on", .selector(on)))
        } else {
          nil
        }
      }),
  ]
}
