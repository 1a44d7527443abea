// Destinations (docs/destinations.md): RouteComposer chains by name. A step is `{"find", "build",
// "action", "from"}`; a finder is `"Type"`, a container kind, `null`, or an object with one kind
// key and `id`, `context`, `modal`, `options`, `start`; `from` is "root", "current", a destination
// name, `{"custom": finder}`, `{"switch": [{"when", "from"}], "default"}` or a nested step.
// Destination names are checked once every file is read, and a chain that can come back to a
// destination it started from is refused where it loops.

import NavigationCore

struct DestinationDecoder {
  static let stepKeys = [
    "find", "build", "action", "from", "options", "contextTask", "interceptor", "internal",
    "postTask",
  ]
  static let finderKindKeys = ["screen", "nav", "tabs", "split", "stack", "find"]
  static let finderKeys = finderKindKeys + ["id", "context", "modal", "options", "start"]
  static let actionNames = [
    "replaceRoot", "present", "push", "pushAsRoot", "pushReplacingLast", "addTab",
    "setAsPrimary", "pushToDetails", "pushOnToDetails", "none",
  ]
  static let expectedFinder =
    "a finder (a screen type, \"nav\", \"tabs\", \"split\", \"stack\", an object such as "
    + "{\"screen\": \"Product\", \"context\": true}, or null)"
  static let expectedSource =
    "the next step (\"root\", \"current\", a destination name, {\"custom\": finder}, "
    + "{\"switch\": […]} or a step object)"

  let context: DecodingContext

  /// A `destinations` member: the first step of its chain.
  func definition(_ member: JSONMember, at path: CodingPath) throws(DecodingError)
    -> DestinationStep
  {
    try JSONDocument.checkPrintableName(
      member.key, at: member.keyLocation, path: path, noun: "a destination name",
      shown: "event")
    var references: [DefinitionReference] = []
    let step = try step(
      member.value, at: path.appending(key: member.key), references: &references,
      isDefinition: true)
    context.destinationReferences[member.key] = references
    return step
  }

  /// A step object.
  func step(
    _ node: JSONNode, at path: CodingPath,
    references: inout [DefinitionReference], isDefinition: Bool = false
  ) throws(DecodingError) -> DestinationStep {
    let object = try ObjectDecoder(
      node, at: path, expected: "a destination step such as {\"find\": \"Product\", …}")
    try object.rejectUnknownKeys(allowed: Self.stepKeys, noun: "destination step key")
    // `internal` marks a destination the app navigates to from its own logic, which explore
    // does not try as a user's action: a property of the destination, not of a step of its
    // chain.
    if let internalMark = object.member("internal") {
      guard isDefinition else {
        throw DecodingError(
          internalMark.keyLocation, path,
          "\"internal\" marks a whole destination: write it beside the destination's first step")
      }
      _ = try object.bool("internal")
    }
    var step = DestinationStep()
    if let find = object["find"] {
      step.finder = try finder(find, at: object.path("find"))
    }
    if let options = object["options"] {
      guard object["find"]?.kind == .string, step.finder != nil else {
        throw DecodingError(
          options.location, object.path("options"),
          "\"options\" beside \"find\" applies to a finder written as a string; "
            + "write it inside the finder object")
      }
      step.finder?.options = try searchOptions(options, at: object.path("options"))
    }
    if let build = object["build"], build.kind != .null {
      step.build = try NodeDecoder(context: context).blueprint(
        build, at: object.path("build"), mode: .build)
    }
    if let action = object["action"] {
      guard step.build != nil else {
        throw DecodingError(
          action.location, object.path("action"),
          "an action integrates what the step builds, and this step has no \"build\"")
      }
      step.action = try self.action(action, at: object.path("action"))
    } else if step.build != nil {
      throw DecodingError(
        object.location, path,
        "a step that builds needs an \"action\" (" + Self.actionNames.joined(separator: ", ")
          + ")")
    }
    if let from = object["from"] {
      step.from = try source(from, at: object.path("from"), references: &references)
    }
    step.contextTask = try object.bool("contextTask")
    if let task = try object.string("postTask") {
      guard !task.isEmpty else {
        throw DecodingError(
          object.location, object.path("postTask"), "a post task's name cannot be empty")
      }
      step.postTask = task
    }
    if let interceptor = object["interceptor"] {
      step.interceptor = try self.interceptor(interceptor, at: object.path("interceptor"))
    }
    return step
  }

