// Definitions (docs/scenario-language.md): the sections shared by `use` files and a scenario's
// `define`. A name defined twice, in one file or across files, is an error at its second
// definition.

import NavigationCore

/// The sections of a definitions object, as written in one file.
struct DefinitionSections {
  var file: String
  var object: ObjectDecoder
}

struct DefinitionsDecoder {
  /// The sections a definitions object may have, as `Language.sections` declares them.
  static let sectionNames = Language.sections.map(\.key)

  /// What a section is, in the error for one that is not an object.
  static func expectedValue(ofSection section: String) -> String {
    Language.sections.first { $0.key == section }?.expected ?? "an object"
  }

  /// The keys of `router`.
  static let routerKeys = [
    "interceptors", "contextTask", "single", "postTasks", "globalInterceptors",
  ]

  /// The settings a `screens.<Type>` entry may have.
  static let screenSettings = ["defaultDetail", "actions", "onAppear", "onNarrow", "onWide"]

  let context: DecodingContext

  /// Checks a definitions object and records where each definition is written.
  ///
  /// The sections' bodies are decoded by `decode` once every file has been read. Records each
  /// error and goes on; nil when the object is not one.
  func collect(
    _ node: JSONNode, at path: CodingPath, file: String, definedIn: inout [String: String]
  ) -> DefinitionSections? {
    guard
      let object = context.collecting(
        node, in: file,
        { () throws(DecodingError) in
          try ObjectDecoder(
            node, at: path, expected: "an object of definitions (templates, screens, …)")
        })
    else {
      context.unreadSections.formUnion(Self.sectionNames)
      return nil
    }
    // `$schema` names the file's schema for editors: the top of a definitions file may have
    // it, a scenario's `define` not.
    let allowed = path.isEmpty ? Self.sectionNames + ["$schema"] : Self.sectionNames
    for error in object.unknownKeys(
      allowed: allowed, noun: "definitions section", limit: DecodingContext.maximumErrors)
    {
      context.record(error, in: file)
    }
    for member in object.members where !allowed.contains(member.key) {
      noteUnknownSection(member.value)
    }
    for section in Self.sectionNames where !["flows", "router", "app"].contains(section) {
      guard let value = object[section] else { continue }
      let sectionPath = object.path(section)
      if section == "state" {
        StateDecoder(context: context).declare(value, at: sectionPath, in: file)
        continue
      }
      guard
        let members = context.collecting(
          value, in: file,
          { () throws(DecodingError) in
            try value.members(
              at: sectionPath, expected: Self.expectedValue(ofSection: section))
          })
      else {
        context.unreadSections.insert(section)
        continue
      }
      for member in members {
        let key = "\(section).\(member.key)"
        if let earlier = definedIn[key] {
          context.record(
            DecodingError(
              member.keyLocation, sectionPath,
              "\"\(member.key)\" is already defined \(Self.place(of: earlier, seenFrom: file))"),
            in: file)
          continue
        }
        definedIn[key] = file
        let source = DecodingContext.TemplateSource(node: member.value, file: file)
        switch section {
        case "templates": context.templateSources[member.key] = source
        case "strategies": context.strategySources[member.key] = source
        case "destinations": context.destinationSources[member.key] = source
        default: break
        }
      }
    }
    if let router = object["router"] {
      if let earlier = context.routerFile {
        context.record(
          DecodingError(
            object.member("router")?.keyLocation ?? router.location, path,
            "\"router\" is already defined \(Self.place(of: earlier, seenFrom: file)); "
              + "an app has one router"),
          in: file)
      } else {
        context.routerFile = file
      }
    }
    if let flows = object["flows"] {
      FlowDecoder(context: context).collect(
        flows, at: object.path("flows"), file: file, definedIn: &definedIn)
    }
    return DefinitionSections(file: file, object: object)
  }

  /// Notes what a section navrun does not know (most likely a misspelled one) would define, so
  /// that its error is the one reported: its members' names, and every name written in it for
  /// the selectors.
  private func noteUnknownSection(_ section: JSONNode) {
    context.noteFailedPart(section)
    guard case .object(let members) = section.value else { return }
    for member in members { context.namesInUnknownSections.insert(member.key) }
  }

  /// Where an earlier definition is, as an error in `file` says it: `earlier in this file`, or
  /// `in` the other file.
  static func place(of earlier: String, seenFrom file: String) -> String {
    earlier == file ? "earlier in this file" : "in \(earlier)"
  }

