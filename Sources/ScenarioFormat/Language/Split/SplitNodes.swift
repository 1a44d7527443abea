// Split views' node: UISplitViewController's columns, the split policies, the column styles and
// the delegate's answers (docs/split.md).

import NavigationCore

extension Language {
  /// The split view.
  static let splitNodeKinds: [NodeKindForm] = [
    NodeKindForm(
      "split", summary: "A UISplitViewController.",
      usage: #"`{"split": {"primary": node, "secondary": node, "supplementary": node}}`"#,
      details: "`UISplitViewController`; `{\"split\": {}}` has no columns yet, as a container "
        + "factory builds it",
      value: [
        "description":
          .string(
            "The columns of the split (`{}`: none yet, as a container factory builds it). A "
              + "column-style split (`columnStyle`) puts a controller that is not a nav in a new "
              + "nav, and may have a `compact` column; a classic split has `compact` only in "
              + "`expect`."),
        "type": "object",
        "properties": [
          "primary": ["description": "The primary column.", "$ref": "#/$defs/node"],
          "secondary": [
            "description": "The secondary (detail) column.", "$ref": "#/$defs/node",
          ],
          "supplementary": [
            "description": "The supplementary column (a tripleColumn split's middle column).",
            "$ref": "#/$defs/node",
          ],
          "compact": [
            "description":
              .string(
                "The column shown while a column-style split is collapsed; in `expect` of a "
                  + "classic split, the one nav of a collapsed merge split, holding the primary's "
                  + "then the secondary's controllers."),
            "$ref": "#/$defs/node",
          ],
        ],
        "additionalProperties": false,
      ],
      docs: "split.md", example: "Scenarios/split/column-style-triple.json",
      content: { node throws(DecodingError) in try node.decoder.split(of: node) },
      check: { node, blueprint, found throws(DecodingError) in
        guard node.mode == .build else { return }
        try node.decoder.checkSplit(blueprint, of: node.object, found: found)
      })
  ]

