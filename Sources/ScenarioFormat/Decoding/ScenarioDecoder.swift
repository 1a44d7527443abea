// The top level of a scenario file (docs/scenario-language.md).

import NavigationCore
import Platform

struct ScenarioDecoder {
  static let keys = [
    "scenario", "note", "tags", "use", "define", "state", "sizeClass", "verticalSizeClass",
    "windowWidth",
    "start", "starts", "steps", "explore", "golden", "record",
  ]

  /// `keys` and `$schema`, to check a file's keys by their bytes.
  static let keyTable = JSONKeyTable(keys + ["$schema"])

  /// The most steps a scenario may have.
  static let maximumSteps = 250_000

  let context: DecodingContext

  /// The `use` entries of a scenario, with their locations, before anything else is decoded.
  static func uses(of root: JSONNode) throws(DecodingError) -> [(path: String, node: JSONNode)] {
    let object = try ObjectDecoder(root, at: .root, expected: "a scenario object")
    guard let use = object["use"] else { return [] }
    let items = try use.array(at: object.path("use"), expected: "an array of file paths")
    var result: [(String, JSONNode)] = []
    for (index, item) in items.enumerated() {
      let path = object.path("use").appending(index: index)
      let file = try item.nonEmptyString(at: path, expected: "a file path")
      // The system would read the name only up to the NUL: another file than the one named.
      guard !file.containsNUL else {
        throw DecodingError(
          item.location, path, "a file path cannot hold a NUL character (\\u0000)")
      }
      result.append((file, item))
    }
    return result
  }

  /// The scenario `root` holds; throws its first error, with every error found in
  /// `context.errors` (see `DecodingContext+Errors.swift`).
  func scenario(
    _ root: JSONNode, file: String, defaultName: @autoclosure () -> String,
    used: [DefinitionSections],
    definedIn: [String: String]
  ) throws(DecodingError) -> Scenario {
    let scenario: Scenario
    do {
      scenario = try decode(
        root, file: file, defaultName: defaultName(), used: used, definedIn: definedIn)
    } catch {
      context.record(error)
      throw error
    }
    if let first = context.errors.first { throw first }
    return scenario
  }

  private func decode(
    _ root: JSONNode, file: String, defaultName: @autoclosure () -> String,
    used: [DefinitionSections],
    definedIn: [String: String]
  ) throws(DecodingError) -> Scenario {
    let object = try ObjectDecoder(root, at: .root, expected: "a scenario object")
    // Only a file with a key that is not a scenario's builds the messages.
    let members = object.members
    if members.indices.contains(where: { Self.keyTable.position(ofKeyAt: $0, in: members) == nil })
    {
      for error in object.unknownKeys(
        allowed: Self.keys + ["$schema"], limit: DecodingContext.maximumErrors)
      {
        context.record(error)
      }
    }
    var definedIn = definedIn
    var sections = used
    let definitions = DefinitionsDecoder(context: context)
    if let define = object["define"],
      let collected = definitions.collect(
        define, at: object.path("define"), file: file, definedIn: &definedIn)
    {
      sections.append(collected)
    }
    if let state = object["state"] {
      // The scenario's values win over the definitions files'.
      StateDecoder(context: context).declare(state, at: object.path("state"), in: file)
    }
    var decodedDefinitions = definitions.decode(sections)
    decodedDefinitions.state = AppState(context.stateValues)
    context.file = file
    context.isDecodingScenarioNodes = true
    let starts: [NamedStart]
    if let decoded = context.collecting({ () throws(DecodingError) in try self.starts(in: object) })
    {
      starts = decoded
    } else {
      // A start that does not decode leaves a placeholder, so that the steps are still read.
      if let start = object["starts"] ?? object["start"] { context.noteFailedPart(start) }
      starts = [NamedStart(name: nil, blueprint: Blueprint(kind: .screen, type: "Placeholder"))]
    }
    // Read once: each read of a field of `starts[0]` copies the whole start, tree included.
    let first = starts[0]
    var steps = self.steps(in: object)
    if let check = context.collectingOptional({ () throws(DecodingError) in
      try self.goldenCapture(in: object, after: steps)
    }) {
      steps.append(check)
    }
    let goldenSubtree = context.collectingOptional { () throws(DecodingError) in
      try self.goldenSubtree(in: object)
    }
    if !context.isAtErrorLimit {
      context.checkSelectors(alsoKnown: context.namesInFailedParts)
    }
    context.isDecodingScenarioNodes = false
    let exploration = context.collectingOptional { () throws(DecodingError) in
      try object["explore"].map { node throws(DecodingError) in
        try ExplorationDecoder(context: context).exploration(node, at: object.path("explore"))
      }
    }
    let name = context.collectingOptional { () throws(DecodingError) in
      try object.string("scenario")
    }
    let note = context.collectingOptional { () throws(DecodingError) in try object.string("note") }
    let tags = context.collectingOptional { () throws(DecodingError) in try object.strings("tags") }
    let sizeClass = context.collectingOptional { () throws(DecodingError) in
      try object.enumCase("sizeClass", SizeClass.self, noun: "size class")
    }
    let verticalSizeClass = context.collectingOptional { () throws(DecodingError) in
      try object.enumCase("verticalSizeClass", SizeClass.self, noun: "size class")
    }
    let windowWidth = context.collectingOptional { () throws(DecodingError) in
      try object.enumCase("windowWidth", WindowWidth.self, noun: "window width")
    }
    let comparesGolden = context.collecting { () throws(DecodingError) in
      try self.comparesGolden(in: object)
    }
    let records = context.collecting { () throws(DecodingError) in try self.records(in: object) }
    var scenario = Scenario(
      name: name ?? defaultName(), note: note, file: file, tags: tags ?? [],
      sizeClass: sizeClass ?? .regular, start: first.blueprint,
      starts: starts.count == 1 && first.name == nil ? [] : starts, steps: steps,
      comparesGolden: comparesGolden ?? true, records: records ?? [],
      definitions: decodedDefinitions, coordinatorStart: first.coordinator,
      startLocation: first.location)
    if let verticalSizeClass { scenario.verticalSizeClass = verticalSizeClass }
    if let windowWidth { scenario.windowWidth = windowWidth }
    scenario.tracksViews =
      starts.contains { $0.loadedViews != nil }
      || steps.contains { step in
        if case .check(.capture) = step.action { true } else { false }
      }
    // Most scenarios have none of these: they then cost nothing to set.
    if exploration != nil || !definedIn.isEmpty || !context.warnings.isEmpty
      || goldenSubtree != nil || !context.appItemFiles.isEmpty
    {
      scenario.extras = ScenarioExtras(
        decodingWarnings: context.warnings.map {
          Diagnostic(file: $0.file, location: $0.location, message: $0.message)
        },
        exploration: exploration,
        definitionFiles: definedIn.merging(context.appItemFiles) { written, _ in written },
        usedTemplates: context.usedTemplates, goldenSubtree: goldenSubtree)
    }
    if starts.count == 1, first.name == nil, let loaded = first.loadedViews {
      scenario.startLoadedViews = loaded
    }
    return scenario
  }

