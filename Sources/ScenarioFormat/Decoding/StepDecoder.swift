// Steps: one verb key plus modifiers, dispatched by one exhaustive switch over `StepVerb`.

import NavigationCore

struct StepDecoder {
  let context: DecodingContext
  /// The bytes of the scenario file, from which a step's source line is read when needed.
  let fileBytes: [UInt8]?

  var nodes: NodeDecoder { NodeDecoder(context: context) }
  var flows: FlowDecoder { FlowDecoder(context: context) }

  func step(_ node: JSONNode, index: Int, at path: CodingPath) throws(DecodingError) -> Step {
    let object = try ObjectDecoder(
      node, at: path, expected: "a step object such as {\"push\": \"Post\"}")
    // One lookup per key, no array, and keys read in place: this runs for every step of every
    // file.
    let members = object.members
    let keys = StepKeys(of: members)
    guard let (verbIndex, verbPosition) = keys.verb else {
      let allModifiers = Set(StepVerb.allCases.flatMap(\.modifiers) + StepVerb.commonModifiers)
      if let stray = object.members.first(where: { !allModifiers.contains($0.key) }) {
        throw DecodingError(
          stray.keyLocation, path,
          "unknown step \"\(stray.key)\""
            + Suggestion.hint(for: stray.key, among: StepVerb.allCases.map(\.rawValue)))
      }
      throw DecodingError(
        node.location, path, "a step needs a verb such as push, pop, present or expect")
    }
    let verb = StepVerb.verbs[verbPosition]
    if let secondVerbIndex = keys.secondVerbIndex {
      throw DecodingError(
        members.keyLocation(at: secondVerbIndex), path,
        "a step has exactly one verb; found \"\(members.key(at: verbIndex))\" and "
          + "\"\(members.key(at: secondVerbIndex))\"")
    }
    // Only a step whose keys may include a stray one looks at them again, for the message.
    if keys.mayHaveStrayKey(forVerbAt: verbPosition),
      object.firstIndex(whereKey: { !verb.allows($0) }) != nil
    {
      try object.rejectUnknownKeys(
        allowed: verb.allowedKeys, noun: "key for \"\(verb.rawValue)\"")
    }
    let action = try self.action(verb, object.value(at: verbIndex), in: object)
    var expectedError: NavigationError.Code?
    if let errorIndex = keys.expectError {
      let errorNode = object.value(at: errorIndex)
      guard !verb.isExpectation else {
        throw DecodingError(
          errorNode.location, object.path("expectError"),
          "\"expectError\" applies to steps that change the tree, not to \"\(verb.rawValue)\"")
      }
      expectedError = try errorNode.enumCase(
        NavigationError.Code.self, at: object.path("expectError"), noun: "error code")
    }
    let checkpoint = try object.string("checkpoint", at: keys.checkpoint)
    let note = try object.string("note", at: keys.note)
    // Built once, complete: building it early and filling it in copied the whole step.
    return Step(
      index: index, verb: verb.rawValue, location: node.location, fileBytes: fileBytes,
      action: action, expectedError: expectedError, checkpoint: checkpoint, note: note)
  }