  /// Decodes the sections of every file into the engine's definitions, recording each error
  /// and going on: a definition that does not decode is left out, or stands as a placeholder
  /// where another definition names it (a page a flow path names).
  func decode(_ files: [DefinitionSections]) -> Definitions {
    // Most scenarios define nothing: there is then nothing to check, and the registries below
    // cost a visible part of decoding a small file.
    guard !files.isEmpty else { return Definitions() }
    var definitions = Definitions()
    var flowPaths: [FlowPathSource] = []
    noteCoordinators(in: files)
    AppLogicDecoder.noteActions(in: files, context: context)
    for sections in files {
      context.file = sections.file
      decode(sections.object, in: sections.file, into: &definitions, flowPaths: &flowPaths)
    }
    // Placed where the loop is written, in the file that writes it.
    _ = context.collecting { () throws(DecodingError) in
      try StrategyDecoder(context: context).checkCycles()
    }
    _ = context.collecting { () throws(DecodingError) in
      try DestinationDecoder(context: context).checkCycles()
    }
    FlowDecoder(context: context).register(flowPaths, pages: definitions.flows.pages)
    definitions.flows.paths = flowPaths.map(\.text)
    return definitions
  }

  private func decode(
    _ object: ObjectDecoder, in file: String, into definitions: inout Definitions,
    flowPaths: inout [FlowPathSource]
  ) {
    // The templates each decode on first use, here or in a node naming one; a template that does
    // not decode gives the same error wherever it is used, which is kept once.
    forEachMember(of: object, "templates", in: file) { member, path throws(DecodingError) in
      _ = try context.template(named: member.key, at: member.keyLocation, path: path)
    }
    forEachMember(of: object, "screens", in: file) { member, path throws(DecodingError) in
      try decodeScreen(member, at: path, into: &definitions)
    }
    let strategies = StrategyDecoder(context: context)
    forEachMember(of: object, "strategies", in: file) { member, path throws(DecodingError) in
      definitions.strategies[member.key] = try strategies.definition(member, at: path)
    }
    let destinations = DestinationDecoder(context: context)
    forEachMember(of: object, "destinations", in: file) { member, path throws(DecodingError) in
      definitions.destinations[member.key] = try destinations.definition(member, at: path)
      if case .object(let keys) = member.value.value,
        keys.contains(where: { $0.key == "internal" && $0.value.value == .bool(true) })
      {
        definitions.internalDestinations.insert(member.key)
      }
    }
    if let flows = object["flows"] {
      let decoded = FlowDecoder(context: context).section(
        flows, at: object.path("flows"), in: file)
      definitions.flows.pages.merge(decoded.pages) { _, new in new }
      flowPaths += decoded.paths
    }
    if let router = object["router"],
      let settings = context.collecting(
        router, in: file,
        { () throws(DecodingError) in try routerSettings(router, at: object.path("router")) })
    {
      definitions.router = settings
    }
    if let app = object["app"] {
      _ = context.collecting(app, in: file) { () throws(DecodingError) in
        try AppLogicDecoder(context: context).app(
          app, at: object.path("app"), into: &definitions.app)
      }
    }
    forEachMember(of: object, "classes", in: file) { member, path throws(DecodingError) in
      try decodeClass(member, at: path)
    }
    let coordinators = CoordinatorDecoder(context: context)
    forEachMember(of: object, "coordinators", in: file) { member, path throws(DecodingError) in
      try JSONDocument.checkPrintableName(
        member.key, at: member.keyLocation, path: path, noun: "a coordinator name",
        shown: "coordinator")
      definitions.coordinators[member.key] = try coordinators.definition(
        member.value, at: path.appending(key: member.key))
    }
  }

  /// Runs `body` on each member of the section `name`, with the section's path; records the
  /// error of a section that is not an object, and of each member that does not decode.
  private func forEachMember(
    of object: ObjectDecoder, _ name: String, in file: String,
    _ body: (JSONMember, CodingPath) throws(DecodingError) -> Void
  ) {
    guard let section = object[name] else { return }
    let path = object.path(name)
    // The same error as `collect`'s for a section that is not an object, kept once.
    let members = context.collecting(section, in: file) { () throws(DecodingError) in
      try section.members(at: path, expected: Self.expectedValue(ofSection: name))
    }
    guard let members else { return }
    for member in members where !context.isAtErrorLimit {
      _ = context.collecting(member.value, in: file) { () throws(DecodingError) in
        try body(member, path)
      }
    }
  }

  /// A `classes` entry: an app's class as captures print it, and the container kind or the
  /// presentation style it stands for (docs/captures.md#mapping-classes).
  private func decodeClass(_ member: JSONMember, at path: CodingPath) throws(DecodingError) {
    let memberPath = path.appending(key: member.key)
    guard !member.key.isEmpty else {
      throw DecodingError(member.keyLocation, path, "a class name is not empty")
    }
    let value = member.value.stringValue ?? ""
    if let kind = Controller.Kind(rawValue: value) {
      context.captureClasses.kinds[member.key] = kind
    } else if let style = PresentationStyle(rawValue: value), !style.isAlert, style != .automatic {
      context.captureClasses.styles[member.key] = style
    } else {
      throw member.value.typeError(
        memberPath,
        expected: "a kind (screen, nav, tabs, split, stack) or a presentation controller's "
          + "style (fullScreen, pageSheet, formSheet, overFullScreen, currentContext, "
          + "overCurrentContext, popover, custom)")
    }
  }

