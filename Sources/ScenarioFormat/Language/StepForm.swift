// A step of the scenario language, declared once: its verb, the forms of its value, its
// modifiers, what it means, where the docs describe it and which example shows it, how it
// decodes into an operation and how an operation is written back as the step. The decoder's
// dispatch, the schema, the docs' step table, the README's verb list, explore's reproducers and
// coverage all read these declarations (`Language.steps`).

import NavigationCore

/// The part of the language a form belongs to, as the docs group them.
package enum LanguageFamily: String, Sendable, CaseIterable {
  case uikit, gestures, app, split, fluid, destinations, state, flows, coordinators, swiftui
  case expectations

  /// The family's name in the docs' tables.
  package var title: String {
    switch self {
    case .uikit: "UIKit"
    case .gestures: "The user's gestures"
    case .app: "The app's own logic"
    case .split: "Split views"
    case .fluid: "Fluid stacks"
    case .destinations: "Destinations"
    case .state: "App state"
    case .flows: "Page flows"
    case .coordinators: "Coordinators"
    case .swiftui: "SwiftUI"
    case .expectations: "Expectations"
    }
  }
}

/// A modifier of a step: its key and the schema of its value, description included.
package struct StepModifier: Sendable {
  /// The key, such as `on`.
  package let key: String
  /// The schema of its value.
  package let schema: PlainJSON

  package init(_ key: String, _ schema: PlainJSON) {
    self.key = key
    self.schema = schema
  }
}

/// One step of the scenario language.
package struct StepForm: Sendable {
  /// The step's verb, its one key that is not a modifier.
  package let verb: String
  /// The part of the language it belongs to.
  package let family: LanguageFamily
  /// What the step does, in a sentence.
  package let summary: String
  /// How the docs' step table writes it, such as `{"push": node, "on": sel}`.
  package let usage: String
  /// What the docs' step table says of it, when the summary is not enough.
  package let details: String?
  /// The schema of the verb's value; its description is the summary unless it has one.
  package let value: PlainJSON
  /// The modifiers it takes besides the common ones.
  package let modifiers: [StepModifier]
  /// The modifiers a step of this verb must have.
  package let required: [String]
  /// Schema keywords that tie modifiers together (`if`/`then`).
  package let constraints: PlainJSON
  /// The docs page and anchor that describe it, relative to `docs/`.
  package let docs: String
  /// An example scenario that uses it, from the package's folder.
  package let example: String
  /// Reads the step into the action it performs or checks.
  let decode: @Sendable (borrowing StepSyntax) throws(DecodingError) -> Step.Action
  /// Writes an operation back as this step, or nil for another verb's operation.
  let encode: @Sendable (Operation) -> PlainJSON?
  /// What the step uses of the definitions, which coverage counts; nil for another verb's
  /// operation or a step that names none.
  let uses: (@Sendable (Operation) -> DefinitionUse?)?

  init(
    _ verb: String, family: LanguageFamily, summary: String, usage: String,
    details: String? = nil, value: PlainJSON, modifiers: [StepModifier] = [],
    required: [String] = [], constraints: PlainJSON = [:], docs: String, example: String,
    decode: @escaping @Sendable (borrowing StepSyntax) throws(DecodingError) -> Step.Action,
    encode: @escaping @Sendable (Operation) -> PlainJSON? = { _ in nil },
    uses: (@Sendable (Operation) -> DefinitionUse?)? = nil
  ) {
    self.verb = verb
    self.family = family
    self.summary = summary
    self.usage = usage
    self.details = details
    self.value = value
    self.modifiers = modifiers
    self.required = required
    self.constraints = constraints
    self.docs = docs
    self.example = example
    self.decode = decode
    self.encode = encode
    self.uses = uses
  }

  /// Whether the step checks the state instead of changing it.
  package var isExpectation: Bool { family == .expectations }

  /// The keys of its modifiers, in the order declared.
  package var modifierKeys: [String] { modifiers.map(\.key) }

  /// The keys a step of this verb may have: the verb, its modifiers and the common ones.
  ///
  /// An expectation takes `expectError` and `expectWarning` as keys, so that the error says
  /// they apply to steps that change the tree.
  var allowedKeys: [String] { [verb] + modifierKeys + StepModifier.commonKeys }

  /// Whether a step of this verb may have the key `key`.
  ///
  /// The lists are short, so a linear search costs less than hashing the key.
  func allows(_ key: String) -> Bool {
    key == verb || modifiers.contains { $0.key == key } || StepModifier.commonKeys.contains(key)
  }

  /// The modifiers every step takes: those of steps that change the tree, or of expectations.
  package var commonModifiers: [StepModifier] {
    isExpectation ? StepModifier.expectationCommon : StepModifier.common
  }
}

/// What a step uses of the definitions, as coverage counts it.
package enum DefinitionUse: Sendable, Equatable {
  /// A destination, by name.
  case destination(String)
  /// A registered page, by its identifier (`variant_page`), with the edges of its path.
  case page(String)
  /// The page shown once the step is done, with the edges of its path.
  case currentPage
}

extension StepModifier {
  /// The modifiers every step that changes the tree takes.
  package static let common: [StepModifier] =
    [
      StepModifier(
        "expectError",
        [
          "description":
            .string(
              "The step must be refused with this code: it fails with this error (the tree "
                + "stays unchanged), or the call is ignored with this warning."),
          "$ref": "#/$defs/errorCode",
        ]),
      StepModifier(
        "expectWarning",
        [
          "description":
            .string(
              "The step must record this warning: a call the real code ignores, or something a "
                + "rule discarded."),
          "$ref": "#/$defs/errorCode",
        ]),
    ] + expectationCommon

  /// The modifiers every step takes, expectations included.
  package static let expectationCommon: [StepModifier] = [
    StepModifier(
      "checkpoint",
      [
        "description": "Record the tree after this step in the golden as a section of this name.",
        "type": "string",
      ]),
    StepModifier("note", ["description": "Free text, ignored.", "type": "string"]),
  ]

  /// The keys of the modifiers every step takes.
  package static let commonKeys = common.map(\.key)
}
