// A failure exploration found, written as a scenario that reproduces it: the scenario's own
// size class, `use` files and start, its `define` through a definitions file written once
// beside the reproducers, its steps, then the shortest path as steps, the failing
// step last with what it fails with expected. Run with `navrun`, it passes, and it goes on
// passing until the app changes; then it fails and says how.

import Platform
import ScenarioFormat

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

package struct Reproducer {
  /// The scenario file explored, as the user named it, and its parsed text.
  var file: String
  package var root: JSONNode
  /// The start the failure was found from; nil for the single `start`.
  var startName: String?
  /// The file beside the reproducers holding the scenario's `define`, which they `use`; nil
  /// before it is written, or when the scenario defines nothing.
  package var definitionsFile: String?

  /// Creates a value with every stored property given.
  package init(
    file: String, root: JSONNode, startName: String? = nil, definitionsFile: String? = nil
  ) {
    self.file = file
    self.root = root
    self.startName = startName
    self.definitionsFile = definitionsFile
  }

  /// The scenario text for a failure, for a file in `folder`.
  package func text(for failure: ExploreFailure, in folder: String) -> String {
    let from = startName.map { " from the start \"\($0)\"" } ?? ""
    var lines = head(
      title: "\(failure.action) fails with \(failure.code)",
      note: "Found by navrun explore in \(file)\(from): a shortest path, \(failure.path.count) "
        + "action\(failure.path.count == 1 ? "" : "s"); \(failure.message)",
      tags: #"["explore"]"#, in: folder)
    var steps = ownSteps
    steps += failure.path.dropLast().map(\.step)
    if let last = failure.path.last { steps.append(Self.failing(last, failure)) }
    lines.append(
      "  \"steps\": [\n" + steps.map { "    " + $0 }.joined(separator: ",\n") + "\n  ]")
    return "{\n" + lines.joined(separator: ",\n") + "\n}\n"
  }

  /// The members of a scenario that starts where the explored one starts, before its steps,
  /// one a line: its name, note and tags, `"golden": false`, then the explored scenario's size
  /// class, `use` files (as seen from `folder`) and definitions, app state and start.
  package func head(title: String, note: String, tags: String?, in folder: String) -> [String] {
    var lines: [String] = []
    func add(_ key: String, _ value: String) { lines.append("  \(JSONText.quoted(key)): \(value)") }
    add("scenario", JSONText.quoted(title))
    add("note", JSONText.quoted(note))
    if let tags { add("tags", tags) }
    add("golden", "false")
    if let sizeClass = root["sizeClass"] { add("sizeClass", JSONText.compact(sizeClass)) }
    if let vertical = root["verticalSizeClass"] {
      add("verticalSizeClass", JSONText.compact(vertical))
    }
    var paths: [String] = []
    if case .array(let used)? = root["use"]?.value {
      paths = used.compactMap { node -> String? in
        guard case .string(let path) = node.value else { return nil }
        return JSONText.quoted(Self.path(of: path, besides: file, seenFrom: folder))
      }
    }
    if let definitionsFile { paths.append(JSONText.quoted(definitionsFile)) }
    if !paths.isEmpty { add("use", "[" + paths.joined(separator: ", ") + "]") }
    if definitionsFile == nil, let define = root["define"] {
      add("define", JSONText.compact(define))
    }
    // The app state: the scenario's, with what a matrix start sets over it.
    var stateMembers: [(String, String)] = []
    if case .object(let members)? = root["state"]?.value {
      stateMembers = members.map { ($0.key, JSONText.compact($0.value)) }
    }
    var namedStart = startName.flatMap { root["starts"]?[$0] }
    if let withState = namedStart, let inner = withState["start"],
      case .object(let members)? = withState["state"]?.value
    {
      for member in members {
        stateMembers.removeAll { $0.0 == member.key }
        stateMembers.append((member.key, JSONText.compact(member.value)))
      }
      namedStart = inner
    }
    if !stateMembers.isEmpty {
      add(
        "state",
        "{" + stateMembers.map { JSONText.quoted($0.0) + ": " + $0.1 }.joined(separator: ", ")
          + "}")
    }
    if let start = namedStart {
      add("start", JSONText.compact(start))
    } else if let start = root["start"] {
      add("start", JSONText.compact(start))
    }
    return lines
  }

  /// The explored scenario's own steps, as compact JSON: exploration starts where they end.
  package var ownSteps: [String] {
    guard case .array(let written)? = root["steps"]?.value else { return [] }
    return written.map(JSONText.compact)
  }

  /// The failing step with what it fails with: an error or a warning expected; a failed check
  /// (an invariant, a destination not shown) as a note, since no step expects those.
  static func failing(_ action: ExploreAction, _ failure: ExploreFailure) -> String {
    let modifier: (String, String) =
      switch failure.kind {
      case .error: ("expectError", failure.code)
      case .warning: ("expectWarning", failure.code)
      case .check: ("note", "\(failure.code): \(failure.message)")
      }
    let step = Language.step(for: action.operation)?.members ?? []
    return PlainJSON.object(step + [(modifier.0, .string(modifier.1))]).compactText
  }

  /// A path written in `file` (relative to its folder), as seen from `folder`.
  ///
  /// Both are resolved as the system resolves them, links followed before `..`, as the loader opens
  /// the file: through a linked folder, `..` is the parent of the link's target.
  static func path(of written: String, besides file: String, seenFrom folder: String) -> String {
    let folderOfFile = file.lastIndex(of: "/").map { String(file[..<$0]) } ?? "."
    let joined = (folderOfFile.isEmpty ? "/" : folderOfFile) + "/" + written
    let target = absolute(FileBytes.resolvedPath(joined) ?? resolvedFolder(of: joined))
    return relative(from: absolute(FileBytes.resolvedPath(folder) ?? folder), to: target)
  }

  /// `path` with its folder resolved, for a path that does not lead to a file (yet).
  private static func resolvedFolder(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return path }
    let folder = slash == path.startIndex ? "/" : String(path[..<slash])
    guard let resolved = FileBytes.resolvedPath(folder) else { return path }
    return resolved + path[slash...]
  }

  private static func absolute(_ path: String) -> [Substring] {
    let full = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
    var components: [Substring] = []
    for component in full.split(separator: "/") {
      switch component {
      case ".": continue
      case "..": if !components.isEmpty { components.removeLast() }
      default: components.append(component)
      }
    }
    return components
  }

  private static func relative(from folder: [Substring], to target: [Substring]) -> String {
    var common = 0
    while common < folder.count, common < target.count, folder[common] == target[common] {
      common += 1
    }
    let up = Array(repeating: "..", count: folder.count - common)
    return (up + target[common...].map(String.init)).joined(separator: "/")
  }

  /// A file name for a failure: `base` (the scenario's name, and its start's), the action's
  /// and the code's, in lower case; `reproducer` when nothing of them is left.
  package static func fileName(base: String, failure: ExploreFailure, withPlace: Bool) -> String {
    var parts = [base, failure.action, failure.code]
    if withPlace { parts += ["at", failure.place] }
    let name = slug(parts.joined(separator: " "))
    return (name.isEmpty ? "reproducer" : name) + ".json"
  }

  /// Letters and digits in lower case, any other run of characters as one `-`.
  ///
  /// Letters of every script are kept, so that a name in Japanese or Greek still names its file.
  package static func slug(_ text: String) -> String {
    var slug = ""
    for character in text {
      if character.isLetter || character.isNumber {
        slug.append(contentsOf: character.lowercased())
      } else if !slug.isEmpty, slug.last != "-" {
        slug.append("-")
      }
    }
    while slug.last == "-" { slug.removeLast() }
    // File names end at 255 bytes; room is left for a number and `.json`.
    while slug.utf8.count > 200 { slug.removeLast() }
    return slug
  }
}

extension Reproducer {
  /// The scenario that reaches a state of the map, up to its path: the explored scenario's
  /// members, `use` paths as seen from `folder`, and its own steps, each followed by a comma,
  /// since every card's steps end with a check of the screen.
  package func mapHead(in folder: String) -> String {
    let from = startName.map { " from the start \"\($0)\"" } ?? ""
    let lines = head(
      title: "A state found by navrun explore",
      note: "Reaches a state navrun explore found in \(file)\(from) by a shortest path, and "
        + "checks its screen.",
      tags: #"["explore"]"#, in: folder)
    return "{\n" + lines.joined(separator: ",\n") + ",\n  \"steps\": [\n"
      + ownSteps.map { "    \($0),\n" }.joined()
  }
}
