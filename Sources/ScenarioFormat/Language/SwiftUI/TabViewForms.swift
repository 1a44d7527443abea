// SwiftUI's `TabView` (docs/swiftui.md#tabview): its tabs, each a value and a view, grouped in
// `TabSection`s; its selection, style and what a tap on the selected tab does; and the app's
// `select`, which sets the selection binding.

import NavigationCore

extension Language {
  /// The schema of a `Tab`: a value and the view it holds.
  private static let tabSchema: PlainJSON = [
    "description": "A Tab(value:): the value that selects it and the view it holds.",
    "type": "object",
    "required": ["tab", "view"],
    "properties": [
      "tab": tabValueSchema,
      "view": ["description": "The tab's view.", "$ref": "#/$defs/node"],
      "tabPlacement": [
        "description":
          "tabPlacement(_:): `sidebarOnly` has no item in the tab bar (only the sidebar of a sidebarAdaptable tab view shows it); `pinned` is drawn at the tab bar's trailing edge.",
        "enum": .array(TabPlacementOption.allCases.map { .string($0.rawValue) }),
      ],
    ],
    "additionalProperties": false,
  ]

  /// The schema of a tab's value.
  static let tabValueSchema: PlainJSON = [
    "description": "The tab's selection value.",
    "type": "string", "minLength": 1,
    "pattern": #"^[^\u0000-\u001f\u007f-\u009f]+$"#,
  ]

  /// A tab view's kind.
  static let tabViewNodeKinds: [NodeKindForm] = [
    NodeKindForm(
      "tabView", summary: "A SwiftUI TabView: tabs, each a value and a view.",
      usage: #"`{"tabView": [{"tab": value, "view": node}, …], "selection": value}`"#,
      details:
        "SwiftUI's `TabView(selection:)` of `Tab(value:)`s, grouped in `TabSection`s "
        + "(`{\"section\": header, \"tabs\": […]}`)",
      value: [
        "description": "The tabs, in order; a section groups tabs under a header.",
        "type": "array",
        "items": [
          "anyOf": [
            tabSchema,
            [
              "description": "A TabSection: a header and the tabs it groups.",
              "type": "object",
              "required": ["section", "tabs"],
              "properties": [
                "section": [
                  "description": "The section's header.", "type": "string", "minLength": 1,
                  "pattern": #"^[^\u0000-\u001f\u007f-\u009f]+$"#,
                ],
                "tabs": ["type": "array", "items": tabSchema],
              ],
              "additionalProperties": false,
            ],
          ]
        ],
      ],
      docs: "swiftui.md#tabview", example: "Scenarios/swiftui/tab-view.json",
      content: { node throws(DecodingError) in try node.tabView() })
  ]

  /// A tab view's attributes.
  static let tabViewNodeAttributes: [NodeAttributeForm] = [
    NodeAttributeForm(
      "selection", kinds: ["tabView"],
      schema: [
        "description":
          "The selection binding's value: the value of the tab shown (default: the first tab's).",
        "type": "string", "minLength": 1,
      ],
      details: "the value of the tab the selection binding holds (default: the first tab's)",
      example: "Scenarios/swiftui/tab-view.json", slot: \.selection,
      apply: { attribute, blueprint throws(DecodingError) in
        let value = try attribute.document.nonEmptyString(
          attribute.value, at: attribute.path, expected: "a tab's value")
        guard let index = blueprint.children.firstIndex(where: { $0.tabItem?.value == value })
        else {
          let values = blueprint.children.compactMap(\.tabItem?.value)
          throw DecodingError(
            attribute.document.location(at: attribute.value), attribute.path,
            "no tab carries the selection \(Suggestion.quoted(value)); the tabs carry "
              + values.map(Suggestion.quoted).joined(separator: ", ")
              + Suggestion.hint(for: value, among: values))
        }
        blueprint.selected = index
      }),
    NodeAttributeForm(
      "tabViewStyle", kinds: ["tabView"],
      schema: [
        "description":
          "tabViewStyle(_:): `sidebarAdaptable` is a tab bar in a compact width and a top tab bar that adapts into a sidebar in a regular one.",
        "enum": .array(TabViewStyleOption.allCases.map { .string($0.rawValue) }),
        "default": "automatic",
      ],
      details: "`sidebarAdaptable`: sidebarOnly tabs have no item in the tab bar",
      example: "Scenarios/swiftui/tab-view.json", slot: \.tabViewStyle,
      apply: { attribute, blueprint throws(DecodingError) in
        blueprint.tabView?.style = try attribute.enumCase(
          TabViewStyleOption.self, noun: "tab view style")
        try attribute.checkPlacements(of: blueprint)
      }),
    NodeAttributeForm(
      "reselect", kinds: ["tabView"],
      schema: [
        "description":
          "What a tap on the selected tab does, which Apple does not document: `popToRoot` (navrun's reading) pops its stack to the root, `nothing` leaves it.",
        "enum": .array(TabReselection.allCases.map { .string($0.rawValue) }),
        "default": "popToRoot",
      ],
      details: "what a tap on the selected tab does: `popToRoot` (default) or `nothing`",
      example: "Scenarios/swiftui/tab-view.json", slot: \.reselect,
      apply: { attribute, blueprint throws(DecodingError) in
        blueprint.tabView?.reselect = try attribute.enumCase(
          TabReselection.self, noun: "reselection")
      }),
  ]

