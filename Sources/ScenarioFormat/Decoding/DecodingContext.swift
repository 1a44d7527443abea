// State shared by the decoders of one scenario: the named templates from `use` files and
// `define`, and the names every node introduces, so that a selector naming a screen type or an
// id that appears nowhere in the scenario is reported as the typo it almost certainly is.

import NavigationCore

/// What the decoders of one scenario share.
final class DecodingContext {
  /// A template as written, with the file it is written in.
  struct TemplateSource {
    var node: JSONNode
    var file: String
  }

  /// A selector to check once every node of the scenario is known.
  struct PendingSelector {
    var selector: Selector
    var location: SourceLocation
    var path: CodingPath
  }

  /// The file being decoded, for errors inside templates of other files.
  var file: String
  var templateSources: [String: TemplateSource] = [:]
  /// The fluid strategies defined by `use` files and `define`, as written.
  var strategySources: [String: TemplateSource] = [:]
  /// The destinations defined by `use` files and `define`, as written.
  var destinationSources: [String: TemplateSource] = [:]
  /// The destination names each decoded destination's chain refers to, for the cycle check.
  var destinationReferences: [String: [DefinitionReference]] = [:]
  /// The defined strategies each decoded strategy names, for the cycle check.
  var strategyReferences: [String: [DefinitionReference]] = [:]
  /// The bytes of each file used, so that an error inside a string can point at its
  /// character; the first file's are `firstSource`.
  var sources: [String: [UInt8]] = [:]
  /// The files used, in the order `use` lists them.
  var usedFiles: [String] = []
  /// The file decoding starts from, and its bytes: kept apart from `sources`, since making a
  /// dictionary for them cost a visible part of decoding a small file.
  private let firstFile: String
  private let firstSource: [UInt8]?
  private var templates: [String: Blueprint] = [:]
  /// The error of each template that did not decode: a template is decoded once, whether it
  /// decodes or not, however many nodes use it.
  private var failedTemplates: [String: DecodingError] = [:]
  private var resolving: [String] = []
  /// How many nodes the decoder is inside, templates expanded included.
  var nodeDepth = 0
  /// The deepest nesting of nodes a scenario may write, templates expanded included: deeper
  /// trees would only make the engine's walks use more stack, and no app nests this deep.
  static let maximumNodeDepth = 200
  /// The screen types and ids the nodes introduce, repeats included.
  ///
  /// Lists rather than sets: every node of every scenario adds to them, and only a scenario with a
  /// selector reads them.
  ///
  /// Accesses are unchecked: these lists are only touched inside this class's own methods,
  /// which never overlap, and every node of every file appends to them.
  @exclusivity(unchecked) private var notedTypes = ["Placeholder"]
  @exclusivity(unchecked) private var notedIDs: [String] = []
  @exclusivity(unchecked) private var pendingSelectors: [PendingSelector] = []
  /// The coordinators defined by `use` files and `define`, and the kinds that could be read.
  var coordinatorNames: Set<String> = []
  /// The app state's starting values: from `state` sections, then the scenario's own `state`.
  var stateValues: [String: StateValue] = [:]
  /// The state keys declared with a value that does not decode: known, of no type.
  var brokenStateKeys: Set<String> = []
  /// The members' names of the definitions sections navrun does not know, such as a misspelled
  /// `template`: what names one of them follows from that section's error.
  var namesInUnknownSections: Set<String> = []
  /// The definitions sections whose members could not be read in some file (the section, or
  /// the whole definitions object, is not an object): any name may be missing from them.
  var unreadSections: Set<String> = []
  /// The file that wrote `router`, once one has.
  var routerFile: String?
  /// Whether the nodes being decoded are the scenario's own (its starts and steps), whose
  /// templates count as used.
  var isDecodingScenarioNodes = false
  /// The templates the scenario's own nodes name.
  private var directlyUsedTemplates: Set<String> = []
  /// The templates each template's body names.
  private var templateDependencies: [String: Set<String>] = [:]

