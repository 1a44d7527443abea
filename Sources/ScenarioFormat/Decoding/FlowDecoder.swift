// Page flows (docs/flows.md): `define.flows` with `pages` (a screen type, or `{"screen": …,
// "variants": true}`) and `paths` (AppFlowController's operators in a string), and the steps
// `showPage`, `goBack`, `popToPage`, `register`, `resetFlow` and `expectPage`. A malformed or
// refused path in the definitions is an error pointing at the character inside the string
// (when the string has no escapes, so that its characters are the file's); a page defined twice
// is an error at its second definition. A `register` step's string is checked when it runs, so
// that a scenario can expect its error.

import NavigationCore

/// A path string from `flows.paths`, with where it is written.
struct FlowPathSource {
  var text: String
  var node: JSONNode
  var path: CodingPath
  var file: String
}

struct FlowDecoder {
  static let keys = ["pages", "paths"]
  static let pageKeys = ["screen", "variants", "skipWhen"]
  static let pathExample = "a path string such as \"start => menu =>> [page1, page2]\""

  let context: DecodingContext

  // MARK: Definitions

  /// Checks the keys of a `flows` section and refuses a page defined twice; records each error
  /// and goes on.
  func collect(
    _ node: JSONNode, at path: CodingPath, file: String, definedIn: inout [String: String]
  ) {
    guard let object = flowsObject(node, at: path, in: file) else { return }
    for error in object.unknownKeys(
      allowed: Self.keys, noun: "flows key", limit: DecodingContext.maximumErrors)
    {
      context.record(error, in: file)
    }
    guard let pages = pageMembers(of: object, in: file) else { return }
    for member in pages {
      let key = "flows.pages.\(member.key)"
      if let earlier = definedIn[key] {
        let place = DefinitionsDecoder.place(of: earlier, seenFrom: file)
        context.record(
          DecodingError(
            member.keyLocation, object.path("pages"),
            "page \"\(member.key)\" is already defined \(place)"),
          in: file)
        continue
      }
      definedIn[key] = file
    }
  }

  /// The pages of a section, and its path strings, each parsed.
  ///
  /// Records each error and goes on. A page that does not decode stands as a page of its name,
  /// so that the paths naming it are not refused too.
  func section(
    _ node: JSONNode, at path: CodingPath, in file: String
  ) -> (pages: [String: FlowPage], paths: [FlowPathSource]) {
    guard let object = flowsObject(node, at: path, in: file) else { return ([:], []) }
    let members = pageMembers(of: object, in: file)
    // Paths checked against pages that could not be read would name pages that are not there.
    guard members != nil || object["pages"] == nil else { return ([:], []) }
    var pages: [String: FlowPage] = [:]
    for member in members ?? [] {
      pages[member.key] =
        context.collecting(member.value, in: file) { () throws(DecodingError) in
          try checkPageName(member.key, at: member.keyLocation, path: object.path("pages"))
          return try page(
            member.value, named: member.key, at: object.path("pages").appending(key: member.key))
        } ?? FlowPage(screen: member.key)
    }
    var paths: [FlowPathSource] = []
    guard let pathsNode = object["paths"],
      let items = context.collecting(
        pathsNode, in: file,
        { () throws(DecodingError) in
          try pathsNode.array(at: object.path("paths"), expected: "an array of paths")
        })
    else { return (pages, paths) }
    for (index, item) in items.enumerated() {
      let itemPath = object.path("paths").appending(index: index)
      let text = context.collecting(item, in: file) { () throws(DecodingError) in
        let text = try item.string(at: itemPath, expected: Self.pathExample)
        do throws(FlowPathError) {
          _ = try FlowPaths(parsing: text)
        } catch {
          throw DecodingError(
            location(in: item, file: file, at: error.offset), itemPath,
            "malformed path: \(error.message)")
        }
        return text
      }
      if let text {
        paths.append(FlowPathSource(text: text, node: item, path: itemPath, file: file))
      }
    }
    return (pages, paths)
  }

  /// The `flows` object, or nil with its error recorded.
  private func flowsObject(_ node: JSONNode, at path: CodingPath, in file: String) -> ObjectDecoder?
  {
    context.collecting(node, in: file) { () throws(DecodingError) in
      try ObjectDecoder(node, at: path, expected: "an object with pages and paths")
    }
  }

  /// The members of `pages`, or nil when there is none or with its error recorded.
  private func pageMembers(of object: ObjectDecoder, in file: String) -> [JSONMember]? {
    guard let pages = object["pages"] else { return nil }
    return context.collecting(pages, in: file) { () throws(DecodingError) in
      Array(try pages.members(at: object.path("pages"), expected: "an object of pages"))
    }
  }

