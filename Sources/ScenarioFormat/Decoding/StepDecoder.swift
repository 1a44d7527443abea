// Steps: one verb key plus modifiers, each verb decoded by its declaration in `Language.steps`.

import NavigationCore

struct StepDecoder {
  let context: DecodingContext
  /// The bytes of the scenario file, from which a step's source line is read when needed.
  let fileBytes: [UInt8]?

  var nodes: NodeDecoder { NodeDecoder(context: context) }
  var flows: FlowDecoder { FlowDecoder(context: context) }

  /// The step at position `position` of `document`, the `index`th of its scenario.
  func step(
    at position: Int, in document: JSONDocument, index: Int, path: CodingPath
  ) throws(DecodingError) -> Step {
    let object = try ObjectDecoder(
      at: position, in: document, path: path,
      expected: "a step object such as {\"push\": \"Post\"}")
    // One lookup per key, no array, and keys read in place: this runs for every step of every
    // file.
    let members = object.members
    let keys = StepKeys(of: members)
    guard let (verbIndex, verbPosition) = keys.verb else {
      let allModifiers = Set(StepKeys.modifierNames)
      if let stray = object.members.first(where: { !allModifiers.contains($0.key) }) {
        throw DecodingError(
          stray.keyLocation, path,
          "unknown step \"\(stray.key)\""
            + Suggestion.hint(forKey: stray.key, among: Language.verbs))
      }
      throw DecodingError(
        object.location, path, "a step needs a verb such as push, pop, present or expect")
    }
    let verb = StepDecoding.table[verbPosition]
    if let secondVerbIndex = keys.secondVerbIndex {
      throw DecodingError(
        members.keyLocation(at: secondVerbIndex), path,
        "a step has exactly one verb; found \"\(members.key(at: verbIndex))\" and "
          + "\"\(members.key(at: secondVerbIndex))\"")
    }
    // Only a step whose keys may include a stray one looks at them again, for the message.
    if keys.mayHaveStrayKey(forVerbAt: verbPosition),
      object.firstIndex(whereKey: { !Language.steps[verbPosition].allows($0) }) != nil
    {
      try object.rejectUnknownKeys(
        allowed: Language.steps[verbPosition].allowedKeys, noun: "key for \"\(verb.verb)\"")
    }
    let selectorsBefore = context.pendingSelectorCount
    let action = try verb.decode(
      StepSyntax(
        decoder: self, object: object, value: object.valueIndex(at: verbIndex),
        // Made at once: a key after an element's index is not linked until the path is
        // extended.
        path: object.path(verb.verb), verbPosition: verbPosition))
    let expectedError = try expectedCode("expectError", at: keys.expectError, of: verb, in: object)
    let expectedWarning = try expectedCode(
      "expectWarning", at: keys.expectWarning, of: verb, in: object)
    if expectedError == .notFound {
      // The step expects the run-time error that the static check of its selectors foresees.
      context.forgetSelectors(from: selectorsBefore)
    } else if expectedError == .stackNotFound,
      case .perform(.fluidPush(_, _, .identifier, _)) = action
    {
      // The same for a stack named by an `identifier` target: no stack has that id.
      context.forgetSelectors(from: context.pendingSelectorCount - 1)
    }
    let checkpoint = try object.string("checkpoint", at: keys.checkpoint)
    if let checkpoint, let position = keys.checkpoint {
      try JSONDocument.checkPrintableName(
        checkpoint, at: object.document.location(at: object.valueIndex(at: position)),
        path: object.path("checkpoint"), noun: "a checkpoint name", shown: "checkpoint's heading")
    }
    let note = try object.string("note", at: keys.note)
    // Built once, complete: filling in a step built early copies the whole step.
    return Step(
      index: index, verb: verb.verb, location: object.location, fileBytes: fileBytes,
      action: action, expectedError: expectedError, expectedWarning: expectedWarning,
      checkpoint: checkpoint, note: note)
  }

  /// A list of steps inside a step or a definition (an `if`'s branches, an action, a
  /// reaction): steps that change the app, without the checks and modifiers that belong to a
  /// scenario's own steps.
  func operations(
    at value: Int, in document: JSONDocument, path: CodingPath, of what: String
  ) throws(DecodingError) -> [Operation] {
    let items = try document.array(value, at: path, expected: "an array of steps")
    var operations: [Operation] = []
    for (index, item) in items.indices.enumerated() {
      let itemPath = path.appending(index: index)
      let step = try self.step(at: item, in: document, index: index, path: itemPath)
      guard case .perform(let operation) = step.action else {
        throw DecodingError(
          document.location(at: item), itemPath,
          "\(what) changes the app; \"\(step.verb)\" checks it, and belongs in the scenario's steps"
        )
      }
      guard step.expectedError == nil, step.expectedWarning == nil, step.checkpoint == nil else {
        throw DecodingError(
          document.location(at: item), itemPath,
          "expectError, expectWarning and checkpoint belong on the scenario's steps, not on the "
            + "steps of \(what)")
      }
      operations.append(operation)
    }
    return operations
  }

