// UIKit's nodes: screens, navigation and tab bar controllers, templates, and the attributes
// every controller has (its id, how it is presented, what it presents).

import NavigationCore

extension Language {
  /// UIKit's kinds of node, and the template that stands for one.
  static let uikitNodeKinds: [NodeKindForm] = [
    NodeKindForm(
      "screen", summary: "A content view controller.",
      usage: #"`"Home"` or `{"screen": "Home"}`"#,
      details: "a content `UIViewController` of type Home",
      value: [
        "description": #"Screen type name, e.g. "Home"."#,
        "type": "string",
        "minLength": 1,
        "pattern": #"^[^\u0000-\u001f\u007f-\u009f]+$"#,
      ],
      docs: "scenario-language.md#nodes", example: "Scenarios/navigation/push-and-pop.json",
      content: { node throws(DecodingError) in
        let type = try node.document.nonEmptyString(
          node.value, at: node.path, expected: "a screen type")
        try node.document.checkPrintableName(
          type, at: node.value, path: node.path, noun: "a screen type")
        if node.mode == .build {
          node.context.checkScreenType(type, at: node.document.location(at: node.value))
        }
        return Blueprint(kind: .screen, type: type)
      }),
    NodeKindForm(
      "nav", summary: "A UINavigationController.", usage: #"`{"nav": [node, …]}`"#,
      details: "`UINavigationController`, bottom of the stack first",
      value: [
        "description": "The navigation stack, root first.",
        "type": "array",
        "items": ["$ref": "#/$defs/node"],
      ],
      docs: "scenario-language.md#nodes", example: "Scenarios/navigation/push-and-pop.json",
      content: { node throws(DecodingError) in try node.decoder.container(.nav, of: node) }),
    NodeKindForm(
      "tabs", summary: "A UITabBarController.", usage: #"`{"tabs": [node, …], "selected": 0}`"#,
      details: "`UITabBarController`",
      value: [
        "description": "The tabs' controllers, in order.",
        "type": "array",
        "items": ["$ref": "#/$defs/node"],
      ],
      docs: "scenario-language.md#nodes", example: "Scenarios/tabs/select-tab.json",
      content: { node throws(DecodingError) in try node.decoder.container(.tabs, of: node) }),
  ]

  /// The template, which expands to a node of another kind.
  static let templateNodeKinds: [NodeKindForm] = [
    NodeKindForm(
      "template",
      summary:
        "Expands a named template from `templates`. Attributes beside `template` are those of "
        + "the kind the template expands to, and override the template's; navrun checks them "
        + "against that kind.",
      usage: #"`{"template": "name"}`"#,
      details: "a named template from `define.templates` or a `use` file",
      value: ["description": "Name of the template.", "type": "string", "minLength": 1],
      docs: "scenario-language.md#definitions-files",
      example: "Scenarios/app/closing-login.json", expandsToAnotherKind: true,
      content: { node throws(DecodingError) in
        let name = try node.document.nonEmptyString(
          node.value, at: node.path, expected: "a template name")
        return try node.context.template(
          named: name, at: node.document.location(at: node.value), path: node.path)
      })
  ]

