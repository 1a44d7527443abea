// RouteComposer's router and the user finishing what an interceptor showed (docs/destinations.md).

import NavigationCore

extension Language {
  /// RouteComposer's router and the user finishing what an interceptor showed.
  static let destinationSteps: [StepForm] = [
    StepForm(
      "navigate", family: .destinations,
      summary:
        "RouteComposer's router (see docs/destinations.md). Walk the destination's chain until a finder finds a controller, refuse if a presentation to dismiss holds a `dismissible: false` controller, dismiss what is presented above the start, make the start visible (pop to it, select its tab), then build and integrate the remaining steps in order.",
      usage: #"`{"navigate": "name", "context": "…"}`"#,
      value: [
        "description": "Name of a destination in `destinations`.",
        "type": "string",
        "minLength": 1,
      ],
      modifiers: [
        StepModifier(
          "context",
          [
            "description":
              "The navigation's context: finders with `context: true` match only screens with this context, and it is set on the destination screen.",
            "type": "string",
          ])
      ],
      docs: "destinations.md", example: "Scenarios/app/checkout.json",
      decode: { step throws(DecodingError) in
        let path = step.path
        let name = try step.document.nonEmptyString(
          step.value, at: path, expected: "a destination name")
        guard step.context.destinationSources[name] != nil else {
          throw step.context.missingDefinition(
            name, in: "destinations",
            DecodingError(
              step.document.location(at: step.value), path,
              "unknown destination \"\(name)\""
                + Suggestion.hint(for: name, among: step.context.destinationSources.keys)))
        }
        return .perform(.navigate(name, context: try step.object.string("context")))
      },
      encode: {
        if case .navigate(let name, let context) = $0 {
          .step("navigate", .string(name), ("context", context.map(PlainJSON.string)))
        } else {
          nil
        }
      },
      uses: {
        if case .navigate(let name, _) = $0 { .destination(name) } else { nil }
      }),
    StepForm(
      "interceptor", family: .destinations,
      summary:
        "The user finishes what a waiting interceptor showed. `complete` (signed in): it dismisses itself and the navigation goes on; `cancel` (closed): it dismisses itself and the navigation fails with cancelledByInterceptor, reported at this step.",
      usage: #"`{"interceptor": "complete", "state": {…}}` / `{"interceptor": "cancel"}`"#,
      details:
        "the user finishes what a waiting interceptor showed: signs in (with the state that comes with it) or closes it ([destinations](destinations.md#interceptors))",
      value: ["enum": ["complete", "cancel"]],
      modifiers: [
        StepModifier(
          "state",
          [
            "description":
              "App state values set first, as the app does before it completes the interceptor.",
            "allOf": [["$ref": "#/$defs/stateValues"]],
            "minProperties": 1,
          ])
      ],
      docs: "destinations.md", example: "Scenarios/app/checkout.json",
      decode: { step throws(DecodingError) in
        let outcome = try step.enumValue(InterceptorOutcome.self, noun: "interceptor outcome")
        let values =
          try step.object["state"].map { node throws(DecodingError) in
            try StateDecoder(context: step.context).values(node, at: step.object.path("state"))
          } ?? [:]
        return .perform(.interceptor(outcome, setting: values))
      },
      encode: {
        if case .interceptor(let outcome, let values) = $0 {
          .step(
            "interceptor", .string(outcome.rawValue),
            ("state", values.isEmpty ? nil : .state(values)))
        } else {
          nil
        }
      }),
  ]
}
