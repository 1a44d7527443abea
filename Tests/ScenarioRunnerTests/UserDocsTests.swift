import Foundation
import Testing

/// What users read cites what users have: the docs pages and the upstream repositories, never
/// the project's internal specification or seed documents.
@Suite struct UserDocsTests {
  static let userFiles: [String] = {
    let docs =
      (try? FileManager.default.contentsOfDirectory(
        atPath: packageRoot.appendingPathComponent("docs").path)) ?? []
    return ["README.md", "schema.json"] + docs.filter { $0.hasSuffix(".md") }.map { "docs/" + $0 }
  }()

  @Test(arguments: userFiles) func citesNoInternalDocument(file: String) throws {
    let text = try String(
      contentsOf: packageRoot.appendingPathComponent(file), encoding: .utf8)
    #expect(!text.contains("SPEC §"), "\(file) cites the internal specification")
    #expect(!text.contains("seeds/"), "\(file) cites a seed document")
  }
}
