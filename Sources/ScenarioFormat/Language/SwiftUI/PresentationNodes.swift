// The presentations a SwiftUI view declares (docs/swiftui.md#view-owned-presentations):
// `sheet(item:)`, `fullScreenCover(item:)` and `popover(item:)`, each with the view it shows,
// its `presentationCompactAdaptation` and a sheet's options; `alert` and `confirmationDialog`
// with their title and buttons.

import NavigationCore

extension Language {
  /// `sheet`, `fullScreenCover`, `popover`, `alert` and `confirmationDialog` on any view.
  static let presentationNodeAttributes: [NodeAttributeForm] = [
    viewPresentation(.sheet, slot: \.sheet),
    viewPresentation(.fullScreenCover, slot: \.fullScreenCover),
    viewPresentation(.popover, slot: \.popover),
    viewDialog(.alert, slot: \.alert),
    viewDialog(.confirmationDialog, slot: \.confirmationDialog),
  ]

  private static func viewPresentation(
    _ kind: ViewPresentationKind, slot: WritableKeyPath<NodeAttributes, Int?> & Sendable
  ) -> NodeAttributeForm {
    declaredPresentation(
      kind, slot: slot, definition: "viewPresentation",
      description: "SwiftUI's \(kind.rawValue)(item:): the view shown while the item is set "
        + "(`setItem`); it belongs to this view.",
      details: "a `\(kind.rawValue)(item:)` the view declares, shown by `setItem`",
      example: "Scenarios/swiftui/view-owned-sheet.json",
      apply: { attribute, blueprint throws(DecodingError) in
        let object = try ObjectDecoder(
          at: attribute.value, in: attribute.document, path: attribute.path,
          expected: "an object with content")
        try object.rejectUnknownKeys(
          allowed: ["content", "compactAdaptation"] + (kind == .sheet ? sheetOptionKeys : []),
          noun: "\(kind.rawValue) key")
        let content = try object.required("content", describing: "the view it shows,")
        let view = try attribute.decoder.blueprint(
          at: content.index, in: attribute.document, path: object.path("content"), mode: .build)
        let adaptation = try object.enumCase(
          "compactAdaptation", ViewPresentationKind.self, noun: "compact adaptation")
        if let adaptation, adaptation.isDialog {
          throw DecodingError(
            object.document.location(
              at: object.index(of: "compactAdaptation").map {
                object.valueIndex(at: $0)
              } ?? content.index),
            object.path("compactAdaptation"),
            "a compact adaptation is sheet, fullScreenCover or popover, found \(adaptation)")
        }
        blueprint.viewPresentations.append(
          ViewPresentation(
            kind, content: view, compactAdaptation: adaptation?.style,
            sheetOptions: try object.sheetOptions()))
      })
  }

  private static func viewDialog(
    _ kind: ViewPresentationKind, slot: WritableKeyPath<NodeAttributes, Int?> & Sendable
  ) -> NodeAttributeForm {
    declaredPresentation(
      kind, slot: slot, definition: "viewDialog",
      description: "SwiftUI's \(kind.rawValue)(_:item:actions:): a dialog of buttons shown while "
        + "the item is set (`setItem`); a button (`tapButton`) dismisses it, then runs its steps.",
      details: "an `\(kind.rawValue)` the view declares, with its buttons (`tapButton`)",
      example: "Scenarios/swiftui/alerts-and-dialogs.json",
      apply: { attribute, blueprint throws(DecodingError) in
        let object = try ObjectDecoder(
          at: attribute.value, in: attribute.document, path: attribute.path,
          expected: "an object with a title")
        try object.rejectUnknownKeys(allowed: ["title", "actions"], noun: "\(kind.rawValue) key")
        let title = try object.required("title", describing: "the dialog's")
        guard title.document.kind(at: title.index) == .string else {
          throw title.document.typeError(
            at: title.index, object.path("title"), expected: "a screen type, such as \"Delete\"")
        }
        let view = try attribute.decoder.blueprint(
          at: title.index, in: attribute.document, path: object.path("title"), mode: .build)
        var buttons: [DialogButton] = []
        if let actions = object["actions"] {
          let path = object.path("actions")
          for (position, item) in try actions.array(at: path, expected: "an array of buttons")
            .enumerated()
          {
            let button = try dialogButton(item, at: path.appending(index: position), attribute)
            if buttons.contains(where: { $0.label == button.label }) {
              throw DecodingError(
                item.document.location(at: item.index), path.appending(index: position),
                "the button \(Suggestion.quoted(button.label)) is written twice")
            }
            buttons.append(button)
          }
        }
        blueprint.viewPresentations.append(ViewPresentation(kind, content: view, buttons: buttons))
      })
  }

