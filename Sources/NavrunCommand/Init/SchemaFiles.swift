// The schemas `navrun init` writes, one per kind of file, and the VS Code settings that tell the
// editor which files each one checks: a scenario, a definitions file (`*.defs.json`) and the
// configuration (`navrun.json`) each get the schema of their own kind, whose errors are precise,
// where the bundle `navrun schema` prints accepts any of the three.

import ScenarioFormat

/// A kind of file navrun reads, with its own JSON Schema.
enum SchemaKind: String, CaseIterable {
  case scenario, definitions, configuration

  /// The schema's text: the bundle's definition of this kind, with what it refers to.
  var text: String {
    guard let kind = LanguageSchema.kinds.first(where: { $0.name == rawValue }),
      let bundle = Self.bundle
    else { return EmbeddedSchema.text }
    return LanguageSchema.schema(of: kind, in: bundle).indentedText + "\n"
  }

  /// The built-in bundle, parsed once for every kind derived from it.
  private static let bundle = (try? JSONReader.parse(Array(EmbeddedSchema.text.utf8)))
    .map(PlainJSON.init)

  /// The file `navrun init` writes it to: `navrun.scenario.schema.json`, which discovery never
  /// takes for a scenario.
  var fileName: String { "navrun.\(rawValue).schema.json" }

  /// The files it checks, as VS Code's `fileMatch` patterns from the package's folder.
  var fileMatch: [String] {
    switch self {
    case .scenario: ["/Scenarios/**/*.json", "!/Scenarios/**/*.defs.json"]
    case .definitions: ["/Scenarios/**/*.defs.json"]
    case .configuration: ["/navrun.json"]
    }
  }
}

enum SchemaFiles {
  /// Where VS Code reads a workspace's settings.
  static let settingsFile = ".vscode/settings.json"

  /// The `json.schemas` entries that give each kind of file its schema.
  static var schemaAssociations: String {
    let entries = SchemaKind.allCases.reversed().map { kind in
      let patterns = kind.fileMatch.map { "\"\($0)\"" }.joined(separator: ", ")
      return """
            {
              "fileMatch": [\(patterns)],
              "url": "./\(kind.fileName)"
            }
        """
    }
    return "  \"json.schemas\": [\n" + entries.joined(separator: ",\n") + "\n  ]\n"
  }

  /// `.vscode/settings.json` for a package that has none.
  static var settings: String { "{\n" + schemaAssociations + "}\n" }
}