  /// The keys of an interceptor object.
  static let interceptorKeys = ["navigate", "context", "wait", "cancel", "when"]

  /// `"cancel"`, `{"cancel": true, "when": condition}`, or `{"navigate": "login", "context":
  /// "…", "wait": true, "when": condition}`.
  func interceptor(
    _ node: JSONNode, at path: CodingPath
  ) throws(DecodingError) -> Interceptor {
    let expected = "\"cancel\" or an object such as {\"navigate\": \"login\"}"
    if node.kind == .string {
      let text = try node.nonEmptyString(at: path, expected: expected)
      guard text == "cancel" else {
        throw DecodingError(
          node.location, path,
          "unknown interceptor \"\(text)\"" + Suggestion.hint(for: text, among: ["cancel"]))
      }
      return .cancel
    }
    let object = try ObjectDecoder(node, at: path, expected: expected)
    try object.rejectUnknownKeys(allowed: Self.interceptorKeys, noun: "interceptor key")
    let when = try object["when"].map { node throws(DecodingError) in
      try StateDecoder(context: context).condition(node, at: object.path("when"))
    }
    if let cancel = object.member("cancel") {
      if let other = object.members.first(where: {
        ["navigate", "context", "wait"].contains($0.key)
      }) {
        throw DecodingError(
          other.keyLocation, path,
          "an interceptor either cancels or navigates; \"\(other.key)\" does not go with "
            + "\"cancel\"")
      }
      guard cancel.value.isTrue else {
        throw DecodingError(
          cancel.value.location, object.path("cancel"),
          "write \"cancel\": true (an interceptor without it lets the navigation through)")
      }
      return Interceptor(.cancel, when: when)
    }
    let target = try object.required("navigate", describing: "key")
    return Interceptor(
      .navigate(
        try target.nonEmptyString(at: object.path("navigate"), expected: "a destination name"),
        context: try object.string("context")),
      when: when, waits: try object.bool("wait") ?? false)
  }

  /// A finder; nil for `null`, which never finds.
  func finder(_ node: JSONNode, at path: CodingPath) throws(DecodingError) -> Finder? {
    switch node.value {
    case .null:
      return nil
    case .string(let text):
      return try finder(named: text, at: node, path: path)
    case .object:
      let object = try ObjectDecoder(node, at: path, expected: Self.expectedFinder)
      let kinds = object.members.filter { Self.finderKindKeys.contains($0.key) }
      guard let kindMember = kinds.first else {
        try object.rejectUnknownKeys(allowed: Self.finderKeys, noun: "finder key")
        throw DecodingError(
          node.location, path,
          "a finder object needs one of the keys screen, nav, tabs, split, stack or find")
      }
      if kinds.count > 1 {
        throw DecodingError(
          kinds[1].keyLocation, path,
          "a finder looks for one kind; found \"\(kinds[0].key)\" and \"\(kinds[1].key)\"")
      }
      try object.rejectUnknownKeys(allowed: Self.finderKeys, noun: "finder key")
      let kindPath = object.path(kindMember.key)
      var finder: Finder
      switch kindMember.key {
      case "screen":
        finder = .screen(
          try kindMember.value.nonEmptyString(at: kindPath, expected: "a screen type"))
      case "find":
        let text = try kindMember.value.nonEmptyString(
          at: kindPath, expected: "a screen type or a container kind")
        finder = try self.finder(named: text, at: kindMember.value, path: kindPath)
      default:
        // `true` or `{}`: any controller of the kind.
        let isEmptyObject =
          kindMember.value.kind == .object && kindMember.value.members.count == 0
        guard kindMember.value.isTrue || isEmptyObject else {
          throw DecodingError(
            kindMember.value.location, kindPath,
            "write \"\(kindMember.key)\": true (or {}) to find any \(kindMember.key)")
        }
        finder = Finder(Controller.Kind(rawValue: kindMember.key) ?? .nav)
      }
      if let id = object["id"] {
        let text = try id.nonEmptyString(at: object.path("id"), expected: "an id")
        if text.hasPrefix("#") {
          throw DecodingError(
            id.location, object.path("id"),
            "write the id without \"#\" (\"\(text.dropFirst())\"); \"#\" marks ids in selectors")
        }
        finder.id = text
      }
      finder.matchesContext = try object.bool("context") ?? false
      finder.isPresentedOnly = try object.bool("modal") ?? false
      if let options = object["options"] {
        finder.options = try searchOptions(options, at: object.path("options"))
      }
      if let start = object["start"] {
        finder.start = try startingPoint(start, at: object.path("start"))
      }
      return finder
    default:
      throw node.typeError(path, expected: Self.expectedFinder)
    }
  }