  /// A presentation a screen or a stack declares, its value checked by `definition`.
  private static func declaredPresentation(
    _ kind: ViewPresentationKind, slot: WritableKeyPath<NodeAttributes, Int?> & Sendable,
    definition: String, description: String, details: String, example: String,
    apply:
      @escaping @Sendable (borrowing NodeAttributeSyntax, inout Blueprint) throws(DecodingError) ->
      Void
  ) -> NodeAttributeForm {
    NodeAttributeForm(
      kind.rawValue, kinds: ["screen", "navigationStack", "tabView"],
      schema: ["description": .string(description), "$ref": .string("#/$defs/\(definition)")],
      details: details, example: example, slot: slot, apply: apply)
  }

  /// `{"button": "Delete", "role": "destructive", "do": [steps]}`.
  private static func dialogButton(
    _ node: JSONNode, at path: CodingPath, _ attribute: borrowing NodeAttributeSyntax
  ) throws(DecodingError) -> DialogButton {
    let object = try ObjectDecoder(node, at: path, expected: "a button object")
    try object.rejectUnknownKeys(allowed: ["button", "role", "do"], noun: "button key")
    let labelNode = try object.required("button", describing: "the button's label,")
    let label = try labelNode.document.nonEmptyString(
      labelNode.index, at: object.path("button"), expected: "a button's label")
    let role = try object.enumCase("role", ButtonRole.self, noun: "button role")
    let steps =
      try object["do"].map { steps throws(DecodingError) in
        try AppLogicDecoder(context: attribute.decoder.context).steps(
          steps, at: object.path("do"), of: "a button's steps")
      } ?? []
    return DialogButton(label, role: role, steps: steps)
  }

  /// The keys of a sheet's options.
  static let sheetOptionKeys = [
    "detents", "detent", "interactiveDismissDisabled", "backgroundInteraction",
  ]
}

extension ObjectDecoder {
  /// A sheet's `detents`, `detent`, `interactiveDismissDisabled` and
  /// `backgroundInteraction`; nil when none is written or all are SwiftUI's defaults.
  func sheetOptions() throws(DecodingError) -> SheetOptions? {
    var options = SheetOptions()
    if let node = self["detents"] {
      let path = self.path("detents")
      let items = try node.array(at: path, expected: "an array of detents")
      guard !items.isEmpty else {
        throw DecodingError(
          document.location(at: node.index), path, "a sheet has at least one detent")
      }
      for (position, item) in items.enumerated() {
        let detent = try detent(item, at: path.appending(index: position))
        if options.detents.contains(detent) {
          throw DecodingError(
            document.location(at: item.index), path.appending(index: position),
            "the detent \(Suggestion.quoted(detent)) is written twice")
        }
        options.detents.append(detent)
      }
    }
    if let node = self["detent"] {
      let detent = try detent(node, at: path("detent"))
      try checkListed(detent, in: options, at: node, path: path("detent"))
      if detent != options.supportedDetents[0] { options.selected = detent }
    }
    options.interactiveDismissDisabled = try bool("interactiveDismissDisabled") ?? false
    if let node = self["backgroundInteraction"] {
      let path = self.path("backgroundInteraction")
      if document.kind(at: node.index) == .string {
        let text = try node.string(at: path)
        switch text {
        case "enabled": options.backgroundInteraction = .enabled
        case "disabled", "automatic": options.backgroundInteraction = .disabled
        default:
          throw DecodingError(
            document.location(at: node.index), path,
            "a background interaction is \"automatic\", \"disabled\", \"enabled\" or "
              + "{\"upThrough\": detent}, found \(Suggestion.quoted(text))")
        }
      } else {
        let object = try ObjectDecoder(
          node, at: path, expected: "\"enabled\", \"disabled\" or {\"upThrough\": detent}")
        try object.rejectUnknownKeys(allowed: ["upThrough"], noun: "background interaction key")
        let upThrough = try object.required("upThrough", describing: "the largest detent,")
        let detent = try detent(upThrough, at: object.path("upThrough"))
        try checkListed(detent, in: options, at: upThrough, path: object.path("upThrough"))
        options.backgroundInteraction = .enabledUpThrough(detent)
      }
    }
    return options.isDefault ? nil : options
  }

  /// A detent: `medium`, `large`, `fraction(0.3)` or `height(200)`.
  private func detent(_ node: JSONNode, at path: CodingPath) throws(DecodingError) -> String {
    let text = try node.document.nonEmptyString(
      node.index, at: path, expected: "a detent such as \"medium\"")
    guard SheetOptions.isDetent(text) else {
      throw DecodingError(
        document.location(at: node.index), path, Language.detentSyntax(found: text))
    }
    return text
  }

  /// Refuses a detent the sheet does not list.
  private func checkListed(
    _ detent: String, in options: SheetOptions, at node: JSONNode, path: CodingPath
  ) throws(DecodingError) {
    guard options.supportedDetents.contains(detent) else {
      throw DecodingError(
        document.location(at: node.index), path,
        "\(Suggestion.quoted(detent)) is not one of the sheet's detents ("
          + options.supportedDetents.joined(separator: ", ") + ")")
    }
  }
}
