// AdaptiveCoordinator's routes, deep links and lifetimes (docs/coordinators.md).

import NavigationCore

extension Language {
  /// AdaptiveCoordinator's routes, deep links and lifetimes.
  static let coordinatorSteps: [StepForm] = [
    StepForm(
      "route", family: .coordinators,
      summary: "Send a route to the coordinator that displayed the `from` screen.",
      usage: #"`{"route": "name", "from": sel}`"#,
      value: ["$ref": "#/$defs/route"],
      modifiers: [
        StepModifier(
          "from",
          [
            "description": "The screen whose coordinator gets the route (default: `top`).",
            "$ref": "#/$defs/selector",
          ])
      ],
      docs: "coordinators.md", example: "Scenarios/coordinators/deep-links.json",
      decode: { step throws(DecodingError) in
        let path = step.path
        return .perform(
          .route(
            try CoordinatorDecoder(context: step.context).route(step.valueNode, at: path),
            from: try step.selector("from")))
      },
      encode: {
        if case .route(let route, let sender) = $0 {
          .step("route", .string(route), ("from", .selector(sender)))
        } else {
          nil
        }
      }),
    StepForm(
      "deepLink", family: .coordinators,
      summary:
        "AdaptiveCoordinator's handle(links:): the first link goes to the coordinator of `top`, the second to each of its child coordinators, the third to theirs, down the tree. The children are those running when the deep link arrives: a coordinator the first link starts gets nothing (the links left are dropped with the warning deepLinkDropped); see docs/coordinators.md.",
      usage: #"`{"deepLink": ["link", …]}`"#,
      value: ["type": "array", "minItems": 1, "items": ["$ref": "#/$defs/route"]],
      docs: "coordinators.md", example: "Scenarios/coordinators/deep-links.json",
      decode: { step throws(DecodingError) in
        let path = step.path
        return .perform(
          .deepLink(
            try CoordinatorDecoder(context: step.context).routes(step.valueNode, at: path)))
      },
      encode: {
        if case .deepLink(let links) = $0 { .step("deepLink", .strings(links)) } else { nil }
      }),
    StepForm(
      "drop", family: .coordinators,
      summary: "A coordinator, written `@Name`, tears its child coordinators down, deepest first.",
      usage: #"`{"drop": "@Name"}`"#,
      value: ["type": "string", "pattern": "^@.+"],
      docs: "coordinators.md", example: "Scenarios/coordinators/lifetime-and-drop.json",
      decode: { step throws(DecodingError) in
        let path = step.path
        return .perform(
          .drop(
            try CoordinatorDecoder(context: step.context).coordinatorReference(
              step.valueNode, at: path)))
      },
      encode: {
        if case .drop(let coordinator) = $0 { .step("drop", .string(coordinator)) } else { nil }
      }),
    StepForm(
      "startCoordinator", family: .coordinators,
      summary:
        "A stack coordinator starts on a navigation controller already in the window, with its first route; it is a child of the coordinator that displayed that nav, if any.",
      usage: #"`{"startCoordinator": "Name", "on": sel, "route": "name"}`"#,
      value: [
        "description": "The name of a defined stack coordinator.",
        "type": "string",
        "minLength": 1,
      ],
      modifiers: [
        StepModifier(
          "on",
          [
            "description":
              "The nav it drives, or a controller inside it (default: the nav of `top`).",
            "$ref": "#/$defs/selector",
          ]),
        StepModifier(
          "route",
          [
            "$ref": "#/$defs/route",
            "description": "The coordinator's first route.",
          ]),
      ],
      required: ["route"],
      docs: "coordinators.md", example: "Scenarios/app/checkout.json",
      decode: { step throws(DecodingError) in
        let path = step.path
        let coordinators = CoordinatorDecoder(context: step.context)
        let name = try coordinators.coordinatorName(step.valueNode, at: path)
        let routeNode = try step.object.required("route", describing: "key")
        return .perform(
          .startCoordinator(
            name, on: try step.selector("on"),
            route: try coordinators.route(routeNode, at: step.object.path("route"))))
      },
      encode: {
        if case .startCoordinator(let name, let nav, let route) = $0 {
          .step(
            "startCoordinator", .string(name), ("on", .selector(nav)), ("route", .string(route)))
        } else {
          nil
        }
      }),
  ]
}