  /// The steps; a step that does not decode is left out with its error recorded, and the
  /// steps after it are read.
  private func steps(in object: ObjectDecoder) -> [Step] {
    guard let stepsNode = object["steps"] else { return [] }
    let stepsPath = object.path("steps")
    guard
      let items = context.collecting({ () throws(DecodingError) in
        try stepsNode.array(at: stepsPath, expected: "an array of steps")
      })
    else { return [] }
    guard items.count <= Self.maximumSteps else {
      context.record(
        DecodingError(
          stepsNode.location, stepsPath,
          "\(items.count) steps; a scenario has at most \(Self.maximumSteps)"))
      return []
    }
    let decoder = StepDecoder(context: context, fileBytes: context.source(of: context.file))
    var steps: [Step] = []
    steps.reserveCapacity(items.count)
    let document = stepsNode.document
    var item = items.startIndex
    for index in 0..<items.count {
      guard !context.isAtErrorLimit else { break }
      let selectorsBefore = context.pendingSelectorCount
      do {
        steps.append(
          try decoder.step(
            at: item, in: document, index: index, path: stepsPath.appending(index: index)))
      } catch {
        // The selectors of a step left out are not checked: its error is the one to fix.
        context.forgetSelectors(from: selectorsBefore)
        context.noteFailedPart(document.node(at: item))
        context.record(error)
      }
      item = items.index(after: item)
    }
    return steps
  }

  /// `golden`: true or false, or `{"at": sel}` for a golden holding one subtree, or
  /// `{"capture": file}` for a scenario whose end is compared with a capture instead.
  private func comparesGolden(in object: ObjectDecoder) throws(DecodingError) -> Bool {
    if let golden = object["golden"], golden.kind == .object, golden.keyIndex(of: "capture") != nil
    {
      return false
    }
    guard let golden = object["golden"], golden.kind != .object else { return true }
    guard golden.kind == .true || golden.kind == .false else {
      throw golden.typeError(object.path("golden"), expected: "true, false or {\"at\": selector}")
    }
    return golden.kind == .true
  }

  /// The subtree of `"golden": {"at": sel}`; nil for a golden of the whole state.
  private func goldenSubtree(in object: ObjectDecoder) throws(DecodingError) -> GoldenSubtree? {
    guard let golden = object["golden"], golden.kind == .object,
      golden.keyIndex(of: "capture") == nil
    else { return nil }
    let scope = try ObjectDecoder(golden, at: object.path("golden"))
    try scope.rejectUnknownKeys(allowed: ["at"], noun: "golden key")
    let at = try scope.required("at", describing: "key")
    let selector = try StepDecoder(context: context, fileBytes: nil).selector(
      at: at.index, in: at.document, path: scope.path("at"))
    return GoldenSubtree(selector: selector, location: at.location)
  }

