// The presentations a SwiftUI view declares (docs/swiftui.md#view-owned-presentations):
// `sheet(item:)`, `fullScreenCover(item:)` and `popover(item:)`, each with the view it shows
// and its `presentationCompactAdaptation`.

import NavigationCore

extension Language {
  /// `sheet`, `fullScreenCover` and `popover` on any view.
  static let presentationNodeAttributes: [NodeAttributeForm] = [
    viewPresentation(.sheet, slot: \.sheet),
    viewPresentation(.fullScreenCover, slot: \.fullScreenCover),
    viewPresentation(.popover, slot: \.popover),
  ]

  private static func viewPresentation(
    _ kind: ViewPresentationKind, slot: WritableKeyPath<NodeAttributes, Int?> & Sendable
  ) -> NodeAttributeForm {
    NodeAttributeForm(
      kind.rawValue,
      kinds: ["screen", "navigationStack", "tabView"],
      schema: [
        "description":
          .string(
            "SwiftUI's \(kind.rawValue)(item:): the view shown while the item is set "
              + "(`setItem`); it belongs to this view."),
        "$ref": "#/$defs/viewPresentation",
      ],
      details: "a `\(kind.rawValue)(item:)` the view declares, shown by `setItem`",
      example: "Scenarios/swiftui/view-owned-sheet.json", slot: slot,
      apply: { attribute, blueprint throws(DecodingError) in
        let object = try ObjectDecoder(
          at: attribute.value, in: attribute.document, path: attribute.path,
          expected: "an object with content")
        try object.rejectUnknownKeys(
          allowed: ["content", "compactAdaptation"], noun: "\(kind.rawValue) key")
        let content = try object.required("content", describing: "the view it shows,")
        let view = try attribute.decoder.blueprint(
          at: content.index, in: attribute.document, path: object.path("content"), mode: .build)
        let adaptation = try object.enumCase(
          "compactAdaptation", ViewPresentationKind.self, noun: "compact adaptation")
        blueprint.viewPresentations.append(
          ViewPresentation(kind, content: view, compactAdaptation: adaptation?.style))
      })
  }
}