  /// The code of an `expectError` or `expectWarning` modifier, if the step has one.
  private func expectedCode(
    _ key: String, at index: Int?, of verb: StepDecoding, in object: ObjectDecoder
  ) throws(DecodingError) -> NavigationError.Code? {
    guard let index else { return nil }
    let value = object.valueIndex(at: index)
    guard !verb.isExpectation else {
      throw DecodingError(
        object.document.location(at: value), object.path(key),
        "\"\(key)\" applies to steps that change the tree, not to \"\(verb.verb)\"")
    }
    return try object.document.enumCase(
      value, NavigationError.Code.self, at: object.path(key),
      noun: key == "expectError" ? "error code" : "warning code")
  }

  /// A tab at position `value` of `document`: an index, `"more"`, a selector of the tab's
  /// controller, or `{"holding": selector}` for the tab that holds a controller.
  func tabReference(at value: Int, in document: JSONDocument, path: CodingPath)
    throws(DecodingError) -> TabReference
  {
    switch document.kind(at: value) {
    case .number:
      return .index(try document.int(value, at: path))
    case .object:
      let object = try ObjectDecoder(at: value, in: document, path: path)
      try object.rejectUnknownKeys(allowed: ["holding"], noun: "tab form")
      guard let index = object.index(of: "holding") else {
        throw DecodingError(
          object.location, path, "a tab object names the controller a tab holds: {\"holding\": …}")
      }
      return .holding(
        try selector(
          at: object.valueIndex(at: index), in: document, path: object.path("holding")))
    default:
      let expected = "a tab index, \"more\", a selector or {\"holding\": selector}"
      if document.kind(at: value) == .string, try document.string(value, at: path) == "more" {
        return .more
      }
      return .controller(try selector(at: value, in: document, path: path, expected: expected))
    }
  }

  /// The list of nodes at position `value` of `document`.
  func blueprints(at value: Int, in document: JSONDocument, path: CodingPath)
    throws(DecodingError) -> [Blueprint]
  {
    let items = try document.array(value, at: path, expected: "an array of nodes")
    guard !items.isEmpty else {
      throw DecodingError(document.location(at: value), path, "expected at least one node")
    }
    var result: [Blueprint] = []
    for (index, item) in items.indices.enumerated() {
      result.append(
        try nodes.blueprint(
          at: item, in: document, path: path.appending(index: index), mode: .build))
    }
    return result
  }

  /// The selector string at position `value` of `document`.
  func selector(
    at value: Int, in document: JSONDocument, path: @autoclosure () -> CodingPath,
    expected: String = "a selector"
  ) throws(DecodingError) -> Selector {
    let text = try document.string(
      value, at: path(),
      expected: "\(expected) (\"#id\", \"Type\", \"nav\", \"top\", \"root\"…)")
    guard !text.isEmpty, text != "#" else {
      throw DecodingError(document.location(at: value), path(), "a selector cannot be empty")
    }
    let selector: Selector
    do {
      selector = try Selector(parsing: text)
    } catch {
      throw DecodingError(document.location(at: value), path(), error.message)
    }
    context.noteSelector(selector, at: document.location(at: value), path: path())
    return selector
  }

  /// An optional selector modifier.
  func selector(_ key: String, in object: ObjectDecoder) throws(DecodingError) -> Selector? {
    // A step of its verb alone, the commonest, has no modifier to look for.
    guard object.members.count > 1, let index = object.index(of: key) else { return nil }
    return try selector(
      at: object.valueIndex(at: index), in: object.document, path: object.path(key))
  }

  /// An optional Boolean modifier.
  func flag(_ key: String, in object: ObjectDecoder) throws(DecodingError) -> Bool? {
    // A step of its verb alone, the commonest, has no modifier to look for.
    guard object.members.count > 1 else { return nil }
    return try object.bool(key)
  }

  /// `true` for the default target, or a selector, at position `value` of `document`.
  func selectorOrTrue(
    at value: Int, in document: JSONDocument, path: @autoclosure () -> CodingPath
  ) throws(DecodingError) -> Selector? {
    if document.isTrue(value) { return nil }
    return try selector(at: value, in: document, path: path(), expected: "true or a selector")
  }
}

/// What the decoder reads of a step's declaration for every step: copying the whole
/// declaration retains each of its fields.
struct StepDecoding: Sendable {
  let verb: String
  let isExpectation: Bool
  let decode: @Sendable (borrowing StepSyntax) throws(DecodingError) -> Step.Action

  /// One for each step, in the order of `Language.steps`.
  static let table = Language.steps.map { form in
    StepDecoding(verb: form.verb, isExpectation: form.isExpectation, decode: form.decode)
  }
}