  /// The templates the scenario's own nodes use, through other templates too.
  var usedTemplates: Set<String> {
    var used = directlyUsedTemplates
    var pending = Array(directlyUsedTemplates)
    while let name = pending.popLast() {
      for dependency in templateDependencies[name] ?? [] where used.insert(dependency).inserted {
        pending.append(dependency)
      }
    }
    return used
  }
  /// What decodes but is almost certainly a mistake, in the order found.
  var warnings: [DecodingWarning] = []
  /// The errors found in parts of the file that decoding went on past, in the order found
  /// (see `DecodingContext+Errors.swift`).
  var errors: [DecodingError] = []
  /// The parts of the files that did not decode, whose names selectors may use.
  var failedParts: [JSONNode] = []
  /// The screen types warned about, each warned about once.
  var warnedTypes: Set<String> = []
  var coordinatorKinds: [String: CoordinatorDefinition.Kind] = [:]
  /// The actions the definitions give screens, by the action's name, then by screen type:
  /// whether that screen's action takes a value (`$arg`), noted before any step is decoded.
  var screenActions: [String: [String: Bool]] = [:]
  /// The app's actions (`app.actions`) and whether each takes a value.
  var appActions: [String: Bool] = [:]
  /// The file of each item of the `app` sections, for coverage: `app.actions.<name>`,
  /// `app.urls.<pattern>` and `app.onState.<position>`.
  var appItemFiles: [String: String] = [:]
  /// How the scenario's captures map classes (`classes`, docs/captures.md).
  var captureClasses = CaptureClasses()
  /// The capture files read, in the order read, for a watcher.
  var captureFiles: [String] = []
  /// The repository the scenario is in, once a capture asked (nil inside: none).
  var repository: String??

  init(file: String, bytes: [UInt8]? = nil) {
    self.file = file
    firstFile = file
    firstSource = bytes
    // Room for the nodes of a typical scenario, instead of growing from one.
    notedTypes.reserveCapacity(32)
  }

  /// The bytes of `file`, when it is the first file or a file it uses.
  func source(of file: String) -> [UInt8]? {
    file == firstFile ? firstSource : sources[file]
  }

  /// Records the names a node introduces.
  func noteNames(type: String?, id: String?) {
    if let type { notedTypes.append(type) }
    if let id { notedIDs.append(id) }
  }

  /// Records a screen type that a library creates by name (a page, a route's screen).
  func noteType(_ type: String) {
    notedTypes.append(type)
  }

  /// The expanded template, decoding it on first use.
  func template(
    named name: String, at location: SourceLocation, path: CodingPath
  ) throws(DecodingError) -> Blueprint {
    if let user = resolving.last {
      templateDependencies[user, default: []].insert(name)
    } else if isDecodingScenarioNodes {
      directlyUsedTemplates.insert(name)
    }
    if let cached = templates[name] { return cached }
    if let failure = failedTemplates[name] { throw failure }
    guard let source = templateSources[name] else {
      throw missingDefinition(
        name, in: "templates",
        DecodingError(
          location, path,
          "unknown template \"\(name)\"" + Suggestion.hint(for: name, among: templateSources.keys)
        ))
    }
    guard !resolving.contains(name) else {
      throw DecodingError(
        location, path,
        "template \"\(name)\" refers to itself through "
          + (resolving + [name]).map { "\"\($0)\"" }.joined(separator: " -> "))
    }
    resolving.append(name)
    defer { resolving.removeLast() }
    let outerFile = file
    file = source.file
    defer { file = outerFile }
    let blueprint: Blueprint
    do {
      blueprint = try NodeDecoder(context: self).blueprint(
        source.node, at: CodingPath.root.appending(key: "templates").appending(key: name),
        mode: .build)
    } catch {
      noteFailedPart(source.node)
      var located = error
      // Named in full: the template's error is thrown again from nodes of other files.
      if located.file == nil { located.file = source.file }
      failedTemplates[name] = located
      throw located
    }
    // A template used twice at every level of a chain doubles at each: refuse it here, where
    // it is used, before anything builds it.
    let count = blueprint.nodeCount
    guard count <= NavigationState.maximumControllers else {
      throw DecodingError(
        location, path,
        "template \"\(name)\" builds "
          + (count == Int.max ? "too many" : "\(count)")
          + " controllers; a window holds at most \(NavigationState.maximumControllers)")
    }
    templates[name] = blueprint
    return blueprint
  }

