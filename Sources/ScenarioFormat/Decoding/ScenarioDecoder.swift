// The top level of a scenario file (SPEC §3).

import NavigationCore

struct ScenarioDecoder {
  static let keys = [
    "scenario", "tags", "use", "define", "sizeClass", "start", "steps", "golden", "record",
  ]

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
      result.append(
        (
          try item.nonEmptyString(
            at: object.path("use").appending(index: index), expected: "a file path"), item
        ))
    }
    return result
  }

  func scenario(
    _ root: JSONNode, file: String, defaultName: String, used: [DefinitionSections],
    definedIn: [String: String]
  ) throws(DecodingError) -> Scenario {
    let object = try ObjectDecoder(root, at: .root, expected: "a scenario object")
    try object.rejectUnknownKeys(allowed: Self.keys)
    var definedIn = definedIn
    var sections = used
    let definitions = DefinitionsDecoder(context: context)
    if let define = object["define"] {
      sections.append(
        try definitions.collect(
          define, at: object.path("define"), file: file, definedIn: &definedIn))
    }
    let decodedDefinitions = try definitions.decode(sections)
    context.file = file
    let startNode = try object.required("start", describing: "key")
    var start = Blueprint.container(.nav, [])
    var coordinatorStart: CoordinatorStart?
    if case .object(let members) = startNode.value,
      members.contains(where: { $0.key == "coordinator" })
    {
      coordinatorStart = try CoordinatorDecoder(context: context).start(
        startNode, at: object.path("start"))
    } else {
      start = try NodeDecoder(context: context).blueprint(
        startNode, at: object.path("start"), mode: .build)
    }
    var steps: [Step] = []
    if let stepsNode = object["steps"] {
      let items = try stepsNode.array(at: object.path("steps"), expected: "an array of steps")
      guard items.count <= Self.maximumSteps else {
        throw DecodingError(
          stepsNode.location, object.path("steps"),
          "\(items.count) steps; a scenario has at most \(Self.maximumSteps)")
      }
      let decoder = StepDecoder(context: context)
      for (index, item) in items.enumerated() {
        steps.append(
          try decoder.step(item, index: index, at: object.path("steps").appending(index: index)))
      }
    }
    try context.checkSelectors()
    var records: Set<RecordedDetail> = []
    if let record = object["record"] {
      let items = try record.array(at: object.path("record"), expected: "an array")
      for (index, item) in items.enumerated() {
        records.insert(
          try item.enumCase(
            RecordedDetail.self, at: object.path("record").appending(index: index),
            noun: "recorded detail"))
      }
    }
    return Scenario(
      name: try object.string("scenario") ?? defaultName,
      file: file,
      tags: try object.strings("tags") ?? [],
      sizeClass: try object.enumCase("sizeClass", SizeClass.self, noun: "size class") ?? .regular,
      start: start,
      steps: steps,
      comparesGolden: try object.bool("golden") ?? true,
      records: records,
      definitions: decodedDefinitions,
      coordinatorStart: coordinatorStart)
  }
}