  private func page(
    _ node: JSONNode, named name: String, at path: CodingPath
  ) throws(DecodingError) -> FlowPage {
    let expected = "a screen type or {\"screen\": \"Type\", \"variants\": true}"
    if node.kind == .string {
      return FlowPage(screen: try screenType(node, at: path))
    }
    let object = try ObjectDecoder(node, at: path, expected: expected)
    try object.rejectUnknownKeys(allowed: Self.pageKeys, noun: "page key")
    let screen = try object["screen"].map { value throws(DecodingError) in
      try screenType(value, at: object.path("screen"))
    }
    let skipWhen = try object["skipWhen"].map { value throws(DecodingError) in
      try StateDecoder(context: context).condition(value, at: object.path("skipWhen"))
    }
    return FlowPage(
      screen: screen ?? name, supportsVariants: try object.bool("variants") ?? false,
      skipWhen: skipWhen)
  }

  /// A page's screen type: shown in goldens as any other.
  private func screenType(_ node: JSONNode, at path: CodingPath) throws(DecodingError) -> String {
    let type = try node.nonEmptyString(at: path, expected: "a screen type")
    try node.document.checkPrintableName(type, at: node.index, path: path, noun: "a screen type")
    return type
  }

  /// A page name must be writable in a path.
  private func checkPageName(
    _ name: String, at location: SourceLocation, path: CodingPath
  ) throws(DecodingError) {
    if FlowTransition(rawValue: name) != nil {
      throw DecodingError(
        location, path, "\"\(name)\" is a transition; give the page another name")
    }
    let paths = try? FlowPaths(parsing: name)
    guard let paths, paths.paths == [[FlowPathComponent(page: name, transition: nil)]] else {
      throw DecodingError(
        location, path,
        "page \"\(name)\" cannot be written in a path; a page name is made of letters, digits, "
          + "\"_\", \"-\" and \".\"")
    }
  }

  /// Registers every defined path in order, as the scenario's start will, so that a refused
  /// path is reported where it is written.
  func register(_ sources: [FlowPathSource], pages: [String: FlowPage]) {
    let definitions = FlowDefinitions(pages: pages)
    for page in pages.values { context.noteType(page.screen) }
    var registry = FlowRegistry()
    for source in sources {
      do throws(FlowPathError) {
        let parsed = try FlowPaths(parsing: source.text)
        try registry.register(parsed, pages: definitions)
        for component in parsed.paths.joined() {
          context.noteType(definitions.page(named: component.page).screen)
        }
      } catch {
        var located = DecodingError(
          location(in: source.node, file: source.file, at: error.offset), source.path,
          "\(error.code.rawValue): \(error.message)")
        located.file = source.file
        context.record(located)
      }
    }
  }

  /// Where a character of a string value is in its file: the string's own location when the
  /// string has escapes (its characters are then not the file's).
  func location(in node: JSONNode, file: String, at offset: Int) -> SourceLocation {
    guard case .string(let text) = node.value, let bytes = context.source(of: file) else {
      return node.location
    }
    let utf8 = Array(text.utf8)
    let start = node.location.offset + 1
    guard start >= 1, start + utf8.count < bytes.count,
      bytes[start - 1] == UInt8(ascii: "\""),
      bytes[start..<start + utf8.count].elementsEqual(utf8),
      bytes[start + utf8.count] == UInt8(ascii: "\"")
    else { return node.location }
    let prefix = text.prefix(offset)
    return SourceLocation(
      line: node.location.line, column: node.location.column + 1 + prefix.unicodeScalars.count,
      offset: start + prefix.utf8.count)
  }

  // MARK: Steps

  func showPage(_ value: JSONNode, in object: ObjectDecoder) throws(DecodingError) -> Step.Action {
    let page = try pageName(value, at: object.path("showPage"))
    let variant = try object["variant"].map { node throws(DecodingError) in
      try pageName(node, at: object.path("variant"))
    }
    var parameters: [String: String] = [:]
    if let node = object["parameters"] {
      let members = try node.members(
        at: object.path("parameters"), expected: "an object of parameters by page")
      for member in members {
        parameters[member.key] = try member.value.string(
          at: object.path("parameters").appending(key: member.key), expected: "a string")
      }
    }
    return .perform(
      .showPage(
        page, variant: variant, skip: try object.strings("skip") ?? [], parameters: parameters,
        skipDismissTransitions: try object.bool("skipDismissTransitions") ?? false))
  }

  func pageName(_ value: JSONNode, at path: CodingPath) throws(DecodingError) -> String {
    try value.nonEmptyString(at: path, expected: "a page name")
  }

  /// A `register` step's path string; its pages' screens become known names.
  func pathString(_ value: JSONNode, at path: CodingPath) throws(DecodingError) -> String {
    let text = try value.string(at: path, expected: Self.pathExample)
    if let parsed = try? FlowPaths(parsing: text) {
      for component in parsed.paths.joined() { context.noteType(component.page) }
    }
    return text
  }

  /// The operation of a verb whose only value is `true`.
  func trueOnly(
    _ value: JSONNode, at path: CodingPath, _ operation: Operation
  ) throws(DecodingError) -> Operation {
    guard value.isTrue else { throw value.typeError(path, expected: "true") }
    return operation
  }
}