  /// `"golden": {"capture": file}`: the check of the scenario's end against the capture, as a
  /// last step located at the golden's key.
  private func goldenCapture(in object: ObjectDecoder, after steps: [Step]) throws(DecodingError)
    -> Step?
  {
    guard let golden = object["golden"], golden.kind == .object,
      golden.keyIndex(of: "capture") != nil
    else { return nil }
    let scope = try ObjectDecoder(golden, at: object.path("golden"))
    let reference = try context.captureReference(scope, key: "capture", comparing: true)
    let named = try scope.required("capture", describing: "key")
    let (file, tree) = try context.capture(reference, namedAt: named, path: scope.path("capture"))
    context.noteCaptureNames(tree)
    return Step(
      index: steps.count, verb: "golden",
      location: object.member("golden")?.keyLocation
        ?? golden.location,
      fileBytes: context.source(of: context.file),
      action: .check(.capture(CaptureExpectation(reference, file: file, tree: tree))))
  }

  /// `record`: what the golden records besides the final tree.
  private func records(in object: ObjectDecoder) throws(DecodingError) -> Set<RecordedDetail> {
    guard let record = object["record"] else { return [] }
    let items = try record.array(at: object.path("record"), expected: "an array")
    var records: Set<RecordedDetail> = []
    for (index, item) in items.enumerated() {
      records.insert(
        try item.enumCase(
          RecordedDetail.self, at: object.path("record").appending(index: index),
          noun: "recorded detail"))
    }
    return records
  }

  /// The single `start`, or the named `starts` of a matrix scenario; never empty.
  private func starts(in object: ObjectDecoder) throws(DecodingError) -> [NamedStart] {
    guard let startsNode = object["starts"] else {
      let startNode = try object.required("start", describing: "key")
      return [try start(named: nil, startNode, at: object.path("start"))]
    }
    if let single = object.members.first(where: { $0.key == "start" }) {
      throw DecodingError(
        single.keyLocation, object.path,
        "a scenario has \"start\" or \"starts\", not both; name every start under \"starts\"")
    }
    let path = object.path("starts")
    let members = try startsNode.members(
      at: path, expected: "an object of named starts such as {\"home\": {\"nav\": [\"Home\"]}}")
    guard !members.isEmpty else {
      throw DecodingError(startsNode.location, path, "\"starts\" needs at least one named start")
    }
    var starts: [NamedStart] = []
    for member in members {
      let isOneLine =
        !member.key.isEmpty
        && member.key.unicodeScalars.allSatisfy { $0.value >= 0x20 && $0.value != 0x7F }
      guard isOneLine else {
        throw DecodingError(
          member.keyLocation, path,
          "a start's name is a non-empty line of text, as golden sections show it")
      }
      starts.append(try start(named: member.key, member.value, at: path.appending(key: member.key)))
    }
    return starts
  }

  /// A start: a node, or a coordinator handling its first route (docs/coordinators.md); a named
  /// start may also be `{"start": node, "state": {…}}`, the app state it starts in.
  private func start(named name: String?, _ node: JSONNode, at path: CodingPath)
    throws(DecodingError) -> NamedStart
  {
    if name != nil, node.kind == .object,
      node.keyIndex(of: "state") != nil || node.keyIndex(of: "sizeClass") != nil
        || node.keyIndex(of: "windowWidth") != nil
    {
      let object = try ObjectDecoder(node, at: path)
      try object.rejectUnknownKeys(
        allowed: ["start", "state", "sizeClass", "windowWidth"],
        noun: "key of a start with state or a size class")
      var start = try self.start(
        named: name, try object.required("start", describing: "key"), at: object.path("start"))
      if let state = object["state"] {
        start.state = try StateDecoder(context: context).values(state, at: object.path("state"))
      }
      start.sizeClass = try object.enumCase("sizeClass", SizeClass.self, noun: "size class")
      start.windowWidth = try object.enumCase("windowWidth", WindowWidth.self, noun: "window width")
      return start
    }
    if node.kind == .object, node.keyIndex(of: "capture") != nil {
      let object = try ObjectDecoder(node, at: path)
      let reference = try context.captureReference(object, key: "capture", comparing: false)
      let named = try object.required("capture", describing: "key")
      let (_, tree) = try context.capture(reference, namedAt: named, path: object.path("capture"))
      context.noteCaptureNames(tree)
      var start = NamedStart(name: name, blueprint: tree.blueprint, location: node.location)
      start.loadedViews = tree.loaded
      return start
    }
    if node.keyIndex(of: "coordinator") != nil {
      let coordinator = try CoordinatorDecoder(context: context).start(node, at: path)
      return NamedStart(
        name: name, blueprint: .container(.nav, []), coordinator: coordinator,
        location: node.location)
    }
    let blueprint = try NodeDecoder(context: context).blueprint(node, at: path, mode: .build)
    context.warnStylesNotPresented(inStart: node)
    return NamedStart(name: name, blueprint: blueprint, location: node.location)
  }
}
