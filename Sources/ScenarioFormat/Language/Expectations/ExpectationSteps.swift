// The steps that check the state instead of changing it (docs/scenario-language.md#expectations).

import NavigationCore

extension Language {
  /// The steps that check the state instead of changing it.
  static let expectationSteps: [StepForm] = [
    StepForm(
      "expect", family: .expectations,
      summary:
        "The whole window, or the controller `at` selects, matches this node (attributes not written are not compared).",
      usage: #"`{"expect": node, "at": sel}`"#,
      details: "the window's root matches the node",
      value: [
        "description":
          "The node to match: the whole window, or the controller `at` finds (attributes not written are not compared).",
        "$ref": "#/$defs/node",
      ],
      modifiers: [
        StepModifier(
          "at",
          [
            "description":
              "Match only the controller this selector finds, with what it holds and presents; the step fails with notFound when the selector finds nothing.",
            "$ref": "#/$defs/selector",
          ])
      ],
      docs: "scenario-language.md#expectations",
      example: "Scenarios/expectations/expect-the-tree.json",
      decode: { step throws(DecodingError) in
        let expected = try step.node(mode: .expect)
        guard let subtree = try step.selector("at") else { return .check(.window(expected)) }
        return .check(.subtree(expected, at: subtree))
      }),
    StepForm(
      "expectTop", family: .expectations,
      summary: "`top` is the selected controller.",
      usage: #"`{"expectTop": sel}`"#,
      details: "`top` is the selected controller",
      value: ["$ref": "#/$defs/selector"],
      docs: "scenario-language.md#expectations", example: "Scenarios/app/checkout.json",
      decode: { step throws(DecodingError) in
        return .check(.top(try step.valueSelector()))
      }),
    StepForm(
      "expectEvents", family: .expectations,
      summary: #"The events of the previous step, e.g. "appear Feed"."#,
      usage: #"`{"expectEvents": ["…", …]}`"#,
      details: "the previous changing step reported exactly these events",
      value: ["type": "array", "items": ["type": "string"]],
      docs: "scenario-language.md#expectations", example: "Scenarios/coordinators/color-list.json",
      decode: { step throws(DecodingError) in
        let path = step.path
        let items = try step.document.array(
          step.value, at: path, expected: "an array of event strings")
        var events: [String] = []
        for (index, item) in items.indices.enumerated() {
          events.append(try step.document.string(item, at: path.appending(index: index)))
        }
        return .check(.events(events))
      }),
    StepForm(
      "expectPage", family: .expectations,
      summary:
        "The current page (the page whose controller is `top`) has this name (or `variant_page`), and, when given, this parameter and path; `null`: no page is shown (see docs/flows.md).",
      usage:
        #"`{"expectPage": "page3", "parameter": "42", "path": "start/menu/page3"}`, `{"expectPage": null}`"#,
      details: "the current page of a page flow, or none ([page flows](flows.md))",
      value: [
        "description": "The current page's name, or `variant_page`; null: no page is shown.",
        "anyOf": [["type": "string", "minLength": 1], ["type": "null"]],
      ],
      modifiers: [
        StepModifier(
          "parameter", ["description": "Expected parameter of the page.", "type": "string"]),
        StepModifier(
          "path",
          [
            "description":
              #"The page identifiers from the root to the current page, joined by `/`, e.g. "start/menu/page3"."#,
            "type": "string",
          ]),
      ],
      constraints: [
        "if": ["properties": ["expectPage": ["type": "null"]]],
        "then": ["not": ["anyOf": [["required": ["parameter"]], ["required": ["path"]]]]],
      ],
      docs: "scenario-language.md#expectations",
      example: "Scenarios/flows/only-registered-pages.json",
      decode: { step throws(DecodingError) in
        let path = step.path
        let node = step.valueNode
        if case .null = node.value {
          if let stray = step.object.members.first(where: {
            ["parameter", "path"].contains($0.key)
          }) {
            throw DecodingError(
              stray.keyLocation, path,
              "no page has a \(stray.key): write {\"expectParameter\": null} or "
                + "{\"expectPath\": null} for the current page's")
          }
          return .check(.noPage)
        }
        return .check(
          .page(
            try step.flows.pageName(node, at: path),
            parameter: try step.object.string("parameter"),
            path: try step.object.string("path")))
      }),
    StepForm(
      "expectParameter", family: .expectations,
      summary:
        "A page's parameter (AppFlowController's `parameter(for:variant:)`: none unless the page is shown), or the current page's (`currentPathParameter`) when `page` is absent.",
      usage:
        #"`{"expectParameter": "42", "page": "play", "variant": "menu"}`"#,
      details:
        "a page's parameter, or the current page's without `page` ([page flows](flows.md))",
      value: [
        "description": "The expected parameter; null: none.",
        "type": ["string", "null"],
      ],
      modifiers: pageQueryModifiers,
      constraints: pageQueryConstraints,
      docs: "scenario-language.md#expectations", example: "Scenarios/flows/page-queries.json",
      decode: { step throws(DecodingError) in try pageQuery(step, path: false) }),
    StepForm(
      "expectPath", family: .expectations,
      summary:
        "A registered page's path of identifiers joined by `/` (AppFlowController's `pathComponents(for:variant:)`), or the current page's (`currentPathDescription`) when `page` is absent.",
      usage: #"`{"expectPath": "a/b", "page": …, "variant": …}`"#,
      value: [
        "description": #"The expected path, e.g. "start/menu/page3"; null: no page is shown."#,
        "type": ["string", "null"],
      ],
      modifiers: pageQueryModifiers,
      constraints: pageQueryConstraints,
      docs: "scenario-language.md#expectations", example: "Scenarios/flows/nested-lists.json",
      decode: { step throws(DecodingError) in try pageQuery(step, path: true) }),
    StepForm(
      "expectCoordinators", family: .expectations,
      summary: "The coordinator tree: one root coordinator, or an array of roots.",
      usage: #"`{"expectCoordinators": […]}`"#,
      details: "the coordinator tree matches ([coordinators](coordinators.md))",
      value: [
        "anyOf": [
          ["$ref": "#/$defs/expectedCoordinator"],
          ["type": "array", "items": ["$ref": "#/$defs/expectedCoordinator"]],
        ]
      ],
      docs: "scenario-language.md#expectations", example: "Scenarios/app/checkout.json",
      decode: { step throws(DecodingError) in
        let path = step.path
        return .check(
          .coordinators(
            try CoordinatorDecoder(context: step.context).expectations(
              step.valueNode, at: path))
        )
      }),
  ]

