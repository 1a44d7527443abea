// A scenario file `navrun explore` is given, read and parsed once: its document, for the
// reproducers and the map, which copy its members, and what it decodes to, with the definitions files it uses,
// which are inputs that no report may overwrite.

import Platform
import ScenarioFormat

/// A scenario file to explore, read and decoded.
struct ExploreInput {
  /// The path, as given.
  var file: String
  /// The scenario and the document it was decoded from, or why it could not be read or decoded.
  var scenario: Result<(scenario: Scenario, document: JSONNode), Diagnostic>
  /// The definitions files the scenario uses, as read, even when decoding fails.
  var usedFiles: [String] = []
  /// Whether there is no file at the path (nor the folder it would be in).
  var isMissing = false

  /// Reads and decodes `file`.
  init(reading file: String) {
    self.file = file
    let bytes: [UInt8]
    do {
      bytes = try FileBytes.read(file, limit: ScenarioLoader.maximumFileSize)
    } catch {
      isMissing = error == .missing
      // The loader says why a file cannot be read in the words of every other command: asked
      // again, it fails the same way.
      scenario = .failure(Self.readFailure(of: file))
      return
    }
    do throws(Diagnostic) {
      var document: JSONNode?
      let decoded = try ScenarioLoader().decode(
        bytes, file: file, usedFiles: &usedFiles, document: &document)
      guard let document else { preconditionFailure("a decoded scenario was parsed") }
      scenario = .success((decoded, document))
    } catch {
      scenario = .failure(error)
    }
  }

  /// Why `file` cannot be read, as the loader says it.
  private static func readFailure(of file: String) -> Diagnostic {
    do throws(Diagnostic) {
      _ = try ScenarioLoader().load(file)
      return Diagnostic(file: file, location: nil, message: "\(file) changed while it was read")
    } catch {
      return error
    }
  }
}