  /// Queues a selector for `checkSelectors`.
  func noteSelector(_ selector: Selector, at location: SourceLocation, path: CodingPath) {
    pendingSelectors.append(PendingSelector(selector: selector, location: location, path: path))
  }

  /// How many selectors are queued for `checkSelectors`.
  var pendingSelectorCount: Int { pendingSelectors.count }

  /// Drops the selectors queued since `count` were: a step that expects `notFound` checks
  /// its selectors at run time.
  func forgetSelectors(from count: Int) {
    pendingSelectors.removeSubrange(count...)
  }

  /// Records an error for each selector naming a type or an id that no node of the scenario
  /// has, in the order the selectors are written, up to the error limit.
  ///
  /// `alsoKnown` are names to take as known besides the nodes': after an error, every string
  /// of the files, since a part that did not decode may have introduced the name.
  func checkSelectors(alsoKnown: Set<String> = []) {
    guard !pendingSelectors.isEmpty else { return }
    // UIKit makes the More tab's list screen, `More`, and its nav, `#more`, itself.
    let knownTypes = Set(notedTypes).union(["More"])
    let knownIDs = Set(notedIDs).union(["more"])
    for pending in pendingSelectors where !isAtErrorLimit {
      do {
        try Self.check(pending, types: knownTypes, ids: knownIDs, alsoKnown: alsoKnown)
      } catch {
        record(error)
      }
    }
  }

  /// Refuses a selector naming a type or an id that is not known; the hints name only the
  /// nodes' types and ids.
  private static func check(
    _ pending: PendingSelector, types knownTypes: Set<String>, ids knownIDs: Set<String>,
    alsoKnown: Set<String>
  ) throws(DecodingError) {
    switch pending.selector.base {
    case .type(let type) where alsoKnown.contains(type):
      return
    case .id(let id) where alsoKnown.contains(id):
      return
    case .type(let type) where !knownTypes.contains(type):
      // `"selectTab": "1"`: an index written as a string reads as a screen type.
      let hint =
        !type.isEmpty && type.allSatisfy(\.isASCIIDigitCharacter)
        ? "; an index is a number: write \(type), not \"\(type)\""
        : Suggestion.hint(for: type, among: knownTypes)
      throw DecodingError(
        pending.location, pending.path,
        "no screen of type \"\(type)\" appears in this scenario" + hint)
    case .id(let id) where knownTypes.contains("#" + id) && !knownIDs.contains(id):
      // `"push": "#Cart"` makes a screen whose type is `#Cart`, and gives it no id.
      throw DecodingError(
        pending.location, pending.path,
        "no controller with id \"\(id)\" appears in this scenario; \"#\(id)\" is written as "
          + "a screen type, where \"#\" is part of the type: give the node an id with "
          + "{\"screen\": \"\(id)\", \"id\": \"\(id)\"}")
    case .id(let id) where !Self.isKnownID(id, types: knownTypes, ids: knownIDs):
      // The ids an author declared first: a generated id (`Feed#2`) is a guess.
      let closest =
        Suggestion.closest(to: id, among: knownIDs)
        ?? Suggestion.closest(to: id, among: knownTypes)
      throw DecodingError(
        pending.location, pending.path,
        "no controller with id \"\(id)\" appears in this scenario"
          + (closest.map { "; did you mean \"#\($0)\"?" } ?? ""))
    default:
      return
    }
  }

  /// An author's id, or an id the engine generates: a known type or kind, optionally `#N`.
  private static func isKnownID(
    _ id: String, types knownTypes: Set<String>, ids knownIDs: Set<String>
  ) -> Bool {
    if knownIDs.contains(id) { return true }
    let base = id.split(separator: "#", maxSplits: 1).first.map(String.init) ?? id
    let suffix = id.dropFirst(base.count)
    let isGenerated =
      suffix.isEmpty || (suffix.dropFirst().allSatisfy(\.isNumber) && suffix.count > 1)
    let isKnownBase =
      knownTypes.contains(base) || knownIDs.contains(base)
      || Controller.Kind.allCases.contains { $0.isContainer && $0.rawValue == base }
    return isGenerated && isKnownBase
  }
}

extension Character {
  /// Whether the character is one of `0`–`9`.
  fileprivate var isASCIIDigitCharacter: Bool {
    ("0"..."9").contains(self)
  }
}
