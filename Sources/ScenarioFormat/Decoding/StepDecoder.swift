// Steps: one verb key plus modifiers, dispatched by one exhaustive switch over `StepVerb`.

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
      let allModifiers = Set(StepVerb.allCases.flatMap(\.modifiers) + StepVerb.commonModifiers)
      if let stray = object.members.first(where: { !allModifiers.contains($0.key) }) {
        throw DecodingError(
          stray.keyLocation, path,
          "unknown step \"\(stray.key)\""
            + Suggestion.hint(forKey: stray.key, among: StepVerb.allCases.map(\.rawValue)))
      }
      throw DecodingError(
        object.location, path, "a step needs a verb such as push, pop, present or expect")
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
    let selectorsBefore = context.pendingSelectorCount
    let action = try self.action(verb, at: object.valueIndex(at: verbIndex), in: object)
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
    let note = try object.string("note", at: keys.note)
    // Built once, complete: filling in a step built early copies the whole step.
    return Step(
      index: index, verb: verb.rawValue, location: object.location, fileBytes: fileBytes,
      action: action, expectedError: expectedError, expectedWarning: expectedWarning,
      checkpoint: checkpoint, note: note)
  }

  /// The code of an `expectError` or `expectWarning` modifier, if the step has one.
  private func expectedCode(
    _ key: String, at index: Int?, of verb: StepVerb, in object: ObjectDecoder
  ) throws(DecodingError) -> NavigationError.Code? {
    guard let index else { return nil }
    let value = object.valueIndex(at: index)
    guard !verb.isExpectation else {
      throw DecodingError(
        object.document.location(at: value), object.path(key),
        "\"\(key)\" applies to steps that change the tree, not to \"\(verb.rawValue)\"")
    }
    return try object.document.enumCase(
      value, NavigationError.Code.self, at: object.path(key),
      noun: key == "expectError" ? "error code" : "warning code")
  }

  /// The action of a step of verb `verb`, whose value is at position `value` of the object's
  /// document.
  ///
  /// The commonest verbs read the value by its position; the others take a node.
  private func action(_ verb: StepVerb, at value: Int, in object: ObjectDecoder)
    throws(DecodingError) -> Step.Action
  {
    let document = object.document
    // Made at once: a key after an element's index is not linked until the path is extended,
    // and a closure making it on demand captures a copy of the whole object decoder.
    let path = object.path(verb.rawValue)
    switch verb {
    case .push:
      return .perform(
        .push(
          try nodes.blueprint(at: value, in: document, path: path, mode: .build),
          on: try selector("on", in: object)))
    case .pop:
      return .perform(.pop(try selectorOrTrue(at: value, in: document, path: path)))
    case .popTo:
      return .perform(
        .popTo(
          try selector(at: value, in: document, path: path), on: try selector("on", in: object)))
    case .popToRoot:
      return .perform(.popToRoot(try selectorOrTrue(at: value, in: document, path: path)))
    case .setStack:
      return .perform(
        .setStack(
          try blueprints(at: value, in: document, path: path), on: try selector("on", in: object)))
    case .present:
      return .perform(
        .present(
          try nodes.blueprint(at: value, in: document, path: path, mode: .build),
          from: try selector("from", in: object),
          style: try object.enumCase("style", PresentationStyle.self, noun: "presentation style"),
          animated: try flag("animated", in: object) ?? true))
    case .dismiss:
      return .perform(
        .dismiss(
          try selectorOrTrue(at: value, in: document, path: path),
          animated: try flag("animated", in: object) ?? true))
    case .selectTab:
      return .perform(
        .selectTab(
          try tabReference(at: value, in: document, path: path),
          in: try selector("in", in: object)))
    case .selectMore:
      return .perform(.selectMore(try selectorOrTrue(at: value, in: document, path: path)))
    case .tapTab:
      return .perform(
        .tapTab(
          try tabReference(at: value, in: document, path: path),
          in: try selector("in", in: object)))
    case .swipeDown:
      return .perform(.swipeDown(try selectorOrTrue(at: value, in: document, path: path)))
    case .setTabs:
      return .perform(
        .setTabs(
          try blueprints(at: value, in: document, path: path), in: try selector("in", in: object)))
    case .addTab:
      return .perform(
        .addTab(
          try nodes.blueprint(at: value, in: document, path: path, mode: .build),
          at: try object.int("at"),
          replacing: try object.bool("replacing") ?? false, in: try selector("in", in: object)))
    case .show:
      return .perform(
        .show(
          try nodes.blueprint(at: value, in: document, path: path, mode: .build),
          from: try selector("from", in: object)))
    case .setRoot:
      return .perform(
        .setRoot(try nodes.blueprint(at: value, in: document, path: path, mode: .build)))
    case .sizeClass:
      return .perform(
        .setSizeClass(try document.enumCase(value, SizeClass.self, at: path, noun: "size class")))
    case .showDetail:
      return .perform(
        .showDetail(
          try nodes.blueprint(at: value, in: document, path: path, mode: .build),
          in: try selector("in", in: object),
          from: try selector("from", in: object)))
    case .setColumn:
      let column = try document.enumCase(value, SplitColumn.self, at: path, noun: "split column")
      let node = try object.required("to", describing: "the node to set,")
      return .perform(
        .setColumn(
          column, to: try nodes.blueprint(node, at: object.path("to"), mode: .build),
          in: try selector("in", in: object)))
    case .showColumn, .hideColumn:
      let column = try document.enumCase(value, SplitColumn.self, at: path, noun: "split column")
      if column == .compact {
        throw DecodingError(
          document.location(at: value), path,
          "the compact column is shown whenever the split is collapsed; \(verb.rawValue) takes "
            + "primary, supplementary or secondary")
      }
      let split = try selector("in", in: object)
      return .perform(
        verb == .showColumn ? .showColumn(column, in: split) : .hideColumn(column, in: split))
    case .collapse:
      return .perform(.collapse(try selectorOrTrue(at: value, in: document, path: path)))
    case .expand:
      return .perform(.expand(try selectorOrTrue(at: value, in: document, path: path)))
    case .fluidPush:
      let blueprint = try nodes.blueprint(at: value, in: document, path: path, mode: .build)
      let from = try selector("from", in: object)
      // Read after `from`: an `identifier` target's id is then the last selector noted, which
      // a step expecting `stackNotFound` takes back.
      let target = try object["target"].map { node throws(DecodingError) in
        try StrategyDecoder(context: context).strategy(
          node, at: object.path("target"), checksIdentifier: true)
      }
      return .perform(
        .fluidPush(
          blueprint, from: from, target: target ?? .current,
          relation: try object.enumCase("relation", FluidRelation.self, noun: "relation")))
    case .fluidPop:
      return .perform(
        .fluidPop(
          try selectorOrTrue(at: value, in: document, path: path),
          removing: try object.enumCase("removing", FluidRemovingRule.self, noun: "removing rule")
            ?? .cascade,
          forwardingToParent: try object.bool("forwardingToParent") ?? true))
    case .navigate:
      let name = try document.nonEmptyString(value, at: path, expected: "a destination name")
      guard context.destinationSources[name] != nil else {
        throw context.missingDefinition(
          name, in: "destinations",
          DecodingError(
            document.location(at: value), path,
            "unknown destination \"\(name)\""
              + Suggestion.hint(for: name, among: context.destinationSources.keys)))
      }
      return .perform(.navigate(name, context: try object.string("context")))
    case .interceptor:
      let outcome = try document.enumCase(
        value, InterceptorOutcome.self, at: path, noun: "interceptor outcome")
      let values =
        try object["state"].map { node throws(DecodingError) in
          try StateDecoder(context: context).values(node, at: object.path("state"))
        } ?? [:]
      return .perform(.interceptor(outcome, setting: values))
    case .setState:
      return .perform(
        .setState(try StateDecoder(context: context).values(document.node(at: value), at: path)))
    case .showPage:
      return try flows.showPage(document.node(at: value), in: object)
    case .goBack:
      return .perform(try flows.trueOnly(document.node(at: value), at: path, .goBack))
    case .popToPage:
      return .perform(.popToPage(try flows.pageName(document.node(at: value), at: path)))
    case .register:
      return .perform(.register(try flows.pathString(document.node(at: value), at: path)))
    case .updateCurrentPath:
      return .perform(
        .updateCurrentPath(
          try flows.pageName(document.node(at: value), at: path),
          with: try selector("with", in: object)))
    case .resetFlow:
      return .perform(try flows.trueOnly(document.node(at: value), at: path, .resetFlow))
    case .expectPage:
      let node = document.node(at: value)
      if case .null = node.value {
        if let stray = object.members.first(where: { ["parameter", "path"].contains($0.key) }) {
          throw DecodingError(
            stray.keyLocation, path,
            "no page has a \(stray.key): write {\"expectParameter\": null} or "
              + "{\"expectPath\": null} for the current page's")
        }
        return .check(.noPage)
      }
      return .check(
        .page(
          try flows.pageName(node, at: path),
          parameter: try object.string("parameter"),
          path: try object.string("path")))
    case .expectParameter, .expectPath:
      let node = document.node(at: value)
      let expected: String?
      if case .null = node.value {
        expected = nil
      } else {
        expected = try node.string(
          at: path,
          expected: verb == .expectPath
            ? "a path such as \"start/menu\" or null" : "a parameter or null")
      }
      let page = try object["page"].map { node throws(DecodingError) in
        try flows.pageName(node, at: object.path("page"))
      }
      let variant = try object.string("variant")
      if variant != nil, page == nil {
        throw DecodingError(
          object.location, path, "\"variant\" names the page before \"page\"; add \"page\"")
      }
      return .check(
        verb == .expectPath
          ? .path(expected, page: page, variant: variant)
          : .parameter(expected, page: page, variant: variant))
    case .route:
      return .perform(
        .route(
          try CoordinatorDecoder(context: context).route(document.node(at: value), at: path),
          from: try selector("from", in: object)))
    case .deepLink:
      return .perform(
        .deepLink(
          try CoordinatorDecoder(context: context).routes(document.node(at: value), at: path)))
    case .drop:
      return .perform(
        .drop(
          try CoordinatorDecoder(context: context).coordinatorReference(
            document.node(at: value), at: path)))
    case .startCoordinator:
      let coordinators = CoordinatorDecoder(context: context)
      let name = try coordinators.coordinatorName(document.node(at: value), at: path)
      let routeNode = try object.required("route", describing: "key")
      return .perform(
        .startCoordinator(
          name, on: try selector("on", in: object),
          route: try coordinators.route(routeNode, at: object.path("route"))))
    case .expectCoordinators:
      return .check(
        .coordinators(
          try CoordinatorDecoder(context: context).expectations(document.node(at: value), at: path))
      )
    case .expect:
      let expected = try nodes.blueprint(at: value, in: document, path: path, mode: .expect)
      guard let subtree = try selector("at", in: object) else { return .check(.window(expected)) }
      return .check(.subtree(expected, at: subtree))
    case .expectTop:
      return .check(.top(try selector(at: value, in: document, path: path)))
    case .expectEvents:
      let items = try document.array(value, at: path, expected: "an array of event strings")
      var events: [String] = []
      for (index, item) in items.indices.enumerated() {
        events.append(try document.string(item, at: path.appending(index: index)))
      }
      return .check(.events(events))
    }
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
    let selector = Selector(text)
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