  /// The modifiers of the page queries: the page asked about and its variant.
  private static let pageQueryModifiers = [
    StepModifier(
      "page",
      [
        "description": "The page asked about (default: the current page).",
        "type": "string",
        "minLength": 1,
      ]),
    StepModifier(
      "variant",
      ["description": "For a page with variants: the page it is shown after.", "type": "string"]),
  ]

  /// A variant names the page it is shown after, so it needs the page.
  private static let pageQueryConstraints: PlainJSON = [
    "if": ["required": ["variant"]], "then": ["required": ["page"]],
  ]

  /// `expectParameter` or, with `path`, `expectPath`: the value expected, null for none, of the
  /// page named (default: the current page).
  private static func pageQuery(_ step: borrowing StepSyntax, path: Bool) throws(DecodingError)
    -> Step.Action
  {
    let node = step.valueNode
    let expected: String?
    if case .null = node.value {
      expected = nil
    } else {
      expected = try node.string(
        at: step.path,
        expected: path ? "a path such as \"start/menu\" or null" : "a parameter or null")
    }
    let page = try step.object["page"].map { node throws(DecodingError) in
      try step.flows.pageName(node, at: step.object.path("page"))
    }
    let variant = try step.object.string("variant")
    if variant != nil, page == nil {
      throw DecodingError(
        step.object.location, step.path, "\"variant\" names the page before \"page\"; add \"page\"")
    }
    return .check(
      path
        ? .path(expected, page: page, variant: variant)
        : .parameter(expected, page: page, variant: variant))
  }
}