  /// `select`.
  static let tabViewSteps: [StepForm] = [
    StepForm(
      "select", family: .swiftui,
      summary:
        "The app sets a TabView's selection binding: the tab that carries the value is shown, without a tap's pop to the root; a value no tab carries changes nothing, with the warning `noSuchTabValue`.",
      usage: #"`{"select": "alerts", "in": sel}`"#,
      value: tabValueSchema,
      modifiers: [
        StepModifier(
          "in",
          [
            "description": "The tab view, or a view in it (default: the first tab bar).",
            "$ref": "#/$defs/selector",
          ])
      ],
      docs: "swiftui.md#tabview", example: "Scenarios/swiftui/tab-view.json",
      decode: { step throws(DecodingError) in
        let value = try step.document.nonEmptyString(
          step.value, at: step.path, expected: "a tab's value")
        return .perform(.selectTabValue(value, in: try step.selector("in")))
      },
      encode: {
        if case .selectTabValue(let value, let tabs) = $0 {
          .step("select", .string(value), ("in", .selector(tabs)))
        } else {
          nil
        }
      })
  ]
}

extension NodeSyntax {
  /// The tab view's tabs, each the blueprint of its view marked with its `Tab`.
  func tabView() throws(DecodingError) -> Blueprint {
    let items = try document.array(value, at: path, expected: "an array of tabs")
    var tabs: [Blueprint] = []
    var seen: Set<String> = []
    for (position, item) in items.enumerated() {
      let itemPath = path.appending(index: position)
      let object = try ObjectDecoder(item, at: itemPath, expected: "a tab or a section")
      guard object["section"] != nil else {
        tabs.append(try tab(object, section: nil, seen: &seen))
        continue
      }
      try object.rejectUnknownKeys(allowed: ["section", "tabs"], noun: "section key")
      let header = try object.required("section", describing: "key").nonEmptyString(
        at: object.path("section"), expected: "a section's header")
      try document.checkPrintableName(
        header, at: object.required("section", describing: "key").index,
        path: object.path("section"), noun: "a section's header")
      let members = try object.required("tabs", describing: "key, the tabs it groups,")
        .array(at: object.path("tabs"), expected: "an array of tabs")
      for (index, member) in members.enumerated() {
        let tabObject = try ObjectDecoder(
          member, at: object.path("tabs").appending(index: index), expected: "a tab")
        if tabObject["section"] != nil {
          throw DecodingError(
            tabObject.location, tabObject.path, "a TabSection holds tabs, not another section")
        }
        tabs.append(try tab(tabObject, section: header, seen: &seen))
      }
    }
    var blueprint = Blueprint.container(.tabs, tabs)
    blueprint.tabView = TabViewOptions()
    return blueprint
  }

  /// One `Tab`: its view, marked with its value, section and placement.
  private func tab(_ object: ObjectDecoder, section: String?, seen: inout Set<String>)
    throws(DecodingError) -> Blueprint
  {
    try object.rejectUnknownKeys(allowed: ["tab", "view", "tabPlacement"], noun: "tab key")
    let valueNode = try object.required("tab", describing: "key, the tab's value,")
    let value = try valueNode.nonEmptyString(at: object.path("tab"), expected: "a tab's value")
    try document.checkPrintableName(
      value, at: valueNode.index, path: object.path("tab"), noun: "a tab's value")
    // "Each tab should have a unique selection value."
    guard seen.insert(value).inserted else {
      throw DecodingError(
        document.location(at: valueNode.index), object.path("tab"),
        "two tabs carry the value \(Suggestion.quoted(value)); each tab's value is unique")
    }
    let placement =
      try object.enumCase("tabPlacement", TabPlacementOption.self, noun: "tab placement")
      ?? .automatic
    let view = try object.required("view", describing: "key, the tab's view,")
    var blueprint = try decoder.blueprint(view, at: object.path("view"), mode: mode)
    blueprint.tabItem = TabItem(value, section: section, placement: placement)
    return blueprint
  }
}

extension NodeAttributeSyntax {
  /// A `sidebarAdaptable` tab view with `sidebarOnly` tabs and more than five tabs: its compact
  /// tab bar leaves those tabs out of the count that makes a More item, which navrun does not
  /// model yet; refused rather than counted wrong.
  func checkPlacements(of blueprint: Blueprint) throws(DecodingError) {
    guard blueprint.tabView?.style == .sidebarAdaptable, blueprint.children.count > 5,
      blueprint.children.contains(where: { $0.tabItem?.placement == .sidebarOnly })
    else { return }
    throw DecodingError(
      document.location(at: value), path,
      "a sidebarAdaptable tab view with sidebarOnly tabs and more than five tabs: navrun does "
        + "not model which of its tabs a compact tab bar lists under More")
  }
}
