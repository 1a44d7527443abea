// Split views: showDetail, collapsing and expanding, the columns of a column-style split (docs/split.md).

import NavigationCore

extension Language {
  /// Split views.
  static let splitSteps: [StepForm] = [
    StepForm(
      "showDetail", family: .split,
      summary:
        "UIKit's showDetailViewController as the split handles it (see docs/split.md). `move`/`merge`: the controller is marked `detail`; expanded, it becomes the root of a new detail nav replacing the secondary, or is pushed onto the current detail nav when `from` is inside it; collapsed, it is pushed onto the primary's target nav (the compact nav of a collapsed merge split); none: noTargetNavigation. `nest`: the controller itself becomes the secondary. A column-style split: setViewController(_:for: .secondary) then show(.secondary); on a collapsed split showing its compact column, pushed onto that column's nav. The controller the split would replace: nothing happens (alreadyDetail).",
      usage: #"`{"showDetail": node, "in": sel, "from": sel}`"#,
      details:
        "`showDetailViewController`: see [split views](split.md); with no split above the sender, the window root presents it",
      value: [
        "description": "The detail controller (not a nav or a split: the split puts it in a nav).",
        "$ref": "#/$defs/node",
      ],
      modifiers: [
        StepModifier(
          "in",
          [
            "description":
              "The split, or a controller inside it (default: the split holding `from`, else `top`, else the first split in search order).",
            "$ref": "#/$defs/selector",
          ]),
        StepModifier(
          "from",
          [
            "description":
              "The sender: a controller inside the current detail nav pushes onto that nav instead of replacing it (default: none).",
            "$ref": "#/$defs/selector",
          ]),
      ],
      docs: "split.md", example: "Scenarios/split/show-detail-while-collapsed.json",
      decode: { step throws(DecodingError) in
        return .perform(
          .showDetail(
            try step.node(),
            in: try step.selector("in"),
            from: try step.selector("from")))
      }),
    StepForm(
      "collapse", family: .split,
      summary:
        "Collapse one split by its policy, whatever the size class; a split already in that state does not change (warning).",
      usage: #"`{"collapse": true}` / `{"collapse": sel}`"#,
      details: "collapse one split by its policy ([split views](split.md))",
      value: splitOrFirst(
        "The split to collapse, or a controller inside it; true: the first split in search order."),
      docs: "split.md", example: "Scenarios/split/column-style-triple.json",
      decode: { step throws(DecodingError) in
        return .perform(.collapse(try step.selectorOrTrue()))
      },
      encode: {
        if case .collapse(let split) = $0 { .step("collapse", .selectorOrTrue(split)) } else { nil }
      }),
    StepForm(
      "expand", family: .split,
      summary:
        "Expand one split by its policy, whatever the size class; a split already in that state does not change (warning).",
      usage: #"`{"expand": true}` / `{"expand": sel}`"#,
      details: "expand one split by its policy ([split views](split.md))",
      value: splitOrFirst(
        "The split to expand, or a controller inside it; true: the first split in search order."),
      docs: "split.md", example: "Scenarios/split/column-style-triple.json",
      decode: { step throws(DecodingError) in
        return .perform(.expand(try step.selectorOrTrue()))
      },
      encode: {
        if case .expand(let split) = $0 { .step("expand", .selectorOrTrue(split)) } else { nil }
      }),
    StepForm(
      "setColumn", family: .split,
      summary:
        "UISplitViewController.setViewController(_:for:) on a column-style split: a nav becomes the column as it is; another controller is wrapped in a new nav, except that one set as the secondary while the secondary holds a nav is pushed onto that nav. A classic split ignores it (classicSplitColumns), a doubleColumn split the supplementary column (noSupplementaryColumn).",
      usage: #"`{"setColumn": "secondary", "to": node, "in": sel}`"#,
      details:
        "`setViewController(_:for:)` on a column-style split: a node that is not a nav goes in a new nav, or onto the secondary's nav; `null` empties a column other than the primary ([column-style splits](split.md#column-style-splits))",
      value: ["description": "The column to set.", "$ref": "#/$defs/column"],
      modifiers: [
        StepModifier(
          "to",
          [
            "description":
              "The controller to put in the column; null empties it (setViewController(nil, for:)), Apple's way to replace the secondary instead of pushing onto its nav.",
            "anyOf": [["$ref": "#/$defs/node"], ["type": "null"]],
          ]),
        .splitTarget,
      ],
      required: ["to"],
      docs: "split.md", example: "Scenarios/split/column-style-compact-column.json",
      decode: { step throws(DecodingError) in
        let column = try step.enumValue(SplitColumn.self, noun: "split column")
        let node = try step.object.required("to", describing: "the node to set,")
        guard node.kind != .null else {
          guard column != .primary else {
            throw DecodingError(
              node.location, step.object.path("to"),
              "the primary column cannot be emptied: a split always has a primary; set it to "
                + "another node")
          }
          return .perform(.setColumn(column, to: nil, in: try step.selector("in")))
        }
        return .perform(
          .setColumn(
            column, to: try step.nodes.blueprint(node, at: step.object.path("to"), mode: .build),
            in: try step.selector("in")))
      }),
    StepForm(
      "showColumn", family: .split,
      summary:
        "UISplitViewController.show(_:) of a column. Expanded: the display mode shows the column (a tripleColumn split's primary with its supplementary). Collapsed: the column comes on top of the primary nav, the columns above it going back to their navs; a split showing its compact column ignores it (compactColumnShown).",
      usage: #"`{"showColumn": "primary", "in": sel}`"#,
      details:
        "`show(_:)` of a column: the display mode while expanded, the top column while collapsed ([column-style splits](split.md#column-style-splits))",
      value: [
        "description": "The column to show.",
        "enum": ["primary", "supplementary", "secondary"],
      ],
      modifiers: [
        .splitTarget
      ],
      docs: "split.md", example: "Scenarios/split/column-style-compact-column.json",
      decode: { step throws(DecodingError) in
        let (column, split) = try shownColumn(step)
        return .perform(.showColumn(column, in: split))
      },
      encode: {
        if case .showColumn(let column, let split) = $0 {
          .step("showColumn", .string(column.rawValue), ("in", .selector(split)))
        } else {
          nil
        }
      }),
    StepForm(
      "hideColumn", family: .split,
      summary:
        "UISplitViewController.hide(_:) of a column. Expanded: the display mode hides the column (a tripleColumn split's supplementary with its primary); the secondary cannot be hidden (cannotHideColumn). Collapsed: the column below the top one comes on top; the primary alone cannot be hidden (cannotHideColumn); a split showing its compact column ignores it (compactColumnShown).",
      usage: #"`{"hideColumn": "primary", "in": sel}`"#,
      details:
        "`hide(_:)` of a column: the display mode while expanded, the column below the top one while collapsed ([column-style splits](split.md#column-style-splits))",
      value: [
        "description": "The column to hide.",
        "enum": ["primary", "supplementary", "secondary"],
      ],
      modifiers: [
        .splitTarget
      ],
      docs: "split.md", example: "Scenarios/split/column-style-triple.json",
      decode: { step throws(DecodingError) in
        let (column, split) = try shownColumn(step)
        return .perform(.hideColumn(column, in: split))
      },
      encode: {
        if case .hideColumn(let column, let split) = $0 {
          .step("hideColumn", .string(column.rawValue), ("in", .selector(split)))
        } else {
          nil
        }
      }),
    StepForm(
      "tapDisplayModeButton", family: .split,
      summary:
        "The user taps the display mode button of an expanded column-style split: the primary's hides the primary, the supplementary's shows the primary, the secondary's shows the sidebar next to it. A collapsed split shows none, and one under a presentation or off screen cannot be touched (noDisplayModeButton).",
      usage: #"`{"tapDisplayModeButton": true}` / `{"tapDisplayModeButton": sel}`"#,
      details:
        "the user's tap on the display mode button of a column-style split ([display modes](split.md#display-modes))",
      value: splitOrFirst(
        "The split, or a controller inside it; true: the first split in search order."),
      docs: "split.md#display-modes", example: "Scenarios/split/display-mode.json",
      decode: { step throws(DecodingError) in
        return .perform(.tapDisplayModeButton(try step.selectorOrTrue()))
      },
      encode: {
        if case .tapDisplayModeButton(let split) = $0 {
          .step("tapDisplayModeButton", .selectorOrTrue(split))
        } else {
          nil
        }
      }),
  ]

  /// The schema of a step's value that selects a split, or `true` for the first one.
  private static func splitOrFirst(_ description: String) -> PlainJSON {
    [
      "description": .string(description),
      "anyOf": [
        ["$ref": "#/$defs/selector"],
        ["const": true, "description": "The first split in search order."],
      ],
    ]
  }

  /// The column `showColumn` or `hideColumn` names, which cannot be the compact one, and the
  /// split it is sent to.
  private static func shownColumn(_ step: borrowing StepSyntax) throws(DecodingError) -> (
    SplitColumn, Selector?
  ) {
    let column = try step.enumValue(SplitColumn.self, noun: "split column")
    if column == .compact {
      throw DecodingError(
        step.document.location(at: step.value), step.path,
        "the compact column is shown whenever the split is collapsed; \(step.verb) takes "
          + "primary, supplementary or secondary")
    }
    return (column, try step.selector("in"))
  }
}
