// The JSON Schema of the scenario language, from its declarations: each step's `<verb>Step`
// definition and the `step` that lists them are generated into `schema.json`, whose other
// definitions are written by hand; the schema of each kind of file is the bundle's definition
// of that kind with only the definitions it refers to.

import NavigationCore

/// The schema of navrun's files, as the declarations make it.
package enum LanguageSchema {
  /// A kind of file navrun reads, with its own schema.
  package struct Kind: Sendable {
    /// The kind's name: `scenario`, `definitions`, `configuration`.
    package let name: String
    /// Its definition in the bundle.
    package let definition: String
    /// Its schema's title.
    package let title: String
  }

  /// The kinds of file, in the order `navrun schema` lists them.
  package static let kinds = [
    Kind(name: "scenario", definition: "scenarioFile", title: "navrun scenario file"),
    Kind(
      name: "definitions", definition: "definitionsFile",
      title: "navrun definitions file (*.defs.json)"),
    Kind(
      name: "configuration", definition: "configFile",
      title: "navrun configuration file (navrun.json)"),
  ]

  /// `bundle` with its generated definitions made anew: `step` and every `<verb>Step` where
  /// `step` stands, the error codes' `enum` from the engine's codes.
  package static func bundle(updating bundle: PlainJSON) -> PlainJSON {
    let generated = Set(
      ["step"] + Language.verbs.map { $0 + "Step" } + Language.nodeKinds.map { $0.key + "Node" })
    var definitions: [(key: String, value: PlainJSON)] = []
    var placed = false
    for member in bundle["$defs"]?.members ?? [] {
      if member.key == "errorCode" {
        definitions.append((member.key, errorCode(updating: member.value)))
      } else if member.key == "definitions" {
        definitions.append((member.key, sections(updating: member.value)))
      } else if member.key == "definitionsFile" {
        definitions.append((member.key, sections(updating: member.value, keeping: ["$schema"])))
      } else if !generated.contains(member.key) {
        definitions.append(member)
      } else if member.key == "step" {
        definitions += stepDefinitions
        placed = true
      } else if member.key == Language.nodeKinds.first.map({ $0.key + "Node" }) {
        definitions += nodeDefinitions
      }
    }
    if !placed { definitions += stepDefinitions }
    return .object(
      bundle.members.map { member in
        member.key == "$defs" ? (member.key, .object(definitions)) : member
      })
  }

  /// The schema of one kind of file: its definition at the root, with the definitions it
  /// refers to, in the bundle's order.
  package static func schema(of kind: Kind, in bundle: PlainJSON) -> PlainJSON {
    let definitions = bundle["$defs"] ?? [:]
    var reachable = Set<String>()
    var pending = references(in: definitions[kind.definition] ?? [:])
    while let name = pending.popLast() {
      guard reachable.insert(name).inserted else { continue }
      pending += references(in: definitions[name] ?? [:])
    }
    var members: [(key: String, value: PlainJSON)] = [
      ("$schema", bundle["$schema"] ?? nil), ("title", .string(kind.title)),
    ]
    members += (definitions[kind.definition] ?? [:]).members
    let kept = definitions.members.filter { reachable.contains($0.key) }
    if !kept.isEmpty { members.append(("$defs", .object(kept))) }
    return .object(members)
  }

  /// The names of the definitions `value` refers to with `#/$defs/NAME`.
  private static func references(in value: PlainJSON) -> [String] {
    var found: [String] = []
    var pending = [value]
    while let item = pending.popLast() {
      switch item {
      case .object(let members):
        for member in members {
          if member.key == "$ref", let reference = member.value.string,
            reference.hasPrefix("#/$defs/")
          {
            found.append(String(reference.dropFirst("#/$defs/".count)))
          }
          pending.append(member.value)
        }
      case .array(let elements): pending += elements
      default: break
      }
    }
    return found
  }

  /// The definition of `step` and of each step, in the order of `Language.steps`.
  static var stepDefinitions: [(key: String, value: PlainJSON)] {
    let verbs = Language.verbs.joined(separator: ", ")
    let step: PlainJSON = [
      "description": .string(
        "A step: an object with exactly one verb (\(verbs)) plus modifiers."),
      "oneOf": .array(Language.verbs.map { ["$ref": .string("#/$defs/\($0)Step")] }),
    ]
    return [("step", step)] + Language.steps.map { ($0.verb + "Step", definition(of: $0)) }
  }

  /// The `<verb>Step` definition of a step.
  static func definition(of form: StepForm) -> PlainJSON {
    let value: PlainJSON =
      form.value["description"] == nil
      ? .object([("description", .string(form.summary))] + form.value.members) : form.value
    var properties: [(key: String, value: PlainJSON)] = [(form.verb, value)]
    for modifier in form.modifiers + form.commonModifiers {
      properties.append((modifier.key, modifier.schema))
    }
    var members: [(key: String, value: PlainJSON)] = [
      ("description", .string("Step `\(form.verb)`: " + sentenceTail(form.summary))),
      ("type", "object"),
      ("required", .array(([form.verb] + form.required).map(PlainJSON.string))),
      ("properties", .object(properties)),
      ("additionalProperties", false),
    ]
    members += form.constraints.members
    return .object(members)
  }

  /// The definition of each kind of node, in the order of `Language.nodeKinds`.
  static var nodeDefinitions: [(key: String, value: PlainJSON)] {
    Language.nodeKinds.map { kind in
      var properties: [(key: String, value: PlainJSON)] = [(kind.key, kind.value)]
      for attribute in Language.nodeAttributes {
        if attribute.applies(to: kind.key) {
          properties.append((attribute.key, attribute.schema))
        } else if kind.expandsToAnotherKind, let kinds = attribute.kinds {
          // Beside a template, an attribute of the kind it expands to.
          let members = attribute.schema.members.map { member in
            member.key == "description"
              ? (
                member.key,
                PlainJSON.string(
                  (member.value.string ?? "") + " (when the template is a "
                    + kinds.joined(separator: " or ") + ")")
              ) : member
          }
          properties.append((attribute.key, .object(members)))
        }
      }
      let definition: PlainJSON = [
        "description": .string(kind.summary),
        "type": "object",
        "required": [.string(kind.key)],
        "properties": .object(properties),
        "additionalProperties": false,
      ]
      return (kind.key + "Node", definition)
    }
  }

  /// The definitions' definition with a property for each section, after the properties
  /// `keeping` names.
  private static func sections(
    updating definition: PlainJSON, keeping kept: [String] = []
  ) -> PlainJSON {
    let properties = PlainJSON.object(
      (definition["properties"]?.members ?? []).filter { kept.contains($0.key) }
        + Language.sections.map { ($0.key, $0.schema) })
    return .object(
      definition.members.map { $0.key == "properties" ? ($0.key, properties) : $0 })
  }

  /// The error codes' definition with the engine's codes as its `enum`.
  private static func errorCode(updating definition: PlainJSON) -> PlainJSON {
    let codes = PlainJSON.array(NavigationError.Code.allCases.map { .string($0.rawValue) })
    var members = definition.members.filter { $0.key != "enum" }
    members.append(("enum", codes))
    return .object(members)
  }

  /// A summary as the rest of a sentence: its first word in lower case, unless it is a name
  /// such as `UIKit's` or `FluidInterfaceKit's`.
  static func sentenceTail(_ summary: String) -> String {
    let firstWord = summary.prefix { $0.isLetter }
    guard let first = firstWord.first, !firstWord.dropFirst().contains(where: \.isUppercase)
    else { return summary }
    return first.lowercased() + summary.dropFirst()
  }
}
