// SwiftUI's `NavigationSplitView` (docs/swiftui.md#navigationsplitview): its columns, the
// column on top once collapsed, its column visibility, and the app's `setSelection`, the list
// selection of a column that drives the next one.

import NavigationCore

extension Language {
  /// The split view's kind.
  static let splitViewNodeKinds: [NodeKindForm] = [
    NodeKindForm(
      "navigationSplitView",
      summary: "A SwiftUI NavigationSplitView: a sidebar, an optional content column, a detail.",
      usage: #"`{"navigationSplitView": {"sidebar": node, "content": node, "detail": node}}`"#,
      details:
        "SwiftUI's `NavigationSplitView`, two or three columns; each column's view is what it "
        + "shows with no selection, and `destinations` the view a selection shows",
      value: [
        "description":
          "The columns: a sidebar and a detail, and a content column between them for three.",
        "type": "object",
        "required": ["sidebar", "detail"],
        "properties": [
          "sidebar": ["description": "The leading column.", "$ref": "#/$defs/node"],
          "content": ["description": "The middle column of three.", "$ref": "#/$defs/node"],
          "detail": ["description": "The detail column.", "$ref": "#/$defs/node"],
        ],
        "additionalProperties": false,
      ],
      docs: "swiftui.md#navigationsplitview", example: "Scenarios/swiftui/split-view.json",
      content: { node throws(DecodingError) in try node.splitView() })
  ]

  /// The split view's attributes.
  static let splitViewNodeAttributes: [NodeAttributeForm] = [
    NodeAttributeForm(
      "preferredCompactColumn", kinds: ["navigationSplitView"],
      schema: [
        "description":
          "The column on top of the collapsed stack in a compact width (absent: the last column a selection fills, else the sidebar).",
        "enum": .array(SplitViewColumn.allCases.map { .string($0.rawValue) }),
      ],
      details:
        "the column on top once collapsed: `sidebar`, `content` or `detail` (absent: the last column a selection fills)",
      example: "Scenarios/swiftui/split-view.json", slot: \.preferredCompactColumn,
      apply: { attribute, blueprint throws(DecodingError) in
        let column = try attribute.enumCase(SplitViewColumn.self, noun: "split view column")
        guard
          column != .content || blueprint.columns.contains(where: { $0.column == .supplementary })
        else {
          throw DecodingError(
            attribute.document.location(at: attribute.value), attribute.path,
            "a two-column split view has no content column")
        }
        blueprint.topColumnForCollapsing = column.column
      }),
    NodeAttributeForm(
      "columnVisibility", kinds: ["navigationSplitView"],
      schema: [
        "description":
          "NavigationSplitViewVisibility: the columns shown in a regular width (default: automatic).",
        "enum": .array(SplitViewVisibility.allCases.map { .string($0.rawValue) }),
        "default": "automatic",
      ],
      details: "`all`, `doubleColumn`, `detailOnly` or `automatic` (default)",
      example: "Scenarios/swiftui/split-view.json", slot: \.columnVisibility,
      apply: { attribute, blueprint throws(DecodingError) in
        let visibility = try attribute.enumCase(SplitViewVisibility.self, noun: "column visibility")
        blueprint.preferredDisplayMode = visibility.displayMode(
          for: blueprint.columnStyle ?? .doubleColumn)
      }),
  ]

  /// `setSelection`.
  static let splitViewSteps: [StepForm] = [
    StepForm(
      "setSelection", family: .swiftui,
      summary:
        "The app sets the list selection of a NavigationSplitView's sidebar or content column: the next column shows the view of the value's destination (null: its own view), and a collapsed split shows it on top; a value no destination takes changes nothing (`noNavigationDestination`).",
      usage: #"`{"setSelection": "mailbox(inbox)", "column": "sidebar", "in": sel}`"#,
      value: [
        "description": "The selected value, `type(payload)`, or null for no selection.",
        "anyOf": [pathValueSchema, ["type": "null"]],
      ],
      modifiers: [
        StepModifier(
          "column",
          [
            "description": "The column whose selection changes (default: sidebar).",
            "enum": ["sidebar", "content"],
          ]),
        StepModifier(
          "in",
          [
            "description": "The split view, or a view in it (default: the first split).",
            "$ref": "#/$defs/selector",
          ]),
      ],
      docs: "swiftui.md#navigationsplitview", example: "Scenarios/swiftui/split-view.json",
      decode: { step throws(DecodingError) in
        let value: String? =
          step.document.kind(at: step.value) == .null
          ? nil : try step.document.pathValue(step.value, at: step.path)
        let column =
          try step.object.enumCase("column", SplitViewColumn.self, noun: "column") ?? .sidebar
        if column == .detail {
          throw DecodingError(
            step.document.location(at: step.object["column"]?.index ?? step.value),
            step.object.path("column"),
            "the detail column drives no other column: the selection is the sidebar's or the "
              + "content's")
        }
        return .perform(.setSelection(value, column: column, in: try step.selector("in")))
      },
      encode: {
        guard case .setSelection(let value, let column, let split) = $0 else { return nil }
        return .step(
          "setSelection", value.map(PlainJSON.string) ?? .null,
          ("column", column == .sidebar ? nil : .string(column.rawValue)),
          ("in", .selector(split)))
      })
  ]
}

extension NodeSyntax {
  /// The split view's columns, as a column-style split; each driven column's view is kept as
  /// what it shows with no selection.
  func splitView() throws(DecodingError) -> Blueprint {
    let columns = try ObjectDecoder(
      at: value, in: document, path: path, expected: "an object with sidebar, content and detail")
    try columns.rejectUnknownKeys(
      allowed: SplitViewColumn.allCases.map(\.rawValue), noun: "split view column")
    var split = Blueprint(kind: .split)
    var destinations = NavigationDestinations()
    for column in SplitViewColumn.allCases {
      guard let node = columns[column.rawValue] else {
        guard column == .content else {
          _ = try columns.required(column.rawValue, describing: "column")
          continue
        }
        continue
      }
      let view = try decoder.blueprint(node, at: columns.path(column.rawValue), mode: mode)
      if view.kind == .split {
        throw DecodingError(
          document.location(at: node.index), columns.path(column.rawValue),
          "a column of a NavigationSplitView is a view, not a split")
      }
      if column != .sidebar {
        if view.containsAuthorID, mode == .build {
          throw DecodingError(
            document.location(at: node.index), columns.path(column.rawValue),
            "a driven column's view is built again whenever its selection is cleared: it "
              + "cannot give an id")
        }
        destinations.placeholders[column.column.rawValue] = view
      }
      split.columns.append(ColumnBlueprint(column.column, view))
    }
    split.columnStyle = columns["content"] == nil ? .doubleColumn : .tripleColumn
    split.destinations = destinations
    return split
  }
}
