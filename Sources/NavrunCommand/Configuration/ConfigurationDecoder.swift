// Reading `navrun.json`: each key checked for its type and value, each mistake reported at its
// line and column with a did-you-mean, as scenario files are.

import NavigationCore
import Platform
import ScenarioFormat
import ScenarioRunner

struct ConfigurationDecoder {
  /// The file as navrun shows it, its bytes, and what makes its paths usable from the current
  /// folder.
  var file: String
  var bytes: [UInt8]
  var prefix: String

  static let keys = ["$schema", "paths", "exclude", "record", "jobs", "reports", "unreferenced"]
  static let reportKeys = ["junit", "json", "html"]

  func decode() throws(Diagnostic) -> Configuration {
    let root: JSONNode
    do {
      root = try JSONReader.parse(bytes)
    } catch {
      throw failure(error.location, error.message)
    }
    var configuration = Configuration(file: file)
    for member in try members(of: root, expected: "an object of settings such as {\"paths\": […]}")
    {
      let value = member.value
      switch member.key {
      case "$schema":
        _ = try string(value, "$schema", expected: "the path or URL of the schema")
      case "paths":
        let paths = try strings(value, "paths", expected: "an array of paths")
        guard case .array(let items) = value.value else { break }
        for (index, (path, item)) in zip(paths, items).enumerated() {
          try checkInside(path, at: item, "paths[\(index)]")
        }
        configuration.paths = paths.map { resolved($0) }
      case "exclude":
        configuration.excludes = try globs(value)
      case "record":
        configuration.record = try choice(value, "record", RecordMode.self)
      case "unreferenced":
        configuration.unreferenced = try choice(value, "unreferenced", UnreferencedPolicy.self)
      case "jobs":
        guard case .number(let number) = value.value, let jobs = number.integralValue, jobs >= 1
        else {
          throw failure(
            value.location,
            "jobs: expected a number of parallel jobs (1, 2, …), found \(shown(value))")
        }
        configuration.jobs = jobs
      case "reports":
        for report in try members(
          of: value, expected: "an object such as {\"junit\": \"build/navrun.xml\"}", at: "reports")
        {
          let path = "reports.\(report.key)"
          if Self.reportKeys.contains(report.key) {
            try checkInside(try string(report.value, path), at: report.value, path)
          }
          switch report.key {
          case "junit": configuration.junitFile = resolved(try string(report.value, path))
          case "json": configuration.jsonFile = resolved(try string(report.value, path))
          case "html": configuration.htmlFile = resolved(try string(report.value, path))
          default: throw unknown(report, noun: "report", among: Self.reportKeys, in: "reports")
          }
        }
      default:
        throw unknown(member, noun: "setting", among: Self.keys, in: nil)
      }
    }
    return configuration
  }

  /// Refuses a path that leads outside the configuration's folder.
  ///
  /// A repository's configuration comes with a pull request on CI, and reads and writes only
  /// inside it. A path given on the command line may lead anywhere.
  private func checkInside(_ path: String, at node: JSONNode, _ label: String)
    throws(Diagnostic)
  {
    var depth = 0
    var leaves = path.hasPrefix("/")
    for component in path.split(separator: "/") where !leaves {
      switch component {
      case ".": continue
      case "..": depth -= 1
      default: depth += 1
      }
      leaves = depth < 0
    }
    // Links followed: a link inside the folder may lead out of it.
    if !leaves, let folder = FileBytes.resolvedPath(prefix.isEmpty ? "." : prefix) {
      let full = resolved(path)
      let parent = FilePath.folder(of: full)
      let reached =
        FileBytes.resolvedPath(full) ?? FileBytes.resolvedPath(parent.isEmpty ? "." : parent)
      if let reached, reached != folder,
        !reached.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
      {
        leaves = true
      }
    }
    guard leaves else { return }
    throw failure(
      node.location,
      "\(label): \"\(path)\" leads outside the folder of \(file.fileName); a configuration names "
        + "paths inside its folder (give one outside on the command line)")
  }

  /// A path written in the file, as seen from the current folder.
  private func resolved(_ path: String) -> String {
    path.hasPrefix("/") || prefix.isEmpty ? path : prefix + path
  }

  private func failure(_ location: SourceLocation, _ message: String) -> Diagnostic {
    Diagnostic(file: file, location: location, message: message, source: bytes)
  }

  private func unknown(
    _ member: JSONMember, noun: String, among keys: [String], in parent: String?
  ) -> Diagnostic {
    failure(
      member.keyLocation,
      (parent.map { "\($0): " } ?? "") + "unknown \(noun) \"\(member.key)\""
        + Suggestion.hint(for: member.key, among: keys))
  }

  private func shown(_ node: JSONNode) -> String {
    if case .string(let text) = node.value { return "\"\(text)\"" }
    if case .number(let number) = node.value { return number.literal }
    return node.typeName
  }

  private func members(of node: JSONNode, expected: String, at path: String? = nil)
    throws(Diagnostic) -> [JSONMember]
  {
    guard case .object(let members) = node.value else {
      throw failure(
        node.location,
        (path.map { "\($0): " } ?? "") + "expected \(expected), found \(node.typeName)")
    }
    return members
  }

  private func string(_ node: JSONNode, _ path: String, expected: String = "a file path")
    throws(Diagnostic) -> String
  {
    guard case .string(let text) = node.value, !text.isEmpty, !text.containsNUL else {
      throw failure(node.location, "\(path): expected \(expected), found \(shown(node))")
    }
    return text
  }

  private func strings(_ node: JSONNode, _ path: String, expected: String)
    throws(Diagnostic) -> [String]
  {
    guard case .array(let items) = node.value else {
      throw failure(node.location, "\(path): expected \(expected), found \(node.typeName)")
    }
    var result: [String] = []
    for (index, item) in items.enumerated() {
      result.append(try string(item, "\(path)[\(index)]", expected: "a non-empty string"))
    }
    return result
  }

  /// The `exclude` globs; a glob with a problem (an unclosed `[`) is an error at its string.
  private func globs(_ node: JSONNode) throws(Diagnostic) -> [Glob] {
    let patterns = try strings(node, "exclude", expected: "an array of globs")
    guard case .array(let items) = node.value else { return [] }
    var globs: [Glob] = []
    for (index, pattern) in patterns.enumerated() {
      let glob = Glob(pattern)
      if let problem = glob.problem {
        throw failure(items[index].location, "exclude[\(index)]: \(problem)")
      }
      globs.append(glob)
    }
    return globs
  }

  private func choice<Value: RawRepresentable & CaseIterable>(
    _ node: JSONNode, _ path: String, _: Value.Type
  ) throws(Diagnostic) -> Value where Value.RawValue == String {
    let names = Value.allCases.map(\.rawValue)
    let described = names.dropLast().joined(separator: ", ") + " or " + (names.last ?? "")
    guard case .string(let text) = node.value else {
      throw failure(node.location, "\(path): expected \(described), found \(node.typeName)")
    }
    guard let value = Value(rawValue: text) else {
      throw failure(
        node.location,
        "\(path): expected \(described), found \"\(text)\""
          + Suggestion.hint(for: text, among: names))
    }
    return value
  }
}