  private func finder(
    named text: String, at node: JSONNode, path: CodingPath
  ) throws(DecodingError) -> Finder {
    guard !text.isEmpty else {
      throw DecodingError(node.location, path, "a finder cannot be empty")
    }
    if let kind = Controller.Kind(rawValue: text), kind.isContainer { return Finder(kind) }
    if text.hasPrefix("#") {
      throw DecodingError(
        node.location, path,
        "a finder names a screen type or a container kind; find an id with "
          + "{\"screen\": …, \"id\": \"\(text.dropFirst())\"}")
    }
    return .screen(text)
  }

  private func startingPoint(
    _ node: JSONNode, at path: CodingPath
  ) throws(DecodingError) -> Finder.StartingPoint {
    if case .string(let text) = node.value {
      if text == "topmost" { return .topmost }
      if text == "root" { return .root }
    }
    guard let finder = try finder(node, at: path) else {
      throw DecodingError(
        node.location, path, "a starting point is \"topmost\", \"root\" or a finder, not null")
    }
    return .custom(finder)
  }

  /// A preset or option name, or an array of option names.
  func searchOptions(_ node: JSONNode, at path: CodingPath) throws(DecodingError) -> SearchOptions {
    let names = SearchOptions.presetNames.map(\.name) + SearchOptions.bitNames.map(\.name)
    if case .array(let items) = node.value {
      guard !items.isEmpty else {
        throw DecodingError(node.location, path, "expected at least one search option")
      }
      var options: SearchOptions = []
      for (index, item) in items.enumerated() {
        let itemPath = path.appending(index: index)
        let text = try item.string(at: itemPath, expected: "a search option")
        guard let option = SearchOptions(named: text) else {
          throw DecodingError(
            item.location, itemPath,
            "unknown search option \"\(text)\"" + Suggestion.hint(for: text, among: names))
        }
        options.formUnion(option)
      }
      return options
    }
    let text = try node.string(
      at: path,
      expected: "search options (a preset such as \"fullStack\", or an array of "
        + "current, visible, contained, presented, presenting, parent)")
    guard let options = SearchOptions(named: text) else {
      throw DecodingError(
        node.location, path,
        "unknown search option \"\(text)\"" + Suggestion.hint(for: text, among: names))
    }
    return options
  }

  /// An action name, `{"present": {"style", "from"}}` or `{"addTab": {"at", "replacing"}}`.
  func action(_ node: JSONNode, at path: CodingPath) throws(DecodingError) -> DestinationAction {
    let expected =
      "an action (\(Self.actionNames.joined(separator: ", "))) or an object "
      + "such as {\"present\": {\"style\": \"pageSheet\"}}"
    switch node.value {
    case .string(let name):
      switch name {
      case "replaceRoot": return .replaceRoot
      case "present": return .present(style: .fullScreen, from: .current)
      case "push": return .push
      case "pushAsRoot": return .pushAsRoot
      case "pushReplacingLast": return .pushReplacingLast
      case "addTab": return .addTab(at: nil, replacing: false)
      case "setAsPrimary": return .setAsPrimary
      case "pushToDetails": return .pushToDetails
      case "pushOnToDetails": return .pushOnToDetails
      case "none": return .none
      default:
        throw DecodingError(
          node.location, path,
          "unknown action \"\(name)\"" + Suggestion.hint(for: name, among: Self.actionNames))
      }
    case .object:
      let object = try ObjectDecoder(node, at: path, expected: expected)
      try object.rejectUnknownKeys(allowed: ["present", "addTab"], noun: "action")
      guard let member = object.members.first else {
        throw DecodingError(node.location, path, "expected \(expected), found an empty object")
      }
      if object.members.count > 1 {
        throw DecodingError(
          Array(object.members)[1].keyLocation, path, "an action object has exactly one key")
      }
      let options = try ObjectDecoder(
        member.value, at: object.path(member.key), expected: "an object of \(member.key) options")
      if member.key == "present" {
        try options.rejectUnknownKeys(allowed: ["style", "from"], noun: "present option")
        // RouteComposer sets `fullScreen` unless told otherwise; `null` keeps the controller's
        // own style (`presentationStyle: nil`).
        let style: PresentationStyle? =
          options["style"]?.kind == .null
          ? nil
          : try options.enumCase("style", PresentationStyle.self, noun: "presentation style")
            ?? .fullScreen
        return .present(
          style: style,
          from: try options.enumCase(
            "from", DestinationAction.Presenter.self, noun: "presenter") ?? .current)
      }
      try options.rejectUnknownKeys(allowed: ["at", "replacing"], noun: "addTab option")
      let index = try options.int("at")
      if let index, index < 0, let at = options["at"] {
        throw DecodingError(
          at.location, options.path("at"), "a tab index cannot be negative; found \(index)")
      }
      return .addTab(at: index, replacing: try options.bool("replacing") ?? false)
    default:
      throw node.typeError(path, expected: expected)
    }
  }