  /// `router`: RouteComposer's `DefaultRouter.add` of global interceptors and a context task,
  /// and `SingleNavigationRouter` around it.
  private func routerSettings(
    _ node: JSONNode, at path: CodingPath
  ) throws(DecodingError) -> RouterSettings {
    let object = try ObjectDecoder(
      node, at: path, expected: "the router's settings, such as {\"interceptors\": […]}")
    try object.rejectUnknownKeys(allowed: Self.routerKeys, noun: "router setting")
    var settings = RouterSettings()
    settings.interceptors = try interceptors(object, "interceptors")
    settings.globalInterceptors = try interceptors(object, "globalInterceptors")
    if let tasks = object["postTasks"] {
      let itemsPath = object.path("postTasks")
      let items = try tasks.array(at: itemsPath, expected: "an array of post task names")
      for (index, item) in items.enumerated() {
        guard let name = item.stringValue, !name.isEmpty else {
          throw DecodingError(
            item.location, itemsPath.appending(index: index),
            "expected a post task's name, a string that is not empty")
        }
        settings.postTasks.append(name)
      }
    }
    settings.contextTask = try object.bool("contextTask") ?? false
    settings.isSingleNavigation = try object.bool("single") ?? false
    return settings
  }

  /// An array of interceptors under a router key.
  private func interceptors(
    _ object: ObjectDecoder, _ key: String
  ) throws(DecodingError) -> [Interceptor] {
    guard let node = object[key] else { return [] }
    let itemsPath = object.path(key)
    let items = try node.array(at: itemsPath, expected: "an array of interceptors")
    let decoder = DestinationDecoder(context: context)
    var interceptors: [Interceptor] = []
    for (index, item) in items.enumerated() {
      interceptors.append(try decoder.interceptor(item, at: itemsPath.appending(index: index)))
    }
    return interceptors
  }

  /// A `screens` entry: the settings of a screen type, such as the default detail a split shows
  /// when that type is on top of its primary (docs/split.md).
  private func decodeScreen(
    _ member: JSONMember, at path: CodingPath, into definitions: inout Definitions
  ) throws(DecodingError) {
    let entryPath = path.appending(key: member.key)
    guard !member.key.isEmpty else {
      throw DecodingError(member.keyLocation, path, "a screen type cannot be empty")
    }
    let entry = try ObjectDecoder(
      member.value, at: entryPath,
      expected: "the settings of a screen type, such as {\"defaultDetail\": \"Welcome\"}")
    try entry.rejectUnknownKeys(allowed: Self.screenSettings, noun: "screen setting")
    context.noteType(member.key)
    if let detail = entry["defaultDetail"] {
      definitions.defaultDetails[member.key] = try NodeDecoder(context: context).blueprint(
        detail, at: entry.path("defaultDetail"), mode: .build)
    }
    let logic = AppLogicDecoder(context: context)
    if let actions = entry["actions"] {
      definitions.app.screens[member.key, default: ScreenLogic()].actions = try logic.actions(
        actions, at: entry.path("actions"))
    }
    if let onAppear = entry["onAppear"] {
      definitions.app.screens[member.key, default: ScreenLogic()].onAppear = try logic.steps(
        onAppear, at: entry.path("onAppear"), of: "the onAppear reaction of \(member.key)")
    }
    for (key, steps) in [("onNarrow", \ScreenLogic.onNarrow), ("onWide", \ScreenLogic.onWide)] {
      guard let node = entry[key] else { continue }
      definitions.app.screens[member.key, default: ScreenLogic()][keyPath: steps] =
        try logic.steps(node, at: entry.path(key), of: "the \(key) reaction of \(member.key)")
    }
  }

  /// Records every coordinator's name (and kind) first, so that handovers and pullbacks may
  /// name coordinators defined later or in another file.
  private func noteCoordinators(in files: [DefinitionSections]) {
    for sections in files {
      guard case .object(let members) = sections.object["coordinators"]?.value else { continue }
      for member in members {
        context.coordinatorNames.insert(member.key)
        guard case .object(let keys) = member.value.value,
          case .string(let kind) = keys.first(where: { $0.key == "kind" })?.value.value,
          let parsed = CoordinatorDefinition.Kind(rawValue: kind)
        else { continue }
        context.coordinatorKinds[member.key] = parsed
      }
    }
  }
}