  /// A split's attributes, in the order they are applied.
  static let splitNodeAttributes: [NodeAttributeForm] = [
    NodeAttributeForm(
      "policy", kinds: ["split"],
      schema: [
        "description":
          .string(
            "What collapse and expand do: absent or `nest` for UIKit's own split (with "
              + "`columnStyle`: UIKit's column rules, and only `merge` on a doubleColumn split may "
              + "be named), `move` for the migrating split, `merge` for AdaptiveCoordinator's."),
        "$ref": "#/$defs/policy",
        "default": "nest",
      ],
      details:
        "absent: UIKit's own split; `move`, `merge`: the libraries' ([split views](split.md))",
      example: "Scenarios/split/split-default-detail.json", slot: \.policy,
      apply: { attribute, blueprint throws(DecodingError) in
        blueprint.policy = try attribute.enumCase(SplitPolicy.self, noun: "split policy")
      }),
    NodeAttributeForm(
      "columnStyle", kinds: ["split"],
      schema: [
        "description":
          .string(
            "A column-style split, UISplitViewController(style:): UIKit's column rules decide "
              + "collapse, expand and showDetail (see docs/split.md). Not with a policy, except "
              + "`merge` on a doubleColumn split."),
        "$ref": "#/$defs/columnStyle",
      ],
      details:
        "`doubleColumn` or `tripleColumn`: a column-style split "
        + "([column-style splits](split.md#column-style-splits))",
      example: "Scenarios/split/column-style-triple.json", slot: \.columnStyle,
      apply: { attribute, blueprint throws(DecodingError) in
        blueprint.columnStyle = try attribute.enumCase(SplitColumnStyle.self, noun: "column style")
      }),
    NodeAttributeForm(
      "topColumnForCollapsing", kinds: ["split"],
      schema: [
        "description":
          .string(
            "A column-style split's delegate answer to "
              + "splitViewController(_:topColumnForCollapsingToProposedTopColumn:): the column on "
              + "top after a collapse without a compact column (absent: UIKit's proposal, the "
              + "secondary)."),
        "anyOf": [
          ["enum": ["primary", "supplementary", "secondary"]],
          [
            "description":
              "An answer that depends on the app: `{\"if\": condition, \"then\": column, \"else\": column}`.",
            "type": "object", "required": ["if", "then", "else"],
            "properties": [
              "if": ["$ref": "#/$defs/appCondition"],
              "then": ["enum": ["primary", "supplementary", "secondary"]],
              "else": ["enum": ["primary", "supplementary", "secondary"]],
            ],
            "additionalProperties": false,
          ],
        ],
      ],
      details:
        "a column-style split delegate's answer: the column on top once collapsed, or `{\"if\": condition, \"then\": column, \"else\": column}`",
      example: "Scenarios/split/top-column-for-collapsing.json", slot: \.topColumnForCollapsing,
      apply: { attribute, blueprint throws(DecodingError) in
        if attribute.document.kind(at: attribute.value) == .object {
          let answer = try attribute.conditionalColumn()
          var answers = blueprint.answers ?? DelegateAnswers()
          answers.topColumn = answer
          blueprint.answers = answers
          guard blueprint.columnStyle != nil || attribute.mode == .expect else {
            throw DecodingError(
              attribute.document.location(at: attribute.value), attribute.path,
              "topColumnForCollapsing is a column-style split's delegate answer; add "
                + "\"columnStyle\"")
          }
          return
        }
        let column = try attribute.enumCase(SplitColumn.self, noun: "split column")
        // The delegate method applies to column-style splits only; the compact column is shown
        // whatever it returns.
        guard column != .compact, blueprint.columnStyle != nil || attribute.mode == .expect else {
          throw DecodingError(
            attribute.document.location(at: attribute.value), attribute.path,
            column == .compact
              ? "a split with a compact column shows it when collapsed; the top column is "
                + "primary, supplementary or secondary"
              : "topColumnForCollapsing is a column-style split's delegate answer; add "
                + "\"columnStyle\"")
        }
        blueprint.topColumnForCollapsing = column
      }),
    NodeAttributeForm(
      "preferredDisplayMode", kinds: ["split"],
      schema: [
        "description":
          .string(
            "A column-style split's preferredDisplayMode: the columns it shows while expanded, "
              + "at the start and whenever it expands (absent: automatic, every column)."),
        "enum": .array(SplitDisplayMode.allCases.map { .string($0.rawValue) }),
      ],
      details:
        "a column-style split's `preferredDisplayMode`: the columns it shows whenever it is "
        + "expanded ([display modes](split.md#display-modes))",
      example: "Scenarios/split/display-mode.json", slot: \.preferredDisplayMode,
      apply: { attribute, blueprint throws(DecodingError) in
        let mode = try attribute.enumCase(SplitDisplayMode.self, noun: "display mode")
        guard blueprint.columnStyle != nil || attribute.mode == .expect else {
          throw DecodingError(
            attribute.document.location(at: attribute.value), attribute.path,
            "preferredDisplayMode is modelled for column-style splits; add \"columnStyle\"")
        }
        blueprint.preferredDisplayMode = mode
      }),
    NodeAttributeForm(
      "collapsed", kinds: ["split"],
      schema: [
        "description":
          .string(
            "Whether the split is collapsed. Derived from the size class: read-only in `start`, "
              + "may be asserted in `expect`."),
        "type": "boolean",
      ],
      details: "in `expect` only: whether the split is collapsed",
      example: "Scenarios/split/round-trip.json", slot: \.collapsed,
      apply: { attribute, blueprint throws(DecodingError) in
        guard attribute.mode == .expect else {
          throw DecodingError(
            attribute.document.location(at: attribute.value), attribute.path,
            "\"collapsed\" follows the size class and can only be expected; "
              + "set \"sizeClass\" or use a collapse step instead")
        }
        blueprint.isCollapsed = try attribute.bool()
      }),
    NodeAttributeForm(
      "defaultDetail", kinds: ["split"],
      schema: [
        "description":
          .string(
            "Template of the detail shown on expand when nothing moved and no "
              + "`screens.<Type>.defaultDetail` applies."),
        "$ref": "#/$defs/node",
      ],
      details: "the detail shown on expand when nothing moved ([split views](split.md))",
      example: "Scenarios/split/split-default-detail.json", slot: \.defaultDetail,
      apply: { attribute, blueprint throws(DecodingError) in
        blueprint.defaultDetail = try attribute.node(mode: .build)
      }),
  ]
}

extension NodeAttributeSyntax {
  /// `{"if": condition, "then": column, "else": column}`.
  func conditionalColumn() throws(DecodingError) -> ConditionalColumn {
    let object = try ObjectDecoder(at: value, in: document, path: path)
    try object.rejectUnknownKeys(allowed: ["if", "then", "else"], noun: "key")
    let condition = try ConditionDecoder(context: decoder.context).condition(
      try object.required("if", describing: "key"), at: object.path("if"))
    func column(_ key: String) throws(DecodingError) -> SplitColumn {
      let column = try object.required(key, describing: "key").enumCase(
        SplitColumn.self, at: object.path(key), noun: "split column")
      guard column != .compact else {
        throw DecodingError(
          object.location, object.path(key),
          "a split with a compact column shows it when collapsed; the top column is primary, "
            + "supplementary or secondary")
      }
      return column
    }
    return ConditionalColumn(condition, then: try column("then"), else: try column("else"))
  }
}
