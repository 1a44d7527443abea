// AppFlowController's pages (docs/flows.md).

import NavigationCore

extension Language {
  /// AppFlowController's pages.
  static let flowSteps: [StepForm] = [
    StepForm(
      "showPage", family: .flows,
      summary:
        "AppFlowController's `show`: back up from the current page to the page it shares with the target, then show the target's path down, skipping the listed pages (see docs/flows.md).",
      usage: #"`{"showPage": "page", "variant": …, "skip": […], "parameters": {…}}`"#,
      value: [
        "description": "The page to show (its name).",
        "type": "string",
        "minLength": 1,
      ],
      modifiers: [
        StepModifier(
          "variant",
          [
            "description":
              "For a page with variants: the page it is shown after (the page is then `variant_page`).",
            "type": "string",
            "minLength": 1,
          ]),
        StepModifier(
          "skip",
          [
            "description":
              "Pages of the path (or tabs created with a tab bar page of the path) to leave out.",
            "type": "array",
            "items": ["type": "string"],
          ]),
        StepModifier(
          "parameters",
          [
            "description": "One string per page of the path, by page name (or `variant_page`).",
            "type": "object",
            "additionalProperties": ["type": "string"],
          ]),
        StepModifier(
          "skipDismissTransitions",
          [
            "description":
              "AppFlowController's skipDismissTransitions: back up without running any backward transition, so the pages between stay in place (default false).",
            "type": "boolean",
          ]),
      ],
      docs: "flows.md", example: "Scenarios/flows/nested-lists.json",
      decode: { step throws(DecodingError) in
        return try step.flows.showPage(step.valueNode, in: step.object)
      },
      encode: {
        if case .showPage(let page, let variant, let skip, let parameters, let skipsDismissals) = $0
        {
          .step(
            "showPage", .string(page), ("variant", variant.map(PlainJSON.string)),
            ("skip", skip.isEmpty ? nil : .strings(skip)),
            (
              "parameters",
              parameters.isEmpty
                ? nil
                : .object(parameters.keys.sorted().map { ($0, .string(parameters[$0] ?? "")) })
            ),
            ("skipDismissTransitions", skipsDismissals ? true : nil))
        } else {
          nil
        }
      },
      uses: {
        if case .showPage(let page, let variant, _, _, _) = $0 {
          .page(variant.map { "\($0)_\(page)" } ?? page)
        } else {
          nil
        }
      }),
    StepForm(
      "goBack", family: .flows,
      summary:
        "Undo the visible page's transition (pop or dismiss); does nothing, with a warning, at the root page or on a tab page.",
      usage: #"`{"goBack": true}`"#,
      value: ["description": "Always `true`.", "const": true],
      docs: "flows.md", example: "Scenarios/flows/outside-the-flow.json",
      decode: { step throws(DecodingError) in
        let path = step.path
        return .perform(try step.flows.trueOnly(step.valueNode, at: path, .goBack))
      },
      encode: {
        if case .goBack = $0 { .step("goBack", true) } else { nil }
      },
      uses: {
        if case .goBack = $0 { .currentPage } else { nil }
      }),
    StepForm(
      "popToPage", family: .flows,
      summary: "Pop the visible nav back to a shown page.",
      usage: #"`{"popToPage": "page"}`"#,
      value: [
        "description": "The page (its name, or `variant_page`).",
        "type": "string",
        "minLength": 1,
      ],
      docs: "flows.md", example: "Scenarios/flows/pop-go-back-and-reset.json",
      decode: { step throws(DecodingError) in
        let path = step.path
        return .perform(.popToPage(try step.flows.pageName(step.valueNode, at: path)))
      },
      encode: {
        if case .popToPage(let page) = $0 { .step("popToPage", .string(page)) } else { nil }
      },
      uses: {
        if case .popToPage = $0 { .currentPage } else { nil }
      }),
    StepForm(
      "register", family: .flows,
      summary: "Register a path string, as `define.flows.paths` does; its errors can be expected.",
      usage: #"`{"register": "a => b"}`"#,
      value: [
        "description": #"A path string, e.g. "menu => modal => about"."#,
        "type": "string",
      ],
      docs: "flows.md", example: "Scenarios/flows/register-and-show.json",
      decode: { step throws(DecodingError) in
        let path = step.path
        return .perform(.register(try step.flows.pathString(step.valueNode, at: path)))
      },
      encode: {
        if case .register(let path) = $0 { .step("register", .string(path)) } else { nil }
      }),
    StepForm(
      "resetFlow", family: .flows,
      summary:
        "AppFlowController's `reset`: dismiss everything, empty the root nav and forget the shown pages, their parameters and skips; the registered paths stay.",
      usage: #"`{"resetFlow": true}`"#,
      value: ["description": "Always `true`.", "const": true],
      docs: "flows.md", example: "Scenarios/flows/pop-go-back-and-reset.json",
      decode: { step throws(DecodingError) in
        let path = step.path
        return .perform(try step.flows.trueOnly(step.valueNode, at: path, .resetFlow))
      },
      encode: {
        if case .resetFlow = $0 { .step("resetFlow", true) } else { nil }
      }),
    StepForm(
      "updateCurrentPath", family: .flows,
      summary:
        "AppFlowController's `updateCurrentPath(with:for:)`: the `with` controller (default: `top`), shown without the library, becomes the page's controller, and the page's skip mark goes.",
      usage: #"`{"updateCurrentPath": "page", "with": sel}`"#,
      value: [
        "description": "A registered page identifier (`variant_page` for a variant).",
        "type": "string",
        "minLength": 1,
      ],
      modifiers: [
        StepModifier(
          "with",
          [
            "description": "The controller (default: `top`).",
            "$ref": "#/$defs/selector",
          ])
      ],
      docs: "flows.md", example: "Scenarios/flows/update-current-path.json",
      decode: { step throws(DecodingError) in
        let path = step.path
        return .perform(
          .updateCurrentPath(
            try step.flows.pageName(step.valueNode, at: path),
            with: try step.selector("with")))
      },
      encode: {
        if case .updateCurrentPath(let page, let controller) = $0 {
          .step("updateCurrentPath", .string(page), ("with", .selector(controller)))
        } else {
          nil
        }
      }),
  ]
}
