// SwiftUI's nodes (docs/swiftui.md): `NavigationStack` with its path of values and the
// `navigationDestination(for:)` views they push.

import NavigationCore

extension Language {
  /// SwiftUI's containers.
  static let swiftUINodeKinds: [NodeKindForm] = [
    NodeKindForm(
      "navigationStack", summary: "A SwiftUI NavigationStack: a root view and a path of values.",
      usage: #"`{"navigationStack": node, "path": [value, …], "destinations": {type: node}}`"#,
      details:
        "SwiftUI's `NavigationStack(path:root:)`: the root, then one view per path value, the view its type's destination gives",
      value: [
        "description": "The root view, which the path cannot remove.",
        "$ref": "#/$defs/node",
      ],
      docs: "swiftui.md#navigationstack", example: "Scenarios/swiftui/navigation-stack.json",
      content: { node throws(DecodingError) in
        let root = try node.decoder.blueprint(
          at: node.value, in: node.document, path: node.path, mode: node.mode)
        if root.kind == .nav || root.kind == .split {
          throw DecodingError(
            node.document.location(at: node.value), node.path,
            "a NavigationStack's root is a view, not a navigation or split container")
        }
        var stack = Blueprint.container(.nav, [root])
        stack.destinations = NavigationDestinations()
        return stack
      })
  ]

  /// A `NavigationStack`'s path and destinations.
  static let swiftUINodeAttributes: [NodeAttributeForm] = [
    NodeAttributeForm(
      "destinations", kinds: ["navigationStack", "navigationSplitView"],
      schema: [
        "description":
          .string(
            "navigationDestination(for:): the view pushed for each type of path value, by the "
              + "type's name (`status` takes `status(109)`)."),
        "type": "object",
        "propertyNames": [
          "minLength": 1, "pattern": #"^[^(\u0000-\u001f\u007f-\u009f]+$"#,
        ],
        "additionalProperties": ["$ref": "#/$defs/node"],
      ],
      details: "the view each type of path value pushes (`navigationDestination(for:)`)",
      example: "Scenarios/swiftui/navigation-stack.json", slot: \.destinations,
      apply: { attribute, blueprint throws(DecodingError) in
        // A split view's placeholders, its columns' own views, are kept.
        let placeholders = blueprint.destinations?.placeholders ?? [:]
        blueprint.destinations = try attribute.destinations()
        blueprint.destinations?.placeholders = placeholders
      }),
    NodeAttributeForm(
      "path", kinds: ["navigationStack"],
      schema: [
        "description":
          .string(
            "The stack's path: the values pushed above the root, first first, each written "
              + "`type(payload)` or `type`."),
        "type": "array",
        "items": pathValueSchema,
      ],
      details: "the values on the stack's path, root excluded (written `status(109)`)",
      example: "Scenarios/swiftui/navigation-stack.json", slot: \.path,
      apply: { attribute, blueprint throws(DecodingError) in
        blueprint.path = try attribute.document.pathValues(attribute.value, at: attribute.path)
      }),
  ]
}

extension Language {
  /// The schema of a path value: `type(payload)` or `type`.
  static let pathValueSchema: PlainJSON = [
    "description": "A path value, `type(payload)` or `type`: its type picks the destination.",
    "type": "string",
    "minLength": 1,
    "pattern": #"^[^(\u0000-\u001f\u007f-\u009f][^\u0000-\u001f\u007f-\u009f]*$"#,
  ]
}

extension JSONDocument {
  /// A path value: a non-empty string whose type, before `(`, is not empty either.
  func pathValue(_ index: Int, at path: @autoclosure () -> CodingPath) throws(DecodingError)
    -> String
  {
    let value = try nonEmptyString(index, at: path(), expected: "a path value such as \"item(1)\"")
    try checkPrintableName(value, at: index, path: path(), noun: "a path value")
    guard !NavigationDestinations.type(of: value).isEmpty else {
      throw DecodingError(
        location(at: index), path(),
        "a path value starts with its type, as in \"item(1)\"; found \(Suggestion.quoted(value))")
    }
    return value
  }
}

extension JSONDocument {
  /// A list of path values, such as a stack's path or `setPath`'s.
  func pathValues(_ index: Int, at path: CodingPath) throws(DecodingError) -> [String] {
    let items = try array(index, at: path, expected: "an array of path values")
    var values: [String] = []
    for (position, item) in items.enumerated() {
      values.append(try pathValue(item.index, at: path.appending(index: position)))
    }
    return values
  }
}

extension NodeAttributeSyntax {
  /// The value read as a stack's destinations: a view template per value type.
  ///
  /// A destination's view is built for every value of its type, so it gives no id: two
  /// values would build two controllers of one id.
  func destinations() throws(DecodingError) -> NavigationDestinations {
    let object = try ObjectDecoder(
      at: value, in: document, path: path, expected: "an object of destinations by value type")
    var views: [String: Blueprint] = [:]
    for member in object.members {
      let type = member.key
      guard !type.isEmpty, !type.contains("(") else {
        throw DecodingError(
          member.keyLocation, path,
          "a destination is named by a value type, such as \"item\" for \"item(1)\"; found "
            + Suggestion.quoted(type))
      }
      try JSONDocument.checkPrintableName(
        type, at: member.keyLocation, path: path, noun: "a value type")
      let memberPath = path.appending(key: type)
      let view = try decoder.blueprint(
        at: member.value.index, in: document, path: memberPath, mode: .build)
      if view.containsAuthorID {
        throw DecodingError(
          document.location(at: member.value.index), memberPath,
          "a destination's view is built for every value of its type: it cannot give an id")
      }
      views[type] = view
    }
    return NavigationDestinations(views)
  }
}

extension Blueprint {
  /// Whether the blueprint or a node below it gives an id, found without recursion.
  var containsAuthorID: Bool {
    var pending = [self]
    while let node = pending.popLast() {
      if node.id != nil { return true }
      pending += node.children
      pending += node.columns.map(\.blueprint)
      if let presented = node.presents { pending.append(presented) }
    }
    return false
  }
}