  private func action(_ verb: StepVerb, _ value: JSONNode, in object: ObjectDecoder)
    throws(DecodingError) -> Step.Action
  {
    // Made at once: a key after an element's index is not linked until the path is extended,
    // and a closure making it on demand copied the whole object decoder.
    let path = object.path(verb.rawValue)
    switch verb {
    case .push:
      return .perform(
        .push(
          try nodes.blueprint(value, at: path, mode: .build), on: try selector("on", in: object)))
    case .pop:
      return .perform(.pop(try selectorOrTrue(value, at: path)))
    case .popTo:
      return .perform(.popTo(try selector(value, at: path)))
    case .popToRoot:
      return .perform(.popToRoot(try selectorOrTrue(value, at: path)))
    case .setStack:
      return .perform(
        .setStack(try blueprints(value, at: path), on: try selector("on", in: object)))
    case .present:
      return .perform(
        .present(
          try nodes.blueprint(value, at: path, mode: .build),
          from: try selector("from", in: object),
          style: try object.enumCase("style", PresentationStyle.self, noun: "presentation style")))
    case .dismiss:
      return .perform(.dismiss(try selectorOrTrue(value, at: path)))
    case .selectTab:
      let tab: TabReference
      if value.kind == .number {
        tab = .index(try value.int(at: path))
      } else {
        tab = .controller(try selector(value, at: path, expected: "a tab index or a selector"))
      }
      return .perform(.selectTab(tab, in: try selector("in", in: object)))
    case .setTabs:
      return .perform(
        .setTabs(try blueprints(value, at: path), in: try selector("in", in: object)))
    case .addTab:
      return .perform(
        .addTab(
          try nodes.blueprint(value, at: path, mode: .build), at: try object.int("at"),
          replacing: try object.bool("replacing") ?? false, in: try selector("in", in: object)))
    case .show:
      return .perform(.show(try nodes.blueprint(value, at: path, mode: .build)))
    case .setRoot:
      return .perform(.setRoot(try nodes.blueprint(value, at: path, mode: .build)))
    case .sizeClass:
      return .perform(
        .setSizeClass(try value.enumCase(SizeClass.self, at: path, noun: "size class")))
    case .showDetail:
      return .perform(
        .showDetail(
          try nodes.blueprint(value, at: path, mode: .build), in: try selector("in", in: object),
          from: try selector("from", in: object)))
    case .collapse:
      return .perform(.collapse(try selectorOrTrue(value, at: path)))
    case .expand:
      return .perform(.expand(try selectorOrTrue(value, at: path)))
    case .fluidPush:
      let target = try object["target"].map { node throws(DecodingError) in
        try StrategyDecoder(context: context).strategy(
          node, at: object.path("target"), checksIdentifier: true)
      }
      return .perform(
        .fluidPush(
          try nodes.blueprint(value, at: path, mode: .build),
          from: try selector("from", in: object), target: target ?? .current,
          relation: try object.enumCase("relation", FluidRelation.self, noun: "relation")))
    case .fluidPop:
      return .perform(.fluidPop(try selectorOrTrue(value, at: path)))
    case .navigate:
      let name = try value.nonEmptyString(at: path, expected: "a destination name")
      guard context.destinationSources[name] != nil else {
        throw DecodingError(
          value.location, path,
          "unknown destination \"\(name)\""
            + Suggestion.hint(for: name, among: context.destinationSources.keys))
      }
      return .perform(.navigate(name, context: try object.string("context")))
    case .showPage:
      return try flows.showPage(value, in: object)
    case .goBack:
      return .perform(try flows.trueOnly(value, at: path, .goBack))
    case .popToPage:
      return .perform(.popToPage(try flows.pageName(value, at: path)))
    case .register:
      return .perform(.register(try flows.pathString(value, at: path)))
    case .resetFlow:
      return .perform(try flows.trueOnly(value, at: path, .resetFlow))
    case .expectPage:
      return .check(
        .page(
          try flows.pageName(value, at: path), parameter: try object.string("parameter"),
          path: try object.string("path")))
    case .route:
      return .perform(
        .route(
          try CoordinatorDecoder(context: context).route(value, at: path),
          from: try selector("from", in: object)))
    case .deepLink:
      return .perform(.deepLink(try CoordinatorDecoder(context: context).routes(value, at: path)))
    case .drop:
      return .perform(
        .drop(try CoordinatorDecoder(context: context).coordinatorReference(value, at: path)))
    case .expectCoordinators:
      return .check(
        .coordinators(try CoordinatorDecoder(context: context).expectations(value, at: path)))
    case .expect:
      return .check(.window(try nodes.blueprint(value, at: path, mode: .expect)))
    case .expectTop:
      return .check(.top(try selector(value, at: path)))
    case .expectEvents:
      let items = try value.array(at: path, expected: "an array of event strings")
      var events: [String] = []
      for (index, item) in items.enumerated() {
        events.append(try item.string(at: path.appending(index: index)))
      }
      return .check(.events(events))
    }
  }

  /// A list of nodes.
  func blueprints(_ value: JSONNode, at path: CodingPath) throws(DecodingError) -> [Blueprint] {
    let items = try value.array(at: path, expected: "an array of nodes")
    guard !items.isEmpty else {
      throw DecodingError(value.location, path, "expected at least one node")
    }
    var result: [Blueprint] = []
    for (index, item) in items.enumerated() {
      result.append(try nodes.blueprint(item, at: path.appending(index: index), mode: .build))
    }
    return result
  }

  /// A selector string.
  func selector(
    _ value: JSONNode, at path: @autoclosure () -> CodingPath, expected: String = "a selector"
  ) throws(DecodingError) -> Selector {
    let text = try value.string(
      at: path(), expected: "\(expected) (\"#id\", \"Type\", \"nav\", \"top\", \"root\"…)")
    guard !text.isEmpty, text != "#" else {
      throw DecodingError(value.location, path(), "a selector cannot be empty")
    }
    let selector = Selector(text)
    context.noteSelector(selector, at: value.location, path: path())
    return selector
  }

  /// An optional selector modifier.
  func selector(_ key: String, in object: ObjectDecoder) throws(DecodingError) -> Selector? {
    // A step of its verb alone, the commonest, has no modifier to look for.
    guard object.members.count > 1, let value = object[key] else { return nil }
    return try selector(value, at: object.path(key))
  }

  /// `true` for the default target, or a selector.
  func selectorOrTrue(_ value: JSONNode, at path: @autoclosure () -> CodingPath)
    throws(DecodingError) -> Selector?
  {
    if value.isTrue { return nil }
    return try selector(value, at: path(), expected: "true or a selector")
  }
}