  /// `from`: the next step.
  func source(
    _ node: JSONNode, at path: CodingPath,
    references: inout [DefinitionReference]
  ) throws(DecodingError) -> DestinationSource {
    switch node.value {
    case .string(let name):
      if name == "root" { return .root }
      if name == "current" { return .current }
      guard context.destinationSources[name] != nil else {
        throw context.missingDefinition(
          name, in: "destinations",
          DecodingError(
            node.location, path,
            (name.isEmpty
              ? "a destination name cannot be empty" : "unknown destination \"\(name)\"")
              + Suggestion.hint(
                for: name, among: ["root", "current"] + context.destinationSources.keys)))
      }
      references.append(.init(name: name, location: node.location, path: path, file: context.file))
      return .destination(name)
    case .object:
      let object = try ObjectDecoder(node, at: path, expected: Self.expectedSource)
      if let custom = object["custom"] {
        try object.rejectUnknownKeys(allowed: ["custom"], noun: "key beside \"custom\"")
        guard let finder = try finder(custom, at: object.path("custom")) else {
          throw DecodingError(
            custom.location, object.path("custom"), "a custom step needs a finder, not null")
        }
        return .custom(finder)
      }
      if let cases = object["switch"] {
        try object.rejectUnknownKeys(allowed: ["switch", "default"], noun: "switch key")
        let casesPath = object.path("switch")
        let items = try cases.array(at: casesPath, expected: "an array of {\"when\", \"from\"}")
        // A switch without cases resolves to nothing, as a `SwitchAssembly` without resolvers
        // does: the chain ends there.
        var decoded: [SwitchCase] = []
        for (index, item) in items.enumerated() {
          let casePath = casesPath.appending(index: index)
          let caseObject = try ObjectDecoder(
            item, at: casePath, expected: "a case {\"when\": finder, \"from\": next step}")
          try caseObject.rejectUnknownKeys(allowed: ["when", "from"], noun: "switch case key")
          let when = try caseObject.required("when", describing: "key")
          let from = try caseObject.required("from", describing: "key")
          let next = try source(from, at: caseObject.path("from"), references: &references)
          // `{"state": {…}}` tests the app state (`addCase(when: Bool)`); anything else is a
          // finder (`addCase(when: finder)`).
          if when.kind == .object, when.keyIndex(of: "state") != nil {
            decoded.append(
              SwitchCase(
                state: try StateDecoder(context: context).condition(
                  when, at: caseObject.path("when")),
                from: next))
          } else {
            decoded.append(
              SwitchCase(when: try finder(when, at: caseObject.path("when")), from: next))
          }
        }
        let fallback = try object["default"].map { node throws(DecodingError) in
          try source(node, at: object.path("default"), references: &references)
        }
        return .switch(decoded, default: fallback)
      }
      return .step(try step(node, at: path, references: &references))
    default:
      throw node.typeError(path, expected: Self.expectedSource)
    }
  }

  /// Refuses a destination whose chain can come back to it (through any switch case), where
  /// the chain comes back.
  func checkCycles() throws(DecodingError) {
    try ReferenceGraph.checkCycles(context.destinationReferences, at: \.closing) { first, loop in
      "the chain of \"\(first)\" comes back to it through \(loop)"
    }
  }
}
