// The scenario language's forms, in one list: the decoder, the schema, the docs' tables,
// explore's reproducers and coverage read them from here.

import NavigationCore

/// The forms of the scenario language.
package enum Language {
  /// Every step, family by family, in the order the schema and the docs list them.
  package static let steps: [StepForm] =
    uikitSteps + pageSteps + gestureSteps + pageGestureSteps + appSteps + splitSteps + fluidSteps
    + destinationSteps + stateSteps
    + flowSteps + coordinatorSteps + swiftUISteps + swiftUIPresentationSteps + tabViewSteps
    + splitViewSteps
    + expectationSteps + captureSteps

  /// Every kind of node, in the order the schema and the docs list them.
  package static let nodeKinds: [NodeKindForm] =
    uikitNodeKinds + pageNodeKinds + splitNodeKinds + fluidNodeKinds + swiftUINodeKinds
    + tabViewNodeKinds + splitViewNodeKinds
    + templateNodeKinds

  /// Every node attribute, in the order a node's attributes are applied: the first wrong one
  /// in this order is the one reported.
  package static let nodeAttributes: [NodeAttributeForm] =
    uikitNodeAttributes + pageNodeAttributes + splitNodeAttributes + fluidNodeAttributes
    + appNodeAttributes + swiftUINodeAttributes + tabViewNodeAttributes + splitViewNodeAttributes
    + presentationNodeAttributes + nestingNodeAttributes

  /// Every definitions section, in the order the decoder reads them.
  package static let sections: [SectionForm] =
    appSections + appLogicSections + fluidSections + destinationSections + flowSections
    + coordinatorSections
    + stateSections + captureSections

  /// The verbs, in the order of `steps`.
  package static let verbs: [String] = steps.map(\.verb)

  /// The step of a verb.
  package static func step(_ verb: String) -> StepForm? {
    steps.first { $0.verb == verb }
  }

  /// What `operation` uses of the definitions, as its step declares it.
  package static func use(of operation: Operation) -> DefinitionUse? {
    for uses in definitionUses {
      if let use = uses(operation) { return use }
    }
    return nil
  }

  /// What the steps that use definitions declare of them.
  private static let definitionUses = steps.compactMap(\.uses)

  /// The step that performs `operation`, as a scenario writes it, or nil when no step
  /// writes it back.
  package static func step(for operation: Operation) -> PlainJSON? {
    for form in steps {
      if let step = form.encode(operation) { return step }
    }
    return nil
  }
}
