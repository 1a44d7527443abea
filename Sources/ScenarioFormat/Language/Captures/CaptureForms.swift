// The forms that read captures of the real app (docs/captures.md): the `expectCapture` step,
// the `classes` section that names the app's container and presentation controller classes;
// the start `{"capture": …}` and `"golden": {"capture": …}` are in `schema.json`'s
// `captureStart` and `scenarioFile`.

import NavigationCore

extension Language {
  /// The step that holds the tree against a capture.
  static let captureSteps: [StepForm] = [
    StepForm(
      "expectCapture", family: .expectations,
      summary:
        "The window matches a capture of the real app's `_printHierarchy` (a `.txt` file beside the scenario): kinds, types, order, selection, presentation styles and each controller's appearance; a failure lists each controller that differs.",
      usage: #"`{"expectCapture": "Captures/after-login.txt"}`"#,
      details: "the window matches the real app's printed hierarchy ([captures](captures.md))",
      value: ["$ref": "#/$defs/capturePath"],
      modifiers: [
        StepModifier("modules", ["$ref": "#/$defs/captureModules"]),
        StepModifier("compare", ["$ref": "#/$defs/captureCompare"]),
      ],
      docs: "captures.md#a-capture-as-the-expectation",
      example: "Scenarios/captures/login-snapshot.json",
      decode: { step throws(DecodingError) in
        let context = step.context
        let reference = try context.captureReference(
          step.object, key: step.verb, comparing: true, rejectingOthers: false)
        let (file, tree) = try context.capture(reference, namedAt: step.valueNode, path: step.path)
        context.noteCaptureNames(tree)
        return .check(.capture(CaptureExpectation(reference, file: file, tree: tree)))
      })
  ]

  /// The section naming the app's classes.
  static let captureSections: [SectionForm] = [
    SectionForm(
      "classes",
      schema: [
        "description":
          #"The app's container and presentation controller classes, as captures print them: `{"MainTabBarController": "tabs", "CardPresentationController": "pageSheet"}`; a class not named is a screen of its type."#,
        "$ref": "#/$defs/captureClasses",
      ],
      expected: "an object of class names and what they are", docs: "captures.md#mapping-classes",
      example: "Scenarios/captures/app-classes.json")
  ]
}

extension CaptureExpectation {
  /// The expectation of a reference's capture.
  init(_ reference: CaptureReference, file: String, tree: CaptureTree) {
    self.init(file: reference.path, lines: tree.lines, lineNumbers: tree.lineNumbers)
    comparesViews = reference.comparesViews
    comparesTransitions = reference.comparesTransitions
  }
}
