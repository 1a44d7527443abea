import Foundation

/// A new temporary folder holding `files` (name to text); its path.
func temporaryFolder(with files: [String: String]) throws -> String {
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
    "navrun-testing-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  for (name, text) in files {
    try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
  }
  return folder.path
}

/// The folder of scenarios this target ships as resources, as a test reads it from its bundle.
let bundledScenarios = Bundle.module.url(forResource: "Bundled", withExtension: nil)?.path ?? ""
