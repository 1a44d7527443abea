// Reading a capture a scenario names (`"start": {"capture": …}`, `expectCapture`, `"golden":
// {"capture": …}`) with the rules of `use`: relative to the scenario's folder, inside its
// repository with links followed, a regular file of at most `ScenarioLoader.maximumFileSize`
// bytes; an error in the capture is located in the capture, a warning too.

import NavigationCore
import Platform

/// A capture a scenario names, with how it maps classes.
struct CaptureReference {
  /// The capture file, as the scenario names it, relative to the scenario's folder.
  var path: String
  /// Whether screens keep their module (`"modules": "keep"`).
  var keepsModules: Bool
  /// What else the reference compares (`"compare": ["views", "transitions"]`).
  var comparesViews = false
  var comparesTransitions = false
}

extension DecodingContext {
  /// The keys of a capture reference besides the one naming the file.
  static let captureOptionKeys = ["modules", "compare"]

  /// Reads a capture reference's options from an object whose `key` names the file.
  func captureReference(
    _ object: ObjectDecoder, key: String, comparing: Bool, rejectingOthers: Bool = true
  ) throws(DecodingError) -> CaptureReference {
    if rejectingOthers {
      try object.rejectUnknownKeys(
        allowed: [key] + (comparing ? Self.captureOptionKeys : ["modules"]),
        noun: "key of a capture")
    }
    let pathNode = try object.required(key, describing: "key")
    let path = try pathNode.nonEmptyString(at: object.path(key), expected: "a capture file's path")
    guard !path.containsNUL else {
      throw DecodingError(
        pathNode.location, object.path(key), "a file path cannot hold a NUL character (\\u0000)")
    }
    var reference = CaptureReference(path: path, keepsModules: false)
    if let modules = object["modules"] {
      switch modules.stringValue {
      case "keep": reference.keepsModules = true
      case "drop": reference.keepsModules = false
      default:
        throw modules.typeError(object.path("modules"), expected: "\"keep\" or \"drop\"")
      }
    }
    if let compare = object["compare"] {
      let items = try compare.array(
        at: object.path("compare"), expected: "an array of \"views\" and \"transitions\"")
      for (index, item) in items.enumerated() {
        switch item.stringValue {
        case "views": reference.comparesViews = true
        case "transitions": reference.comparesTransitions = true
        default:
          throw item.typeError(
            object.path("compare").appending(index: index), expected: "\"views\" or \"transitions\""
          )
        }
      }
    }
    return reference
  }

  /// Notes the screen types a capture holds, which selectors may name.
  func noteCaptureNames(_ tree: CaptureTree) {
    for line in tree.lines where line.kind == .screen { noteNames(type: line.type, id: nil) }
  }

  /// Reads and maps the capture a reference names; `node` is where the scenario names it.
  func capture(
    _ reference: CaptureReference, namedAt node: JSONNode, path: CodingPath
  ) throws(DecodingError) -> (file: String, tree: CaptureTree) {
    let scenarioFile = file
    let captureFile = FilePath.joining(FilePath.folder(of: scenarioFile), reference.path)
    captureFiles.append(captureFile)
    if repository == nil { repository = ScenarioLoader.repository(holding: scenarioFile) }
    if let repository = repository ?? nil, ScenarioLoader.isOutside(repository, captureFile) {
      throw DecodingError(
        node.location, path,
        "\(captureFile) is outside the repository \(repository); a scenario reads captures "
          + "inside its repository")
    }
    let bytes: [UInt8]
    do {
      bytes = try FileBytes.read(captureFile, limit: ScenarioLoader.maximumFileSize)
    } catch {
      throw DecodingError(
        node.location, path, ScenarioLoader.message(for: error, reading: captureFile))
    }
    sources[captureFile] = bytes
    var classes = captureClasses
    classes.keepsModules = reference.keepsModules
    do {
      let tree = try CaptureTree(try CaptureReader.lines(of: bytes), classes: classes)
      for warning in tree.warnings {
        warnings.append(
          DecodingWarning(file: captureFile, location: warning.location, message: warning.message))
      }
      return (captureFile, tree)
    } catch {
      var located = DecodingError(error.location, .root, error.message)
      located.file = captureFile
      throw located
    }
  }
}
