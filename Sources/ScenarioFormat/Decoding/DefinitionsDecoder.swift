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
  /// The sections a definitions object may have; each family adds its own.
  static let sectionNames = [
    "templates", "strategies", "screens", "destinations", "flows", "coordinators", "state",
    "router",
  ]

  /// The keys of `router`.
  static let routerKeys = ["interceptors", "contextTask", "single"]

  /// The settings a `screens.<Type>` entry may have.
  static let screenSettings = ["defaultDetail"]

  let context: DecodingContext

  /// Checks a definitions object and records its templates; the other sections are decoded by
  /// `decode` once every file has been read.
  func collect(
    _ node: JSONNode, at path: CodingPath, file: String, definedIn: inout [String: String]
  ) throws(DecodingError) -> DefinitionSections {
    let object = try ObjectDecoder(
      node, at: path, expected: "an object of definitions (templates, screens, …)")
    // `$schema` names the file's schema for editors: the top of a definitions file may have
    // it, a scenario's `define` not.
    try object.rejectUnknownKeys(
      allowed: path.isEmpty ? Self.sectionNames + ["$schema"] : Self.sectionNames,
      noun: "definitions section")
    for section in Self.sectionNames where section != "flows" && section != "router" {
      guard let value = object[section] else { continue }
      let sectionPath = object.path(section)
      for member in try value.members(at: sectionPath) {
        let key = "\(section).\(member.key)"
        if let earlier = definedIn[key] {
          let place = earlier == file ? "earlier in this file" : "in \(earlier)"
          throw DecodingError(
            member.keyLocation, sectionPath,
            "\"\(member.key)\" is already defined \(place)")
        }
        definedIn[key] = file
        if section == "templates" {
          context.templateSources[member.key] = .init(node: member.value, file: file)
        }
        if section == "strategies" {
          context.strategySources[member.key] = .init(node: member.value, file: file)
        }
        if section == "destinations" {
          context.destinationSources[member.key] = .init(node: member.value, file: file)
        }
      }
    }
    if let state = object["state"] {
      for (member, value) in try StateDecoder(context: context).declaration(
        state, at: object.path("state"))
      {
        context.stateValues[member.key] = value
      }
    }
    if let router = object["router"] {
      if let earlier = context.routerFile {
        let place = earlier == file ? "earlier in this file" : "in \(earlier)"
        throw DecodingError(
          object.member("router")?.keyLocation ?? router.location, path,
          "\"router\" is already defined \(place); an app has one router")
      }
      context.routerFile = file
    }
    if let flows = object["flows"] {
      try FlowDecoder(context: context).collect(
        flows, at: object.path("flows"), file: file, definedIn: &definedIn)
    }
    return DefinitionSections(file: file, object: object)
  }

  /// Decodes the sections of every file into the engine's definitions.
  func decode(_ files: [DefinitionSections]) throws(DecodingError) -> Definitions {
    // Most scenarios define nothing: there is then nothing to check, and the registries below
    // cost a visible part of decoding a small file.
    guard !files.isEmpty else { return Definitions() }
    var definitions = Definitions()
    var flowPaths: [FlowPathSource] = []
    noteCoordinators(in: files)
    for sections in files {
      context.file = sections.file
      do {
        try decode(sections.object, into: &definitions, flowPaths: &flowPaths)
      } catch {
        var located = error
        if located.file == nil { located.file = sections.file }
        throw located
      }
    }
    try DestinationDecoder(context: context).checkCycles()
    try FlowDecoder(context: context).register(flowPaths, pages: definitions.flows.pages)
    definitions.flows.paths = flowPaths.map(\.text)
    return definitions
  }

  private func decode(
    _ object: ObjectDecoder, into definitions: inout Definitions,
    flowPaths: inout [FlowPathSource]
  ) throws(DecodingError) {
    if let templates = object["templates"] {
      for member in try templates.members(at: object.path("templates")) {
        _ = try context.template(
          named: member.key, at: member.keyLocation, path: object.path("templates"))
      }
    }
    if let screens = object["screens"] {
      try decodeScreens(screens, at: object.path("screens"), into: &definitions)
    }
    if let strategies = object["strategies"] {
      let decoded = try StrategyDecoder(context: context).section(
        strategies, at: object.path("strategies"))
      definitions.strategies.merge(decoded) { _, new in new }
    }
    if let destinations = object["destinations"] {
      let decoded = try DestinationDecoder(context: context).section(
        destinations, at: object.path("destinations"))
      definitions.destinations.merge(decoded) { _, new in new }
    }
    if let flows = object["flows"] {
      let decoded = try FlowDecoder(context: context).section(flows, at: object.path("flows"))
      definitions.flows.pages.merge(decoded.pages) { _, new in new }
      flowPaths += decoded.paths
    }
    if let router = object["router"] {
      definitions.router = try routerSettings(router, at: object.path("router"))
    }
    if let coordinators = object["coordinators"] {
      let path = object.path("coordinators")
      let decoder = CoordinatorDecoder(context: context)
      for member in try coordinators.members(at: path, expected: "an object of coordinators") {
        try JSONDocument.checkPrintableName(
          member.key, at: member.keyLocation, path: path, noun: "a coordinator name",
          shown: "coordinator")
        definitions.coordinators[member.key] = try decoder.definition(
          member.value, at: path.appending(key: member.key))
      }
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
    if let interceptors = object["interceptors"] {
      let itemsPath = object.path("interceptors")
      let items = try interceptors.array(at: itemsPath, expected: "an array of interceptors")
      let decoder = DestinationDecoder(context: context)
      for (index, item) in items.enumerated() {
        settings.interceptors.append(
          try decoder.interceptor(item, at: itemsPath.appending(index: index)))
      }
    }
    settings.contextTask = try object.bool("contextTask") ?? false
    settings.isSingleNavigation = try object.bool("single") ?? false
    return settings
  }

  /// `screens`: per screen type settings, such as the default detail a split shows when that
  /// type is on top of its primary (docs/split.md).
  private func decodeScreens(
    _ screens: JSONNode, at path: CodingPath, into definitions: inout Definitions
  ) throws(DecodingError) {
    for member in try screens.members(at: path, expected: "an object keyed by screen type") {
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