  /// The attributes of UIKit's controllers, in the order they are applied: the first wrong one
  /// in this order is the one reported, whatever the order of the members.
  static let uikitNodeAttributes: [NodeAttributeForm] = [
    NodeAttributeForm(
      "id",
      schema: [
        "description":
          .string(
            "Identity, unique within the window, written without `#` (selectors add it). Absent: "
              + "the type name (or `Type#2`…) for screens, `nav`, `tabs#2`… for containers."),
        "type": "string",
        "minLength": 1,
        "pattern": #"^[^#\u0000-\u001f\u007f-\u009f][^\u0000-\u001f\u007f-\u009f]*$"#,
      ],
      details: "unique in the window; written without `#`",
      example: "Scenarios/navigation/push-and-pop.json", slot: \.id,
      apply: { attribute, blueprint throws(DecodingError) in
        let document = attribute.document
        let text = try document.nonEmptyString(
          attribute.value, at: attribute.path, expected: "an id")
        try document.checkPrintableName(
          text, at: attribute.value, path: attribute.path, noun: "an id")
        if text.hasPrefix("#") {
          throw DecodingError(
            document.location(at: attribute.value), attribute.path,
            "write the id without \"#\" (\"\(text.dropFirst())\"); \"#\" marks ids in selectors")
        }
        blueprint.id = text
      }),
    NodeAttributeForm(
      "context", kinds: ["screen", "template"],
      schema: ["description": "The data the screen shows, e.g. a product id.", "type": "string"],
      details: "the data a screen shows, e.g. a product id",
      example: "Scenarios/modals/present-and-dismiss.json", slot: \.context,
      apply: { attribute, blueprint throws(DecodingError) in
        blueprint.context = try attribute.document.string(attribute.value, at: attribute.path)
      }),
    NodeAttributeForm(
      "detail",
      schema: [
        "description": "Marked as a detail controller (see docs/split.md).", "type": "boolean",
      ],
      details: "marked as a detail controller ([split views](split.md))",
      example: "Scenarios/split/round-trip.json", slot: \.detail,
      apply: { attribute, blueprint throws(DecodingError) in
        blueprint.isDetail = try attribute.bool()
      }),
    NodeAttributeForm(
      "dismissible",
      schema: [
        "description":
          .string(
            "false: routing may not dismiss a presentation containing this controller "
              + "(cantBeDismissed)."),
        "type": "boolean",
        "default": true,
      ],
      details: "`false`: routing may not dismiss it",
      example: "Scenarios/definitions/templates.json", slot: \.dismissible,
      apply: { attribute, blueprint throws(DecodingError) in
        blueprint.isDismissible = try attribute.bool()
      }),
    NodeAttributeForm(
      "modalInPresentation",
      schema: [
        "description":
          .string(
            "isModalInPresentation: the user may not swipe the sheet holding this controller "
              + "away (swipeDown records the warning modalInPresentation); dismiss still "
              + "dismisses it."),
        "type": "boolean",
        "default": false,
      ],
      details:
        "UIKit's [`isModalInPresentation`](https://developer.apple.com/documentation/uikit/"
        + "uiviewcontroller/ismodalinpresentation): `true` keeps the user from swiping the "
        + "sheet holding it away ([the user's gestures](#the-users-gestures))",
      example: "Scenarios/modals/swipe-down.json", slot: \.modalInPresentation,
      apply: { attribute, blueprint throws(DecodingError) in
        blueprint.isModalInPresentation = try attribute.bool()
      }),
    NodeAttributeForm(
      "definesContext",
      schema: [
        "description":
          .string(
            "definesPresentationContext: currentContext and overCurrentContext presentations "
              + "attach here."),
        "type": "boolean",
      ],
      details:
        "`definesPresentationContext`: true by default for a nav, as `UINavigationController` "
        + "sets it; false for the others",
      example: "Scenarios/split/modal-across-collapse.json", slot: \.definesContext,
      apply: { attribute, blueprint throws(DecodingError) in
        blueprint.definesContext = try attribute.bool()
      }),
    NodeAttributeForm(
      "style",
      schema: [
        "description":
          .string(
            "Presentation style of this node when it is presented (default automatic), or "
              + "{\"regular\": style, \"compact\": style} for the delegate's "
              + "adaptivePresentationStyle(for:traitCollection:) answer in a compact size class."),
        "$ref": "#/$defs/adaptiveStyle",
      ],
      details:
        "how it is presented: `automatic` — the default, a sheet, as in UIKit since iOS 13 —, "
        + "`fullScreen`, `pageSheet`, `formSheet`, `overFullScreen`, `currentContext`, "
        + "`overCurrentContext`, `popover`, `custom` (an app's presentation controller), or a "
        + "`UIAlertController`'s `alert` or "
        + "`actionSheet`; `{\"regular\": …, \"compact\": …}` when the delegate adapts it "
        + "([adaptive styles](#adaptive-styles))",
      example: "Scenarios/modals/present-and-dismiss.json", slot: \.style,
      apply: { attribute, blueprint throws(DecodingError) in
        let value = try attribute.document.adaptiveStyle(attribute.value, at: attribute.path)
        blueprint.style = value.style
        blueprint.compactStyle = value.compact
      }),
    NodeAttributeForm(
      "popoverSource",
      schema: [
        "description":
          .string(
            "Whether the app gives the popover this node is presented in a sourceView, "
              + "barButtonItem or sourceItem (default: true for popover, false for an "
              + "actionSheet, which is a popover in a regular width); UIKit raises without one "
              + "(noPopoverSource)."),
        "type": "boolean",
      ],
      details:
        "whether the app gives its popover a source view or bar button item: an `actionSheet` "
        + "in a regular width needs `true` ([alerts and action sheets](#alerts-and-action-sheets))",
      example: "Scenarios/modals/action-sheet.json", slot: \.popoverSource,
      apply: { attribute, blueprint throws(DecodingError) in
        blueprint.hasPopoverSource = try attribute.bool()
      }),
    NodeAttributeForm(
      "selected", kinds: ["tabs"],
      schema: ["description": "Index of the selected tab.", "type": "integer", "default": 0],
      details: "the index of a tab bar's selected tab",
      example: "Scenarios/tabs/select-tab.json", slot: \.selected,
      apply: { attribute, blueprint throws(DecodingError) in
        blueprint.selected = try attribute.document.int(attribute.value, at: attribute.path)
      }),
  ]

  /// The attributes that hold nodes, applied last: a node's own attributes are reported before
  /// what the nodes it holds get wrong.
  static let nestingNodeAttributes: [NodeAttributeForm] = [
    NodeAttributeForm(
      "children", kinds: ["screen"],
      schema: [
        "description":
          .string(
            "Controllers embedded with addChild (a custom container); all visible with their "
              + "parent."),
        "type": "array",
        "items": ["$ref": "#/$defs/node"],
      ],
      details: "controllers a screen embeds with `addChild`, all visible with their parent",
      example: "Scenarios/coordinators/checkout-on-cart-tab.json", slot: \.children,
      apply: { attribute, blueprint throws(DecodingError) in
        blueprint.children = try attribute.nodes(mode: attribute.mode)
      }),
    NodeAttributeForm(
      "presents",
      schema: ["description": "The controller this one presents modally.", "$ref": "#/$defs/node"],
      details: "the node it presents modally",
      example: "Scenarios/modals/stacked-presentations.json", slot: \.presents,
      apply: { attribute, blueprint throws(DecodingError) in
        blueprint.presents = try attribute.node(mode: attribute.mode)
      }),
  ]
}
